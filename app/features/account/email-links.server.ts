import crypto from 'node:crypto'
import {
  EMAIL_LINK_TEXTS,
  EMAIL_LINK_VALIDITY_MS,
  emailLinkState,
  LINK_STATE_MESSAGES,
  mailWaitSeconds,
  type EmailLinkPurpose,
} from '#domain/accounts/email-links.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { sqlState, UNIQUE_VIOLATION, type Db, type Queryable } from '#db/types.ts'

/**
 * The `email_tokens` table: single-use links that prove an address, stored as the SHA-256
 * of their secret (like sessions and API tokens), so a copy of the table opens nothing.
 */
export const EMAIL_LINK_PATH = '/verify-email/'
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export const emailLinkPath = (token: string): string => `${EMAIL_LINK_PATH}${token}`

/** Too many links mailed lately: the seconds to wait (answered 429). */
export class MailLimitError extends Error {
  readonly waitSeconds: number

  constructor(waitSeconds: number) {
    super(`wait ${waitSeconds} s`)
    this.waitSeconds = waitSeconds
  }
}

/**
 * Makes a link of `purpose` for `email`, inside the caller's transaction, unless the account
 * was mailed too many lately (MailLimitError). Returns the secret, which exists only in the mail.
 */
export async function issueEmailLink(
  tx: Queryable,
  userId: string,
  purpose: EmailLinkPurpose,
  email: string,
  now = new Date(),
): Promise<string> {
  // One issuer per account at a time, so two requests at once cannot both pass the limit.
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
  const sent = await tx.query<{ created_at: Date | string }>(
    `SELECT created_at FROM email_tokens
      WHERE user_id = $1 AND purpose = $2 AND created_at > $3::timestamptz - interval '1 day'`,
    [userId, purpose, now],
  )
  const wait = mailWaitSeconds(
    sent.map((row) => new Date(row.created_at)),
    now,
  )
  if (wait > 0) throw new MailLimitError(wait)
  const token = crypto.randomBytes(32).toString('base64url')
  await tx.query(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(token), userId, purpose, email, now, new Date(now.getTime() + EMAIL_LINK_VALIDITY_MS)],
  )
  return token
}

/** Calls off the account's live links of a purpose (all, or all but those for `keepEmail`); how many. */
export async function revokeEmailLinks(
  q: Queryable,
  userId: string,
  purpose: EmailLinkPurpose,
  { keepEmail = null, now = new Date() }: { keepEmail?: string | null; now?: Date } = {},
): Promise<number> {
  const rows = await q.query(
    `UPDATE email_tokens SET revoked_at = $4
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $4
        AND ($3::text IS NULL OR email <> $3::text)
      RETURNING token_hash`,
    [userId, purpose, keepEmail, now],
  )
  return rows.length
}

export interface PendingEmailChange {
  email: string
  sentAt: string
  expiresAt: string
}

/** The address the account is waiting to move to: the newest change link still valid. */
export async function pendingEmailChange(
  q: Queryable,
  userId: string,
  now = new Date(),
): Promise<PendingEmailChange | null> {
  if (!isUuid(userId)) return null
  const [row] = await q.query<{ email: string; created_at: Date | string; expires_at: Date | string }>(
    `SELECT email, created_at, expires_at FROM email_tokens
      WHERE user_id = $1 AND purpose = 'change' AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
      ORDER BY created_at DESC LIMIT 1`,
    [userId, now],
  )
  return row
    ? {
        email: row.email,
        sentAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
      }
    : null
}

/** Whether the account's current address was proved by a followed link (for the invitation rule too). */
export async function isEmailVerified(q: Queryable, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false
  const [row] = await q.query<{ verified: boolean }>(
    'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
    [userId],
  )
  return row?.verified === true
}

type LinkRow = {
  user_id: string
  purpose: EmailLinkPurpose
  email: string
  expires_at: Date | string
  used_at: Date | string | null
  revoked_at: Date | string | null
  account_email: string
}

const LINK_SELECT = `SELECT t.user_id::text AS user_id, t.purpose, t.email, t.expires_at, t.used_at, t.revoked_at,
                            u.email AS account_email
                       FROM email_tokens t JOIN users u ON u.id = t.user_id
                      WHERE t.token_hash = $1`

const stateOf = (row: LinkRow, now: Date) =>
  emailLinkState(
    {
      purpose: row.purpose,
      email: row.email,
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at === null ? null : new Date(row.used_at),
      revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    },
    row.account_email,
    now,
  )

export type EmailLinkView =
  | { ok: true; purpose: EmailLinkPurpose; email: string; userId: string }
  | { ok: false; status: 404 | 409 | 410; message: string }

const NOT_FOUND = { ok: false, status: 404, message: EMAIL_LINK_TEXTS.notFound } as const

/** What a followed link would do, without doing it (the GET: prefetches and previews open it too). */
export async function readEmailLink(q: Queryable, token: string, now = new Date()): Promise<EmailLinkView> {
  if (!TOKEN_SHAPE.test(token)) return NOT_FOUND
  const [row] = await q.query<LinkRow>(LINK_SELECT, [hashToken(token)])
  if (!row) return NOT_FOUND
  const state = stateOf(row, now)
  if (state !== 'valid') return { ok: false, status: 410, message: LINK_STATE_MESSAGES[state] }
  return { ok: true, purpose: row.purpose, email: row.email, userId: row.user_id }
}

/**
 * Follows a link, once: a 'verify' link marks the address verified; a 'change' link moves
 * the account to the new address (verified by this very link) and calls off its other links.
 */
export async function applyEmailLink(db: Db, token: string, now = new Date()): Promise<EmailLinkView> {
  if (!TOKEN_SHAPE.test(token)) return NOT_FOUND
  const hash = hashToken(token)
  try {
    return await db.transaction(async (tx): Promise<EmailLinkView> => {
      // The token row is locked first, so the same link followed twice at once applies once.
      const [locked] = await tx.query<{ user_id: string }>(
        'SELECT user_id::text AS user_id FROM email_tokens WHERE token_hash = $1 FOR UPDATE',
        [hash],
      )
      if (!locked) return NOT_FOUND
      const [row] = await tx.query<LinkRow>(LINK_SELECT, [hash])
      if (!row) return NOT_FOUND
      const state = stateOf(row, now)
      if (state !== 'valid') return { ok: false, status: 410, message: LINK_STATE_MESSAGES[state] }
      if (row.purpose === 'change') {
        const taken = await tx.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [
          row.email,
          row.user_id,
        ])
        if (taken.length > 0) return { ok: false, status: 409, message: EMAIL_LINK_TEXTS.emailTaken }
        await tx.query('UPDATE users SET email = $1, email_verified_at = $3, updated_at = $3 WHERE id = $2', [
          row.email,
          row.user_id,
          now,
        ])
      } else {
        await tx.query('UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1', [
          row.user_id,
          now,
        ])
      }
      await tx.query('UPDATE email_tokens SET used_at = $2 WHERE token_hash = $1', [hash, now])
      // Every other open link of the account proved an address it no longer needs proving.
      await tx.query(
        `UPDATE email_tokens SET revoked_at = $2
          WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL
            AND (purpose = 'verify' OR $3::text = 'change')`,
        [row.user_id, now, row.purpose],
      )
      return { ok: true, purpose: row.purpose, email: row.email, userId: row.user_id }
    })
  } catch (error) {
    // Another account took the address between the check and the update.
    if (sqlState(error) === UNIQUE_VIOLATION)
      return { ok: false, status: 409, message: EMAIL_LINK_TEXTS.emailTaken }
    throw error
  }
}
