import type { Actor } from '#domain/agreement/index.ts'
import type { Db } from '#db/types.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { refusalOf } from '#app/platform/http-errors.server.ts'
import { getLog } from '#app/platform/log.server.ts'

/**
 * An account has just proved its address (a verification link followed, or a change of
 * address confirmed): every pending invitation to that address becomes its access, each
 * through the document's own AcceptInvitation, so the history records it. A refusal (the
 * account owns the document, or is already on its team) leaves that invitation pending;
 * nothing here can undo the verification. Returns how many were accepted.
 */
export async function acceptInvitationsForVerifiedAddress(
  db: Db,
  by: CommandContext,
  userId: string,
  now = new Date(),
): Promise<number> {
  const [user] = await db.query<{ email: string; name: string }>(
    `SELECT email, COALESCE(NULLIF(display_name, ''), email) AS name FROM users
      WHERE id = $1 AND email_verified_at IS NOT NULL`,
    [userId],
  )
  if (!user) return 0
  const pending = await db.query<{ agreement_id: string; collaborator_id: string }>(
    `SELECT agreement_id::text AS agreement_id, collaborator_id::text AS collaborator_id
       FROM agreement_collaborators WHERE email = $1 AND user_id IS NULL ORDER BY added_at`,
    [user.email],
  )
  const actor: Actor = { id: userId, email: user.email, name: user.name }
  let accepted = 0
  for (const invitation of pending) {
    try {
      const { events } = await runAgreementCommand(db, by, invitation.agreement_id, {
        type: 'AcceptInvitation',
        data: { collaboratorId: invitation.collaborator_id, via: 'verified-address', actor, now },
      })
      if (events.length > 0) accepted++
    } catch (error) {
      // The decider's refusals are expected (owner, already on the team, withdrawn meanwhile);
      // anything else — a busy stream, an outage — is logged, and a manager can confirm later.
      const refusal = refusalOf(error)
      if (!refusal || refusal.conflict)
        getLog().error(
          { err: error },
          'accepting an invitation for a verified address failed; it stays pending',
        )
    }
  }
  return accepted
}
