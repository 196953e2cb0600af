import type { Queryable } from '#db/types.ts'
import { initialSubscriptionState, type SubscriptionState } from '#domain/subscription/index.ts'
import type { LibraryEntry } from '#events/projections/agreements.ts'

/**
 * What the workspace page reads on every view — the first library entries, the library's
 * total and the subscription — in one statement, the function of db/migrations/0022
 * (whose plan the database keeps). On the embedded database each
 * statement costs a fixed ~0.4 ms of the server's own thread whatever it reads, and
 * planning this one cost as much again (tests/bench/RESULTS.md, workspace). Each part is
 * the same read as libraryOf, libraryTotal and subscriptionOf.
 */
export async function workspaceSnapshot(
  q: Queryable,
  ownerId: string,
  librarySize: number,
): Promise<{ library: LibraryEntry[]; total: number; subscription: SubscriptionState }> {
  const [row] = await q.query<{
    library: LibraryJson[] | null
    total: number | null
    subscription: SubscriptionJson | null
  }>(
    'SELECT library, total, subscription FROM workspace_snapshot($1::uuid, $2::int)',
    [ownerId, Math.max(0, Math.floor(librarySize))],
  )
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
