import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { formatRupees } from '#domain/shared/money.ts'
import { equatedInstalments } from '#domain/drafting/financial/equated-instalments.ts'
import {
  lastDueDate,
  principalInstalments,
  readInstalmentPlan,
} from '#domain/drafting/financial/instalments.ts'

// Issue 18, class 6: a loan agreement states each instalment's amount and its due dates,
// computed from the schedule as written (equated instalments on a reducing balance when interest
// is charged, equal principal when interest-free or so written), with the rounding and the
// interest method, and confirms a schedule of instalments it cannot read.

describe('reading a repayment schedule', () => {
  it.each([
    [
      '24 equal monthly instalments payable on the 1st day of each month starting 01/05/2026',
      24,
      1,
      '2026-5-1',
    ],
    ['repay in two monthly instalments from 1st April 2027', 2, 1, '2027-4-1'],
    ['twelve quarterly EMIs starting 1st April 2027', 12, 3, '2027-4-1'],
    ['in 10 monthly instalments commencing May 5, 2027', 10, 1, '2027-5-5'],
    ['twenty-four monthly payments from 15-06-2026', 24, 1, '2026-6-15'],
    ['4 half-yearly instalments from 30.09.2026', 4, 6, '2026-9-30'],
    ['three yearly instalments', 3, 12, null],
    ['36 EMIs from 7th of August, 2026', 36, 1, '2026-8-7'],
  ])('%s', (schedule, count, everyMonths, first) => {
    const plan = readInstalmentPlan(schedule)
    expect(plan).toMatchObject({ count, everyMonths })
    expect(plan?.first ? `${plan.first.year}-${plan.first.month}-${plan.first.day}` : null).toBe(first)
  })

  it.each(['lump sum on 31/03/2027', 'in instalments as convenient', 'monthly instalments from 01/05/2026'])(
    'no plan in %s',
    (schedule) => expect(readInstalmentPlan(schedule)).toBeNull(),
  )

  it('refuses a date that does not exist', () => {
    expect(readInstalmentPlan('12 monthly instalments from 31/02/2027')?.first).toBeNull()
  })
})

describe('equated instalments on a reducing balance', () => {
  it('gives the EMI a bank quotes', () => {
    expect(equatedInstalments(5_00_000_00, 12, 24, 1).each).toBe(23_537_00)
    expect(equatedInstalments(8_00_000_00, 10, 36, 1).each).toBe(25_814_00)
    expect(equatedInstalments(25_00_000_00, 11.5, 120, 1).each).toBe(35_149_00)
  })

  it('repays the loan exactly: the instalments, discounted at the period rate, are worth the principal', () => {
    for (const principal of [50_000_00, 3_20_000_00, 8_00_000_00, 1_00_001_50, 2_50_00_000_00])
      for (const rate of [1, 7.5, 10, 12, 18, 24])
        for (const [count, everyMonths] of [
          [2, 1],
          [12, 1],
          [36, 1],
          [240, 1],
          [8, 3],
          [4, 6],
          [5, 12],
        ] as const) {
          const { each, last, interest } = equatedInstalments(principal, rate, count, everyMonths)
          const r = (rate / 100) * (everyMonths / 12)
          let worth = 0
          for (let k = 1; k <= count; k++) worth += (k === count ? last : each) / (1 + r) ** k
          const label = `${principal} at ${rate}% × ${count}/${everyMonths}`
          expect(Math.abs(worth - principal), label).toBeLessThan(count)
          expect(each % 100, label).toBe(0)
          expect(each * (count - 1) + last, label).toBe(principal + interest)
          expect(Math.abs(last - each), label).toBeLessThan(100 * count * (1 + r) ** count)
        }
  })
})

