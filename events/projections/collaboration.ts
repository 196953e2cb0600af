import type { Queryable } from '#db/types.ts'
import {
  agreementIdOfStream,
  isAgreementId,
  type AgreementEvent,
  type AgreementPayloads,
} from '#domain/agreement/index.ts'
import type { CollaboratorRole } from '#domain/collaboration/index.ts'
import type { RecordedEvent } from '../types.ts'
import { IGNORED, projectionOf, type Projection } from './types.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { collaboratorsReplay, commentsReplay } from './collaboration-replay.ts'

type StoredOf<Type extends AgreementEvent['type']> = RecordedEvent & Extract<AgreementEvent, { type: Type }>

/** Each document's current collaborators (removed ones deleted). */
export const agreementCollaboratorsProjection = projectionOf<AgreementPayloads>({
  name: 'agreement-collaborators',
  tables: ['agreement_collaborators'],
  on: {
    async CollaboratorAdded(tx, event) {
      const agreementId = agreementIdOfStream(event.streamId)
      if (!agreementId) return
      const d = event.data
      await tx.query(
        `INSERT INTO agreement_collaborators (agreement_id, collaborator_id, email, name, role, user_id, added_by, added_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [agreementId, d.collaboratorId, d.email, d.name, d.role, d.userId ?? null, d.addedBy, d.addedAt],
      )
    },
    async InvitationAccepted(tx, event) {
      const agreementId = agreementIdOfStream(event.streamId)
      if (!agreementId) return
      await tx.query(
        'UPDATE agreement_collaborators SET user_id = $3 WHERE agreement_id = $1 AND collaborator_id = $2',
        [agreementId, event.data.collaboratorId, event.data.userId],
      )
    },
    async CollaboratorRoleChanged(tx, event) {
      const agreementId = agreementIdOfStream(event.streamId)
      if (!agreementId) return
      await tx.query(
        'UPDATE agreement_collaborators SET role = $3 WHERE agreement_id = $1 AND collaborator_id = $2',
        [agreementId, event.data.collaboratorId, event.data.role],
      )
    },
    async CollaboratorRemoved(tx, event) {
      const agreementId = agreementIdOfStream(event.streamId)
      if (!agreementId) return
      await tx.query('DELETE FROM agreement_collaborators WHERE agreement_id = $1 AND collaborator_id = $2', [
        agreementId,
        event.data.collaboratorId,
      ])
    },
    AgreementGenerated: IGNORED,
    AgreementEdited: IGNORED,
    AgreementAiEdited: IGNORED,
    ClauseAdded: IGNORED,
    AgreementExported: IGNORED,
    CommentAdded: IGNORED,
    CommentReplied: IGNORED,
    CommentResolved: IGNORED,
    CommentReopened: IGNORED,
    AgreementShared: IGNORED,
    AgreementUnlocked: IGNORED,
    ExecutionDateRecorded: IGNORED,
    RegistrationRecorded: IGNORED,
  },
  replay: collaboratorsReplay,
})

/** A comment or a reply (threads are one level deep: a reply names its parent). */
async function recordComment(
  tx: Queryable,
  event: StoredOf<'CommentAdded' | 'CommentReplied'>,
): Promise<void> {
  const agreementId = agreementIdOfStream(event.streamId)
  if (!agreementId) return
  const d = event.data
  await tx.query(
    `INSERT INTO agreement_comments (agreement_id, comment_id, parent_id, author_id, author_name, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      agreementId,
      d.commentId,
      'parentId' in d ? d.parentId : null,
      d.authorId,
      d.authorName,
      d.content,
      d.addedAt,
    ],
  )
}

async function recordResolution(
  tx: Queryable,
  event: StoredOf<'CommentResolved' | 'CommentReopened'>,
): Promise<void> {
  const agreementId = agreementIdOfStream(event.streamId)
  if (!agreementId) return
  await tx.query('UPDATE agreement_comments SET resolved = $3 WHERE agreement_id = $1 AND comment_id = $2', [
    agreementId,
    event.data.commentId,
    event.type === 'CommentResolved',
  ])
}

/** Each document's comments and replies, with their resolved flag. */
export const agreementCommentsProjection = projectionOf<AgreementPayloads>({
  name: 'agreement-comments',
  tables: ['agreement_comments'],
  on: {
    CommentAdded: recordComment,
    CommentReplied: recordComment,
    CommentResolved: recordResolution,
    CommentReopened: recordResolution,
    AgreementGenerated: IGNORED,
    AgreementEdited: IGNORED,
    AgreementAiEdited: IGNORED,
    ClauseAdded: IGNORED,
    AgreementExported: IGNORED,
    CollaboratorAdded: IGNORED,
    CollaboratorRoleChanged: IGNORED,
    CollaboratorRemoved: IGNORED,
    InvitationAccepted: IGNORED,
    AgreementShared: IGNORED,
    AgreementUnlocked: IGNORED,
    ExecutionDateRecorded: IGNORED,
    RegistrationRecorded: IGNORED,
  },
  replay: commentsReplay,
})

export const collaborationProjections: Projection[] = [
  agreementCollaboratorsProjection,
  agreementCommentsProjection,
]

/** How recently a session must have been used for its user to show as Online. */
export const ONLINE_WITHIN_MS = 5 * 60 * 1000

export interface CollaboratorView {
  id: string
  /** The e-mail of the account that holds the role; for a pending invitation, the address invited. */
  email: string
  name: string
  role: CollaboratorRole
  addedAt: Date
  /** The role is bound to an account (otherwise the invitation is pending and grants nothing). */
  joined: boolean
  /** Pending, and an account with the invited address exists. */
  signedUp: boolean
  /** …and that account has verified the address: a manager may confirm it. */
  signedUpVerified: boolean
  /** Used the product in the last few minutes, from real session activity. */
  online: boolean
}

/** The document's collaborators, in the order they were added, with presence from sessions. */
export async function collaboratorsOf(
  q: Queryable,
  agreementId: string,
  now = new Date(),
): Promise<CollaboratorView[]> {
  if (!isAgreementId(agreementId)) return []
  const rows = await q.query<{
    collaborator_id: string
    email: string
    name: string
    role: CollaboratorRole
    added_at: Date | string
    joined: boolean
    signed_up: boolean
    signed_up_verified: boolean
    online: boolean
  }>(
    `SELECT c.collaborator_id::text AS collaborator_id, COALESCE(u.email, c.email) AS email, c.name, c.role, c.added_at,
            u.id IS NOT NULL AS joined,
            u.id IS NULL AND EXISTS (SELECT 1 FROM users i WHERE i.email = c.email) AS signed_up,
            u.id IS NULL AND EXISTS (
              SELECT 1 FROM users i WHERE i.email = c.email AND i.email_verified_at IS NOT NULL
            ) AS signed_up_verified,
            EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.last_seen_at > $2 AND s.expires_at > $3) AS online
       FROM agreement_collaborators c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.agreement_id = $1
      ORDER BY c.added_at, c.collaborator_id`,
    [agreementId, new Date(now.getTime() - ONLINE_WITHIN_MS), now],
  )
  return rows.map((r) => ({
    id: r.collaborator_id,
    email: r.email,
    name: r.name,
    role: r.role,
    addedAt: new Date(r.added_at),
    joined: r.joined,
    signedUp: r.signed_up,
    signedUpVerified: r.signed_up_verified,
    online: r.online,
  }))
}

export interface CommentView {
  id: string
  authorId: string
  authorName: string
  content: string
  resolved: boolean
  createdAt: Date
  replies: { id: string; authorId: string; authorName: string; content: string; createdAt: Date }[]
}

type CommentRow = {
  comment_id: string
  parent_id: string | null
  author_id: string
  author_name: string
  content: string
  resolved: boolean
  created_at: Date | string
}

const COMMENT_COLUMNS = `comment_id::text AS comment_id, parent_id::text AS parent_id, author_id::text AS author_id, author_name,
            content, resolved, created_at`

/** Rows (oldest first) as threads, each with its replies; replies whose thread is not among the rows are left out. */
function threadsOf(rows: CommentRow[]): CommentView[] {
  const threads = new Map<string, CommentView>()
  for (const r of rows) {
    if (r.parent_id === null) {
      threads.set(r.comment_id, {
        id: r.comment_id,
        authorId: r.author_id,
        authorName: r.author_name,
        content: r.content,
        resolved: r.resolved,
        createdAt: new Date(r.created_at),
        replies: [],
      })
    }
  }
  for (const r of rows) {
    if (r.parent_id === null) continue
    threads.get(r.parent_id)?.replies.push({
      id: r.comment_id,
      authorId: r.author_id,
      authorName: r.author_name,
      content: r.content,
      createdAt: new Date(r.created_at),
    })
  }
  return [...threads.values()]
}

export interface CommentPage {
  /** The page's threads, oldest first, each with all its replies. */
  threads: CommentView[]
  /** Threads before the page's first. */
  offset: number
  /** Threads on the document, and how many of them are open. */
  total: number
  open: number
}

/**
 * One page of the document's comment threads, oldest first, each with its replies — never
 * the whole list, however long it grew: `offset` threads skipped and at most `limit`, or
 * the `newest` threads.
 */
export async function commentThreadsOf(
  q: Queryable,
  agreementId: string,
  page: { offset: number; limit: number } | { newest: number },
): Promise<CommentPage> {
  if (!isAgreementId(agreementId)) return { threads: [], offset: 0, total: 0, open: 0 }
  const [counts] = await q.query<{ total: number | string; open: number | string }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE NOT resolved) AS open
       FROM agreement_comments WHERE agreement_id = $1 AND parent_id IS NULL`,
    [agreementId],
  )
  const total = Number(counts?.total ?? 0)
  const { offset, limit } =
    'newest' in page ? { offset: Math.max(0, total - page.newest), limit: page.newest } : page
  const rows = await q.query<CommentRow>(
    `WITH page AS (
       SELECT comment_id FROM agreement_comments
        WHERE agreement_id = $1 AND parent_id IS NULL
        ORDER BY created_at, comment_id OFFSET $2 LIMIT $3)
     SELECT ${COMMENT_COLUMNS}
       FROM agreement_comments
      WHERE agreement_id = $1 AND (comment_id IN (SELECT comment_id FROM page) OR parent_id IN (SELECT comment_id FROM page))
      ORDER BY created_at, comment_id`,
    [agreementId, offset, limit],
  )
  return { threads: threadsOf(rows), offset, total, open: Number(counts?.open ?? 0) }
}

/** The thread a comment or reply belongs to, with all its replies; null for an id not on this document. */
export async function commentThreadOf(
  q: Queryable,
  agreementId: string,
  commentId: string,
): Promise<CommentView | null> {
  if (!isAgreementId(agreementId) || !isUuid(commentId)) return null
  const rows = await q.query<CommentRow>(
    `WITH thread AS (
       SELECT COALESCE(parent_id, comment_id) AS id FROM agreement_comments WHERE agreement_id = $1 AND comment_id = $2)
     SELECT ${COMMENT_COLUMNS}
       FROM agreement_comments
      WHERE agreement_id = $1 AND (comment_id IN (SELECT id FROM thread) OR parent_id IN (SELECT id FROM thread))
      ORDER BY created_at, comment_id`,
    [agreementId, commentId],
  )
  return threadsOf(rows)[0] ?? null
}

export interface OwnerView {
  name: string
  email: string
  online: boolean
}

/** The document's owner as the team list shows them: name, e-mail and presence from sessions. */
export async function ownerOf(q: Queryable, ownerId: string, now = new Date()): Promise<OwnerView | null> {
  if (!isAgreementId(ownerId)) return null
  const [row] = await q.query<{ email: string; display_name: string; online: boolean }>(
    `SELECT u.email, u.display_name,
            EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.last_seen_at > $2 AND s.expires_at > $3) AS online
       FROM users u WHERE u.id = $1`,
    [ownerId, new Date(now.getTime() - ONLINE_WITHIN_MS), now],
  )
  return row ? { name: row.display_name || row.email, email: row.email, online: row.online } : null
}
