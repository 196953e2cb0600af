import type { CollaboratorRole } from '#domain/collaboration/index.ts'
import { collaboratorAddedMail, invitationMail } from '#domain/collaboration/invitation-mails.ts'
import type { Db } from '#db/types.ts'
import { queueMail } from '#app/features/mail/outbox.server.ts'
import { invitationPath } from './invitation-link.server.ts'
import { getLog } from '#app/platform/log.server.ts'

/** An absolute link for a mail, from a path (the mail feature's mailLink, bound to the request). */
export type LinkTo = (path: string) => string

export const INVITATION_MAIL_PURPOSE = 'collaboration-invitation'
export const COLLABORATOR_ADDED_MAIL_PURPOSE = 'collaboration-added'

export interface RecordedInvitation {
  agreementId: string
  collaboratorId: string
  /** Normalised, as the event recorded it. */
  email: string
  role: CollaboratorRole
  title: string
  /** Bound at once to the account that has verified the address: a notice, not a link to accept. */
  bound: boolean
}

/**
 * Queues the mail of an invitation already recorded: the single-use link for a pending one,
 * a notice with the document's link for a bound one. The invitation stands whatever happens
 * here; a mail that cannot be queued is logged, and the link stays on the managers' panel.
 */
export async function mailInvitation(
  db: Db,
  invitation: RecordedInvitation,
  { invitedBy, linkTo }: { invitedBy: string; linkTo: LinkTo },
): Promise<void> {
  const { agreementId, collaboratorId, email, role, title, bound } = invitation
  try {
    const args = { to: email, invitedBy, title, role }
    const mail = bound
      ? collaboratorAddedMail({ ...args, url: linkTo(`/document/${agreementId}`) })
      : invitationMail({ ...args, url: linkTo(invitationPath({ agreementId, collaboratorId })) })
    await queueMail(db, {
      ...mail,
      purpose: bound ? COLLABORATOR_ADDED_MAIL_PURPOSE : INVITATION_MAIL_PURPOSE,
    })
  } catch (error) {
    getLog().error({ err: error }, 'an invitation was recorded but its mail could not be queued')
  }
}
