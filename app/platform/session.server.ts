import crypto from 'node:crypto'
import { REQUEST_ID_HEADER } from '../../server/request-id.js'
import { redirect } from '@remix-run/node'
import type { Queryable } from '#db/types.ts'
import { getDb } from './db.server.ts'
import { cookiePair } from './cookies.server.ts'
import { clientAddress } from './request.server.ts'
import { noteRequestUser } from './request-user.server.ts'

/**
 * Server-side sessions: the cookie holds a random token, the `sessions` table its SHA-256.
 * Signing out deletes the row, so a copied cookie stops working at once (ASVS 7.4.1).
 */
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000
// Refresh last_seen_at at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60 * 1000

const sessionCookie = cookiePair('session')

export type SessionUser = { id: string; email: string; displayName: string }

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

async function readToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(request).parse(request.headers.get('cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}

/** Starts a new session (a fresh token every sign-in) and returns its Set-Cookie. */
export async function createSession(request: Request, context: unknown, userId: string): Promise<string> {
  const db = await getDb()
  const token = crypto.randomBytes(32).toString('base64url')
  const now = Date.now()
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      hashToken(token),
      userId,
      new Date(now + ABSOLUTE_LIFETIME_MS),
      clientAddress(context),
      (request.headers.get('user-agent') ?? '').slice(0, 400),
    ],
  )
  return sessionCookie(request).serialize(token, { maxAge: ABSOLUTE_LIFETIME_MS / 1000 })
}

// One lookup per HTTP request. Remix gives every loader of a page its own copy of the
// Request (a new signal too), so the copies are matched by the id server.js puts on each
// request. Without it (a loader called directly, as tests do) every call looks up.
const lookups = new Map<string, Promise<SessionUser | null>>()
// Long enough for every loader of one request; the entry then goes, so a sign-out or an
// expiry shows on the very next request.
const SHARE_FOR_MS = 10_000

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  const id = request.headers.get(REQUEST_ID_HEADER)
  if (!id) return lookUpSessionUser(request)
  const known = lookups.get(id)
  if (known) return known
  const lookup = lookUpSessionUser(request)
  lookups.set(id, lookup)
  // The request's log line names its user by id (server.js).
  lookup.then(
    (user) => user && noteRequestUser(request, user.id),
    () => {},
  )
  setTimeout(() => lookups.delete(id), SHARE_FOR_MS).unref()
  return lookup
}

async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  const token = await readToken(request)
  if (!token) return null
  const db = await getDb()
  const rows = await db.query<{ id: string; email: string; display_name: string; last_seen_at: Date }>(
    `SELECT u.id, u.email, u.display_name, s.last_seen_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now() AND s.last_seen_at > $2`,
    [hashToken(token), new Date(Date.now() - IDLE_TIMEOUT_MS)],
  )
  const row = rows[0]
  if (!row) return null
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [hashToken(token)])
  }
  return { id: row.id, email: row.email, displayName: row.display_name }
}

function authPath(request: Request): string {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  return back === '/' ? '/auth' : `/auth?${new URLSearchParams({ redirectTo: back })}`
}

/** Guard for pages behind sign-in: anonymous visitors go to /auth and come back after. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) throw redirect(authPath(request))
  return user
}

/** Signed-in users have no business on /auth. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getSessionUser(request)) throw redirect('/app')
}

/** Deletes the session row and returns the Set-Cookie that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = await readToken(request)
  if (token) {
    const db = await getDb()
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)])
  }
  return sessionCookie(request).serialize('', { maxAge: 0 })
}

/** The stored hash of this request's session token: how the Security tab knows "This device". */
export async function sessionTokenHash(request: Request): Promise<string | null> {
  const token = await readToken(request)
  return token ? hashToken(token) : null
}

/**
 * After a password change: every other session of the account ends, and this one goes on
 * under a fresh token, so a copied cookie of it ends too. Run it in the change's
 * transaction; returns the Set-Cookie carrying the new token.
 */
export async function keepOnlyThisSession(q: Queryable, request: Request, userId: string): Promise<string> {
  const token = await readToken(request)
  const fresh = crypto.randomBytes(32).toString('base64url')
  const kept = token
    ? await q.query<{ expires_at: Date | string }>(
        'UPDATE sessions SET token_hash = $1 WHERE token_hash = $2 AND user_id = $3 RETURNING expires_at',
        [hashToken(fresh), hashToken(token), userId],
      )
    : []
  await q.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [userId, hashToken(fresh)])
  if (!kept[0]) return sessionCookie(request).serialize('', { maxAge: 0 })
  // The cookie lives as long as the session still may (its absolute lifetime is unchanged).
  const left = Math.max(1, Math.floor((new Date(kept[0].expires_at).getTime() - Date.now()) / 1000))
  return sessionCookie(request).serialize(fresh, { maxAge: left })
}
