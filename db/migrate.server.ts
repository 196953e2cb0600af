import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db, Queryable } from './types.ts'

// Any constant shared by every process: the transaction-scoped advisory lock makes
// several app processes starting against one Postgres apply each migration once.
const MIGRATION_LOCK = 724_201

/** db/migrations, found from this module whether it runs from source or from build/. */
export function migrationsDirectory(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    for (const candidate of [path.join(dir, 'migrations'), path.join(dir, 'db', 'migrations')]) {
      if (fs.existsSync(path.join(candidate, '0001_event_store.sql'))) return candidate
    }
    dir = path.dirname(dir)
  }
  throw new Error('db/migrations not found beside the running code')
}

export function listMigrations(dir = migrationsDirectory()) {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, name), 'utf8') }))
}

let knownIds: string[] | undefined

/**
 * The migrations this code ships that the database has not recorded (readiness: a process
 * must not take traffic on a schema older than its code). The file names are read once.
 */
export async function pendingMigrations(q: Queryable): Promise<string[]> {
  knownIds ??= listMigrations().map((m) => m.id)
  const rows = await q.query<{ id: string }>('SELECT id FROM schema_migrations WHERE id = ANY($1::text[])', [
    knownIds,
  ])
  const applied = new Set(rows.map((row) => row.id))
  return knownIds.filter((id) => !applied.has(id))
}

/** Applies each numbered migration once, in its own transaction, and records it. */
export async function migrate(db: Db): Promise<string[]> {
  // Under the lock too: two processes creating it at once on a new database collide in
  // PostgreSQL's catalogue (pg_type_typname_nsp_index), IF NOT EXISTS notwithstanding.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
  })
  const applied: string[] = []
  for (const migration of listMigrations()) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id])
      if (done.length > 0) return
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
      applied.push(migration.id)
    })
  }
  return applied
}
