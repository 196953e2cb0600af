import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, getTemplate } from '#domain/catalogue/index.ts'
import { type Agreement, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// A draft may promise an act at execution, or leave a fact [TO BE CONFIRMED], but it may not
// recite as done an inspection, a disclosure, a search or a handover that no detail reported.
const COMPLETED_ACT =
  /(?<!\bto\s)\b(?:has|have|had)\s+(?:\w+\s+){0,6}?(?:inspected|examined|disclosed|delivered|handed\s+over|searched|verified|surveyed)\b|\bfound\s+the\s+title\b|\bself[- ]acquired\b/i
// A party's own warranty or covenant is a promise it signs, not a fact the draft invents.
const PROMISE = /\b(?:warrants?|represents?|covenants?)\b/i

/** Only the required fields of each sample: what a user must give, and nothing more. */
function minimalDetails(id: (typeof TEMPLATE_IDS)[number]): Record<string, string> {
  const sample = SAMPLE_DETAILS[id]
  const required = getTemplate(id)
    .fields.filter((f) => f.required)
    .map((f) => f.name)
  return Object.fromEntries(
    required.filter((name) => name in sample).map((name) => [name, sample[name] ?? '']),
  )
}

/** Each sentence with whether it sits in a promise (a warranty or covenant clause). */
function statements(a: Agreement): { text: string; promise: boolean }[] {
  const split = (text: string) => text.split(/(?<=[.;])\s+/)
  const out = a.recitals.flatMap(split).map((text) => ({ text, promise: false }))
  for (const clause of a.sections.flatMap((s) => s.clauses)) {
    const lead = PROMISE.test(clause.text)
    for (const text of split(clause.text)) out.push({ text, promise: PROMISE.test(text) })
    for (const item of clause.items ?? []) out.push({ text: item, promise: lead })
    if (clause.tail) for (const text of split(clause.tail)) out.push({ text, promise: false })
  }
  for (const schedule of a.schedules)
    for (const p of schedule.paragraphs) out.push({ text: p, promise: false })
  return out
}

describe('no invented facts recited as done', () => {
  it.each(TEMPLATE_IDS)('%s with minimal details', (id) => {
    const agreement = draftAgreement(id, minimalDetails(id), { place: 'Pune' })
    const invented = statements(agreement).filter(
      ({ text, promise }) => !promise && COMPLETED_ACT.test(text.replace(/\[TO BE CONFIRMED: [^\]]+\]/g, '')),
    )
    expect(invented.map((s) => s.text)).toEqual([])
  })

  it('the scan catches the recitals it exists for', () => {
    const recital = "The Buyer's advocate has examined the title deeds and found the title clear."
    expect(COMPLETED_ACT.test(recital)).toBe(true)
    expect(COMPLETED_ACT.test('The Seller has on the execution of this Deed delivered possession.')).toBe(
      true,
    )
    expect(COMPLETED_ACT.test('The Seller shall, on the execution of this Deed, deliver possession.')).toBe(
      false,
    )
  })
})

const GIFT = {
  donorName: 'K. S. Ramaiah',
  doneeName: 'Meera Ramaiah',
  relationship: 'Daughter',
  propertyType: 'Immovable Property',
  propertyValue: '2.1 crore',
}

describe('facts the user gave are stated; others are flagged', () => {
  it('the gift deed states how the Donor holds the house only when told', () => {
    const silent = draftAgreement('gift-deed', {
      ...GIFT,
      propertyDescription: 'House on Site 87, Jayanagar 4th Block, Bengaluru, BBMP Khata 1245/87',
    })
    expect(renderPlainText(silent)).toMatch(/Property is \[TO BE CONFIRMED: how the Donor holds/)
    expect(silent.reviewFlags.map((f) => f.id)).toContain('donor-holding')
    const told = draftAgreement('gift-deed', {
      ...GIFT,
      propertyDescription: 'Self-acquired house on Site 87, Jayanagar 4th Block, Bengaluru',
    })
    expect(renderPlainText(told)).toContain("the Property is the Donor's self-acquired property")
    expect(told.reviewFlags.map((f) => f.id)).not.toContain('donor-holding')
  })

  it('the goods sale takes its defects from a schedule the Seller fills in', () => {
    const a = draftAgreement('goods-sale', minimalDetails('goods-sale'))
    const text = renderPlainText(a)
    expect(text).toMatch(/Known Defects: \[TO BE CONFIRMED: every defect/)
    expect(text).toContain('shall allow the Buyer to inspect')
    expect(a.reviewFlags.map((f) => f.id)).toContain('known-defects')
  })
})