describe('splitting the principal', () => {
  it('adds up to the loan exactly, in whole rupees but the last', () => {
    for (const principal of [100_00, 5_00_000_00, 3_20_000_00, 1_00_001_50, 99_99_999_99])
      for (const count of [1, 2, 3, 7, 12, 24, 36, 120]) {
        const { each, last } = principalInstalments(principal, count)
        expect(each * (count - 1) + last).toBe(principal)
        expect(each % 100).toBe(0)
        expect(last).toBeGreaterThanOrEqual(each)
        expect(last - each).toBeLessThan(count * 100)
      }
  })

  it('puts the last instalment on the right day, clamped to short months', () => {
    expect(lastDueDate({ count: 24, everyMonths: 1, first: { year: 2026, month: 5, day: 1 } })).toEqual({
      year: 2028,
      month: 4,
      day: 1,
    })
    expect(lastDueDate({ count: 2, everyMonths: 1, first: { year: 2027, month: 1, day: 31 } })).toEqual({
      year: 2027,
      month: 2,
      day: 28,
    })
  })
})

const loan = (loanAmount: string, interestRate: string, repaymentSchedule: string) =>
  draftAgreement('loan-agreement', {
    lenderName: 'Rajesh Gupta',
    borrowerName: 'Sameer Khan',
    loanAmount,
    interestRate,
    repaymentSchedule,
  })

