import { isEmailAddress, MAX_PASSWORD_LENGTH, MESSAGES, normaliseEmail } from './credentials.ts'

/** The profile form's fields (spec 001 §3: profile (displayName, email)), plus the password an e-mail change needs. */
export type ProfileField = 'displayName' | 'email' | 'currentPassword'

export const DISPLAY_NAME_MAX = 80

export const PROFILE_TEXTS = {
  updated: 'Profile updated',
  nameRequired: 'Please enter your name',
  nameTooLong: `A name can be at most ${DISPLAY_NAME_MAX} characters`,
  passwordNeeded: 'Enter your current password to change your e-mail',
  wrongPassword: 'That is not your current password',
  invalidEmail: MESSAGES.invalidEmail,
} as const

export interface ProfileChange {
  displayName: string
  email: string
  /** The address differs from the account's: it changes only once a link sent to it is followed. */
  emailChanged: boolean
  /** Given only when the address changes. */
  currentPassword: string | null
}

export type ProfileParse =
  { ok: true; value: ProfileChange } | { ok: false; fieldErrors: Partial<Record<ProfileField, string>> }

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 4096) : '')

/**
 * The profile form against the account's current address: a name is required, the e-mail
 * must be well formed, and the current password is asked for only when the e-mail differs.
 */
export function parseProfile(input: Record<string, unknown>, currentEmail: string): ProfileParse {
  // Runs of spaces and line breaks in a name are one space: it is shown on one line.
  const displayName = text(input.displayName).replace(/\s+/gu, ' ').trim()
  const email = normaliseEmail(text(input.email))
  const password = text(input.currentPassword)
  const emailChanged = email !== currentEmail
  const fieldErrors: Partial<Record<ProfileField, string>> = {}
  if (!displayName) fieldErrors.displayName = PROFILE_TEXTS.nameRequired
  else if ([...displayName].length > DISPLAY_NAME_MAX) fieldErrors.displayName = PROFILE_TEXTS.nameTooLong
  if (!isEmailAddress(email)) fieldErrors.email = PROFILE_TEXTS.invalidEmail
  else if (emailChanged && !password) fieldErrors.currentPassword = PROFILE_TEXTS.passwordNeeded
  else if (emailChanged && password.length > MAX_PASSWORD_LENGTH)
    fieldErrors.currentPassword = PROFILE_TEXTS.wrongPassword
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  return {
    ok: true,
    value: { displayName, email, emailChanged, currentPassword: emailChanged ? password : null },
  }
}
