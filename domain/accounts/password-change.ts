import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, MESSAGES, MIN_PASSWORD_LENGTH } from './credentials.ts'

// The change-password form's rules and words (spec 001 §5 and §8): each refusal has the
// toast's title and the message shown beside its field.

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword'

export interface PasswordChangeRefusal {
  title: string
  message: string
  /** The field the message stands beside; null for the form as a whole. */
  field: PasswordChangeField | null
}

export const PASSWORD_CHANGE_REFUSALS = {
  fillAll: { title: 'Error updating password', message: MESSAGES.fillAll, field: null },
  mismatch: {
    title: 'Password mismatch',
    message: "New password and confirm password don't match",
    field: 'confirmPassword',
  },
  tooShort: { title: 'Password too short', message: MESSAGES.tooShort, field: 'newPassword' },
  tooLong: { title: 'Password too long', message: MESSAGES.tooLong, field: 'newPassword' },
  wrongCurrent: {
    title: 'Error updating password',
    message: 'Your current password is not correct.',
    field: 'currentPassword',
  },
} as const satisfies Record<string, PasswordChangeRefusal>

const field = z.string().max(4096).catch('')

/** The three fields checked in the specification's order: all given, the two new ones equal, long enough. */
export function parsePasswordChange(
  input: Record<string, unknown>,
):
  | { ok: true; value: { currentPassword: string; newPassword: string } }
  | { ok: false; refusal: PasswordChangeRefusal } {
  const currentPassword = field.parse(input.currentPassword)
  const newPassword = field.parse(input.newPassword)
  const confirmPassword = field.parse(input.confirmPassword)
  if (!currentPassword || !newPassword || !confirmPassword)
    return { ok: false, refusal: PASSWORD_CHANGE_REFUSALS.fillAll }
  if (newPassword !== confirmPassword) return { ok: false, refusal: PASSWORD_CHANGE_REFUSALS.mismatch }
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return { ok: false, refusal: PASSWORD_CHANGE_REFUSALS.tooShort }
  if (newPassword.length > MAX_PASSWORD_LENGTH)
    return { ok: false, refusal: PASSWORD_CHANGE_REFUSALS.tooLong }
  // A current password longer than any we accept cannot be right; refused before it is hashed.
  if (currentPassword.length > MAX_PASSWORD_LENGTH)
    return { ok: false, refusal: PASSWORD_CHANGE_REFUSALS.wrongCurrent }
  return { ok: true, value: { currentPassword, newPassword } }
}
