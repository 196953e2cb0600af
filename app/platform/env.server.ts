import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** A free-text setting shown on a page: trimmed, unset when blank, refused when too long. */
const optionalText = (name: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? blankIsUnset(value.trim()) : value),
    z.string().max(max, `${name} must be at most ${max} characters`).optional(),
  )

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('./.data/pglite'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /**
   * The site's public origin, e.g. https://nyaya.example: share links are built from it
   * instead of the request's Host (or X-Forwarded-Host) header, which a client chooses.
   */
  APP_ORIGIN: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined
      const url = URL.canParse(value.trim()) ? new URL(value.trim()) : null
      if (
        !url ||
        (url.protocol !== 'https:' && url.protocol !== 'http:') ||
        url.pathname !== '/' ||
        url.search ||
        url.hash ||
        url.username ||
        url.password
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'APP_ORIGIN must be an origin such as https://nyaya.example (http or https, no path)',
        })
        return z.NEVER
      }
      return url.origin
    }),
  /** How much the server logs (pino's levels); unset: `info`, and `silent` under NODE_ENV=test. */
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`).optional(),
  ),
  /** Turns on GET /metrics, answered only to `Authorization: Bearer <this token>`; unset, /metrics is a 404. */
  METRICS_TOKEN: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters')
      .regex(/^\S+$/, 'METRICS_TOKEN must have no spaces (it is sent as a bearer token)')
      .optional(),
  ),
  /**
   * Seconds between SIGTERM and closing the listener, while /readyz already answers 503, so a
   * balancer polling it stops sending traffic first. 0 (the default) closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number('SHUTDOWN_DRAIN_SECONDS must be a number of seconds')
    .min(0, 'SHUTDOWN_DRAIN_SECONDS must be 0 to 60')
    .max(60, 'SHUTDOWN_DRAIN_SECONDS must be 0 to 60')
    .default(0),
  /**
   * Worker threads that make PDF and Word exports off the request thread (at most this many
   * at once, four more each waiting; past that 503). 0 makes them on the request thread.
   * Unset: 2, or 1 on a one-core machine.
   */
  EXPORT_WORKERS: z.preprocess(
    blankIsUnset,
    z.coerce
      .number('EXPORT_WORKERS must be a whole number')
      .int('EXPORT_WORKERS must be a whole number')
      .min(0, 'EXPORT_WORKERS must be 0 to 16')
      .max(16, 'EXPORT_WORKERS must be 0 to 16')
      .default(Math.min(2, os.availableParallelism())),
  ),
  /** `true` shows on the landing page how many documents this instance has drafted; off by default. */
  PUBLIC_DOCUMENT_COUNT: z.preprocess(
    (value) => (typeof value === 'string' ? blankIsUnset(value.trim().toLowerCase()) : value),
    z.enum(['true', 'false'], 'PUBLIC_DOCUMENT_COUNT must be true or false').optional(),
  ),
  /** Contact messages one client address may send an hour (the form's flood limit); 5 when unset. */
  CONTACT_MESSAGES_PER_HOUR: z.coerce
    .number('CONTACT_MESSAGES_PER_HOUR must be a whole number')
    .int('CONTACT_MESSAGES_PER_HOUR must be a whole number')
    .min(1, 'CONTACT_MESSAGES_PER_HOUR must be 1 to 10000')
    .max(10_000, 'CONTACT_MESSAGES_PER_HOUR must be 1 to 10000')
    .optional(),
  /** Collaboration invitations one account may send an hour (each mails the address typed); 20 when unset. */
  INVITATIONS_PER_HOUR: z.coerce
    .number('INVITATIONS_PER_HOUR must be a whole number')
    .int('INVITATIONS_PER_HOUR must be a whole number')
    .min(1, 'INVITATIONS_PER_HOUR must be 1 to 10000')
    .max(10_000, 'INVITATIONS_PER_HOUR must be 1 to 10000')
    .optional(),
  /** Where the account's notices tell people to write for help (an e-mail change they did not ask for). */
  SUPPORT_EMAIL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.email('SUPPORT_EMAIL must be an e-mail address, e.g. support@nyaya.example').optional(),
  ),
  /** The grievance officer the privacy policy names (Digital Personal Data Protection Act 2023). */
  GRIEVANCE_OFFICER_NAME: optionalText('GRIEVANCE_OFFICER_NAME', 200),
  GRIEVANCE_OFFICER_EMAIL: z.preprocess(
    blankIsUnset,
    z.email('GRIEVANCE_OFFICER_EMAIL must be an e-mail address, e.g. grievance@nyaya.example').optional(),
  ),
  /** The courts (or arbitration seat) the terms of service name, e.g. "the courts at Bengaluru, Karnataka". */
  TERMS_JURISDICTION: optionalText('TERMS_JURISDICTION', 200),
})

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string }

let cached: Env | undefined

/** The environment's values, checked; throws naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof schema> {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
  }
  return parsed.data
}

/** Environment, validated once; a bad value stops the server with the variable's name. */
export function getEnv(): Env {
  if (cached) return cached
  const parsed = parseEnv(process.env)
  cached = { ...parsed, SESSION_SECRET: parsed.SESSION_SECRET ?? localSecret(parsed.PGLITE_DATA_DIR) }
  return cached
}

/**
 * Without SESSION_SECRET a fresh machine still runs: a random secret is made once and
 * kept beside the embedded database, so sign-ins survive a restart. Several processes
 * sharing a Postgres must set SESSION_SECRET themselves.
 */
function localSecret(dataDir: string): string {
  return localSecretFile(dataDir, 'session-secret', 'test-session-secret-at-least-32-characters-long')
}

/**
 * A random secret made once into `<dataDir>/../<name>` and read back after that; under
 * NODE_ENV=test the fixed `testValue`, so tests can sign what the app checks.
 */
const inMemorySecrets: Record<string, string> = {}

export function localSecretFile(dataDir: string, name: string, testValue: string): string {
  if (process.env.NODE_ENV === 'test') return testValue
  // An in-memory database keeps nothing on disk, and neither does its secret: one per process.
  if (dataDir.startsWith('memory://'))
    return (inMemorySecrets[name] ??= crypto.randomBytes(32).toString('base64url'))
  const file = path.join(path.dirname(path.resolve(dataDir)), name)
  let kept = ''
  try {
    kept = fs.readFileSync(file, 'utf8').trim()
  } catch {
    // not made yet
  }
  // A file left empty or cut short (a crash mid-write) is no secret: made again.
  if (kept.length >= 32) return kept
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const secret = crypto.randomBytes(32).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
