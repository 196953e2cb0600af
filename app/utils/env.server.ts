import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('./.data/pglite'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
})

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string }

let cached: Env | undefined

/** Environment, validated once; a bad value stops the server with the variable's name. */
export function getEnv(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
  }
  cached = { ...parsed.data, SESSION_SECRET: parsed.data.SESSION_SECRET ?? localSecret(parsed.data.PGLITE_DATA_DIR) }
  return cached
}

/**
 * Without SESSION_SECRET a fresh machine still runs: a random secret is made once and
 * kept beside the embedded database, so sign-ins survive a restart. Several processes
 * sharing a Postgres must set SESSION_SECRET themselves.
 */
function localSecret(dataDir: string): string {
  if (process.env.NODE_ENV === 'test') return 'test-session-secret-at-least-32-characters-long'
  const file = path.join(path.dirname(path.resolve(dataDir)), 'session-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = crypto.randomBytes(32).toString('base64url')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}
