import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// A gift is a transfer "without consideration" (TPA s.122): nothing in the deed may recite one.
describe('the gift deed', () => {
  it.each(['Immovable Property', 'Movable Property'])('recites no consideration (%s)', (propertyType) => {
    const text = renderPlainText(
      draftAgreement('gift-deed', {
        donorName: 'Kamala Krishnan',
        doneeName: 'Divya Krishnan',
        relationship: 'Daughter',
        propertyType,
        propertyDescription: 'Plot No. 14, Jayanagar 4th Block, Bengaluru 560011, 2,400 sq. ft.',
        propertyValue: '₹60,00,000',
      }),
    )
    expect(text).not.toMatch(/in consideration of|receipt and sufficiency/i)
    expect(text).toContain('NOW THIS DEED WITNESSES')
    expect(text).toContain('without consideration')
  })
})

// The English-law recital acknowledges a receipt that has not happened in an executory
// agreement (a car sale, a loan, a licence) and contradicts a gift: no template carries it.
describe('operative words', () => {
  it.each(TEMPLATE_IDS)('%s acknowledges no receipt of consideration it has not had', (id) => {
    const agreement = draftAgreement(id, SAMPLE_DETAILS[id])
    expect(agreement.operativeWords).not.toMatch(/receipt and sufficiency|in consideration of the mutual/i)
    expect(renderPlainText(agreement)).not.toMatch(/receipt and sufficiency/i)
  })
})
