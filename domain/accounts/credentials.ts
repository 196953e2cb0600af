import { z } from 'zod'

// Texts are the specification's, word for word (spec 001 §5).
export const MESSAGES = {
  fillAll: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
  tooLong: 'Password must be at most 128 characters long',
  badCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
} as const

export const MIN_PASSWORD_LENGTH = 6
// Hashing cost grows with input; an upper bound keeps a 1 MB "password" from being a DoS.
export const MAX_PASSWORD_LENGTH = 128

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A well-formed address of at most 254 characters (normalise it first): the sign-up check, also used for invitations. */
export const isEmailAddress = (email: string): boolean => EMAIL.test(email) && email.length <= 254

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export type CredentialErrors = { form?: string; email?: string; password?: string; confirmPassword?: string }

type Result<T> = { ok: true; value: T } | { ok: false; errors: CredentialErrors }

const field = z.string().max(4096).catch('')

/** Sign-in: both fields required, e-mail well formed. */
export function parseSignIn(input: Record<string, unknown>): Result<{ email: string; password: string }> {
  const email = normaliseEmail(field.parse(input.email))
  const password = field.parse(input.password)
  if (!email || !password) return { ok: false, errors: { form: MESSAGES.fillAll } }
  if (!isEmailAddress(email)) return { ok: false, errors: { email: MESSAGES.invalidEmail } }
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, errors: { form: MESSAGES.badCredentials } }
  return { ok: true, value: { email, password } }
}

/** Create account: all three fields, valid e-mail, matching passwords of 6+ characters. */
export function parseRegistration(
  input: Record<string, unknown>,
): Result<{ email: string; password: string }> {
  const email = normaliseEmail(field.parse(input.email))
  const password = field.parse(input.password)
  const confirmPassword = field.parse(input.confirmPassword)
  if (!email || !password || !confirmPassword) return { ok: false, errors: { form: MESSAGES.fillAll } }
  if (!isEmailAddress(email)) return { ok: false, errors: { email: MESSAGES.invalidEmail } }
  if (password !== confirmPassword) return { ok: false, errors: { confirmPassword: MESSAGES.mismatch } }
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, errors: { password: MESSAGES.tooShort } }
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, errors: { password: MESSAGES.tooLong } }
  return { ok: true, value: { email, password } }
}

/** A display name from the e-mail's local part, until the user sets one. */
export function defaultDisplayName(email: string): string {
  return email.split('@')[0] ?? ''
}
