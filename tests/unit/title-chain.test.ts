import { describe, expect, it } from 'vitest'
import type { TemplateId } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// Issue 18 class 6 (golden note 08): every instrument that transfers or charges immovable
// property recites how the owner acquired it — the deed, its date and registration particulars
// — from the details given, or as a placeholder with a review flag; never an invented deed.

/** The instruments that convey, give, charge or develop land, with the owner's role and the property. */
const CONVEYANCES: ReadonlyArray<readonly [TemplateId, string, string]> = [
  ['sale-deed', 'Seller', 'the Property'],
  ['property-sale', 'Seller', 'the Property'],
  ['gift-deed', 'Donor', 'the Property'],
  ['mortgage-agreement', 'Mortgagor', 'the Mortgaged Property'],
  ['property-development', 'Owner', 'the Land'],
]

function withoutTitle(id: TemplateId): Record<string, string> {
  const { titleHistory: _given, ...rest } = SAMPLE_DETAILS[id]
  return rest
}

describe('the title-chain recital', () => {
  it.each(CONVEYANCES)('%s recites how the %s acquired it, or asks for it', (id, owner, property) => {
    const agreement = draftAgreement(id, withoutTitle(id), { place: 'Jaipur' })
    const recitals = agreement.recitals.join(' ')
    expect(recitals).toContain(
      `having acquired it by [TO BE CONFIRMED: deed by which the ${owner} acquired ${property}, with its date, registration number and office of registration`,
    )
    const flag = agreement.reviewFlags.find((f) => f.id === 'title-chain')
    expect(flag?.message).toContain(`The ${owner}'s title chain is not among the details given`)
    // Nothing invented in its place: no document number, no date of a prior deed.
    expect(recitals).not.toMatch(/document no\.|dated \d/i)
  })

  it('recites the title the user gave, with no flag', () => {
    const agreement = draftAgreement('sale-deed', SAMPLE_DETAILS['sale-deed'], { place: 'Pune' })
    expect(renderPlainText(agreement)).toContain(
      'having acquired it by sale deed dated 12/03/2010 registered as document no. 4567/2010',
    )
    expect(agreement.reviewFlags.map((f) => f.id)).not.toContain('title-chain')
  })

  it('keeps a title left open by the request as its placeholder', () => {
    const agreement = draftAgreement('sale-deed', {
      ...SAMPLE_DETAILS['sale-deed'],
      titleHistory: '[TO BE CONFIRMED: how the Seller acquired the flat]',
    })
    expect(agreement.recitals[0]).toContain(
      'having acquired it by [TO BE CONFIRMED: how the Seller acquired the flat]',
    )
  })

  it('calls the Donor "owner", not "absolute owner", until the Deed says how the Donor holds it', () => {
    const gift = (propertyDescription: string) =>
      draftAgreement('gift-deed', { ...SAMPLE_DETAILS['gift-deed'], propertyDescription }).recitals[0]
    expect(gift('Plot No. 14, Anna Nagar West, Chennai 600040')).toMatch(/^The Donor is the owner of/)
    expect(gift('Plot No. 14, Anna Nagar West, Chennai 600040, the Donor’s self-acquired property')).toMatch(
      /^The Donor is the absolute owner of/,
    )
  })

  it('does not ask for registration particulars of a gift of movables', () => {
    const agreement = draftAgreement('gift-deed', {
      ...SAMPLE_DETAILS['gift-deed'],
      propertyType: 'Movable Property',
      propertyDescription: 'A gold necklace of 40 grams',
    })
    expect(agreement.reviewFlags.map((f) => f.id)).not.toContain('title-chain')
    expect(agreement.recitals.join(' ')).not.toContain('having acquired it')
  })
})
