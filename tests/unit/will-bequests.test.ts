import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// Issue 18 class 6: a will's beneficiaries are identified and co-beneficiaries' tenure is said.
const will = (beneficiaries: string) => {
  const draft = draftAgreement('will-testament', { ...SAMPLE_DETAILS['will-testament'], beneficiaries })
  return { text: renderPlainText(draft), flags: draft.reviewFlags.map((f) => f.id) }
}

describe('the will’s bequests', () => {
  it('identifies a single beneficiary by relationship and asks for a particular, without a tenure', () => {
    const { text, flags } = will('Lakshmi Iyer (wife) – the residential flat')
    expect(text).toMatch(
      /I give, devise and bequeath the residential flat to Lakshmi Iyer, my wife, \[TO BE CONFIRMED: age and address \(or ID\) of Lakshmi Iyer\]\./,
    )
    expect(text).not.toMatch(/tenants in common/)
    expect(flags).toContain('beneficiary-lakshmi-iyer-particulars')
  })

  it('gives one asset to two beneficiaries in equal shares as tenants in common', () => {
    const { text } = will('Arjun Iyer (son) and Kavya Iyer (daughter) – all bank deposits in equal shares')
    expect(text).toMatch(
      /bequeath all bank deposits to Arjun Iyer, my son, .* and Kavya Iyer, my daughter, .* in equal shares as tenants in common\./,
    )
    expect(text).not.toMatch(/as stated:/)
    // One version of the bequests: the instruction is not quoted beside them.
    expect(text).not.toMatch(/Schedule II/)
  })

  it('keeps the shares the user gave, and joint tenancy with survivorship when asked', () => {
    expect(will('Arjun Iyer (son), Kavya Iyer (daughter) – the flat in the ratio 60:40').text).toMatch(
      /as tenants in common, in the ratio 60:40\./,
    )
    expect(will('Arjun Iyer (son) and Kavya Iyer (daughter) – the flat jointly').text).toMatch(
      /as joint tenants, so that on the death of one of them the survivor or survivors take the whole\./,
    )
  })

  it('asks for the relationship when none was given, never inventing one', () => {
    const { text, flags } = will('Arjun Iyer – the car')
    expect(text).toMatch(/Arjun Iyer, \[TO BE CONFIRMED: relationship of Arjun Iyer to the Testator\]/)
    expect(flags).toContain('beneficiary-arjun-iyer-relationship')
  })

  it('does not paste a first-person instruction as the bequest: it is quoted in a schedule', () => {
    const { text, flags } = will('my house to my son and daughter')
    expect(text).not.toMatch(/bequeath my house to my son/)
    expect(text).toMatch(/Schedule II — The Testator's Instruction/i)
    expect(text).toMatch(/"my house to my son and daughter\."/)
    expect(text).toMatch(
      /\[TO BE CONFIRMED: full name, relationship to the Testator and age and address of each beneficiary\]/,
    )
    expect(flags).toContain('bequests-as-instruction')
  })
})
