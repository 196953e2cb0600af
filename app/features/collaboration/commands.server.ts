import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import { isAgreementId, type Actor, type AgreementCommand } from '#domain/agreement/index.ts'
import {
  INVITATION_RATE_LIMIT,
  invitationWaitMessage,
  may,
  type CollaboratorRole,
} from '#domain/collaboration/index.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { mailInvitation, type LinkTo } from '#app/features/invitations/invitation-mail.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { claimSendSlot } from '#app/platform/send-throttle.server.ts'
import { asRefusal, type Refusal } from '#app/platform/http-errors.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'

/**
 * The collaboration commands as the forms and the JSON API both run them: the actor is the
 * signed-in user (never a field of the request), the decider checks their role on the
 * agreement's own stream, and a refusal comes back with its HTTP status and a sentence to
 * show. No role, another document's collaborator and another document's comment are all
 * `not_found` — the caller answers those exactly like a missing document.
 */
export type CollaborationOutcome<T> =
  | ({ ok: true } & T)
  | {
      ok: false
      status: number
      code: Refusal['code'] | 'not_found' | 'too_many_invitations'
      /** Set when a flood limit refused it: seconds until it may be sent again. */
      retryAfter?: number
      message: string
      /** Set when the stream was too busy or moved on: the versions, for the JSON API. */
      conflict?: Refusal['conflict']
    }

const FORBIDDEN: Record<'manage' | 'comment' | 'view', string> = {
  manage: 'Only the owner and admins can manage collaborators.',
  comment: 'Your role on this document does not let you comment.',
  view: 'You cannot share this document.',
}

/** The request the command comes in, when it happens, and the form's idempotency key (`commandKeyOf`), if it sent one. */
export interface CommandOptions {
  by: CommandContext
  now?: Date
  commandId?: string | null
}

/** The events a command appended: none when it changed nothing or repeated an earlier form. */
type Recorded = readonly { type: string; data: unknown }[]

export const actorOf = (user: SessionUser): Actor => ({
  id: user.id,
  email: user.email,
  name: user.displayName || user.email,
})

async function run<T>(
  db: Db,
  by: CommandContext,
  user: SessionUser,
  agreementId: string,
  action: keyof typeof FORBIDDEN,
  command: AgreementCommand,
  result: T,
  commandId: string | null | undefined,
  recorded?: (events: Recorded) => Promise<void>,
): Promise<CollaborationOutcome<T>> {
  if (!isAgreementId(agreementId)) return notFound()
  if (commandId) {
    // A repeat is answered from the stream without deciding again, so the role is checked
    // here first: someone removed since cannot learn anything by resending an old form.
    const access = await documentAccess(db, user, agreementId)
    if (!access) return notFound()
    if (!may(access.role, action))
      return { ok: false, status: 403, code: 'agreement.forbidden', message: FORBIDDEN[action] }
  }
  let appended: Recorded
  try {
    appended = (await runAgreementCommand(db, by, agreementId, command, { commandId })).events
  } catch (error) {
    const refusal = asRefusal(error)
    if (refusal.status === 404) return notFound()
    const message = refusal.code === 'agreement.forbidden' ? FORBIDDEN[action] : refusal.message
    return { ok: false, status: refusal.status, code: refusal.code, message, conflict: refusal.conflict }
  }
  if (recorded) await recorded(appended)
  return { ok: true, ...result }
}

const notFound = () => ({
  ok: false as const,
  status: 404,
  code: 'not_found' as const,
  message: 'Document Not Found',
})

/**
 * The account that uses this address, and whether it has verified it (users.email is
 * unique); null when none does. Only a verified one is given an invitation's role: anyone
 * can sign up with someone else's address, nobody can follow a link mailed to it.
 */
async function accountWith(db: Db, email: string): Promise<{ id: string; verified: boolean } | null> {
  const [row] = await db.query<{ id: string; verified: boolean }>(
    'SELECT id::text AS id, email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1',
    [email.trim().toLowerCase()],
  )
  return row ?? null
}

/**
 * The owner's e-mail, which the decider refuses to add as a collaborator, and the title the
 * invitation mail names; null when there is no such agreement.
 */
async function documentOf(
  db: Db,
  agreementId: string,
): Promise<{ ownerEmail: string; title: string } | null> {
  if (!isAgreementId(agreementId)) return null
  const [row] = await db.query<{ owner_email: string; title: string }>(
    `SELECT u.email AS owner_email, a.title FROM agreements a JOIN users u ON u.id = a.owner_id
      WHERE a.agreement_id = $1`,
    [agreementId],
  )
  return row ? { ownerEmail: row.owner_email, title: row.title } : null
}

/**
 * Invites an address. An account that has verified it gets the role at once (and a short
 * notice); otherwise the invitation is pending and its single-use link is mailed to the
 * address. The mail goes through the outbox after the event is recorded, so it never
 * fails or delays the invitation; a repeated form records nothing and mails nothing.
 */
export async function addCollaborator(
  db: Db,
  user: SessionUser,
  agreementId: string,
  input: { email: string; name: string; role: CollaboratorRole },
  { by, now = new Date(), commandId, linkTo }: CommandOptions & { linkTo: LinkTo },
): Promise<
  CollaborationOutcome<{
    collaboratorId: string
    email: string
    name: string
    role: CollaboratorRole
    pending: boolean
  }>
