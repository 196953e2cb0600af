import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { draftCustomAgreement } from '#domain/assistant/index.ts'
import { findInstalments, readInstalmentPlan, renderPlainText } from '#domain/drafting/index.ts'
import { principalInstalments } from '#domain/drafting/financial/instalments.ts'
import { NUMBER_WORDS } from '#domain/shared/number-words.ts'

// One reader of instalments for the loan agreement and for custom agreements: a count the
// one reads, the other reads too, in figures or in any number word.

const schedule = (obligation: string) =>
  renderPlainText(
    draftCustomAgreement({
      description: 'Sale of a sewing machine',
      parties: ['Asha Rao', 'Kiran Shetty'],
      obligations: [obligation],
    }),
  )

describe('the one instalment reader', () => {
  it.each([
    ['repaid in instalments', null, null],
    ['paid in 6 kishton', 6, null],
    ['eighteen monthly instalments', 18, 'month'],
    ['in 10 weekly instalments', 10, 'week'],
    ['twelve quarterly EMIs', 12, 'quarter'],
    ['36 EMIs', 36, 'month'],
    ['three yearly instalments', 3, 'year'],
    ['four half-yearly instalments', 4, 'half-year'],
  ])('%s', (text, count, interval) => {
    expect(findInstalments(text)).toMatchObject({ count, interval })
  })

  it('takes "payments" as instalments only with an interval', () => {
    expect(findInstalments('two payments of 5,000')).toBeNull()
    expect(findInstalments('twenty-four monthly payments')).toMatchObject({ count: 24, interval: 'month' })
  })

  it('reads every count word in both paths alike', () => {
    for (const [word, n] of Object.entries(NUMBER_WORDS).filter(([, n]) => n >= 2 && n <= 60)) {
      const text = `Kiran Shetty will pay Rs 1,20,000 in ${word} monthly instalments from 1st April 2027`
      expect(readInstalmentPlan(text)?.count, word).toBe(n)
      expect(schedule(text), word).toContain(`in ${n} (`)
    }
  })

  it('keeps the instalment the schedule states, the last taking the balance', () => {
    const plan = readInstalmentPlan('25 monthly instalments of ₹12,000 each from 01/01/2027')
    expect(plan?.each).toBe(12_000_00)
    expect(principalInstalments(2_90_000_00, 25, plan?.each)).toEqual({ each: 12_000_00, last: 2_000_00 })
    // A stated instalment that cannot add up to the principal in that count is not used.
    expect(principalInstalments(2_90_000_00, 10, 12_000_00).each).toBe(29_000_00)
  })

  it('is the only reader: the custom terms hold no count words of their own', () => {
    const dir = new URL('../../domain/assistant/', import.meta.url)
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    )) {
      const source = readFileSync(new URL(file, dir), 'utf8')
      expect(source, file).not.toMatch(/\b(?:two|twelve|fifteen):\s*\d/)
    }
  })
})

describe('notice periods in words', () => {
  it.each([
    ['either of us can end it with one month notice', '1 (one) month'],
    ['two weeks notice either side', '2 (two) weeks'],
    ['fifteen days written notice', '15 (fifteen) days'],
    ['a month notice', '1 (one) month'],
  ])('%s', (words, period) => {
    const text = renderPlainText(
      draftCustomAgreement({
        description: 'Yoga lessons for Rs 3,000 a month',
        parties: ['Asha Rao', 'Lakshmi Iyer'],
        obligations: [`Lakshmi Iyer will teach yoga every Sunday for 3,000 a month; ${words}`],
      }),
    )
    expect(text).toContain(`written notice of ${period} to the other Party`)
  })
})
