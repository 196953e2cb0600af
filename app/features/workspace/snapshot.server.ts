import type { Db, Queryable } from '#db/types.ts'
import { initialSubscriptionState, type SubscriptionSummary } from '#domain/subscription/index.ts'
import { keptUntilReadModelsChange } from '#db/kept-reads.ts'
import type { LibraryEntry } from '#events/projections/agreements.ts'

export type WorkspaceSnapshot = { library: LibraryEntry[]; total: number; subscription: SubscriptionSummary }

/**
 * What the workspace page reads on every view — the first library entries, the library's
 * total and the subscription — in one statement, the function of db/migrations/0022
 * (whose plan the database keeps). Each part is the same read as libraryOf, libraryTotal
 * and subscriptionOf.
 *
 * The result is kept per user until the read models next change (db/kept-reads.ts): the
 * statement is a large share of a page's cost (ADR 0008, tests/bench/RESULTS.md) while its
 * answer changes only when someone writes.
 */
export async function workspaceSnapshot(
  db: Db,
  ownerId: string,
  librarySize: number,
): Promise<WorkspaceSnapshot> {
  const size = Math.max(0, Math.floor(librarySize))
  return keptUntilReadModelsChange(db, 'workspace-snapshot', `${ownerId}:${size}`, async () =>
    freeze(await readSnapshot(db, ownerId, size)),
  )
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
