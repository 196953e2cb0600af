import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import { isAgreementId, type Actor, type AgreementCommand } from '#domain/agreement/index.ts'
import { may, type CollaboratorRole } from '#domain/collaboration/index.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
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
      code: Refusal['code'] | 'not_found'
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
  try {
    await runAgreementCommand(db, by, agreementId, command, { commandId })
    return { ok: true, ...result }
  } catch (error) {
    const refusal = asRefusal(error)
    if (refusal.status === 404) return notFound()
    const message = refusal.code === 'agreement.forbidden' ? FORBIDDEN[action] : refusal.message
    return { ok: false, status: refusal.status, code: refusal.code, message, conflict: refusal.conflict }
  }
}

const notFound = () => ({
  ok: false as const,
  status: 404,
  code: 'not_found' as const,
  message: 'Document Not Found',
})

/** The account that has this address now, which an invitation to it is bound to; null when none has. */
async function accountWith(db: Db, email: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email.trim().toLowerCase(),
  ])
  return row?.id ?? null
}

/** The owner's e-mail, which the decider refuses to add as a collaborator; null when there is no such agreement. */
async function ownerEmailOf(db: Db, agreementId: string): Promise<string | null> {
  if (!isAgreementId(agreementId)) return null
  const [row] = await db.query<{ email: string }>(
    'SELECT u.email FROM agreements a JOIN users u ON u.id = a.owner_id WHERE a.agreement_id = $1',
    [agreementId],
  )
  return row?.email ?? null
}

export async function addCollaborator(
  db: Db,
  user: SessionUser,
  agreementId: string,
  input: { email: string; name: string; role: CollaboratorRole },
  { by, now = new Date(), commandId }: CommandOptions,
): Promise<
  CollaborationOutcome<{
    collaboratorId: string
    email: string
    name: string
    role: CollaboratorRole
    pending: boolean
  }>
> {
  const [ownerEmail, inviteeUserId] = await Promise.all([
    ownerEmailOf(db, agreementId),
    accountWith(db, input.email),
  ])
  if (ownerEmail === null) return notFound()
  const collaboratorId = crypto.randomUUID()
  const data = {
    collaboratorId,
    email: input.email,
    name: input.name,
    role: input.role,
    ownerEmail,
    inviteeUserId,
    actor: actorOf(user),
    now,
  }
  return run(
    db,
    by,
    user,
    agreementId,
    'manage',
    { type: 'AddCollaborator', data },
    {
      collaboratorId,
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role,
      pending: inviteeUserId === null,
    },
    commandId,
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
 * A manager binds a pending invitation to the account that has since signed up with its
 * address — their decision, since nothing proves that account owns the mailbox.
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
  const inviteeUserId = invited ? await accountWith(db, invited.email) : null
  return run(
    db,
    by,
    user,
    agreementId,
    'manage',
    { type: 'ConfirmInvitation', data: { collaboratorId, inviteeUserId, actor: actorOf(user), now } },
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
