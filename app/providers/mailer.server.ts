import path from 'node:path'
import { z } from 'zod'
import type { Mailer } from '#domain/mail/mailer.ts'
import { createFileMailer } from './mailer-file.server.ts'
import { createSmtpMailer } from './mailer-smtp.server.ts'

/**
 * Which mailer the app uses: SMTP when SMTP_URL and MAIL_FROM are both set, otherwise the
 * embedded file mailer (no mail is sent; MAIL_FROM alone only names its sender). SMTP_URL
 * without MAIL_FROM stops with their names, as one payment key alone does; so does SMTP
 * without APP_ORIGIN: a link in a real e-mail must not be built from the Host header a
 * client chose (a reset link pointing at someone else's site).
 */

const optional = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
)

// An address, bare or with a display name: "NyayaDraft <no-reply@nyaya.example>".
const FROM = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/

const mailEnvSchema = z
  .object({
    SMTP_URL: optional.refine((v) => v === undefined || /^smtps?:\/\/[^/\s]+/.test(v), {
      message:
        'an SMTP URL starts with smtp:// (STARTTLS) or smtps:// (TLS), e.g. smtps://user:pass@smtp.example.in',
    }),
    MAIL_FROM: optional.refine((v) => v === undefined || FROM.test(v), {
      message: 'MAIL_FROM is an address, e.g. "NyayaDraft <no-reply@nyaya.example>"',
    }),
    APP_ORIGIN: optional,
    PGLITE_DATA_DIR: optional,
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.MAIL_FROM)
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'set MAIL_FROM with SMTP_URL, or neither',
      })
    if (env.SMTP_URL && !env.APP_ORIGIN)
      ctx.addIssue({
        code: 'custom',
        path: ['APP_ORIGIN'],
        message: 'set APP_ORIGIN with SMTP_URL: links in e-mail must not follow the request Host header',
      })
  })

export type MailEnv = z.infer<typeof mailEnvSchema>

type Environment = Readonly<Record<string, string | undefined>>

let lastRead: { key: string; settings: MailEnv } | undefined

/** The mail settings, checked; kept while the variables stay the same (the footer asks on every page). */
export function readMailEnv(env: Environment = process.env): MailEnv {
  const key = JSON.stringify([env.SMTP_URL, env.MAIL_FROM, env.APP_ORIGIN, env.PGLITE_DATA_DIR])
  if (lastRead?.key === key) return lastRead.settings
  const parsed = mailEnvSchema.safeParse(env)
  if (!parsed.success) {
    // Names and rules only, never the values: SMTP_URL holds a password.
    throw new Error(
      `Invalid environment:\n  ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`,
    )
  }
  lastRead = { key, settings: parsed.data }
  return parsed.data
}

const DEFAULT_FROM = 'NyayaDraft <no-reply@nyayadraft.localhost>'

/** Where the file mailer writes: `mail/` beside the embedded database's directory (./.data/mail). */
export function mailDirectory(env: Environment = process.env): string {
  const dataDir = readMailEnv(env).PGLITE_DATA_DIR ?? './.data/pglite'
  const base = dataDir.startsWith('memory://') ? './.data/pglite' : dataDir
  return path.join(path.dirname(path.resolve(base)), 'mail')
}

/** The mailer for this environment. */
export function selectMailer(env: Environment = process.env): Mailer {
  const settings = readMailEnv(env)
  if (settings.SMTP_URL && settings.MAIL_FROM)
    return createSmtpMailer({ url: settings.SMTP_URL, from: settings.MAIL_FROM })
  return createFileMailer({ dir: mailDirectory(env), from: settings.MAIL_FROM ?? DEFAULT_FROM })
}

export interface MailDescription {
  readonly kind: 'file' | 'smtp'
  /** For the footer, after "Mail: ". */
  readonly label: string
}

export function describeMail(env: Environment = process.env): MailDescription {
  if (readMailEnv(env).SMTP_URL) return { kind: 'smtp', label: 'SMTP' }
  const relative = path.relative(process.cwd(), mailDirectory(env))
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? mailDirectory(env) : `./${relative}`
  return { kind: 'file', label: `written to ${shown} (no mail is sent)` }
}