> {
  const [document, invitee] = await Promise.all([documentOf(db, agreementId), accountWith(db, input.email)])
  if (document === null) return notFound()
  const limit = getEnv().INVITATIONS_PER_HOUR ?? INVITATION_RATE_LIMIT.invitations
  const wait = await claimSendSlot(db, 'invitation', user.id, {
    limit,
    windowSeconds: INVITATION_RATE_LIMIT.windowSeconds,
  })
  if (wait !== null) {
    const message = invitationWaitMessage(limit, wait)
    return { ok: false, status: 429, code: 'too_many_invitations', message, retryAfter: wait }
  }
  const inviteeUserId = invitee?.verified ? invitee.id : null
  const collaboratorId = crypto.randomUUID()
  const email = input.email.trim().toLowerCase()
  const actor = actorOf(user)
  const data = {
    collaboratorId,
    email: input.email,
    name: input.name,
    role: input.role,
    ownerEmail: document.ownerEmail,
    inviteeUserId,
    actor,
    now,
  }
  const mailIfRecorded = async (events: Recorded) => {
    const added = events.some(
      (e) =>
        e.type === 'CollaboratorAdded' &&
        (e.data as { collaboratorId?: string }).collaboratorId === collaboratorId,
    )
    if (!added) return
    await mailInvitation(
      db,
      {
        agreementId,
        collaboratorId,
        email,
        role: input.role,
        title: document.title,
        bound: inviteeUserId !== null,
      },
      { invitedBy: actor.name, linkTo },
    )
  }
  return run(
    db,
    by,
    user,
    agreementId,
    'manage',
    { type: 'AddCollaborator', data },
    { collaboratorId, email, name: input.name.trim(), role: input.role, pending: inviteeUserId === null },
    commandId,
    mailIfRecorded,
  )
}

export function changeCollaboratorRole(
  db: Db,
  user: SessionUser,
  agreementId: string,
  collaboratorId: string,
  role: CollaboratorRole,
  { by, now = new Date(), commandId }: CommandOptions,
) {
  return run(
    db,
    by,
    user,
    agreementId,
    'manage',
    { type: 'ChangeCollaboratorRole', data: { collaboratorId, role, actor: actorOf(user), now } },
    { collaboratorId, role },
    commandId,
  )
}

export function removeCollaborator(
  db: Db,
  user: SessionUser,
  agreementId: string,
  collaboratorId: string,
  { by, now = new Date(), commandId }: CommandOptions,
) {
  return run(
    db,
    by,
    user,
    agreementId,
    'manage',
    { type: 'RemoveCollaborator', data: { collaboratorId, actor: actorOf(user), now } },
    { collaboratorId },
    commandId,
  )
}

/**
 * A manager binds a pending invitation to the account that now uses its address — only once
 * that account has verified it (a followed link proves the mailbox; a sign-up does not).
 */
export async function confirmInvitation(
  db: Db,
  user: SessionUser,
  agreementId: string,
  collaboratorId: string,
  { by, now = new Date(), commandId }: CommandOptions,
) {
  const [invited] = isAgreementId(agreementId)
    ? await db.query<{ email: string }>(
        'SELECT email FROM agreement_collaborators WHERE agreement_id = $1 AND collaborator_id::text = $2',
        [agreementId, collaboratorId],
      )
    : []
  const invitee = invited ? await accountWith(db, invited.email) : null
  const data = {
    collaboratorId,
    inviteeUserId: invitee?.id ?? null,
    inviteeVerified: invitee?.verified ?? false,
    actor: actorOf(user),
    now,
  }
  return run(
    db,
    by,
    user,
    agreementId,
    'manage',
    { type: 'ConfirmInvitation', data },
    { collaboratorId },
    commandId,
  )
}

export function postComment(
  db: Db,
  user: SessionUser,
  agreementId: string,
  input: { content: string; parentId?: string | undefined },
  { by, now = new Date(), commandId }: CommandOptions,
) {
  const commentId = crypto.randomUUID()
  const data = {
    commentId,
    content: input.content,
    actor: actorOf(user),
    now,
    ...(input.parentId ? { parentId: input.parentId } : {}),
  }
  return run(db, by, user, agreementId, 'comment', { type: 'AddComment', data }, { commentId }, commandId)
}

export function setCommentResolved(
  db: Db,
  user: SessionUser,
  agreementId: string,
  commentId: string,
  resolved: boolean,
  { by, now = new Date(), commandId }: CommandOptions,
) {
  const data = { commentId, actor: actorOf(user), now }
  return run(
    db,
    by,
    user,
    agreementId,
    'comment',
    resolved ? { type: 'ResolveComment', data } : { type: 'ReopenComment', data },
    { commentId, resolved },
    commandId,
  )
}

export function shareAgreement(
  db: Db,
  user: SessionUser,
  agreementId: string,
  method: 'link' | 'native',
  { by, now = new Date(), commandId }: CommandOptions,
) {
  return run(
    db,
    by,
    user,
    agreementId,
    'view',
    { type: 'ShareAgreement', data: { method, actor: actorOf(user), now } },
    {},
    commandId,
  )
}
