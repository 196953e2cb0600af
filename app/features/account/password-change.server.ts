import { verify } from '@node-rs/argon2'
import {
  parsePasswordChange,
  PASSWORD_CHANGE_REFUSALS,
  type PasswordChangeRefusal,
} from '#domain/accounts/password-change.ts'
import { lockoutSeconds } from '#domain/accounts/throttle.ts'
import { claimAttempt, clearAttempts } from '#app/features/auth/login-throttle.server.ts'
import { hashPassword } from '#app/features/auth/users.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { keepOnlyThisSession, type SessionUser } from '#app/platform/session.server.ts'

export type PasswordChangeOutcome =
  { ok: true; setCookie: string } | { ok: false; status: 400 | 429; refusal: PasswordChangeRefusal }

// The login throttle's count, under a key of the account rather than of (e-mail, address):
// whoever holds the session could change address, not account. The same key as the Profile
// tab's current-password check (account-identity), so the two forms share one count.
const throttleKey = (user: SessionUser) => [user.email, 'profile-forms'] as const

const waitWords = (seconds: number) =>
  seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
const tooMany = (seconds: number): PasswordChangeOutcome => ({
  ok: false,
  status: 429,
  refusal: {
    title: 'Error updating password',
    message: `Too many wrong passwords. Please wait ${waitWords(seconds)} and try again.`,
    field: 'currentPassword',
  },
})

/**
 * Changes the signed-in user's password: the current one checked (Argon2id, counted by the
 * login throttle), the new one checked and stored; every other session ends and this one
 * gets a fresh token (the Set-Cookie to send).
 */
export async function changePassword(
  request: Request,
  user: SessionUser,
  input: Record<string, unknown>,
): Promise<PasswordChangeOutcome> {
  const parsed = parsePasswordChange(input)
  if (!parsed.ok) return { ok: false, status: 400, refusal: parsed.refusal }
  const { currentPassword, newPassword } = parsed.value

  // Taken before the hash is checked, as sign-in does, so a burst cannot outrun the count.
  const claim = await claimAttempt(...throttleKey(user))
  if (!claim.ok) return tooMany(claim.wait)
  const db = await getDb()
  const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    user.id,
  ])
  const right = rows[0] ? await verify(rows[0].password_hash, currentPassword).catch(() => false) : false
  if (!right) {
    const lockout = lockoutSeconds(claim.attempt)
    if (lockout > 0) return tooMany(lockout)
    return { ok: false, status: 400, refusal: PASSWORD_CHANGE_REFUSALS.wrongCurrent }
  }
  await clearAttempts(...throttleKey(user))

  const passwordHash = await hashPassword(newPassword)
  const setCookie = await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      user.id,
      passwordHash,
    ])
    return keepOnlyThisSession(tx, request, user.id)
  })
  return { ok: true, setCookie }
}
