import { z } from 'zod'
import {
  MAX_PASSWORD_LENGTH,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  isEmailAddress,
  normaliseEmail,
  type CredentialErrors,
} from './credentials.ts'

/**
 * Forgot password: the rules. A reset link holds a random token whose SHA-256 alone is
 * stored; it works once, for 30 minutes. Requests are limited per address (so nobody floods
 * one inbox) and per client (so nobody sweeps many addresses), in fixed windows.
 */
export const RESET_LINK_MINUTES = 30
export const RESET_LIMITS = {
  address: { requests: 3, windowSeconds: 15 * 60 },
  client: { requests: 20, windowSeconds: 15 * 60 },
} as const

export const RESET_TEXTS = {
  sentTitle: 'Password reset email sent',
  sentDescription: `If an account exists for that address, we have sent a link to reset its password. It works once, for ${RESET_LINK_MINUTES} minutes.`,
  mailDownTitle: 'Error sending reset email',
  mailDownDescription:
    'Please try again later. Our mail service is not answering just now, so a link may arrive late or not at all.',
  failedTitle: 'Password reset failed',
  updatedTitle: 'Password updated',
  updatedDescription: 'Your password was reset and every session signed out. Sign in with your new password.',
} as const

/** Why a reset link cannot be used, in the words the page shows, with its HTTP status. */
export const LINK_PROBLEMS = {
  unknown: {
    status: 404,
    title: 'This reset link is not valid',
    detail: 'Check that you opened the whole link from the e-mail, or ask for a new one.',
  },
  expired: {
    status: 410,
    title: 'This reset link has expired',
    detail: `A reset link works for ${RESET_LINK_MINUTES} minutes. Ask for a new one.`,
  },
  used: {
    status: 410,
    title: 'This reset link was already used',
    detail: 'Each link works once. If you did not reset your password, ask for a new link.',
  },
  otherAccount: {
    status: 403,
    title: 'This reset link is for another account',
    detail: 'You are signed in as someone else. Sign out, then open the link again.',
  },
} as const
export type LinkProblem = keyof typeof LINK_PROBLEMS

/** What the database knows of a token, and what it means now. */
export function linkProblem(
  reset: { expiresAt: Date; usedAt: Date | null; sentTo: string; accountEmail: string } | null,
  now: Date,
): LinkProblem | null {
  if (!reset) return 'unknown'
  if (reset.usedAt) return 'used'
  if (reset.expiresAt.getTime() <= now.getTime()) return 'expired'
  // The account's address changed since: the link went to an address that is no longer its own.
  if (reset.sentTo !== reset.accountEmail) return 'unknown'
  return null
}

export function resetWaitMessage(seconds: number): string {
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
  return `Too many password reset requests. Please wait ${wait} and try again.`
}

type Result<T> = { ok: true; value: T } | { ok: false; errors: CredentialErrors }

const field = z.string().max(4096).catch('')

/** The forgot-password form: one well-formed address. */
export function parseResetRequest(input: Record<string, unknown>): Result<{ email: string }> {
  const email = normaliseEmail(field.parse(input.email))
  if (!email) return { ok: false, errors: { email: MESSAGES.fillAll } }
  if (!isEmailAddress(email)) return { ok: false, errors: { email: MESSAGES.invalidEmail } }
  return { ok: true, value: { email } }
}

/** The new password and its confirmation, by the sign-up rules and texts. */
export function parseNewPassword(input: Record<string, unknown>): Result<{ password: string }> {
  const password = field.parse(input.password)
  const confirmPassword = field.parse(input.confirmPassword)
  if (!password || !confirmPassword) return { ok: false, errors: { form: MESSAGES.fillAll } }
  if (password !== confirmPassword) return { ok: false, errors: { confirmPassword: MESSAGES.mismatch } }
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, errors: { password: MESSAGES.tooShort } }
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, errors: { password: MESSAGES.tooLong } }
  return { ok: true, value: { password } }
}

/** The toast's title for a refused new password: the specification's, where it has one (§5). */
export function newPasswordFailureTitle(errors: CredentialErrors): string {
  if (errors.confirmPassword === MESSAGES.mismatch) return 'Password mismatch'
  if (errors.password === MESSAGES.tooShort) return 'Password too short'
  return RESET_TEXTS.failedTitle
}
