import { isUuid } from '#domain/shared/ids.ts'
import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import type { SessionUser } from '#app/platform/session.server.ts'

/**
 * Personal API tokens: `nd_` + 32 random bytes (base64url). The token is shown once, when
 * it is made; the table keeps its SHA-256 (like `sessions`), so neither a database copy
 * nor a log of the list page can be turned back into a credential.
 */
export const TOKEN_PREFIX = 'nd_'
// `nd_` + 8 characters of the random part: enough to tell tokens apart, and the 35 that
// stay secret still carry over 200 bits.
const DISPLAY_LENGTH = TOKEN_PREFIX.length + 8
const TOKEN_SHAPE = /^nd_[A-Za-z0-9_-]{43}$/
/** A leaked account should not be able to mint tokens without bound. */
export const MAX_ACTIVE_TOKENS = 20
export const TOKEN_NAME_MAX = 60

export type ApiTokenRecord = {
  id: string
  name: string
  prefix: string
  createdAt: Date
  lastUsedAt: Date | null
}

/** As a loader sends it: dates as ISO strings. */
export type ApiTokenListEntry = {
  id: string
  name: string
  prefix: string
  createdAt: string
  lastUsedAt: string | null
}

export class TooManyTokensError extends Error {
  constructor() {
    super(`You can have at most ${MAX_ACTIVE_TOKENS} active tokens. Revoke one you no longer use first.`)
  }
}

type TokenRow = {
  id: string
  name: string
  prefix: string
  created_at: Date | string
  last_used_at: Date | string | null
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

const toRecord = (row: TokenRow): ApiTokenRecord => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
})

/** Makes a token; `token` is the only time its full value exists outside the caller. */
export async function createApiToken(
  db: Db,
  userId: string,
  name: string,
): Promise<{ token: string; record: ApiTokenRecord }> {
  const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
  const id = crypto.randomUUID()
  const rows = await db.transaction(async (tx) => {
    // Serialise token creation per user so two requests cannot both pass the cap.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
    const [active] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [userId],
    )
    if ((active?.n ?? 0) >= MAX_ACTIVE_TOKENS) throw new TooManyTokensError()
    return tx.query<TokenRow>(
      `INSERT INTO api_tokens (id, user_id, name, token_hash, prefix)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING id::text AS id, name, prefix, created_at, last_used_at`,
      [id, userId, name, hashToken(token), token.slice(0, DISPLAY_LENGTH)],
    )
  })
  const [row] = rows
  if (!row) throw new Error('api token insert returned no row')
  return { token, record: toRecord(row) }
}

/** The user's tokens that still work, newest first. */
export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenRecord[]> {
  if (!isUuid(userId)) return []
  const rows = await db.query<TokenRow>(
    `SELECT id::text AS id, name, prefix, created_at, last_used_at FROM api_tokens
     WHERE user_id = $1 AND revoked_at IS NULL
     ORDER BY created_at DESC, id DESC`,
    [userId],
  )
  return rows.map(toRecord)
}

/** The token card's data for any page's loader (the /app workspace places the card too). */
export async function apiTokenListFor(db: Db, userId: string): Promise<ApiTokenListEntry[]> {
  return (await listApiTokens(db, userId)).map((t) => ({
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    createdAt: t.createdAt.toISOString(),
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  }))
}

/** Revokes one of the user's own tokens; false when there is no such active token. */
export async function revokeApiToken(db: Db, userId: string, tokenId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(tokenId)) return false
  const rows = await db.query(
    `UPDATE api_tokens SET revoked_at = now()
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
    [tokenId, userId],
  )
  return rows.length === 1
}

/**
 * The user a bearer token speaks for on this call, or null for a malformed, unknown or
 * revoked token. The one statement that finds the token also counts the call and stamps
 * its time, so counting costs no extra round trip (the profile's "API calls").
 */
export async function authenticateApiCall(db: Db, token: string): Promise<SessionUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  const [row] = await db.query<{ id: string; email: string; display_name: string }>(
    `UPDATE api_tokens t SET calls = t.calls + 1, last_used_at = now()
       FROM users u
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.id = t.user_id
      RETURNING u.id::text AS id, u.email, u.display_name`,
    [hashToken(token)],
  )
  return row ? { id: row.id, email: row.email, displayName: row.display_name } : null
}
