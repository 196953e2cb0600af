// Operator command: `npm run backup` writes a consistent copy of the database into
// BACKUP_DIR (default ./.data/backups) and prints its path: on PostgreSQL (DATABASE_URL)
// a `pg_dump --format=custom` file, taken while the app serves; on PGlite a tarball of the
// data directory, which needs the app stopped (one process per PGlite directory).
import { backUp, DEFAULT_BACKUP_DIR } from '#db/backups.server.ts'

try {
  const file = await backUp(process.env, process.env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR)
  console.log(`Backup written to ${file}`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
