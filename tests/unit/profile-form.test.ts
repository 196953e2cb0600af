import { describe, expect, it } from 'vitest'
import { parseProfile, PROFILE_TEXTS } from '#domain/accounts/profile.ts'

const CURRENT = 'asha@example.in'

describe('the profile form', () => {
  it('a name change alone needs no password', () => {
    expect(parseProfile({ displayName: '  Asha   Rao ', email: 'Asha@Example.in' }, CURRENT)).toEqual({
      ok: true,
      value: { displayName: 'Asha Rao', email: CURRENT, emailChanged: false, currentPassword: null },
    })
  })

  it('a new e-mail needs the current password', () => {
    expect(parseProfile({ displayName: 'Asha', email: 'new@example.in' }, CURRENT)).toEqual({
      ok: false,
      fieldErrors: { currentPassword: PROFILE_TEXTS.passwordNeeded },
    })
    expect(
      parseProfile({ displayName: 'Asha', email: 'new@example.in', currentPassword: 'secret1' }, CURRENT),
    ).toEqual({
      ok: true,
      value: { displayName: 'Asha', email: 'new@example.in', emailChanged: true, currentPassword: 'secret1' },
    })
  })

  it('refuses an empty or overlong name and a malformed e-mail, each beside its field', () => {
    expect(parseProfile({ displayName: ' ', email: 'nope' }, CURRENT)).toEqual({
      ok: false,
      fieldErrors: { displayName: PROFILE_TEXTS.nameRequired, email: 'Please enter a valid email address' },
    })
    expect(parseProfile({ displayName: 'x'.repeat(81), email: CURRENT }, CURRENT)).toEqual({
      ok: false,
      fieldErrors: { displayName: PROFILE_TEXTS.nameTooLong },
    })
  })

  it('treats fields that are not text as empty', () => {
    expect(parseProfile({ displayName: ['a'], email: 42 }, CURRENT)).toMatchObject({ ok: false })
  })
})
