import type { Queryable } from '#db/types.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { COLLABORATOR_ROLES, may, type DocumentRole } from '#domain/collaboration/index.ts'

// The roles that may change the text, from the one table of permissions.
const EDITING_ROLES = COLLABORATOR_ROLES.filter((role) => may(role, 'edit'))

export interface EditableDocument {
  id: string
  title: string
  access: 'full' | 'preview'
  role: DocumentRole
  updatedAt: Date
}

/**
 * The documents this account may change the text of — its own and those shared with it as
 * editor or admin (a role bound to the account) — most recently changed first, in one
 * statement. The clause library's "Add to a document" picks from these.
 */
export async function documentsEditableBy(
  q: Queryable,
  userId: string,
  limit = 100,
): Promise<EditableDocument[]> {
  if (!isUuid(userId)) return []
  const rows = await q.query<{
    id: string
    title: string
    access: 'full' | 'preview'
    role: DocumentRole
    updated_at: Date | string
  }>(
    `SELECT a.agreement_id::text AS id, a.title, a.access,
            CASE WHEN a.owner_id = $1 THEN 'owner' ELSE c.role END AS role, a.updated_at
       FROM agreements a
       LEFT JOIN agreement_collaborators c ON c.agreement_id = a.agreement_id AND c.user_id = $1
      WHERE a.owner_id = $1 OR c.role = ANY($3::text[])
      ORDER BY a.updated_at DESC, a.agreement_id
      LIMIT $2`,
    [userId, limit, EDITING_ROLES],
  )
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    access: r.access,
    role: r.role,
    updatedAt: new Date(r.updated_at),
  }))
}
