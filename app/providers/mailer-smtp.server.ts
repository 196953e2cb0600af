import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from '#domain/mail/mailer.ts'

/**
 * Mail through an SMTP server (`SMTP_URL`, e.g. smtps://user:password@smtp.example.in:465 or
 * smtp://…:587 with STARTTLS), from `MAIL_FROM`. Timeouts keep a dead server from holding
 * the outbox's deliverer: a failure is retried by the outbox, never by the user.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(
    { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: options.from },
  )
  return {
    async send(message: MailMessage) {
      await transport.sendMail(message)
    },
  }
}
