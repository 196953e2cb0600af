import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// Classes of defect the golden reviews (docs/legal-review/golden/) found, each checked beyond
// the reviewed draft.
// A group company is another employer: a transfer there changes the contract's party, which needs consent.
describe('the employee’s place of work', () => {
  it('lets the employer move the employee between its own locations, and to a group company only with consent', () => {
    const text = renderPlainText(draftAgreement('employment-contract', SAMPLE_DETAILS['employment-contract']))
    expect(text).not.toMatch(/transfer the Employee to another location or group company/)
    expect(text).toMatch(/group company is a change of employer and needs the Employee's written consent/)
  })
})

// A child or grandchild may be a minor, who cannot accept a gift alone.
describe('the gift deed’s acceptance', () => {
  const gift = (relationship: string) =>
    draftAgreement('gift-deed', { ...SAMPLE_DETAILS['gift-deed'], relationship })
  it.each(['Granddaughter', 'Son', 'daughter'])('asks whether a %s donee is a minor', (relationship) => {
    expect(gift(relationship).reviewFlags.map((f) => f.id)).toContain('donee-minor')
  })
  it('does not ask for a spouse', () => {
    expect(gift('Wife').reviewFlags.map((f) => f.id)).not.toContain('donee-minor')
  })
})

// A "rental agreement" outside Maharashtra is usually a lease: the licence form is said, not silent.
describe('the rental agreement drafted as a licence', () => {
  const flags = (address: string, place: string) =>
    draftAgreement(
      'rental-agreement',
      { ...SAMPLE_DETAILS['rental-agreement'], propertyAddress: address },
      { place },
    ).reviewFlags.map((f) => f.id)
  it.each([
    ['Flat 5, 3rd Cross, Indiranagar, Bengaluru 560038', 'Bengaluru'],
    ['B-12, Lajpat Nagar II, New Delhi 110024', 'New Delhi'],
  ])('says so for premises at %s', (address, place) => {
    expect(flags(address, place)).toContain('licence-not-lease')
  })
  it('does not for Maharashtra, whose rent law deals with licences (MRCA ss.24, 55)', () => {
    expect(flags('Flat 402, Sea Breeze CHS, Bandra West, Mumbai 400050', 'Mumbai')).not.toContain(
      'licence-not-lease',
    )
  })
})

// A jurisdiction clause may choose only among competent courts (ICA s.28; ABC Laminart, 1989).
describe('the courts a property instrument names', () => {
  const thane = 'Flat 1104, Tower B, Lodha Aqua, Mira Road East, Thane 401107'
  it.each([
    ['rental-agreement', { propertyAddress: thane }],
    ['property-sale', { propertyDetails: thane }],
  ] as const)('%s: the courts where the property is, when it is executed elsewhere', (id, where) => {
    const draft = draftAgreement(id, { ...SAMPLE_DETAILS[id], ...where }, { place: 'Mumbai' })
    const text = renderPlainText(draft)
    expect(text).toMatch(/the courts at Thane shall have exclusive jurisdiction/)
    expect(text).not.toMatch(/the courts at Mumbai shall have exclusive jurisdiction/)
    expect(draft.reviewFlags.map((f) => f.id)).toContain('courts-where-property-is')
  })
  it('the place of execution when the property is there', () => {
    const draft = draftAgreement(
      'rental-agreement',
      {
        ...SAMPLE_DETAILS['rental-agreement'],
        propertyAddress: 'Flat 402, Sea Breeze CHS, Bandra West, Mumbai 400050',
      },
      { place: 'Mumbai' },
    )
    expect(renderPlainText(draft)).toMatch(/the courts at Mumbai shall have exclusive jurisdiction/)
    expect(draft.reviewFlags.map((f) => f.id)).not.toContain('courts-where-property-is')
  })
})
