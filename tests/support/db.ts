import fs from 'node:fs'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { useDatabase } from '#db/client.server.ts'
import { openPglite } from '#db/pglite.server.ts'
import { openPostgres } from '#db/postgres.server.ts'
import { migrate } from '#db/migrate.server.ts'
import type { Db } from '#db/types.ts'
import { readModelsChanged, watchReadModelChanges } from '#db/read-model-changes.ts'

/** Which database the integration suite runs on: Postgres when DATABASE_URL is set. */
export const testDatabaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite'

/**
 * A migrated database for one test file: an in-memory PGlite copied from the one the
 * global setup migrated in this run (tests/support/global-setup.ts), or the Postgres that
 * DATABASE_URL names (CI creates it for the run and drops it afterwards). `migrate` still
 * runs: it finds every file applied, or applies what the copy lacks.
 */
export async function openTestDb(): Promise<Db> {
  const template = process.env.DATABASE_URL ? '' : inject('pgliteTemplate')
  const db = process.env.DATABASE_URL
    ? openPostgres(process.env.DATABASE_URL, { max: 20 })
    : await openPglite('memory://', template ? { from: new Blob([fs.readFileSync(template)]) } : {})
  await migrate(db)
  // As the server's own database does (db/client.server.ts), so kept reads are tested.
  await watchReadModelChanges(db)
  await resetDb(db)
  return db
}

/** Empties every table but the migration record, between tests. */
export async function resetDb(db: Db): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  )
  if (tables.length === 0) return
  const list = tables.map((t) => `"${t.tablename}"`).join(', ')
  await db.exec(`TRUNCATE ${list} RESTART IDENTITY CASCADE`)
  // The read models were emptied behind the store's back: nothing kept may outlive them.
  readModelsChanged(db)
}

/**
 * The test file's database, migrated and registered as the app's (`getDb()`), emptied
 * after each test and closed after the file. Call it at the top of the file; the getter
 * it returns gives the database once the file's `beforeAll` has run. A file whose tests
 * share what its `beforeAll` wrote passes `{ emptyAfterEach: false }`.
 */
export function useTestDatabase({ emptyAfterEach = true }: { emptyAfterEach?: boolean } = {}): () => Db {
  let db: Db | undefined
  beforeAll(async () => {
    db = await openTestDb()
    useDatabase(db)
  })
  afterEach(async () => {
    if (db && emptyAfterEach) await resetDb(db)
  })
  afterAll(async () => {
    await db?.close()
    db = undefined
  })
  return () => {
    if (!db)
      throw new Error('useTestDatabase(): the database opens in beforeAll; read it inside a hook or a test')
    return db
  }
}
