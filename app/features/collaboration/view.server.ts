import crypto from 'node:crypto'
import type { Queryable } from '#db/types.ts'
import { MAX_COMMENTS_PER_DOCUMENT, may, type DocumentRole } from '#domain/collaboration/index.ts'
import {
  collaboratorsOf,
  commentThreadsOf,
  ownerOf,
  type CommentView,
} from '#events/projections/collaboration.ts'
import {
  COMMENT_THREADS_PAGE,
  COMMENTS_PARAM,
  type CollaborationView,
  type CommentThread,
} from '#app/features/collaboration/contract.ts'
import { invitationPath } from '#app/features/invitations/invitation-link.server.ts'
import { getEnv } from '#app/platform/env.server.ts'

/** Comment times as people in India read them (spec §9: dates en-IN). */
export const commentTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** The link to hand out: this site's origin and /document/<id> (spec §2). */
export const shareUrlOf = (origin: string, agreementId: string) => `${origin}/document/${agreementId}`

/**
 * The origin links are handed out with: APP_ORIGIN when it is set, else the request's own
 * (which follows the Host header, so a deployment behind a proxy should set APP_ORIGIN).
 */
export const linkOrigin = (url: URL): string => getEnv().APP_ORIGIN ?? url.origin

/**
 * How many of the newest threads the page asks for (`?comments=100` after "Show 50 earlier
 * threads"): a page by default, never more than a document can hold.
 */
export function threadsWanted(url: URL): number {
  const asked = Number(url.searchParams.get(COMMENTS_PARAM))
  if (!Number.isSafeInteger(asked) || asked < COMMENT_THREADS_PAGE) return COMMENT_THREADS_PAGE
  return Math.min(asked, MAX_COMMENTS_PER_DOCUMENT)
}

/**
 * The collaboration panel of one document for a user who has `role` on it: the owner and
 * the collaborators with presence, the newest `threads` comment threads, and what this
 * user may do. The caller has already checked the role (documentAccess); this only reads.
 */
export async function collaborationView(
  db: Queryable,
  agreement: { id: string; ownerId: string },
  role: DocumentRole,
  origin: string,
  {
    now = new Date(),
    threads = COMMENT_THREADS_PAGE,
    formKey = crypto.randomUUID(),
  }: { now?: Date; threads?: number; formKey?: string } = {},
): Promise<CollaborationView> {
  const [owner, collaborators, comments] = await Promise.all([
    ownerOf(db, agreement.ownerId, now),
    collaboratorsOf(db, agreement.id, now),
    commentThreadsOf(db, agreement.id, { newest: threads }),
  ])
  const canManage = may(role, 'manage')
  return {
    agreementId: agreement.id,
    role,
    canManage,
    canComment: may(role, 'comment'),
    owner: owner ?? { name: 'Owner', email: '', online: false },
    collaborators: visibleTo(canManage, collaborators).map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      role: c.role,
      online: c.online,
      pending: !c.joined,
      signedUp: c.signedUp,
      signedUpVerified: c.signedUpVerified,
      invitationUrl:
        canManage && !c.joined
          ? `${origin}${invitationPath({ agreementId: agreement.id, collaboratorId: c.id })}`
          : null,
    })),
    pendingInvitations: collaborators.filter((c) => !c.joined).length,
    comments: comments.threads.map(toThread),
    threadCount: comments.total,
    openCount: comments.open,
    threadsShown: threads,
    earlierThreads: comments.offset,
    shareUrl: shareUrlOf(origin, agreement.id),
    formKey,
  }
}

/**
 * The collaborators this user may see: everyone for the owner and admins; for the others,
 * those who have joined. Whom an invitation went to, and its link, are for those who manage it.
 */
export const visibleTo = <T extends { joined: boolean }>(canManage: boolean, collaborators: T[]): T[] =>
  canManage ? collaborators : collaborators.filter((c) => c.joined)

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
