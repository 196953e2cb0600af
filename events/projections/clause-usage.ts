import type { Queryable } from '#db/types.ts'
import type { AgreementPayloads } from '#domain/agreement/index.ts'
import { IGNORED, projectionOf, tally } from './types.ts'

/**
 * How many times each library clause was added to a document, across all users: what the
 * Popular lists rank by (mostUsedClauses), the built-in seed counts only breaking ties. A
 * count, not who added what, so it says nothing about anyone's documents.
 */
export const clauseUsageProjection = projectionOf<AgreementPayloads>({
  name: 'clause-usage',
  tables: ['clause_usage'],
  on: {
    async ClauseAdded(tx, event) {
      await tx.query(
        `INSERT INTO clause_usage (clause_id, uses) VALUES ($1, 1)
         ON CONFLICT (clause_id) DO UPDATE SET uses = clause_usage.uses + 1`,
        [event.data.clauseId],
      )
    },
    AgreementGenerated: IGNORED,
    AgreementEdited: IGNORED,
    AgreementAiEdited: IGNORED,
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
  // A rebuild adds each page's uses per clause in one statement.
  replay: {
    async page(tx, events) {
      const clauses = tally(events, 'ClauseAdded', (data) => (data as { clauseId: string }).clauseId)
      if (clauses.size === 0) return
      await tx.query(
        `INSERT INTO clause_usage (clause_id, uses) SELECT * FROM unnest($1::text[], $2::int[])
         ON CONFLICT (clause_id) DO UPDATE SET uses = clause_usage.uses + EXCLUDED.uses`,
        [[...clauses.keys()], [...clauses.values()]],
      )
    },
  },
})

/** Recorded uses by clause id (clauses never added are absent). */
export async function clauseUsage(q: Queryable): Promise<Record<string, number>> {
  const rows = await q.query<{ clause_id: string; uses: number | string }>(
    'SELECT clause_id, uses FROM clause_usage',
  )
  return Object.fromEntries(rows.map((row) => [row.clause_id, Number(row.uses)]))
}
