// Run by the kill -9 suite (crash.server.test.js) once its server is stopped: every inline
// projection's rows, as the appends left them across the kills, must equal a replay of the
// whole log (`npm run projections:rebuild` does the replay; this compares before and after).
// Uses DATABASE_URL, else PGLITE_DATA_DIR. Exits 0 and prints the counts, or 1 with the
// first rows that differ.
import { openDatabase } from '#db/client.server.ts'
import { inlineProjections } from '#events/projections/index.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'

const tables = [...new Set(inlineProjections.flatMap((p) => p.tables))]
const db = await openDatabase()

/** Each table's rows as sorted JSON lines, so row order does not count. */
async function snapshot(): Promise<Map<string, string[]>> {
  const rows = new Map<string, string[]>()
  for (const table of tables) {
    const found = await db.query(`SELECT * FROM "${table}"`)
    rows.set(table, found.map((row) => JSON.stringify(row)).sort())
  }
  return rows
}

let exitCode = 0
try {
  const appended = await snapshot()
  const { events } = await rebuildProjections(db, inlineProjections)
  const replayed = await snapshot()
  let rows = 0
  for (const table of tables) {
    const before = appended.get(table)!
    const after = replayed.get(table)!
    rows += before.length
    const onlyBefore = before.filter((row) => !after.includes(row))
    const onlyAfter = after.filter((row) => !before.includes(row))
    if (before.length !== after.length || onlyBefore.length > 0 || onlyAfter.length > 0) {
      exitCode = 1
      console.error(`${table}: ${before.length} rows as appended, ${after.length} after a rebuild`)
      for (const row of onlyBefore.slice(0, 3)) console.error(`  only as appended: ${row}`)
      for (const row of onlyAfter.slice(0, 3)) console.error(`  only after the rebuild: ${row}`)
    }
  }
  if (exitCode === 0)
    console.log(`${tables.length} projection tables (${rows} rows) match a rebuild from ${events} events`)
} catch (error) {
  console.error('Comparing the projections with a rebuild failed:', error)
  exitCode = 2
} finally {
  await db.close()
}
process.exit(exitCode)
