import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import {
  lastDueDate,
  principalInstalments,
  readInstalmentPlan,
} from '#domain/drafting/financial/instalments.ts'

// Issue 18, class 6: a loan agreement states each instalment's amount and its due dates,
// computed from the schedule as written, and confirms a schedule of instalments it cannot read.

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
  it('states the instalments, their amount, the first and last due dates and the interest method', () => {
    const text = renderPlainText(loan('₹5,00,000', '12', '24 equal monthly instalments starting 01/05/2026'))
    expect(text).toContain('in 24 (twenty-four) monthly instalments of principal of ₹20,833')
    expect(text).toContain('save the last, which is ₹20,841')
    expect(text).toContain('The first instalment falls due on 1 May 2026')
    expect(text).toContain('the last on 1 April 2028')
    expect(text).toContain('These amounts are principal only')
  })

  it('an interest-free loan states principal instalments without an interest sentence', () => {
    const text = renderPlainText(loan('1 lakh', '0', 'three quarterly instalments from 1st April 2027'))
    expect(text).toContain('in 3 (three) quarterly instalments of principal of ₹33,333')
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

  it('leaves a single repayment as written', () => {
    const agreement = loan('2 lakh', '10', 'lump sum on 31/03/2027')
    expect(renderPlainText(agreement)).toContain(
      'in accordance with the Repayment Schedule (lump sum on 31/03/2027)',
    )
    expect(agreement.reviewFlags.map((f) => f.id)).not.toContain('loan-instalments')
  })
})
