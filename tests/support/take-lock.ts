// One contender for a PGlite data directory's lock: prints "ready", waits for a line on
// stdin so that every contender starts at once, tries the lock, prints "won" (and holds it
// until stdin closes) or "refused".
import readline from 'node:readline'
import { acquireLock, DataDirectoryLockedError } from '#db/pglite-lock.server.ts'

const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]()
console.log('ready')
await lines.next()
try {
  const release = await acquireLock(process.env.PGLITE_DATA_DIR!)
  console.log('won')
  await lines.next()
  release()
} catch (error) {
  if (!(error instanceof DataDirectoryLockedError)) throw error
  console.log('refused')
}
process.exit(0)
