import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from '#domain/mail/mailer.ts'
import { getLog } from '#app/platform/log.server.ts'

/**
 * The embedded mailer: each message becomes an RFC 5322 .eml file (multipart/alternative,
 * text and HTML, built by nodemailer exactly as it would send it) in `dir`, and one log
 * line says where — so a newcomer follows a reset link with no mail server. No mail is sent.
 */
export function createFileMailer(options: {
  dir: string
  from: string
  log?: (line: string) => void
}): Mailer {
  const { dir, from, log = (line) => getLog().info(line) } = options
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message: MailMessage) {
      const info = await composer.sendMail({ from, ...message })
      await fs.mkdir(dir, { recursive: true })
      const file = path.join(dir, fileName(message.to))
      // Written whole, then renamed: a reader polling the directory never sees half a message.
      const partial = `${file}.partial`
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 })
      await fs.rename(partial, file)
      const relative = path.relative(process.cwd(), file)
      const shown = relative.startsWith('..') || path.isAbsolute(relative) ? file : `./${relative}`
      log(`mail: to ${message.to} · "${message.subject}" · ${shown}`)
    },
  }
}

/** Sorts by time of writing; the recipient is in the name so a directory listing says who. */
function fileName(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const who = to.replace(/[^\w.@+-]/g, '_').slice(0, 80)
  return `${stamp}-${crypto.randomBytes(3).toString('hex')}-${who}.eml`
}
