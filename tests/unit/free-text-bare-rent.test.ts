import { describe, expect, it } from 'vitest'
import { draftedFreeText } from '#tests/support/free-text.ts'

// Issue 18 class 7: "rent 40,000" says neither a month nor a year. A lease deed's field is the
// annual rent, and reading the figure as the year's drafted ₹3,333.33 a month for a shop let at
// ₹40,000 a month. The figure is left to confirm and named in a review flag, never guessed.

const NOW = new Date('2026-11-26T06:00:00Z')
const draft = (text: string) => draftedFreeText(text, 'Vikram Malhotra', NOW)

describe('a rent given with no period', () => {
  it('leaves a lease deed’s annual rent to confirm and names the figure in a review flag', () => {
    const { content, agreement } = draft(
      'I want to lease my shop in Chandigarh to Ravi Kumar for 5 years, rent 40,000, deposit 1 lakh',
    )
    expect(agreement.templateId).toBe('lease-deed')
    expect(content).toContain(
      '"Rent" means the annual rent of [TO BE CONFIRMED: Annual Rent (₹)], payable in twelve equal monthly instalments',
    )
    expect(content).not.toMatch(/annual rent of ₹40,000/)
    expect(agreement.reviewFlags.map((f) => f.message).join('\n')).toMatch(
      /gives ₹40,000 without saying whether it is a month's or a year's \(₹40,000 a month would be ₹4,80,000 a year\)/,
    )
  })

  it('takes the period the words give: "annual rent 18 lakh", "rent 40,000 a month"', () => {
    expect(
      draft('Lease my warehouse in Bhiwandi to Fastmove Logistics Pvt Ltd for 3 years, annual rent 18 lakh')
        .content,
    ).toContain('the annual rent of ₹18,00,000')
    expect(
      draft('Lease my shop in Chandigarh to Ravi Kumar for 5 years, rent 40,000 a month').content,
    ).toContain('the annual rent of ₹4,80,000')
  })
})
