import type { Queryable } from '#db/types.ts'
import { may, type DocumentRole } from '#domain/collaboration/index.ts'
import { collaboratorsOf, commentsOf, ownerOf, type CommentView } from '#events/projections/collaboration.ts'
import type { CollaborationView, CommentThread } from '#app/components/collaboration/types.ts'

/** Comment times as people in India read them (spec §9: dates en-IN). */
export const commentTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })

/** The link to hand out: this site's origin and /document/<id> (spec §2). */
export const shareUrlOf = (origin: string, agreementId: string) => `${origin}/document/${agreementId}`

/**
 * The collaboration panel of one document for a user who has `role` on it: the owner and
 * the collaborators with presence, the comment threads, and what this user may do. The
 * caller has already checked the role (documentAccess); this only reads.
 */
export async function collaborationView(
  db: Queryable,
  agreement: { id: string; ownerId: string },
  role: DocumentRole,
  origin: string,
  now = new Date(),
): Promise<CollaborationView> {
  const [owner, collaborators, comments] = await Promise.all([
    ownerOf(db, agreement.ownerId, now),
    collaboratorsOf(db, agreement.id, now),
    commentsOf(db, agreement.id),
  ])
  return {
    agreementId: agreement.id,
    role,
    canManage: may(role, 'manage'),
    canComment: may(role, 'comment'),
    owner: owner ?? { name: 'Owner', email: '', online: false },
    collaborators: collaborators.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      role: c.role,
      online: c.online,
      pending: !c.joined,
    })),
    comments: comments.map(toThread),
    shareUrl: shareUrlOf(origin, agreement.id),
  }
}

function toThread(c: CommentView): CommentThread {
  return {
    id: c.id,
    authorName: c.authorName,
    content: c.content,
    timestamp: commentTime.format(c.createdAt),
    at: c.createdAt.toISOString(),
    resolved: c.resolved,
    replies: c.replies.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      content: r.content,
      timestamp: commentTime.format(r.createdAt),
      at: r.createdAt.toISOString(),
    })),
  }
}
