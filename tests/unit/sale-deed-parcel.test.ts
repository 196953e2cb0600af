import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'

const DEED = {
  sellerName: 'R. Venkataraman',
  buyerName: 'Lakshmi Narayanan',
  salePrice: '1.45 crore',
  titleHistory: 'Purchased from Sri Sai Builders under sale deed Doc. 2345/2011, SRO Adyar',
}
const deed = (propertyDetails: string, extra: Record<string, string> = {}) =>
  draftAgreement('sale-deed', { ...DEED, propertyDetails, ...extra }, { place: 'Chennai' })

// A flat's owner has the flat and an undivided share, not "the land beneath … all buildings" (TPA s.8).
describe('what the sale deed conveys', () => {
  it('conveys a flat with its undivided share and common areas', () => {
    const text = renderPlainText(
      deed(
        'Flat 3B, Sri Sai Enclave, Besant Nagar, Chennai, with undivided share of 420 sq ft in S.No. 112/4',
      ),
    )
    expect(text).not.toMatch(/land beneath/)
    expect(text).toMatch(
      /"Property" means the apartment described in the Schedule[^\n]*undivided share in the land[^\n]*common areas/,
    )
  })

  it('asks for the undivided share when the flat is given without one', () => {
    const a = deed('Flat 12, 3rd floor, Green Acres, Kothrud, Pune 411038')
    expect(renderPlainText(a)).toMatch(
      /an undivided share of \[TO BE CONFIRMED: extent of the undivided share/,
    )
    expect(a.reviewFlags.map((f) => f.id)).toContain('undivided-share')
  })

  it('conveys a plot with the land and buildings on it', () => {
    expect(renderPlainText(deed('Plot No. 14, Jayanagar 4th Block, Bengaluru, 2,400 sq. ft.'))).toMatch(
      /with the land beneath and appurtenant to it, all buildings and structures on it/,
    )
  })

  it('recites the title as the user typed it, grammatically', () => {
    expect(renderPlainText(deed('Plot No. 14, Jayanagar'))).toContain(
      'having acquired it as follows: purchased from Sri Sai Builders under sale deed Doc. 2345/2011',
    )
    expect(
      renderPlainText(
        deed('Plot No. 14, Jayanagar', {
          titleHistory: 'Sale deed dated 12/03/2010, document no. 4567/2010',
        }),
      ),
    ).toContain('having acquired it by sale deed dated 12/03/2010')
  })
})

// Tax deducted at source is not received by the seller until the buyer deposits it (TPA s.55(4)(b)).
describe('the receipt of the price', () => {
  const house = 'House No. 14, Panampilly Nagar, Kochi 682036'
  it('acknowledges the price less the tax deducted, keeping the charge for that amount, at ₹50 lakh or more', () => {
    const text = renderPlainText(deed(house))
    expect(text).not.toMatch(/receipt of the whole of the Sale Price/)
    expect(text).toMatch(/receipt of the Sale Price less the tax deducted at source/)
    expect(text).toMatch(/keeps the charge of an unpaid seller[^\n]*for the amount deducted/)
  })

  it('acknowledges the whole price when no tax is deducted', () => {
    const text = renderPlainText(deed(house, { salePrice: '35 lakh' }))
    expect(text).toMatch(/receipt of the whole of the Sale Price/)
  })
})
