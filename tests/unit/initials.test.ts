import { describe, expect, it } from 'vitest'
import { initialsOf } from '#domain/accounts/initials.ts'

describe('initialsOf', () => {
  it.each([
    ['Priya Sharma', 'PS'],
    ['priya', 'P'],
    ['Anil Kumar Mehta', 'AK'],
    ['  ', '??'],
    ['', '??'],
    [null, '??'],
    ['ravi.kumar', 'RK'],
    ['(Asha) Rao', 'AR'],
    ['अनिल मेहता', 'अम'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected)
  })
})
