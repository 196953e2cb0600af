import type { Queryable } from '#db/types.ts'
import type { CollaboratorRole } from '#domain/collaboration/index.ts'
import { isUuid } from '#domain/shared/ids.ts'

// The workspace's Collaboration tab: each list is one statement over the read models, with
// its counts as subqueries, never a query per row. Last activity is the newest event in the
// document's history (a comment counts, not only a change of text).

const LAST_ACTIVITY = `COALESCE((SELECT h.recorded_at FROM agreement_history h
                         WHERE h.agreement_id = a.agreement_id ORDER BY h.version DESC LIMIT 1), a.updated_at)`
const OPEN_THREADS = `(SELECT count(*) FROM agreement_comments k
                        WHERE k.agreement_id = a.agreement_id AND k.parent_id IS NULL AND NOT k.resolved)`

export interface SharedWithMe {
  id: string
  title: string
  role: CollaboratorRole
  ownerName: string
  lastActivityAt: Date
  unresolvedComments: number
}

/** Documents another account shared with this one (a role bound to it), most recently active first. */
export async function documentsSharedWith(q: Queryable, userId: string, limit = 50): Promise<SharedWithMe[]> {
  if (!isUuid(userId)) return []
  const rows = await q.query<{
    id: string
    title: string
    role: CollaboratorRole
    owner_name: string | null
    last_activity_at: Date | string
    unresolved: number | string
  }>(
    `SELECT * FROM (
       SELECT a.agreement_id::text AS id, a.title, c.role,
              COALESCE(NULLIF(u.display_name, ''), u.email) AS owner_name,
              ${LAST_ACTIVITY} AS last_activity_at, ${OPEN_THREADS} AS unresolved
         FROM agreement_collaborators c
         JOIN agreements a ON a.agreement_id = c.agreement_id
         LEFT JOIN users u ON u.id = a.owner_id
        WHERE c.user_id = $1 AND a.owner_id <> $1) shared
      ORDER BY last_activity_at DESC, id
      LIMIT $2`,
    [userId, limit],
  )
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    role: r.role,
    ownerName: r.owner_name ?? 'Unknown owner',
    lastActivityAt: new Date(r.last_activity_at),
    unresolvedComments: Number(r.unresolved),
  }))
}

export interface SharedByMe {
  id: string
  title: string
  /** Collaborators whose role is bound to an account. */
  collaborators: number
  /** Invitations not yet accepted or confirmed: they grant nothing yet. */
  pendingInvitations: number
  lastActivityAt: Date
}

/** This account's documents with at least one collaborator or invitation, most recently active first. */
export async function documentsSharedBy(q: Queryable, ownerId: string, limit = 50): Promise<SharedByMe[]> {
  if (!isUuid(ownerId)) return []
  const rows = await q.query<{
    id: string
    title: string
    collaborators: number | string
    pending: number | string
    last_activity_at: Date | string
  }>(
    `SELECT a.agreement_id::text AS id, a.title,
            count(c.user_id) AS collaborators, count(*) FILTER (WHERE c.user_id IS NULL) AS pending,
            ${LAST_ACTIVITY} AS last_activity_at
       FROM agreements a JOIN agreement_collaborators c ON c.agreement_id = a.agreement_id
      WHERE a.owner_id = $1
      GROUP BY a.agreement_id
      ORDER BY last_activity_at DESC, id
      LIMIT $2`,
    [ownerId, limit],
  )
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    collaborators: Number(r.collaborators),
    pendingInvitations: Number(r.pending),
    lastActivityAt: new Date(r.last_activity_at),
  }))
}
