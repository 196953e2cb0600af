import { describe, expect, it } from 'vitest'
import * as custom from '#domain/assistant/custom/stakes.ts'
import {
  type Agreement,
  draftAgreement,
  renderPlainText,
  smallStakesDisputeClause,
} from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

const CAR = {
  ...SAMPLE_DETAILS['goods-sale'],
  sellerName: 'Anil Vasant Joshi',
  buyerName: 'Priya Suresh Kulkarni',
}
const LOAN = {
  ...SAMPLE_DETAILS['loan-agreement'],
  lenderName: 'Harpreet Singh Bedi',
  borrowerName: 'Gurmeet Kaur',
}
const flags = (a: Agreement) => a.reviewFlags.map((f) => f.id)
const arbitrates = (a: Agreement) => /by arbitration under/.test(renderPlainText(a))
const ladder = (a: Agreement) =>
  /Mediation Act, 2023[^\n]*Lok Adalat[^\n]*courts at Pune/.test(renderPlainText(a))

// One rule for templates and free-text drafts: up to ₹5 lakh between individuals, negotiation,
// mediation or a Lok Adalat, then the courts (domain/drafting/dispute-scale.ts).
describe('dispute resolution scaled to the stakes', () => {
  it('is the same rule on the custom path', () => {
    expect(custom.smallStakesDisputeClause).toBe(smallStakesDisputeClause)
  })

  it('sends a ₹4.35 lakh car sale between individuals to the ladder', () => {
    const a = draftAgreement('goods-sale', { ...CAR, salePrice: '4.35 lakh' }, { place: 'Pune' })
    expect(ladder(a)).toBe(true)
    expect(arbitrates(a)).toBe(false)
    expect(flags(a)).toContain('dispute-resolution-scaled')
  })

  it('keeps arbitration above the limit or when a dealer sells', () => {
    expect(arbitrates(draftAgreement('goods-sale', { ...CAR, salePrice: '6 lakh' }, { place: 'Pune' }))).toBe(
      true,
    )
    const dealer = draftAgreement(
      'goods-sale',
      { ...CAR, sellerName: 'Kothrud Motors Private Limited', salePrice: '4 lakh' },
      { place: 'Pune' },
    )
    expect(arbitrates(dealer)).toBe(true)
  })

  it('sends a small private loan to the ladder, a larger one to the courts, a company’s to arbitration', () => {
    const small = draftAgreement('loan-agreement', { ...LOAN, loanAmount: '2.5 lakh' }, { place: 'Pune' })
    expect(ladder(small)).toBe(true)
    const larger = draftAgreement('loan-agreement', { ...LOAN, loanAmount: '6 lakh' }, { place: 'Pune' })
    expect(arbitrates(larger)).toBe(false)
    expect(renderPlainText(larger)).toMatch(/The courts at Pune shall have exclusive jurisdiction/)
    expect(flags(larger)).toContain('private-loan-courts')
    const company = draftAgreement(
      'loan-agreement',
      { ...LOAN, lenderName: 'Deccan Finance Limited', loanAmount: '6 lakh' },
      { place: 'Pune' },
    )
    expect(arbitrates(company)).toBe(true)
  })
})
