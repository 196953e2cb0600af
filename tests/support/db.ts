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

/**
 * Empties every table but the migration record, between tests, and restarts the identity
 * columns. DELETE, children before parents, not TRUNCATE: on Postgres a TRUNCATE of every
 * table makes new files for each and took 0.8 s a test; DELETE of a few rows takes ms.
 */
export async function resetDb(db: Db): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  )
  if (tables.length === 0) return
  const references = await db.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND c.conrelid <> c.confrelid`,
  )
  const order = childrenFirst(
    tables.map((t) => t.tablename),
    references,
  )
  await db.exec(
    [
      ...order.map((table) => `DELETE FROM "${table}";`),
      `SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
         FROM pg_sequences WHERE schemaname = 'public';`,
    ].join('\n'),
  )
  // The read models were emptied behind the store's back: nothing kept may outlive them.
  readModelsChanged(db)
}

/** The tables in an order where each comes before every table it references. */
function childrenFirst(tables: string[], references: Array<{ child: string; parent: string }>): string[] {
  const ordered: string[] = []
  const placed = new Set<string>()
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return
    path.add(table)
    // Every table that references this one is emptied before it.
    for (const r of references) if (r.parent === table) visit(r.child, path)
    path.delete(table)
    placed.add(table)
    ordered.push(table)
  }
  for (const table of tables) visit(table, new Set())
  return ordered
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
