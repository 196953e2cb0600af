// What the product needs from a mail service. Adapters in app/providers/: the embedded file
// mailer (each message an .eml under ./.data/mail) and SMTP through nodemailer. Callers never
// send directly: they queue through the outbox (app/features/mail/outbox.server.ts).

/** One message to one person: a plain-text body and the same words as simple HTML. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  /** Resolves once the message is handed over (written, or accepted by the SMTP server); throws if not. */
  send(message: MailMessage): Promise<void>
}
