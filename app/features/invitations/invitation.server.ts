import type { Actor } from '#domain/agreement/index.ts'
import { INVITATION_TEXTS, ROLE_LABELS, type CollaboratorRole } from '#domain/collaboration/index.ts'
import type { Db } from '#db/types.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'
import { readInvitationCode, type InvitationRef } from './invitation-link.server.ts'

// Opening and accepting a pending invitation's link. The link proves it was handed out by
// someone who manages the document; the stream decides whether it is still pending.

export interface InvitationView {
  agreementId: string
  title: string
  role: CollaboratorRole
  roleLabel: string
  invitedBy: string
  /** pending: may be accepted; yours: this account already holds it; taken: someone else accepted it. */
  status: 'pending' | 'yours' | 'taken'
}

/** What the link offers, or null for a link this server did not sign or an invitation since withdrawn. */
export async function invitationFor(
  db: Db,
  user: SessionUser,
  code: string | undefined,
): Promise<InvitationView | null> {
  const ref = readInvitationCode(code)
  if (!ref) return null
  const [row] = await db.query<{
    title: string
    role: CollaboratorRole
    user_id: string | null
    invited_by: string | null
  }>(
    `SELECT a.title, c.role, c.user_id::text AS user_id, COALESCE(NULLIF(u.display_name, ''), u.email) AS invited_by
       FROM agreement_collaborators c
       JOIN agreements a ON a.agreement_id = c.agreement_id
       LEFT JOIN users u ON u.id = c.added_by
      WHERE c.agreement_id = $1 AND c.collaborator_id = $2`,
    [ref.agreementId, ref.collaboratorId],
  )
  if (!row) return null
  return {
    agreementId: ref.agreementId,
    title: row.title,
    role: row.role,
    roleLabel: ROLE_LABELS[row.role],
    invitedBy: row.invited_by ?? 'The document’s owner',
    status: row.user_id === null ? 'pending' : row.user_id === user.id ? 'yours' : 'taken',
  }
}

export type AcceptOutcome = { ok: true; ref: InvitationRef } | { ok: false; status: number; message: string }

/** Binds the invitation to this account through the agreement's stream (once; a repeat changes nothing). */
export async function acceptInvitation(
  db: Db,
  user: SessionUser,
  by: CommandContext,
  code: string | undefined,
  now = new Date(),
): Promise<AcceptOutcome> {
  const ref = readInvitationCode(code)
  if (!ref) return { ok: false, status: 404, message: INVITATION_TEXTS.notFound }
  const actor: Actor = { id: user.id, email: user.email, name: user.displayName || user.email }
  try {
    await runAgreementCommand(db, by, ref.agreementId, {
      type: 'AcceptInvitation',
      data: { collaboratorId: ref.collaboratorId, via: 'link', actor, now },
    })
    return { ok: true, ref }
  } catch (error) {
    const { status, message } = asRefusal(error)
    return { ok: false, status, message: status === 404 ? INVITATION_TEXTS.notFound : message }
  }
}
