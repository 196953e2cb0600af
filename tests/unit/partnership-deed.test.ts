import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { PERSONAL_INSTRUMENTS } from '#domain/drafting/parties.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

const FIRM = {
  partner1: 'Hitesh Patel',
  partner2: 'Nirav Shah',
  businessName: 'M/s Shree Ganesh Textiles – wholesale trade in cotton fabrics',
  capitalContribution: 'Hitesh Patel: ₹15,00,000; Nirav Shah: ₹10,00,000',
  profitSharing: '60:40',
}
const deed = (details: Partial<typeof FIRM> = {}) =>
  draftAgreement('partnership-agreement', { ...FIRM, ...details })

describe('the partnership deed', () => {
  it('says which partner takes which share, and defines the Partners', () => {
    const text = renderPlainText(deed())
    expect(text).toContain(
      '60% (sixty per cent) to Hitesh Patel (the First Partner) and 40% (forty per cent) to Nirav Shah',
    )
    expect(text).toMatch(/"Partners" means Hitesh Patel and Nirav Shah/)
    const ratio = renderPlainText(deed({ profitSharing: '3:2' }))
    expect(ratio).toContain('60% (sixty per cent) to Hitesh Patel')
  })

  it('asks which partner takes which share when the ratio does not say', () => {
    const a = deed({ profitSharing: 'as the partners agree each year' })
    expect(renderPlainText(a)).toMatch(/\[TO BE CONFIRMED: which Partner takes which share/)
    expect(a.reviewFlags.map((f) => f.id)).toContain('profit-shares')
  })

  it('fixes partner interest and remuneration in the deed (none), not by a later resolution', () => {
    const a = deed()
    const text = renderPlainText(a)
    expect(text).not.toMatch(/by written resolution allow interest/)
    expect(text).toMatch(/No interest is payable on Capital, and no salary, commission or other remuneration/)
    expect(a.reviewFlags.map((f) => f.id)).toContain('partner-remuneration')
  })

  it('works for two partners on death and expulsion', () => {
    const text = renderPlainText(deed())
    expect(text).not.toMatch(/surviving Partners|by the other Partners/)
    expect(text).toMatch(
      /Death\. The Firm having two Partners, the death of either dissolves it \(section 42\(c\)/,
    )
    expect(text).toMatch(/Expulsion\.[^\n]*continue the Business as its sole proprietor/)
  })
})

// An heir cannot step into a partnership or a contract of personal service (Partnership Act
// s.42(c); ICA s.40): the heirs-and-assigns wording is kept for the other instruments.
describe('successors of individual parties', () => {
  const HEIRS =
    /legal heirs, executors, administrators and permitted assigns|legal heirs, successors and permitted assigns/
  const personal = TEMPLATE_IDS.filter((id) => PERSONAL_INSTRUMENTS.has(id))

  it('declares the personal instruments from the catalogue', () => {
    expect(personal.length).toBe(PERSONAL_INSTRUMENTS.size)
  })

  it.each(personal)('%s does not pass an individual’s place to heirs', (id) => {
    expect(renderPlainText(draftAgreement(id, SAMPLE_DETAILS[id]))).not.toMatch(HEIRS)
  })

  it('binds the licensor’s heirs to a leave and licence, but not the licensee’s: the licence is personal (Easements Act s.52)', () => {
    const text = renderPlainText(
      draftAgreement('rental-agreement', {
        ...SAMPLE_DETAILS['rental-agreement'],
        tenantName: 'Vikram Shah',
      }),
    )
    const licensee = /\(the "Licensee", [^)]*\)/.exec(text)?.[0] ?? ''
    const licensor = /\(the "Licensor", [^)]*\)/.exec(text)?.[0] ?? ''
    expect(licensee).toMatch(
      /the licence being personal to him or her, does not include his or her heirs or assigns/,
    )
    expect(licensor).toMatch(HEIRS)
  })

  it.each(['sale-deed', 'loan-agreement', 'gift-deed'] as const)(
    '%s keeps the heirs of an individual',
    (id) => {
      expect(renderPlainText(draftAgreement(id, SAMPLE_DETAILS[id]))).toMatch(HEIRS)
    },
  )
})