describe('the drafted Repayment clause', () => {
  it('states the equated instalment, the first and last due dates and the interest method', () => {
    const agreement = loan('₹5,00,000', '12', '24 equal monthly instalments starting 01/05/2026')
    const text = renderPlainText(agreement)
    // ₹5 lakh at 12% over 24 months: the EMI a bank's calculator gives, ₹23,536.74.
    expect(text).toContain('in 24 (twenty-four) equated monthly instalments of ₹23,537 (')
    expect(text).toMatch(/save the last, which is ₹23,529\.89 \(/)
    expect(text).toContain('The first instalment falls due on 1 May 2026')
    expect(text).toContain('the last on 1 April 2028')
    expect(text).toContain('P × r × (1 + r)^n ÷ ((1 + r)^n − 1)')
    expect(text).toContain(
      'r is one-twelfth of the Interest Rate and n is 24, and rounded to the nearest rupee',
    )
    expect(text).toContain(
      'the last instalment is adjusted so that the Loan and the interest on it are paid exactly',
    )
    expect(text).toContain(
      '"Interest Rate" means 12% (12 per cent) per annum, simple interest on the reducing balance',
    )
    expect(text).toContain(
      'the interest for each month is one-twelfth of the Interest Rate on the principal outstanding',
    )
    // Equal totals each month: nothing says the instalments are principal only.
    expect(text).not.toContain('These amounts are principal only')
  })

  it('computes quarterly equated instalments at a quarter of the yearly rate', () => {
    const text = renderPlainText(loan('₹4,00,000', '10', '8 quarterly instalments from 1st April 2027'))
    const { each } = equatedInstalments(4_00_000_00, 10, 8, 3)
    expect(text).toContain(`in 8 (eight) equated quarterly instalments of ${formatRupees(each)} (`)
    expect(text).toContain('r is one-quarter of the Interest Rate')
    expect(text).toContain('the last on 1 January 2029')
  })

  it('keeps equal principal where the schedule says principal, or states a sum that splits the principal', () => {
    for (const schedule of [
      '24 equal monthly instalments of principal starting 01/05/2026',
      '25 monthly instalments of ₹20,000 each from 01/05/2026',
    ]) {
      const text = renderPlainText(loan('₹5,00,000', '12', schedule))
      expect(text, schedule).toMatch(/monthly instalments of principal of ₹20,(?:833|000) \(/)
      expect(text, schedule).toContain('These amounts are principal only')
      expect(text, schedule).not.toContain('equated')
    }
    expect(
      renderPlainText(loan('₹5,00,000', '12', '24 equal monthly instalments of principal from 01/05/2026')),
    ).toContain('(the Loan divided by 24, rounded down to the rupee), save the last, which is ₹20,841')
  })

  it('flags a stated instalment that the rate and the term do not give', () => {
    const agreement = loan('₹5,00,000', '12', '24 monthly instalments of ₹25,000 each from 01/05/2026')
    expect(renderPlainText(agreement)).toContain('equated monthly instalments of ₹23,537 (')
    expect(agreement.reviewFlags.find((f) => f.id === 'loan-instalment-amount')?.message).toContain(
      'states instalments of ₹25,000, but 24 equated monthly instalments of ₹5,00,000 at 12% a year come to ₹23,537 each',
    )
  })

  it('confirms the instalment, with the formula, where the rate is not known', () => {
    const agreement = loan(
      '₹5,00,000',
      '[TO BE CONFIRMED: Interest Rate (% per annum)]',
      '24 EMIs from 01/05/2026',
    )
    const text = renderPlainText(agreement)
    expect(text).toContain(
      'equated monthly instalments of [TO BE CONFIRMED: the amount of each instalment, computed as this Clause provides once the Interest Rate is confirmed] each',
    )
    expect(text).toContain('P × r × (1 + r)^n')
    expect(agreement.reviewFlags.map((f) => f.id)).toContain('loan-instalment-amount')
  })

  it('an interest-free loan states principal instalments without an interest sentence', () => {
    const text = renderPlainText(loan('1 lakh', '0', 'three quarterly instalments from 1st April 2027'))
    expect(text).toContain('in 3 (three) quarterly instalments of principal of ₹33,333')
    expect(text).toContain(
      '(the Loan divided by 3, rounded down to the rupee), save the last, which is ₹33,334',
    )
    expect(text).toContain('the last on 1 October 2027')
    expect(text).not.toContain('These amounts are principal only')
  })

  it('asks for the first due date when the schedule does not give it', () => {
    const agreement = loan('₹2,40,000', '10', '24 EMIs')
    expect(renderPlainText(agreement)).toContain('[TO BE CONFIRMED: the due date of the first instalment]')
    expect(agreement.reviewFlags.map((f) => f.id)).toContain('loan-first-due-date')
  })

  it('flags instalments it cannot read instead of echoing them as terms', () => {
    const agreement = loan('50000', '0', 'in instalments as convenient')
    expect(agreement.reviewFlags.map((f) => f.id)).toContain('loan-instalments')
  })

  it('asks only for what an instalment schedule leaves unsaid, not for a count it gives', () => {
    const text = renderPlainText(loan('75,000', '0', '3 instalments of ₹25,000 each from next month'))
    expect(text).toContain('[TO BE CONFIRMED: how often they fall due and the first due date]')
    expect(text).not.toContain('the number of instalments')
  })

  it('leaves a single repayment as written', () => {
    const agreement = loan('2 lakh', '10', 'lump sum on 31/03/2027')
    expect(renderPlainText(agreement)).toContain(
      'in accordance with the Repayment Schedule (lump sum on 31/03/2027)',
    )
    expect(agreement.reviewFlags.map((f) => f.id)).not.toContain('loan-instalments')
  })
})

describe('the mortgage deed states its instalments the same way', () => {
  it('the EMI, the last instalment, the formula and the reducing-balance rate', () => {
    const text = renderPlainText(
      draftAgreement('mortgage-agreement', {
        borrowerName: 'Anil Mehta',
        lenderName: 'Sunita Finance Private Limited',
        loanAmount: '25 lakh',
        interestRate: '11.5',
        repaymentPeriod: '10',
      }),
    )
    const { each, last } = equatedInstalments(25_00_000_00, 11.5, 120, 1)
    expect(text).toContain(
      `by 120 (one hundred and twenty) equated monthly instalments of ${formatRupees(each)} (`,
    )
    expect(text).toContain(`save the last, which is ${formatRupees(last)} (`)
    expect(text).toContain(
      'r is one-twelfth of the Interest Rate and n is 120, and rounded to the nearest rupee',
    )
    expect(text).toContain(
      '"Interest Rate" means 11.5% (11.5 per cent) per annum, simple interest on the reducing balance',
    )
    expect(text).not.toContain('daily outstanding balance')
  })
})
