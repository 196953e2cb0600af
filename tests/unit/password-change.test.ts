import { describe, expect, it } from 'vitest'
import { parsePasswordChange, PASSWORD_CHANGE_REFUSALS } from '#domain/accounts/password-change.ts'

describe('the change-password form’s rules (spec 001 §5, §8)', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'secret2', confirmPassword: 'secret2' }, 'fillAll'],
    [{ currentPassword: 'secret1', newPassword: 'secret2' }, 'fillAll'],
    [{ currentPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret3' }, 'mismatch'],
    [{ currentPassword: 'secret1', newPassword: 'abc', confirmPassword: 'abc' }, 'tooShort'],
    [
      { currentPassword: 'secret1', newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'tooLong',
    ],
    [
      { currentPassword: 'x'.repeat(200), newPassword: 'secret2', confirmPassword: 'secret2' },
      'wrongCurrent',
    ],
  ] as const)('%j → %s', (input, refusal) => {
    expect(parsePasswordChange(input)).toEqual({ ok: false, refusal: PASSWORD_CHANGE_REFUSALS[refusal] })
  })

  it('words the refusals as the specification does', () => {
    expect(PASSWORD_CHANGE_REFUSALS.mismatch).toEqual({
      title: 'Password mismatch',
      message: "New password and confirm password don't match",
      field: 'confirmPassword',
    })
    expect(PASSWORD_CHANGE_REFUSALS.tooShort.title).toBe('Password too short')
  })

  it('a mismatch is named before a short password, and six characters are enough', () => {
    expect(
      parsePasswordChange({ currentPassword: 'a', newPassword: 'abc', confirmPassword: 'abd' }),
    ).toMatchObject({
      refusal: { title: 'Password mismatch' },
    })
    expect(
      parsePasswordChange({ currentPassword: 'a', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({
      ok: true,
      value: { currentPassword: 'a', newPassword: 'abcdef' },
    })
  })
})
