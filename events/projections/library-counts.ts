import type { Queryable } from '#db/types.ts'
import type { AgreementPayloads } from '#domain/agreement/index.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { IGNORED, projectionOf, tally } from './types.ts'

/**
 * Each owner's number of agreements, kept beside the library so that the workspace can
 * say "Showing 5 of N agreements" without counting N rows on every page view.
 */
export const libraryCountsProjection = projectionOf<AgreementPayloads>({
  name: 'library-counts',
  tables: ['library_counts'],
  on: {
    async AgreementGenerated(tx, event) {
      await tx.query(
        `INSERT INTO library_counts (owner_id, total) VALUES ($1, 1)
         ON CONFLICT (owner_id) DO UPDATE SET total = library_counts.total + 1`,
        [event.data.ownerId],
      )
    },
    AgreementEdited: IGNORED,
    AgreementAiEdited: IGNORED,
    ClauseAdded: IGNORED,
    AgreementExported: IGNORED,
    CollaboratorAdded: IGNORED,
    CollaboratorRoleChanged: IGNORED,
    CollaboratorRemoved: IGNORED,
    InvitationAccepted: IGNORED,
    CommentAdded: IGNORED,
    CommentReplied: IGNORED,
    CommentResolved: IGNORED,
    CommentReopened: IGNORED,
    AgreementShared: IGNORED,
    AgreementUnlocked: IGNORED,
    ExecutionDateRecorded: IGNORED,
    RegistrationRecorded: IGNORED,
  },
  // A rebuild adds each page's new agreements per owner in one statement.
  replay: {
    async page(tx, events) {
      const owners = tally(events, 'AgreementGenerated', (data) => (data as { ownerId: string }).ownerId)
      if (owners.size === 0) return
      await tx.query(
        `INSERT INTO library_counts (owner_id, total) SELECT * FROM unnest($1::uuid[], $2::int[])
         ON CONFLICT (owner_id) DO UPDATE SET total = library_counts.total + EXCLUDED.total`,
        [[...owners.keys()], [...owners.values()]],
      )
    },
  },
})

/** How many agreements the owner has (0 for none, or for anything that is not an id). */
export async function libraryTotal(q: Queryable, ownerId: string): Promise<number> {
  if (!isUuid(ownerId)) return 0
  const [row] = await q.query<{ total: number }>('SELECT total FROM library_counts WHERE owner_id = $1', [
    ownerId,
  ])
  return Number(row?.total ?? 0)
}
