import { describe, expect, it } from 'vitest'
import { MESSAGES, parseRegistration, parseSignIn } from '#domain/accounts/credentials.ts'
import { lockoutSeconds, MAX_WAIT_SECONDS, waitMessage, waitSchedule } from '#domain/accounts/throttle.ts'

describe('sign-in validation', () => {
  it.each([
    [{ email: '', password: 'x' }, { form: MESSAGES.fillAll }],
    [{ email: 'a@b.in', password: '' }, { form: MESSAGES.fillAll }],
    [{}, { form: MESSAGES.fillAll }],
    [{ email: 'not-an-email', password: 'secret1' }, { email: MESSAGES.invalidEmail }],
  ])('%j → %j', (input, errors) => {
    expect(parseSignIn(input)).toEqual({ ok: false, errors })
  })

  it('normalises the e-mail', () => {
    expect(parseSignIn({ email: '  Priya@Example.IN ', password: 'secret1' })).toEqual({
      ok: true,
      value: { email: 'priya@example.in', password: 'secret1' },
    })
  })

  it('treats a non-string field as missing', () => {
    expect(parseSignIn({ email: ['a@b.in'], password: 42 })).toEqual({
      ok: false,
      errors: { form: MESSAGES.fillAll },
    })
  })
})

describe('registration validation', () => {
  const valid = { email: 'a@b.in', password: 'secret1', confirmPassword: 'secret1' }
  it.each([
    [{ ...valid, confirmPassword: '' }, { form: 'Please fill in all fields' }],
    [{ ...valid, email: 'a@b' }, { email: 'Please enter a valid email address' }],
    [{ ...valid, confirmPassword: 'secret2' }, { confirmPassword: 'Passwords do not match' }],
    [
      { ...valid, password: 'abc', confirmPassword: 'abc' },
      { password: 'Password must be at least 6 characters long' },
    ],
    [
      { ...valid, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      { password: MESSAGES.tooLong },
    ],
  ])('%j → %j', (input, errors) => {
    expect(parseRegistration(input)).toEqual({ ok: false, errors })
  })

  it('accepts exactly six characters', () => {
    expect(parseRegistration({ ...valid, password: '123456', confirmPassword: '123456' }).ok).toBe(true)
  })
})

describe('sign-in throttling', () => {
  it('costs nothing for nine failures; the tenth in a row starts a wait doubling from one second', () => {
    expect([1, 9].map(lockoutSeconds)).toEqual([0, 0])
    expect([10, 11, 12, 13].map(lockoutSeconds)).toEqual([1, 2, 4, 8])
  })
  it('never waits more than fifteen minutes', () => {
    expect(lockoutSeconds(60)).toBe(MAX_WAIT_SECONDS)
  })
  it('lists the wait after each failure for the database, up to the first at the cap', () => {
    const schedule = waitSchedule()
    expect(schedule).toEqual(schedule.map((_, i) => lockoutSeconds(i + 1)))
    expect(schedule.slice(8, 12)).toEqual([0, 1, 2, 4])
    expect(schedule.at(-1)).toBe(MAX_WAIT_SECONDS)
    expect(schedule.at(-2)).toBeLessThan(MAX_WAIT_SECONDS)
  })
  it('says how long to wait', () => {
    expect(waitMessage(1)).toMatch(/wait 1 second and/)
    expect(waitMessage(120)).toMatch(/wait 2 minutes/)
  })
})
