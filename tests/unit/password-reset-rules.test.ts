import { describe, expect, it } from 'vitest'
import {
  linkProblem,
  newPasswordFailureTitle,
  parseNewPassword,
  parseResetRequest,
  resetWaitMessage,
} from '#domain/accounts/password-reset.ts'
import { passwordResetMail } from '#domain/accounts/password-reset-mails.ts'

const now = new Date('2026-07-01T10:00:00Z')
const link = (over: Partial<Parameters<typeof linkProblem>[0] & object> = {}) => ({
  expiresAt: new Date('2026-07-01T10:30:00Z'),
  usedAt: null,
  sentTo: 'priya@example.in',
  accountEmail: 'priya@example.in',
  ...over,
})

describe('a reset link', () => {
  it('works until it expires, once, while the account keeps the address it went to', () => {
    expect(linkProblem(link(), now)).toBeNull()
    expect(linkProblem(null, now)).toBe('unknown')
    expect(linkProblem(link({ usedAt: now }), now)).toBe('used')
    expect(linkProblem(link({ expiresAt: now }), now)).toBe('expired')
    expect(linkProblem(link({ accountEmail: 'priya.new@example.in' }), now)).toBe('unknown')
  })

  it('is mailed with its expiry as a duration and as a time in IST', () => {
    const mail = passwordResetMail({
      to: 'priya@example.in',
      link: 'https://nyaya.example/auth/reset?token=t',
      expiresAt: new Date('2026-07-01T10:30:00Z'),
    })
    expect(mail.subject).toBe('Reset your NyayaDraft password')
    expect(mail.text).toContain('Choose a new password: https://nyaya.example/auth/reset?token=t')
    expect(mail.text).toContain('expires in 30 minutes, at 1 Jul 2026, 4:00 pm IST')
    expect(mail.html).toContain('href="https://nyaya.example/auth/reset?token=t"')
  })
})

describe('the forms', () => {
  it('forgot password: one well-formed address, normalised', () => {
    expect(parseResetRequest({ email: ' Priya@Example.IN ' })).toEqual({
      ok: true,
      value: { email: 'priya@example.in' },
    })
    expect(parseResetRequest({})).toEqual({ ok: false, errors: { email: 'Please fill in all fields' } })
    expect(parseResetRequest({ email: 'priya@' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    })
  })

  it('new password: both fields, matching, 6 to 128 characters, with the specification’s toast titles', () => {
    expect(parseNewPassword({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      ok: true,
      value: { password: 'secret1' },
    })
    const cases = [
      [{ password: '', confirmPassword: '' }, { form: 'Please fill in all fields' }, 'Password reset failed'],
      [
        { password: 'secret1', confirmPassword: 'secret2' },
        { confirmPassword: 'Passwords do not match' },
        'Password mismatch',
      ],
      [
        { password: 'abc', confirmPassword: 'abc' },
        { password: 'Password must be at least 6 characters long' },
        'Password too short',
      ],
      [
        { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        { password: 'Password must be at least 128 characters long'.replace('least', 'most') },
        'Password reset failed',
      ],
    ] as const
    for (const [input, errors, title] of cases) {
      const parsed = parseNewPassword(input)
      expect(parsed).toEqual({ ok: false, errors })
      expect(newPasswordFailureTitle(errors)).toBe(title)
    }
  })

  it('says how long to wait in seconds or whole minutes', () => {
    expect(resetWaitMessage(1)).toBe('Too many password reset requests. Please wait 1 second and try again.')
    expect(resetWaitMessage(61)).toBe(
      'Too many password reset requests. Please wait 2 minutes and try again.',
    )
  })
})
