/**
 * `npm run audit:verify`: recomputes every stream's hash chain. Exits 0 with
 * "N events verified", or 1 naming the first event that breaks its chain, so a cron job
 * or CI step can alert on tampering. Uses DATABASE_URL, else the PGlite directory.
 *
 * `npm run audit:verify -- --stream <stream id | document id>` checks one stream the same
 * way and prints its final hash, so an auditor can hold an audit certificate (which
 * prints the document's final hash) against a walk of the log made by this tool.
 */
import { openDatabase } from '#db/client.server.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { verifyAuditChain, verifyStreamChain, type BadEvent } from '../audit.server.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function streamArgument(argv: string[]): string | null {
  const at = argv.indexOf('--stream')
  if (at === -1) return null
  const value = argv[at + 1]?.trim()
  if (!value) {
    console.error('Usage: npm run audit:verify -- --stream <stream id, or a document id>')
    process.exit(2)
  }
  // A document's id (as the history page and certificate show it) names its agreement stream.
  return UUID.test(value) ? agreementStreamId(value.toLowerCase()) : value
}

function reportBroken(bad: BadEvent, verified: number) {
  console.error(
    `Audit chain broken at ${bad.streamId} version ${bad.streamVersion} ` +
      `(global position ${bad.globalPosition}): ${bad.reason}. ` +
      `${verified} events verified before it.`,
  )
}

const stream = streamArgument(process.argv.slice(2))
const db = await openDatabase()
let exitCode = 0
try {
  if (stream) {
    const result = await verifyStreamChain(db, stream)
    if (result.firstBad) {
      reportBroken(result.firstBad, result.verified)
      exitCode = 1
    } else if (result.verified === 0) {
      console.error(`No events in stream ${stream}`)
      exitCode = 1
    } else {
      console.log(`${result.verified} events of ${stream} verified`)
      console.log(`Final hash (SHA-256, of event #${result.head}): ${result.lastHash}`)
    }
  } else {
    const result = await verifyAuditChain(db)
    if (result.firstBad) {
      reportBroken(result.firstBad, result.verified)
      exitCode = 1
    } else {
      console.log(`${result.verified} events verified`)
    }
  }
} catch (error) {
  console.error('Audit failed to run:', error)
  exitCode = 2
} finally {
  await db.close()
}
process.exit(exitCode)
