import crypto from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { defaultDisplayName } from '#domain/accounts/credentials.ts'
import { sqlState, UNIQUE_VIOLATION } from '#db/types.ts'
import { getDb } from '#app/platform/db.server.ts'

// Argon2id at the OWASP / ASVS 5.0 minimum: m = 19 MiB, t = 2, p = 1 (the security page states them).
export const ARGON2 = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const

export type StoredUser = { id: string; email: string; displayName: string }

export class EmailTakenError extends Error {}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

// Verified against when the e-mail is unknown, so a missing account costs the same time
// as a wrong password and the two cannot be told apart (reliability plan S2).
let dummyHash: Promise<string> | undefined

export async function createUser(email: string, password: string): Promise<StoredUser> {
  const db = await getDb()
  const id = crypto.randomUUID()
  const passwordHash = await hashPassword(password)
  try {
    await db.query('INSERT INTO users (id, email, display_name, password_hash) VALUES ($1, $2, $3, $4)', [
      id,
      email,
      defaultDisplayName(email),
      passwordHash,
    ])
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new EmailTakenError(email)
    throw error
  }
  return { id, email, displayName: defaultDisplayName(email) }
}

/** The user when the password matches; null for a wrong password or an unknown e-mail. */
export async function verifyCredentials(email: string, password: string): Promise<StoredUser | null> {
  const db = await getDb()
  const rows = await db.query<{ id: string; email: string; display_name: string; password_hash: string }>(
    'SELECT id, email, display_name, password_hash FROM users WHERE email = $1',
    [email],
  )
  const row = rows[0]
  if (!row) {
    dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))
    await verify(await dummyHash, password).catch(() => false)
    return null
  }
  const ok = await verify(row.password_hash, password).catch(() => false)
  return ok ? { id: row.id, email: row.email, displayName: row.display_name } : null
}
