import type { Queryable } from '#db/types.ts'
import type { PersonalClause, PersonalClausePayloads } from '#domain/personal-clauses/index.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { projectionOf } from './types.ts'

const PREFIX = 'personal-clause-'

/**
 * The personal clauses by owner: what "My clauses" lists and a personal clause's page
 * shows. Every read names the owner, so another user's clause is never read at all.
 */
export const personalClausesProjection = projectionOf<PersonalClausePayloads>({
  name: 'personal-clauses',
  tables: ['personal_clauses'],
  on: {
    async PersonalClauseSaved(tx, event) {
      const d = event.data
      await tx.query(
        `INSERT INTO personal_clauses
           (clause_id, owner_id, title, category, risk_level, tags, description, content, source_agreement_id, saved_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10)
         ON CONFLICT (clause_id) DO NOTHING`,
        [
          clauseIdOf(event.streamId),
          d.ownerId,
          d.title,
          d.category,
          d.riskLevel,
          JSON.stringify(d.tags),
          d.description,
          d.content,
          d.sourceAgreementId,
          d.savedAt,
        ],
      )
    },
    async PersonalClauseEdited(tx, event) {
      const d = event.data
      await tx.query(
        `UPDATE personal_clauses
            SET title = $2, category = $3, risk_level = $4, tags = $5::jsonb, description = $6, content = $7,
                edited_at = $8
          WHERE clause_id = $1`,
        [
          clauseIdOf(event.streamId),
          d.title,
          d.category,
          d.riskLevel,
          JSON.stringify(d.tags),
          d.description,
          d.content,
          d.editedAt,
        ],
      )
    },
    async PersonalClauseDeleted(tx, event) {
      await tx.query('DELETE FROM personal_clauses WHERE clause_id = $1', [clauseIdOf(event.streamId)])
    },
  },
})

const clauseIdOf = (streamId: string) => streamId.slice(PREFIX.length)

type Row = {
  clause_id: string
  title: string
  category: PersonalClause['category']
  risk_level: PersonalClause['riskLevel']
  tags: string[] | string
  description: string
  content: string
  saved_at: Date | string
  edited_at: Date | string | null
}

const COLUMNS = 'clause_id, title, category, risk_level, tags, description, content, saved_at, edited_at'

function clauseOf(row: Row): PersonalClause {
  return {
    id: row.clause_id,
    title: row.title,
    category: row.category,
    riskLevel: row.risk_level,
    tags: typeof row.tags === 'string' ? (JSON.parse(row.tags) as string[]) : row.tags,
    description: row.description,
    content: row.content,
    savedAt: new Date(row.saved_at),
    editedAt: row.edited_at === null ? null : new Date(row.edited_at),
  }
}

/** The user's own clauses, newest first. */
export async function personalClausesOf(q: Queryable, ownerId: string): Promise<PersonalClause[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM personal_clauses WHERE owner_id = $1 ORDER BY saved_at DESC, clause_id`,
    [ownerId],
  )
  return rows.map(clauseOf)
}

/** One of the user's own clauses; someone else's, a deleted one or a missing one is undefined. */
export async function personalClauseOf(
  q: Queryable,
  ownerId: string,
  clauseId: string,
): Promise<PersonalClause | undefined> {
  if (!isUuid(clauseId)) return undefined
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM personal_clauses WHERE clause_id = $1 AND owner_id = $2`,
    [clauseId, ownerId],
  )
  return rows[0] ? clauseOf(rows[0]) : undefined
}
