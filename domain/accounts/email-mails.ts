import { composeMail } from '#domain/mail/compose.ts'
import type { MailMessage } from '#domain/mail/mailer.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import { EMAIL_LINK_VALIDITY_HOURS } from './email-links.ts'

// The account's three mails about its address, in the product's one mail shape (compose.ts).

const validity = (expiresAt: Date) =>
  `The link works once and expires in ${EMAIL_LINK_VALIDITY_HOURS} hours (${istDateTime(expiresAt, { seconds: false })} IST).`

/** Sent at sign-up and on "Resend": proves the account's own address. */
export function verificationMail(args: { to: string; url: string; expiresAt: Date }): MailMessage {
  return composeMail({
    to: args.to,
    subject: 'Verify your e-mail for NyayaDraft',
    paragraphs: [
      `Please confirm that ${args.to} is the address of your NyayaDraft account: open the link below and press "Verify e-mail".`,
    ],
    action: { label: 'Verify my e-mail', url: args.url },
    after: [
      validity(args.expiresAt),
      'If you did not create a NyayaDraft account, ignore this e-mail: nothing happens unless the link is followed.',
    ],
  })
}

/** Sent to the NEW address: the change happens only when this link is followed. */
export function emailChangeMail(args: {
  to: string
  from: string
  url: string
  expiresAt: Date
}): MailMessage {
  return composeMail({
    to: args.to,
    subject: 'Confirm your new e-mail address for NyayaDraft',
    paragraphs: [
      `You asked to change your NyayaDraft account's e-mail address from ${args.from} to ${args.to}. Open the link below and press "Confirm new e-mail" to make the change.`,
    ],
    action: { label: 'Confirm my new e-mail', url: args.url },
    after: [
      validity(args.expiresAt),
      `Until then you sign in with ${args.from}. If you did not ask for this, ignore this e-mail: nothing changes unless the link is followed.`,
    ],
  })
}

/** Sent to the OLD address when a change is asked for: no link, only what happened and what to do. */
export function emailChangeNoticeMail(args: {
  to: string
  newEmail: string
  support: string | null
}): MailMessage {
  return composeMail({
    to: args.to,
    subject: 'Your NyayaDraft e-mail address is being changed',
    paragraphs: [
      `Someone signed in to your NyayaDraft account asked to change its e-mail address from ${args.to} to ${args.newEmail}, giving your current password. The change happens only when the link we sent to ${args.newEmail} is followed; until then you sign in with ${args.to}.`,
      'If this was you, there is nothing more to do here.',
      'If it was not you: sign in, press "Cancel the change" on the Profile tab of your account page, and change your password on its Security tab.',
      args.support
        ? `If you cannot sign in, or want help, write to our support team at ${args.support}.`
        : 'If you cannot sign in, or want help, contact the team that runs this NyayaDraft site.',
    ],
  })
}
