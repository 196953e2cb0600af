import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import { AgreementError, isAgreementId, type Actor, type AgreementCommand, type AgreementErrorCode } from '#domain/agreement/index.ts'
import type { CollaboratorRole } from '#domain/collaboration/index.ts'
import { agreementErrorStatus, runAgreementCommand } from './agreement-commands.server.ts'
import type { SessionUser } from './session.server.ts'

/**
 * The collaboration commands as the forms and the JSON API both run them: the actor is the
 * signed-in user (never a field of the request), the decider checks their role on the
 * agreement's own stream, and a refusal comes back with its HTTP status and a sentence to
 * show. No role, another document's collaborator and another document's comment are all
 * `not_found` — the caller answers those exactly like a missing document.
 */
export type CollaborationOutcome<T> =
  | ({ ok: true } & T)
  | { ok: false; status: number; code: AgreementErrorCode | 'not_found'; message: string }

const FORBIDDEN: Record<'manage' | 'comment' | 'view', string> = {
  manage: 'Only the owner and admins can manage collaborators.',
  comment: 'Your role on this document does not let you comment.',
  view: 'You cannot share this document.',
}

export const actorOf = (user: SessionUser): Actor => ({ id: user.id, email: user.email, name: user.displayName || user.email })

async function run<T>(
  db: Db,
  user: SessionUser,
  agreementId: string,
  action: keyof typeof FORBIDDEN,
  command: AgreementCommand,
  result: T,
): Promise<CollaborationOutcome<T>> {
  if (!isAgreementId(agreementId)) return notFound()
  try {
    await runAgreementCommand(db, agreementId, user.id, command)
    return { ok: true, ...result }
  } catch (error) {
    if (!(error instanceof AgreementError)) throw error
    const status = agreementErrorStatus(error.code)
    if (status === 404) return notFound()
    const message = error.code === 'agreement.forbidden' ? FORBIDDEN[action] : error.message
    return { ok: false, status, code: error.code, message }
  }
}

const notFound = () => ({ ok: false as const, status: 404, code: 'not_found' as const, message: 'Document Not Found' })

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
  now = new Date(),
): Promise<CollaborationOutcome<{ collaboratorId: string; email: string; name: string; role: CollaboratorRole }>> {
  const ownerEmail = await ownerEmailOf(db, agreementId)
  if (ownerEmail === null) return notFound()
  const collaboratorId = crypto.randomUUID()
  return run(
    db,
    user,
    agreementId,
    'manage',
    { type: 'AddCollaborator', data: { collaboratorId, email: input.email, name: input.name, role: input.role, ownerEmail, actor: actorOf(user), now } },
    { collaboratorId, email: input.email.trim().toLowerCase(), name: input.name.trim(), role: input.role },
  )
}

export function changeCollaboratorRole(db: Db, user: SessionUser, agreementId: string, collaboratorId: string, role: CollaboratorRole, now = new Date()) {
  return run(db, user, agreementId, 'manage', { type: 'ChangeCollaboratorRole', data: { collaboratorId, role, actor: actorOf(user), now } }, { collaboratorId, role })
}

export function removeCollaborator(db: Db, user: SessionUser, agreementId: string, collaboratorId: string, now = new Date()) {
  return run(db, user, agreementId, 'manage', { type: 'RemoveCollaborator', data: { collaboratorId, actor: actorOf(user), now } }, { collaboratorId })
}

export function postComment(db: Db, user: SessionUser, agreementId: string, input: { content: string; parentId?: string | undefined }, now = new Date()) {
  const commentId = crypto.randomUUID()
  const data = { commentId, content: input.content, actor: actorOf(user), now, ...(input.parentId ? { parentId: input.parentId } : {}) }
  return run(db, user, agreementId, 'comment', { type: 'AddComment', data }, { commentId })
}

export function setCommentResolved(db: Db, user: SessionUser, agreementId: string, commentId: string, resolved: boolean, now = new Date()) {
  const data = { commentId, actor: actorOf(user), now }
  return run(db, user, agreementId, 'comment', resolved ? { type: 'ResolveComment', data } : { type: 'ReopenComment', data }, { commentId, resolved })
}

export function shareAgreement(db: Db, user: SessionUser, agreementId: string, method: 'link' | 'native', now = new Date()) {
  return run(db, user, agreementId, 'view', { type: 'ShareAgreement', data: { method, actor: actorOf(user), now } }, {})
}
