import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// A description typed in the first person ("My old Honda City car") is ambiguous in a
// document both parties sign: every template that defines its subject from one rewrites it.
const FIELDS = [
  ['goods-sale', 'goodsDescription'],
  ['gift-deed', 'propertyDescription'],
  ['sale-deed', 'propertyDetails'],
  ['property-sale', 'propertyDetails'],
] as const

describe('first-person descriptions', () => {
  it.each(FIELDS)('%s rewrites "My …" in %s', (id, field) => {
    const text = renderPlainText(
      draftAgreement(id, {
        ...SAMPLE_DETAILS[id],
        [field]: 'My old Honda City car, 2017, silver, MH-14-BX-2290',
      }),
    )
    expect(text).not.toMatch(/\bMy old Honda/)
    expect(text).toMatch(/being an old Honda City car, 2017/)
  })

  it.each(FIELDS)('%s flags "my father\'s …" in %s rather than guess', (id, field) => {
    const a = draftAgreement(id, {
      ...SAMPLE_DETAILS[id],
      [field]: "my father's house at Plot 14, Jayanagar",
    })
    expect(a.reviewFlags.map((f) => f.field)).toContain(field)
    expect(a.reviewFlags.some((f) => /first person/.test(f.message))).toBe(true)
  })
})
