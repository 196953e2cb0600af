import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'

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
