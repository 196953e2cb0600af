import { composeMail } from '#domain/mail/compose.ts'
import type { MailMessage } from '#domain/mail/mailer.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import type { ContactMessage } from './message.ts'
import { formatIndianPhone } from './phone.ts'
import { RESPONSE_TIME } from './support.ts'

/**
 * The message for the support address: who wrote, how to reach them, what they wrote, and
 * how to mark it handled. The sender's words are quoted as they are; compose escapes them.
 */
export function contactMessageMail({
  to,
  reference,
  receivedAt,
  message,
}: {
  to: string
  reference: string
  receivedAt: Date
  message: ContactMessage
}): MailMessage {
  const { firstName, lastName, email, phone, subject } = message
  return composeMail({
    to,
    subject: `[${reference}] ${subject}`.slice(0, 250),
    paragraphs: [
      `A message came through the contact form on ${istDateTime(receivedAt, { seconds: false })} IST, reference ${reference}.`,
      `From: ${firstName} ${lastName} <${email}>${phone ? `, phone ${formatIndianPhone(phone)}` : ''}`,
      `Subject: ${subject}`,
      ...message.message.split(/\n{2,}/),
    ],
    after: [
      `Reply to ${email} ${RESPONSE_TIME}, quoting ${reference}. Once answered, mark it handled: npm run contact:list -- --handled ${reference}`,
    ],
  })
}
