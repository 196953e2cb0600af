import { composeMail, PRODUCT_NAME } from '#domain/mail/compose.ts'
import type { MailMessage } from '#domain/mail/mailer.ts'
import { ROLE_LABELS, type CollaboratorRole } from './roles.ts'

// The two mails an invitation sends, in the product's one mail shape (compose.ts). The
// subject names no document and no person: both are typed by users, and a subject is one line.

interface Invitation {
  to: string
  invitedBy: string
  title: string
  role: CollaboratorRole
  url: string
}

const asRole = (role: CollaboratorRole) => {
  const label = ROLE_LABELS[role].toLowerCase()
  return `${label === 'admin' || label === 'editor' ? 'an' : 'a'} ${label}`
}

const WHAT_ROLE_MAY: Record<CollaboratorRole, string> = {
  viewer: 'read it and comment',
  editor: 'read, edit and comment',
  admin: 'read, edit, comment and manage who else has access',
}

/** To an address no verified account has yet: the single-use link, and how to use it. */
export function invitationMail(args: Invitation): MailMessage {
  return composeMail({
    to: args.to,
    subject: `You are invited to a document on ${PRODUCT_NAME}`,
    paragraphs: [
      `${args.invitedBy} invited ${args.to} to the document “${args.title}” on ${PRODUCT_NAME}, as ${asRole(args.role)} (you may ${WHAT_ROLE_MAY[args.role]}).`,
      `To accept: open the link below, sign in — or create an account — with ${args.to}, and press "Accept invitation". Signing in with another account works too: the invitation then goes to that account.`,
    ],
    action: { label: 'Open the invitation', url: args.url },
    after: [
      'The link works once: after it is accepted it opens nothing, and it stops working if the invitation is withdrawn. If you verify this address on an account of yours, the invitation is accepted for that account without the link.',
      'If you did not expect this, ignore this e-mail: nothing happens unless the invitation is accepted.',
    ],
  })
}

/** To an account that has verified the invited address: it has the role already. */
export function collaboratorAddedMail(args: Invitation): MailMessage {
  return composeMail({
    to: args.to,
    subject: `A document was shared with you on ${PRODUCT_NAME}`,
    paragraphs: [
      `${args.invitedBy} added you to the document “${args.title}” on ${PRODUCT_NAME}, as ${asRole(args.role)} (you may ${WHAT_ROLE_MAY[args.role]}).`,
      `Sign in with ${args.to} to open it.`,
    ],
    action: { label: 'Open the document', url: args.url },
  })
}
