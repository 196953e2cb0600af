import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// A lawyer's read of fresh drafts (27 Nov 2026). A gift of movables need not be registered, and then it is
// complete only by delivery (TPA s.123) — so the deed records delivery as done, its checklist
// does not make attestation or in-person registration a condition, and jewellery has no easements.

const movables = {
  ...SAMPLE_DETAILS['gift-deed'],
  propertyType: 'Movable Property',
  propertyDescription: 'A gold necklace of 40 grams with a ruby pendant',
}

describe('a gift of movables', () => {
  const agreement = draftAgreement('gift-deed', movables, { place: 'Kochi' })
  const text = renderPlainText(agreement)

  it('records the delivery as made, not promised', () => {
    expect(text).toContain(
      'The Donor has this day delivered the Property to the Donee, who acknowledges receiving it.',
    )
    expect(text).not.toContain('shall deliver the Property')
  })

  it('grants no easements or appurtenances', () => {
    expect(text).not.toMatch(/easements and appurtenances/)
  })

  it('has a checklist for a gift by delivery: registration optional, attestation only for a registered deed', () => {
    expect(agreement.checklist.registration.status).toBe('optional')
    expect(agreement.checklist.witnesses.mandatory).toBe(false)
    expect(agreement.checklist.eSignature.basis).not.toMatch(/registered in person/)
  })

  it('leaves the gift of land as it was', () => {
    const land = draftAgreement('gift-deed', SAMPLE_DETAILS['gift-deed'], { place: 'Chennai' })
    expect(renderPlainText(land)).toMatch(/with all rights, easements and appurtenances/)
    expect(land.checklist.witnesses.mandatory).toBe(true)
  })
})

describe('an LLP of two partners', () => {
  it('makes both designated partners (at least two are required) instead of asking who', () => {
    const text = renderPlainText(
      draftAgreement('llp-agreement', {
        ...SAMPLE_DETAILS['llp-agreement'],
        partners: 'Arjun Malhotra; Kavya Reddy',
      }),
    )
    expect(text).toContain(
      '"Designated Partners" means both Partners, the LLP Act, 2008 requiring at least two designated partners',
    )
    expect(text).not.toMatch(/TO BE CONFIRMED: names of at least two designated partners/)
  })
})

describe('shareholders written "… holding N shares"', () => {
  it('are read by name, each a party with a signature block', () => {
    const text = renderPlainText(
      draftAgreement('shareholders-agreement', {
        ...SAMPLE_DETAILS['shareholders-agreement'],
        shareholders:
          'Arjun Rao holding 6,000 equity shares (60%); Kavya Menon holding 4,000 equity shares (40%)',
      }),
    )
    expect(text).toMatch(/ARJUN RAO/)
    expect(text).toMatch(/KAVYA MENON/)
    expect(text).not.toMatch(/persons named in Schedule I/i)
  })
})
