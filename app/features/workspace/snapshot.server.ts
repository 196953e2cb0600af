import type { Db, Queryable } from '#db/types.ts'
import { initialSubscriptionState, type SubscriptionSummary } from '#domain/subscription/index.ts'
import { readModelChanges, readModelChangesWatched } from '#db/read-model-changes.ts'
import type { LibraryEntry } from '#events/projections/agreements.ts'

export type WorkspaceSnapshot = { library: LibraryEntry[]; total: number; subscription: SubscriptionSummary }

/**
 * What the workspace page reads on every view — the first library entries, the library's
 * total and the subscription — in one statement, the function of db/migrations/0022
 * (whose plan the database keeps). Each part is the same read as libraryOf, libraryTotal
 * and subscriptionOf.
 *
 * The result is kept per user until the read models next change, where this server
 * watches for changes (db/read-model-changes.ts: its own appends at once, any other
 * writer's by the database's notice): the statement is a large share of a page's cost
 * (ADR 0008, tests/bench/RESULTS.md) while its answer changes only when someone writes.
 * Unwatched, every view reads.
 */
export async function workspaceSnapshot(
  db: Db,
  ownerId: string,
  librarySize: number,
): Promise<WorkspaceSnapshot> {
  const size = Math.max(0, Math.floor(librarySize))
  if (!readModelChangesWatched(db)) return readSnapshot(db, ownerId, size)
  const key = `${ownerId}:${size}`
  const changes = readModelChanges(db) // before reading: a change meanwhile makes the copy stale
  const readAt = Date.now()
  const copies = keptSnapshots(db)
  const kept = copies.get(key)
  if (kept && kept.changes === changes && readAt - kept.readAt < MAX_AGE_MS) return kept.snapshot
  const snapshot = freeze(await readSnapshot(db, ownerId, size))
  remember(copies, key, { changes, readAt, snapshot })
  return snapshot
}

type Kept = { changes: number; readAt: number; snapshot: WorkspaceSnapshot }
const kept = new WeakMap<Db, Map<string, Kept>>()
/** Enough for every active user of one server; the oldest copy goes first. */
const MAX_KEPT = 1000
/**
 * A bound for what the notices cannot promise: a listener connection that died without
 * the client noticing (until TCP keepalive does), or a pooler in transaction mode that
 * accepts LISTEN and never delivers. No copy outlives it, whatever the count says.
 */
const MAX_AGE_MS = 30_000

function keptSnapshots(db: Db): Map<string, Kept> {
  let map = kept.get(db)
  if (!map) kept.set(db, (map = new Map()))
  return map
}

function remember(map: Map<string, Kept>, key: string, entry: Kept) {
  // A slow read that started before a change must not replace a copy read after it.
  if ((map.get(key)?.changes ?? -1) > entry.changes) return
  map.delete(key) // re-inserted last: Map order is the eviction order
  map.set(key, entry)
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value!)
}

/** One copy serves many requests: nobody may change it. */
function freeze(snapshot: WorkspaceSnapshot): WorkspaceSnapshot {
  for (const entry of snapshot.library) Object.freeze(entry)
  Object.freeze(snapshot.library)
  Object.freeze(snapshot.subscription)
  return Object.freeze(snapshot)
}

async function readSnapshot(q: Queryable, ownerId: string, size: number): Promise<WorkspaceSnapshot> {
  const [row] = await q.query<{
    library: LibraryJson[] | null
    total: number | null
    subscription: SubscriptionJson | null
  }>('SELECT library, total, subscription FROM workspace_snapshot($1::uuid, $2::int)', [ownerId, size])
  const s = row?.subscription
  return {
    library: (row?.library ?? []).map((a) => ({
      id: a.agreement_id,
      title: a.title,
      templateId: a.template_id,
      access: a.access,
      summary: a.summary,
      pages: a.pages,
      createdAt: new Date(a.created_at),
      updatedAt: new Date(a.updated_at),
    })),
    total: Number(row?.total ?? 0),
    subscription: s
      ? {
          plan: s.plan,
          currentEnd: s.current_end ? new Date(s.current_end).toISOString() : null,
          cancelled: s.cancelled,
          trialDocumentsUsed: s.trial_documents_used,
          documentsUsed: s.documents_used,
        }
      : initialSubscriptionState(),
  }
}

type LibraryJson = {
  agreement_id: string
  title: string
  template_id: string
  access: 'full' | 'preview'
  summary: string
  pages: number
  created_at: string
  updated_at: string
}
type SubscriptionJson = {
  plan: 'professional' | null
  current_end: string | null
  cancelled: boolean
  trial_documents_used: number
  documents_used: number
}
