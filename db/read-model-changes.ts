import type { Db } from './types.ts'

/**
 * A count, per database handle, of the changes made to the read models that a reader may
 * keep in memory (the workspace snapshot). A reader notes the count before reading and
 * trusts its copy only while the count is unchanged.
 *
 * Two sources bump it:
 * - this process, when an append that ran projections or a rebuild has settled
 *   (committed or rolled back) — at once, so a user who writes and is redirected reads
 *   their own write;
 * - the database, whose triggers notify `read_models_changed` on every statement that
 *   changes those tables, whoever runs it (db/migrations/0025) — another server, an
 *   operator command, a hand-written fix. A notice arrives within moments of the commit.
 *
 * Only a handle that is watching the notices (`watchReadModelChanges`) may be trusted to
 * see every change; without it, readers must not keep anything.
 */
const clocks = new WeakMap<Db, number>()
const watched = new WeakSet<Db>()

export const READ_MODELS_CHANNEL = 'read_models_changed'

export function readModelChanges(db: Db): number {
  return clocks.get(db) ?? 0
}

/** After a write to projection tables settles; also for a test that empties them. */
export function readModelsChanged(db: Db): void {
  clocks.set(db, readModelChanges(db) + 1)
}

/** Whether every change, from any process, reaches this handle's count. */
export function readModelChangesWatched(db: Db): boolean {
  return watched.has(db)
}

/**
 * Listens for the database's change notices. Each (re)connection of the listener counts
 * as a change too: notices sent while it was away are lost, so nothing kept from before
 * may be trusted.
 */
export async function watchReadModelChanges(db: Db): Promise<void> {
  if (watched.has(db)) return
  await db.listen(
    READ_MODELS_CHANNEL,
    () => readModelsChanged(db),
    () => readModelsChanged(db),
  )
  watched.add(db)
}
