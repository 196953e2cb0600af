import { describe, expect, it } from 'vitest'
import {
  CLAUSES,
  getClause,
  mostUsedClauses,
  prefillPlaceholders,
  readPlaceholderValues,
} from '#domain/clauses/index.ts'

describe('mostUsedClauses', () => {
  it('with nothing recorded, follows the seed', () => {
    const bySeed = [...CLAUSES].sort((a, b) => b.usageCount - a.usageCount).slice(0, 5)
    expect(mostUsedClauses().map((u) => u.clause.id)).toEqual(bySeed.map((c) => c.id))
    expect(mostUsedClauses().every((u) => u.uses === 0)).toBe(true)
  })

  it('puts any recorded use ahead of every seed count, and breaks equal uses by the seed', () => {
    const least = [...CLAUSES].sort((a, b) => a.usageCount - b.usageCount)
    const ranked = mostUsedClauses({ [least[0]!.id]: 1, [least[1]!.id]: 1, 'commercial-arbitration': -3 })
    // least[1] has the higher seed of the two.
    expect(ranked.slice(0, 2).map((u) => [u.clause.id, u.uses])).toEqual([
      [least[1]!.id, 1],
      [least[0]!.id, 1],
    ])
    expect(ranked.find((u) => u.clause.id === 'commercial-arbitration')?.uses).toBe(0)
  })
})

describe('prefillPlaceholders', () => {
  const deposit = getClause('property-security-deposit')!.content
  it('takes a party by its role and a detail by its field name, nothing else', () => {
    expect(
      prefillPlaceholders(deposit, {
        parties: [
          { role: 'Licensor', name: 'Priya Sharma' },
          { role: 'Licensee', name: '[TO BE CONFIRMED: name]' },
        ],
        details: { depositAmount: '1,00,000', refundDays: 30, interestRate: '', unrelated: 'x' },
      }),
    ).toEqual({ LICENSOR: 'Priya Sharma', 'DEPOSIT AMOUNT': '1,00,000', 'REFUND DAYS': '30' })
  })
})

describe('readPlaceholderValues', () => {
  const content = 'Notice within [FM NOTICE DAYS] days to [PARTY A].'
  it('reads only the clause’s placeholders, trimmed', () => {
    const typed: Record<string, string> = { 'FM NOTICE DAYS': ' 7 ', OTHER: 'x' }
    expect(readPlaceholderValues(content, (n) => typed[n])).toEqual({
      ok: true,
      values: { 'FM NOTICE DAYS': '7', 'PARTY A': '' },
    })
  })
  it('refuses a line break or more than 200 characters, keeping what was typed', () => {
    const typed: Record<string, string> = { 'FM NOTICE DAYS': 'a\nb', 'PARTY A': 'y'.repeat(201) }
    const read = readPlaceholderValues(content, (n) => typed[n])
    expect(read.ok).toBe(false)
    expect(read.values).toEqual(typed)
  })
})
