/**
 * `npm run audit:verify`: recomputes every stream's hash chain. Exits 0 with
 * "N events verified", or 1 naming the first event that breaks its chain, so a cron job
 * or CI step can alert on tampering. Uses DATABASE_URL, else the PGlite directory.
 */
import { openDatabase } from '#db/client.server.ts'
import { verifyAuditChain } from '../audit.server.ts'

const db = await openDatabase()
let exitCode = 0
try {
  const result = await verifyAuditChain(db)
  if (result.firstBad) {
    const bad = result.firstBad
    console.error(
      `Audit chain broken at ${bad.streamId} version ${bad.streamVersion} ` +
        `(global position ${bad.globalPosition}): ${bad.reason}. ` +
        `${result.verified} events verified before it.`,
    )
    exitCode = 1
  } else {
    console.log(`${result.verified} events verified`)
  }
} catch (error) {
  console.error('Audit failed to run:', error)
  exitCode = 2
} finally {
  await db.close()
}
process.exit(exitCode)
