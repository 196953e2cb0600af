import type { Db } from './types.ts'
import { readModelChanges, readModelChangesWatched } from './read-model-changes.ts'

/**
 * A read of the read models kept in memory until they next change (ADR 0008): the caller
 * names the kind of read and its key (a user, a page size, a day), and gets the kept answer
 * while no change has been counted since it was read and it is younger than MAX_AGE_MS.
 * A handle that is not watching the database's notices keeps nothing: every call reads.
 * The answer is shared by every request that asks, so it must be treated as read-only.
 */
export async function keptUntilReadModelsChange<T>(
  db: Db,
  kind: string,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  if (!readModelChangesWatched(db)) return read()
  const changes = readModelChanges(db) // before reading: a change meanwhile makes the copy stale
  const readAt = Date.now()
  const copies = keptOf(db, kind)
  const kept = copies.get(key)
  if (kept && kept.changes === changes && readAt - kept.readAt < MAX_AGE_MS) return kept.value as T
  const value = await read()
  remember(copies, key, { changes, readAt, value })
  return value
}

type Kept = { changes: number; readAt: number; value: unknown }
const kept = new WeakMap<Db, Map<string, Map<string, Kept>>>()
/** Enough for every active user of one server, per kind of read; the oldest copy goes first. */
const MAX_KEPT = 1000
/**
 * A bound for what the notices cannot promise: a listener connection that died without
 * the client noticing (until TCP keepalive does), or a pooler in transaction mode that
 * accepts LISTEN and never delivers. No copy outlives it, whatever the count says.
 */
const MAX_AGE_MS = 30_000

function keptOf(db: Db, kind: string): Map<string, Kept> {
  let kinds = kept.get(db)
  if (!kinds) kept.set(db, (kinds = new Map()))
  let map = kinds.get(kind)
  if (!map) kinds.set(kind, (map = new Map()))
  return map
}

function remember(map: Map<string, Kept>, key: string, entry: Kept) {
  // A slow read that started before a change must not replace a copy read after it.
  if ((map.get(key)?.changes ?? -1) > entry.changes) return
  map.delete(key) // re-inserted last: Map order is the eviction order
  map.set(key, entry)
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value!)
}
