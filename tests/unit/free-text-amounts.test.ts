import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { unitPriceIn } from '#domain/assistant/extract/unit-price.ts'
import { findDates, indianDate } from '#domain/assistant/extract/index.ts'
import { formatDate, formatDateLong } from '#domain/shared/dates.ts'
import { formatAmount, formatRupees, parseRupees } from '#domain/shared/money.ts'
import { findWrittenAmounts } from '#domain/shared/written-amounts.ts'
import { draftedFreeText } from '#tests/support/free-text.ts'

// Issue 18 "Done when": no draft leaves an amount unresolved. Every sum a corpus request names
// reaches its draft through the API's path: written as the engine writes money (₹3,20,000 with its
// words), or, where the instrument has no place for it, named in a review flag — never dropped.
type Row = { text: string; amounts: string[]; flagged?: string[]; todo?: string }
const corpus = JSON.parse(
  readFileSync(new URL('../fixtures/requests/plain-requests.json', import.meta.url), 'utf8'),
) as { self: string; requests: Row[] }
const NOW = new Date('2026-11-26T10:00:00Z')

/** The sums the engine's reader finds in the request, and a price by the piece ("at 300 each"). */
function sumsNamed(text: string): string[] {
  const rate = unitPriceIn(text)?.rate
  const sums = [...findWrittenAmounts(text).map((a) => a.paise), ...(rate ? [rate] : [])]
  return [...new Set(sums.map(formatRupees))]
}

describe('every amount a free-text request names reaches its draft (issue 18)', () => {
  for (const row of corpus.requests) {
    if (row.todo) continue
    const expected = [...row.amounts, ...(row.flagged ?? [])]
    if (expected.length === 0 && sumsNamed(row.text).length === 0) continue

    it(`carries: ${row.text.slice(0, 70)}`, () => {
      // The row is honest: each sum the words name is expected somewhere in the draft.
      expect(expected).toEqual(expect.arrayContaining(sumsNamed(row.text)))
      const { content, agreement } = draftedFreeText(row.text, corpus.self, NOW)
      const flags = agreement.reviewFlags.map((f) => f.message).join('\n')
      for (const rupees of row.amounts) {
        const paise = parseRupees(rupees)
        expect(paise, rupees).not.toBeNull()
        // Figures and words together, as the engine formats every sum it places.
        expect(content, `${rupees} in the draft`).toContain(formatAmount(paise ?? 0))
      }
      for (const rupees of row.flagged ?? []) expect(flags, `${rupees} in a review flag`).toContain(rupees)
      // A deposit or token the request gives is never left as a placeholder for that sum.
      if (/\b(?:deposit|token|earnest|bayana)\b/i.test(row.text))
        expect(content).not.toMatch(/\[TO BE CONFIRMED: [^\]]*(?:deposit|earnest)/i)
    })
  }
})

// The same for dates (issue 18: "1st April", "01-04-2027", "next month"): each date the words give
// is in the draft, as typed, as DD/MM/YYYY or written out, or named in a review flag.
describe('every date a free-text request names reaches its draft (issue 18)', () => {
  const today = indianDate(NOW)
  for (const row of corpus.requests) {
    if (row.todo) continue
    const dates = findDates(row.text, today)
    if (dates.length === 0) continue
    it(`dates: ${row.text.slice(0, 70)}`, () => {
      const { content, agreement } = draftedFreeText(row.text, corpus.self, NOW)
      const all = `${content}\n${agreement.reviewFlags.map((f) => f.message).join('\n')}`
      for (const date of dates) {
        const forms = [date.text, formatDate(date.date), formatDateLong(date.date)]
        expect(
          forms.some((form) => all.includes(form)),
          `${date.text} (${forms.join(' / ')})`,
        ).toBe(true)
      }
    })
  }
})
