import { EMAIL_LINK_VALIDITY_MS } from '#domain/accounts/email-links.ts'
import { verificationMail } from '#domain/accounts/email-mails.ts'
import type { Db } from '#db/types.ts'
import { queueMail } from '#app/features/mail/outbox.server.ts'
import { emailLinkPath, isEmailVerified, issueEmailLink } from './email-links.server.ts'

export { isEmailVerified }

export interface Addressee {
  id: string
  email: string
  displayName: string
}

/** An absolute link for a mail, from a path (the mail feature's mailLink, bound to the request). */
export type LinkTo = (path: string) => string

/**
 * Mails the account a link that proves its own address (at sign-up and on "Resend"), within
 * the per-account limit (MailLimitError otherwise). The link and its mail commit together.
 */
export async function sendVerificationMail(db: Db, user: Addressee, linkTo: LinkTo, now = new Date()) {
  await db.transaction(async (tx) => {
    const token = await issueEmailLink(tx, user.id, 'verify', user.email, now)
    const mail = verificationMail({
      to: user.email,
      url: linkTo(emailLinkPath(token)),
      expiresAt: new Date(now.getTime() + EMAIL_LINK_VALIDITY_MS),
    })
    await queueMail(tx, { ...mail, purpose: 'email-verification' })
  })
}
