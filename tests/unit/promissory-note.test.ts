import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// A demand note beside an instalment schedule would let the lender sue for the whole sum at
// once: every draft that takes one says it is collateral, presented only after acceleration.
describe('a demand promissory note is collateral only', () => {
  const taking = TEMPLATE_IDS.map((id) => ({
    id,
    text: renderPlainText(draftAgreement(id, SAMPLE_DETAILS[id])),
  })).filter(({ text }) => /demand promissory note/i.test(text))

  it('is found in the loan agreement at least', () => {
    expect(taking.map((t) => t.id)).toContain('loan-agreement')
  })

  it.each(taking.map((t) => [t.id, t.text] as const))('%s says so', (_id, text) => {
    expect(text).toMatch(/promissory note is collateral security/)
    expect(text).toMatch(
      /shall not present it for payment, negotiate or transfer it, or sue on it unless the Loan has been declared due under the Clause on Acceleration/,
    )
    expect(text).toMatch(/\d+\.\d+ Acceleration\./)
  })

  it('holds for an interest-free instalment loan between individuals', () => {
    const text = renderPlainText(
      draftAgreement('loan-agreement', {
        lenderName: 'Harpreet Singh Bedi',
        borrowerName: 'Gurmeet Kaur',
        loanAmount: '6 lakh',
        interestRate: '0',
        repaymentSchedule: '24 monthly instalments of ₹25,000 from 05/01/2027',
      }),
    )
    expect(text).toMatch(/promissory note is collateral security/)
    expect(text).not.toMatch(/authorising resolution|the resolution or authority under which/)
  })
})
