/**
 * `npm run projections:rebuild`: empties the inline projections' tables and replays the
 * whole log into them in one transaction. On Postgres it can run while the app serves:
 * TRUNCATE locks the projection tables, so readers and appends wait for the commit and no
 * event is lost or counted twice. Uses DATABASE_URL, else the PGlite directory (stop the
 * app first there — a PGlite directory has one owner at a time).
 */
import { openDatabase } from '#db/client.server.ts'
import { inlineProjections } from '../projections/index.ts'
import { rebuildProjections } from '../rebuild.server.ts'

const db = await openDatabase()
let exitCode = 0
try {
  const started = performance.now()
  const result = await rebuildProjections(db, inlineProjections)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Rebuilt ${result.projections.join(', ')} from ${result.events} events in ${seconds} s`)
} catch (error) {
  console.error('Rebuild failed; the previous projection rows are kept:', error)
  exitCode = 1
} finally {
  await db.close()
}
process.exit(exitCode)
