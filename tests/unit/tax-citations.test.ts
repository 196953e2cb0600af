import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { incomeTaxProvision } from '#domain/drafting/statutes.ts'
import { analyse } from './analysis.fixtures.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// Reference §2.0 "Tax renumbering": cite the Income-tax Act, 2025's provision [verify] with the
// 1961 section in brackets — never "the corresponding section 194-IA of the … 1961".
describe('income-tax citations', () => {
  it.each(TEMPLATE_IDS)('%s cites the 1961 Act only beside the 2025 Act, flagged to verify', (id) => {
    const agreement = draftAgreement(id, SAMPLE_DETAILS[id])
    const text = renderPlainText(agreement)
    expect(text).not.toMatch(/corresponding section/i)
    const old = [...text.matchAll(/.{0,120}Income-tax Act, 1961/g)].map((m) => m[0])
    for (const cited of old)
      expect(cited).toMatch(
        /(?:section [\w()-]+ of the Income-tax Act, 2025 \(formerly|the provision of the Income-tax Act, 2025 that replaces) sections? [\w()-]+(?: (?:and|or) [\w()-]+)? of the Income-tax Act, 1961$/,
      )
    expect(agreement.reviewFlags.some((f) => f.id === 'income-tax-sections')).toBe(old.length > 0)
    const issues = analyse(id, text).issues.filter(
      (i) => i.ruleId === 'repealed-law' || i.id.includes('editorial'),
    )
    expect(issues).toEqual([])
  })

  it('names the new section where reported, and keeps the old one', () => {
    expect(incomeTaxProvision('194-IA', '393')).toBe(
      'section 393 of the Income-tax Act, 2025 (formerly section 194-IA of the Income-tax Act, 1961)',
    )
    expect(incomeTaxProvision('269SS and 269T')).toBe(
      'the provision of the Income-tax Act, 2025 that replaces sections 269SS and 269T of the Income-tax Act, 1961',
    )
  })

  it('reaches the drafts that deduct or restrict under it', () => {
    const price = draftAgreement('sale-deed', { ...SAMPLE_DETAILS['sale-deed'], salePrice: '1.45 crore' })
    expect(renderPlainText(price)).toContain('formerly section 194-IA of the Income-tax Act, 1961')
    const loan = renderPlainText(draftAgreement('loan-agreement', SAMPLE_DETAILS['loan-agreement']))
    expect(loan).toContain('replaces sections 269SS and 269T of the Income-tax Act, 1961')
  })

  it('flags the tenant’s deduction when the licence fee is above the threshold [verify]', () => {
    const licence = (monthlyRent: string) =>
      draftAgreement('rental-agreement', {
        ...SAMPLE_DETAILS['rental-agreement'],
        monthlyRent,
      }).reviewFlags.map((f) => f.id)
    expect(licence('65,000')).toContain('rent-tds')
    expect(licence('45,000')).not.toContain('rent-tds')
  })

  it('ties the gift’s tax treatment to the provision replacing old s.56(2)(x)', () => {
    const text = renderPlainText(draftAgreement('gift-deed', SAMPLE_DETAILS['gift-deed']))
    expect(text).toContain('replaces section 56(2)(x) of the Income-tax Act, 1961')
  })
})
