// Operator command: `npm run db:migrate` applies the migrations the database lacks and
// names them, without starting the app: the first step of a rolling upgrade, so the old
// release's processes meet the new schema before any new process starts (README: Operations).
import { DEFAULT_PGLITE_DIR } from '#db/client.server.ts'
import { migrate } from '#db/migrate.server.ts'
import { openPglite } from '#db/pglite.server.ts'
import { openPostgres } from '#db/postgres.server.ts'

const url = process.env.DATABASE_URL
const db = url
  ? openPostgres(url, { max: 1 })
  : await openPglite(process.env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DIR)
try {
  const applied = await migrate(db)
  console.log(applied.length === 0 ? 'No migration to apply' : `Applied ${applied.join(', ')}`)
} catch (error) {
  console.error(
    `Migration failed (the failing one was rolled back): ${error instanceof Error ? error.message : error}`,
  )
  process.exitCode = 1
} finally {
  await db.close()
}
