import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { draftAgreement } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// The interpretation clause names the new codes only where the instrument relies on them:
// Labour Codes in a car sale or a gift deed read as machine-made (review X3).
const CODES = [
  {
    named: /the Labour Codes/,
    cited: /^(?:Code on Wages|Industrial Relations Code|Code on Social Security|Occupational Safety)/,
  },
  { named: /Bharatiya Sakshya Adhiniyam/, cited: /^Bharatiya Sakshya Adhiniyam/ },
  { named: /Income-tax Act, 2025/, cited: /^Income-tax Act, 2025/ },
]

describe('the interpretation clause', () => {
  it.each(TEMPLATE_IDS)('%s names only the codes it cites', (id) => {
    const agreement = draftAgreement(id, SAMPLE_DETAILS[id])
    const clause = agreement.sections.flatMap((s) => s.clauses).find((c) => c.id === 'interpretation')
    if (!clause) return
    for (const { named, cited } of CODES)
      expect(named.test(clause.text), String(named)).toBe(agreement.statutes.some((s) => cited.test(s.name)))
  })
})
