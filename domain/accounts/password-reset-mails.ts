import { istDateTime } from '#domain/shared/ist-time.ts'
import { composeMail } from '#domain/mail/compose.ts'
import type { MailMessage } from '#domain/mail/mailer.ts'
import { RESET_LINK_MINUTES } from './password-reset.ts'

/** The mail with the reset link: what it is, how long it works, what to do if it was not you. */
export function passwordResetMail({
  to,
  link,
  expiresAt,
}: {
  to: string
  link: string
  expiresAt: Date
}): MailMessage {
  return composeMail({
    to,
    subject: 'Reset your NyayaDraft password',
    paragraphs: [`Someone — we hope you — asked to reset the password of the NyayaDraft account for ${to}.`],
    action: { label: 'Choose a new password', url: link },
    after: [
      `The link works once and expires in ${RESET_LINK_MINUTES} minutes, at ${istDateTime(expiresAt, { seconds: false })} IST. Setting a new password signs the account out everywhere.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is, and nobody can use the link without this inbox.',
    ],
  })
}

/** Told after a reset, so an owner who did not make it learns of it at once. */
export function passwordChangedMail({
  to,
  at,
  signInLink,
}: {
  to: string
  at: Date
  signInLink: string
}): MailMessage {
  return composeMail({
    to,
    subject: 'Your NyayaDraft password was changed',
    paragraphs: [
      `The password of the NyayaDraft account for ${to} was reset through an e-mailed link on ${istDateTime(at, { seconds: false })} IST, and every session of the account was signed out.`,
    ],
    action: { label: 'Sign in', url: signInLink },
    after: [
      'If this was not you, reset your password again at once from the sign-in page ("Forgot password?"), and check the API tokens of your account.',
    ],
  })
}
