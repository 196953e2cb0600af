import type { Queryable } from '#db/types.ts'
import { isAgreementId } from '#domain/agreement/index.ts'
import type { DocumentRole } from '#domain/collaboration/index.ts'
import { toView, VIEW_COLUMNS, type AgreementView, type ViewRow } from './agreements.ts'

export interface DocumentAccess {
  agreement: AgreementView
  role: DocumentRole
}

/**
 * The agreement with the user's role on it — owner, or a collaborator's role bound to
 * their account (never to an address: see ADR 0011) — in one statement; null when the document does not exist or the user has
 * no role on it (the two must look the same to the caller). Read on every request, so a
 * role change or removal takes effect on the very next one.
 */
export async function documentAccess(
  q: Queryable,
  user: { id: string },
  agreementId: string,
): Promise<DocumentAccess | null> {
  if (!isAgreementId(user.id) || !isAgreementId(agreementId)) return null
  const [row] = await q.query<ViewRow & { role: DocumentRole | null }>(
    `SELECT ${VIEW_COLUMNS},
            CASE WHEN agreements.owner_id = $2 THEN 'owner' ELSE c.role END AS role
       FROM agreements
       LEFT JOIN agreement_collaborators c ON c.agreement_id = agreements.agreement_id AND c.user_id = $2
      WHERE agreements.agreement_id = $1`,
    [agreementId, user.id],
  )
  if (!row || row.role === null) return null
  return { agreement: toView(row), role: row.role }
}
