// Operator command: `npm run restore -- <backup file>` restores a backup that
// `npm run backup` wrote into an EMPTY database — DATABASE_URL's (create it with createdb),
// else a new PGLITE_DATA_DIR — and refuses one that holds anything. Then run
// `npm run audit:verify` before starting the app on it.
import { restore, RestoreRefusedError } from '#db/backups.server.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run restore -- <backup file>')
  process.exit(2)
}

try {
  const kind = await restore(process.env, file)
  const target = kind === 'postgres' ? 'the database DATABASE_URL names' : process.env.PGLITE_DATA_DIR
  console.log(`Restored ${file} into ${target ?? './.data/pglite'}; now run npm run audit:verify`)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(
    error instanceof RestoreRefusedError ? `Restore refused: ${message}` : `Restore failed: ${message}`,
  )
  process.exitCode = 1
}
