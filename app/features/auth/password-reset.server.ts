import crypto from 'node:crypto'
import type { Queryable } from '#db/types.ts'
import { linkProblem, RESET_LINK_MINUTES, type LinkProblem } from '#domain/accounts/password-reset.ts'
import { passwordChangedMail, passwordResetMail } from '#domain/accounts/password-reset-mails.ts'
import { getDb } from '#app/platform/db.server.ts'
import { queueMail } from '#app/features/mail/outbox.server.ts'
import { hashPassword } from './users.server.ts'

/**
 * Forgot password, the use cases: ask for a link (a mail only when the address has an
 * account — the caller answers the same either way), read a link without using it (a GET,
 * a prefetch or a mail scanner changes nothing), and use it once to set a new password,
 * which ends every session of the account.
 */
export const RESET_PATH = '/auth/reset'
export const RESET_MAIL_PURPOSE = 'password-reset'

const TOKEN = /^[A-Za-z0-9_-]{43}$/
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Makes a link and queues its mail if the address has an account; nothing otherwise. */
export async function requestPasswordReset({
  email,
  linkFor,
}: {
  email: string
  /** The absolute link for a token (the origin is the request's business). */
  linkFor: (token: string) => string
}): Promise<void> {
  const db = await getDb()
  const [user] = await db.query<{ id: string; email: string }>(
    'SELECT id, email FROM users WHERE email = $1',
    [email],
  )
  if (!user) return
  const token = crypto.randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    // The database's clock decides expiry, here and when the link is used.
    const [row] = await tx.query<{ expires_at: Date }>(
      `INSERT INTO password_resets (token_hash, user_id, sent_to, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
      [hashToken(token), user.id, user.email, RESET_LINK_MINUTES],
    )
    const mail = passwordResetMail({
      to: user.email,
      link: linkFor(token),
      expiresAt: new Date(row!.expires_at),
    })
    await queueMail(tx, { purpose: RESET_MAIL_PURPOSE, ...mail })
  })
}

export type ResetLink = { problem: LinkProblem } | { problem: null; userId: string; email: string }

async function readLink(q: Queryable, token: string, signedInAs: string | null): Promise<ResetLink> {
  if (!TOKEN.test(token)) return { problem: 'unknown' }
  const [row] = await q.query<{
    user_id: string
    sent_to: string
    expires_at: Date
    used_at: Date | null
    email: string
    now: Date
  }>(
    `SELECT r.user_id, r.sent_to, r.expires_at, r.used_at, u.email, now() AS now
       FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.token_hash = $1`,
    [hashToken(token)],
  )
  const problem = linkProblem(
    row
      ? {
          expiresAt: new Date(row.expires_at),
          usedAt: row.used_at,
          sentTo: row.sent_to,
          accountEmail: row.email,
        }
      : null,
    row ? new Date(row.now) : new Date(),
  )
  if (problem) return { problem }
  // Whoever is signed in on this browser is someone else: setting this password here would
  // leave them signed in beside a reset they may not have asked for.
  if (signedInAs && signedInAs !== row!.user_id) return { problem: 'otherAccount' }
  return { problem: null, userId: row!.user_id, email: row!.email }
}

/** What the link is for, or why it cannot be used — without using it. */
export async function readResetLink(token: string, { signedInAs }: { signedInAs: string | null }) {
  return readLink(await getDb(), token, signedInAs)
}

/**
 * Sets the new password if the link still works — once, whatever races it — marks every
 * other link of the account used, ends every session and tells the account by mail.
 */
export async function resetPassword(
  token: string,
  password: string,
  { signedInAs, signInLink }: { signedInAs: string | null; signInLink: string },
): Promise<ResetLink> {
  const before = await readResetLink(token, { signedInAs })
  if (before.problem) return before
  const passwordHash = await hashPassword(password)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ user_id: string; email: string; at: Date }>(
      `UPDATE password_resets r SET used_at = now()
         FROM users u
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()
          AND u.id = r.user_id AND u.email = r.sent_to
        RETURNING r.user_id, u.email, now() AS at`,
      [hashToken(token)],
    )
    // Used or expired since it was read (two tabs, a double submit): say which.
    if (!claimed) {
      const now = await readLink(tx, token, signedInAs)
      return now.problem ? now : { problem: 'used' as const }
    }
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      claimed.user_id,
      passwordHash,
    ])
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
      claimed.user_id,
    ])
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [claimed.user_id])
    await queueMail(tx, {
      purpose: 'password-changed',
      ...passwordChangedMail({ to: claimed.email, at: new Date(claimed.at), signInLink }),
    })
    return { problem: null, userId: claimed.user_id, email: claimed.email }
  })
}
