import { openPglite } from './pglite.server.ts'
import { openPostgres } from './postgres.server.ts'
import { migrate } from './migrate.server.ts'
import { watchReadModelChanges } from './read-model-changes.ts'
import type { Db } from './types.ts'

export const DEFAULT_PGLITE_DIR = './.data/pglite'

/** DATABASE_URL picks real Postgres; without it the embedded PGlite keeps data in ./.data. */
export async function openDatabase(env: Record<string, string | undefined> = process.env): Promise<Db> {
  const db = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : await openPglite(env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DIR)
  try {
    await migrate(db)
    // Readers that keep read models in memory learn of every change through it.
    await watchReadModelChanges(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

// One database per process, kept on globalThis so that dev-server rebuilds reuse it
// instead of opening the same PGlite directory twice.
const holder = globalThis as typeof globalThis & {
  __appDb?: Promise<Db>
  /** Set by server.js: stop accepting requests and let in-flight ones finish. */
  __beforeDatabaseClose?: () => Promise<void>
}

export function getDb(): Promise<Db> {
  if (!holder.__appDb) {
    holder.__appDb = openDatabase()
    holder.__appDb.then(closeOnSignals, () => {})
  }
  return holder.__appDb
}

/** Route tests hand the app their own migrated database instead of ./.data. */
export function useDatabase(db: Db): void {
  holder.__appDb = Promise.resolve(db)
}

function closeOnSignals(db: Db) {
  const shutdown = (signal: NodeJS.Signals) => {
    Promise.resolve(holder.__beforeDatabaseClose?.())
      .then(() => db.close())
      .then(
        () => process.exit(signal === 'SIGINT' ? 130 : 0),
        (error) => {
          console.error('closing the database failed', error)
          process.exit(1)
        },
      )
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
}
