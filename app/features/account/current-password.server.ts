import { lockoutSeconds } from '#domain/accounts/throttle.ts'
import { PROFILE_TEXTS } from '#domain/accounts/profile.ts'
import { claimAttempt, clearAttempts } from '#app/features/auth/login-throttle.server.ts'
import { verifyCredentials } from '#app/features/auth/users.server.ts'

// A stolen session must not be able to guess the password through the profile forms: they
// count failures as sign-in does, under a key of their own (this "address" is no client's).
const PROFILE_FORMS = 'profile-forms'

export type PasswordCheck = { ok: true } | { ok: false; status: 400 | 429; message: string }

const waitWords = (seconds: number) =>
  seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
const tooMany = (seconds: number) =>
  `Too many wrong passwords. Please wait ${waitWords(seconds)} and try again.`

/** Whether `password` is the signed-in account's current one, throttled like sign-in. */
export async function checkCurrentPassword(email: string, password: string): Promise<PasswordCheck> {
  const claim = await claimAttempt(email, PROFILE_FORMS)
  if (!claim.ok) return { ok: false, status: 429, message: tooMany(claim.wait) }
  if (await verifyCredentials(email, password)) {
    await clearAttempts(email, PROFILE_FORMS)
    return { ok: true }
  }
  const lockout = lockoutSeconds(claim.attempt)
  if (lockout > 0) return { ok: false, status: 429, message: tooMany(lockout) }
  return { ok: false, status: 400, message: PROFILE_TEXTS.wrongPassword }
}
