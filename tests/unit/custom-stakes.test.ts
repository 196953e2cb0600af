import { describe, expect, it } from 'vitest'
import { draftCustomAgreement } from '#domain/assistant/index.ts'
import { stakesOf } from '#domain/assistant/custom/stakes.ts'
import { type Agreement, renderPlainText } from '#domain/drafting/index.ts'

// Advocate's read, Draft 10 finding 5: a loan's value is its principal, a sale's its price —
// not an instalment counted for a year; only ongoing service is valued by the year.

const draft = (description: string, obligation: string): Agreement =>
  draftCustomAgreement({
    description,
    parties: ['Asha Rao', 'Kiran Shetty'],
    speaker: 'Asha Rao',
    obligations: [obligation],
  })
const scaled = (a: Agreement) => a.reviewFlags.find((f) => f.id === 'dispute-resolution-scaled')?.message

describe('the value of a custom arrangement', () => {
  it('is the principal of a loan', () => {
    const flag = scaled(
      draft(
        'I am lending Kiran Shetty 2.5 lakh',
        'Kiran Shetty will repay 10,000 every month from 1st January 2027',
      ),
    )
    expect(flag).toContain('worth about ₹2,50,000 (the sum lent or owed)')
    expect(flag).not.toContain('a monthly sum counted for a year')
  })

  it('keeps a small loan out of arbitration however large its instalments, for any principal up to ₹5 lakh', () => {
    for (const [lakh, monthly] of [
      [4.5, '50,000'],
      [5, '1,00,000'],
      [3, '45,000'],
      [0.9, '45,000'],
    ] as const) {
      const agreement = draft(
        `I am lending Kiran Shetty ${lakh} lakh`,
        `Kiran Shetty will repay ${monthly} per month`,
      )
      expect(
        stakesOf(
          `I am lending Kiran Shetty ${lakh} lakh. Kiran Shetty will repay ${monthly} per month`,
          'debt',
        )?.paise,
      ).toBe(Math.round(lakh * 1_00_000) * 100)
      expect(renderPlainText(agreement), `${lakh} lakh`).not.toMatch(/Arbitration and Conciliation Act/)
      expect(scaled(agreement)).toContain('(the sum lent or owed)')
    }
  })

  it('is the price of a sale paid in instalments', () => {
    const flag = scaled(
      draft('I am selling my tractor to Kiran Shetty for 4 lakh', 'Kiran Shetty will pay 40,000 per month'),
    )
    expect(flag).toContain('worth about ₹4,00,000 (the price or sum payable)')
  })

  it('is a year of a monthly fee for ongoing service', () => {
    const small = scaled(draft('Maths tuition', 'Kiran Shetty will teach every Saturday for 5,000 per month'))
    expect(small).toContain('worth about ₹60,000 (the largest sum named, a monthly sum counted for a year)')
    const large = draft('Managing my shops', 'Kiran Shetty will manage them every day for 45,000 per month')
    expect(scaled(large)).toBeUndefined()
    expect(renderPlainText(large)).toMatch(/Arbitration and Conciliation Act/)
  })
})
