import type { Queryable } from '#db/types.ts'
import { isAgreementId } from '#domain/agreement/index.ts'

// Small lookups on the version history (agreement_versions, kept by the agreement-versions
// projection) for the AI edit: whether the text changed after a version, and the text
// before a version — each one indexed row, never the whole history. Like versionsOf, they
// do not check ownership: call them after agreementFor has found the agreement for the user.

/** The stream version of the last change to the text (0 when there is none). */
export async function contentVersionOf(q: Queryable, agreementId: string): Promise<number> {
  if (!isAgreementId(agreementId)) return 0
  const [row] = await q.query<{ version: number | string | null }>(
    'SELECT max(version) AS version FROM agreement_versions WHERE agreement_id = $1',
    [agreementId],
  )
  return Number(row?.version ?? 0)
}

/** The text as it was just before `version` (null when `version` is the first). */
export async function contentBefore(q: Queryable, agreementId: string, version: number): Promise<{ version: number; content: string } | null> {
  if (!isAgreementId(agreementId)) return null
  const [row] = await q.query<{ version: number | string; content: string }>(
    'SELECT version, content FROM agreement_versions WHERE agreement_id = $1 AND version < $2 ORDER BY version DESC LIMIT 1',
    [agreementId, version],
  )
  return row ? { version: Number(row.version), content: row.content } : null
}
