// Run by the kill -9 suite (crash.server.test.js) once its server is stopped: every inline
// projection's rows, as the appends left them across the kills, must equal a replay of the
// whole log (`npm run projections:rebuild` does the replay; this compares before and after).
// Uses DATABASE_URL, else PGLITE_DATA_DIR. Exits 0 and prints the counts, or 1 with the
// first rows that differ.
import { openDatabase } from '#db/client.server.ts'
import { inlineProjections } from '#events/projections/index.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import {
  readModelDifferences,
  readModelRowCount,
  readModelTables,
  snapshotReadModels,
} from '#tests/support/read-models.ts'

const db = await openDatabase()

let exitCode = 0
try {
  const appended = await snapshotReadModels(db)
  const { events } = await rebuildProjections(db, inlineProjections)
  const problems = readModelDifferences(appended, await snapshotReadModels(db))
  if (problems.length > 0) {
    exitCode = 1
    for (const line of problems) console.error(line)
  } else {
    const rows = readModelRowCount(appended)
    console.log(
      `${readModelTables.length} projection tables (${rows} rows) match a rebuild from ${events} events`,
    )
  }
} catch (error) {
  console.error('Comparing the projections with a rebuild failed:', error)
  exitCode = 2
} finally {
  await db.close()
}
process.exit(exitCode)
