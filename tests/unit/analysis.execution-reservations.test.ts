import { describe, expect, it } from 'vitest'
import { type TemplateId, listTemplates } from '#domain/catalogue/index.ts'
import { VOID_COMPLIANCE_CAP, analyseAgreement, riskLevel } from '#domain/analysis/index.ts'
import { analyse, analysed, edit, fresh, insertBefore, removeClause, ruleCodes } from './analysis.fixtures.ts'

// Second reading C8 (issue 18 part 4 style): fresh drafts of every template pass both rules;
// an e-signature clause edited into an instrument whose checklist says "not permitted", and a
// life interest left only in a definition or recital, are flagged and cap compliance.

const E_SIGN_CLAUSES = [
  'A Party may execute this Deed by an electronic signature or a digital signature recognised under section 3A of the Information Technology Act, 2000 (including Aadhaar-based eSign), and a counterpart so executed binds that Party as if signed in ink.',
  'This instrument may be signed electronically through DocuSign.',
  'Counterparts of this instrument may be signed and exchanged by e-mail in PDF, each of which is an original.',
]

/** A fresh draft with one paragraph added before the execution block. */
function withClause(id: TemplateId, clause: string, overrides: Record<string, string> = {}): string {
  return insertBefore(fresh(id, overrides).text, /^IN WITNESS WHEREOF/m, `9.9 Execution. ${clause}`)
}

describe('no false positives: a fresh draft of every template passes both rules', () => {
  it.each(listTemplates().map((t) => [t.id]))('%s', (id) => {
    const { agreement, text } = fresh(id)
    const result = analyse(id, text)
    expect(ruleCodes(result, 'electronic-execution')).toEqual([])
    expect(ruleCodes(result, 'reserved-rights')).toEqual([])
    // The rule applies exactly where the drafted checklist says "Electronic signature: not permitted".
    const outcome = result.rules.find((r) => r.ruleId === 'electronic-execution')
    expect(outcome?.status === 'not-applicable').toBe(agreement.checklist.eSignature.permitted)
  })
})

describe('an e-signature clause in an instrument that must be signed in ink (checklist: not permitted)', () => {
  const deeds: readonly TemplateId[] = ['gift-deed', 'sale-deed', 'mortgage-agreement', 'family-settlement']
  for (const id of deeds) {
    it.each(E_SIGN_CLAUSES.map((c) => [c]))(`${id}: %s`, (clause) => {
      const clean = analyse(id, fresh(id).text)
      const result = analyse(id, withClause(id, clause))
      expect(ruleCodes(result, 'electronic-execution')).toEqual(['electronic-execution:in-person'])
      const issue = result.issues.find((i) => i.ruleId === 'electronic-execution')
      expect(issue?.severity).toBe('high')
      expect(issue?.message).toMatch(/registered by the executants appearing before the Sub-Registrar/)
      expect(issue?.basis).toMatch(/Registration Act, 1908/)
      expect(result.scores.compliance).toBeLessThanOrEqual(VOID_COMPLIANCE_CAP)
      expect(result.scores.compliance).toBeLessThan(clean.scores.compliance)
      expect(riskLevel(result.scores.risk)).toBe('High')
    })
  }

  it('names attestation for the gift deed and the mortgage, with their sections', () => {
    const gift = analyse('gift-deed', withClause('gift-deed', E_SIGN_CLAUSES[0] ?? ''))
    expect(gift.issues.find((i) => i.ruleId === 'electronic-execution')?.basis).toMatch(/s\.123/)
    const mortgage = analyse('mortgage-agreement', withClause('mortgage-agreement', E_SIGN_CLAUSES[1] ?? ''))
    expect(mortgage.issues.find((i) => i.ruleId === 'electronic-execution')?.message).toMatch(
      /attested by two witnesses/,
    )
  })

  it('the engine’s own e-signature sentence, put back into the counterparts clause (Draft 7), is caught', () => {
    const { text } = fresh('family-settlement')
    const eSigned = edit(text, (t) =>
      t.replace(/(Counterparts\. [^\n]*one and the same instrument\.)/, `$1 ${E_SIGN_CLAUSES[0] ?? ''}`),
    )
    expect(ruleCodes(analyse('family-settlement', eSigned), 'electronic-execution')).toEqual([
      'electronic-execution:in-person',
    ])
  })

  it.each(E_SIGN_CLAUSES.map((c) => [c]))('a will: %s', (clause) => {
    const result = analyse('will-testament', withClause('will-testament', clause))
    expect(ruleCodes(result, 'electronic-execution')).toEqual(['electronic-execution:will'])
    expect(result.scores.compliance).toBeLessThanOrEqual(VOID_COMPLIANCE_CAP)
    expect(riskLevel(result.scores.risk)).toBe('High')
  })

  it('a power of attorney stays medium (the regulated-entity carve-out) and does not cap', () => {
    const result = analyse('power-of-attorney', withClause('power-of-attorney', E_SIGN_CLAUSES[0] ?? ''))
    expect(result.issues.find((i) => i.ruleId === 'electronic-execution')?.severity).toBe('medium')
    expect(result.scores.compliance).toBeGreaterThan(VOID_COMPLIANCE_CAP)
  })

  it('is not flagged where the checklist permits e-signature, or where the clause forbids it', () => {
    for (const id of ['lease-deed', 'rental-agreement', 'property-sale', 'service-agreement'] as const) {
      const result = analyse(id, withClause(id, E_SIGN_CLAUSES[0] ?? ''))
      expect(ruleCodes(result, 'electronic-execution'), id).toEqual([])
    }
    const inInk = withClause('gift-deed', 'This Deed shall not be executed by electronic signature or eSign.')
    expect(ruleCodes(analyse('gift-deed', inInk), 'electronic-execution')).toEqual([])
  })
})

/** Takes the reservation out of the family settlement's operative clauses, as Draft 7 had it. */
function withoutReservedRights(text: string): string {
  let t = removeClause(text, 'Reserved Rights')
  t = edit(t, (s) => s.replace(', subject to the Reserved Rights.', '.'))
  t = edit(t, (s) => s.replace(', other than the Reserved Rights, which are not released,', ','))
  return edit(t, (s) =>
    s.replace(
      /, subject to the Reserved Rights: a person entitled to reside in a property continues in occupation of it while the right lasts\./,
      '.',
    ),
  )
}

describe('a life interest kept only in a definition or recital, released absolutely in the body', () => {
  // The sample's wording and Draft 7's.
  const distributions: Record<string, string>[] = [
    {},
    {
      distribution:
        'House to Rakesh Sharma; agricultural land to Meena Joshi; Savitri Devi to reside in the house for life; Rakesh Sharma pays Meena Joshi ₹10,00,000 as owelty',
    },
  ]

  it.each(distributions.map((d) => [d]))(
    'family settlement %#: the fresh draft passes, the edited one is flagged',
    (overrides) => {
      const { text } = fresh('family-settlement', overrides)
      const clean = analyse('family-settlement', text)
      expect(clean.rules.find((r) => r.ruleId === 'reserved-rights')?.status).toBe('passed')

      const result = analyse('family-settlement', withoutReservedRights(text))
      expect(ruleCodes(result, 'reserved-rights')).toEqual(['reserved-rights:released'])
      const issue = result.issues.find((i) => i.ruleId === 'reserved-rights')
      expect(issue?.severity).toBe('high')
      expect(issue?.message).toMatch(
        /^A definition reserves a life interest or right of residence \("\(b\) "Allocation" means/,
      )
      expect(issue?.excerpt).toMatch(/absolutely, as the exclusive owner/)
      expect(result.scores.compliance).toBeLessThanOrEqual(VOID_COMPLIANCE_CAP)
      expect(result.scores.compliance).toBeLessThan(clean.scores.compliance)
      expect(riskLevel(result.scores.risk)).toBe('High')
    },
  )

  it('an operative Reserved Rights clause that is "not released" keeps the right, even without the other savings', () => {
    const { text } = fresh('family-settlement')
    const releaseBare = edit(text, (s) =>
      s.replace(', other than the Reserved Rights, which are not released,', ','),
    )
    expect(ruleCodes(analyse('family-settlement', releaseBare), 'reserved-rights')).toEqual([])
  })

  it('a gift deed whose recital keeps the donor’s residence for life, given absolutely in the body, is flagged', () => {
    const { text } = fresh('gift-deed')
    const recital = insertBefore(
      text,
      /^NOW THIS DEED WITNESSES/m,
      'Z. The Donor shall continue to reside in the Property for her lifetime.',
    )
    const result = analyse('gift-deed', recital)
    expect(ruleCodes(result, 'reserved-rights')).toEqual(['reserved-rights:released'])
    expect(result.issues.find((i) => i.ruleId === 'reserved-rights')?.message).toMatch(/^A recital reserves/)
    expect(result.scores.compliance).toBeLessThanOrEqual(VOID_COMPLIANCE_CAP)
  })

  it('does not apply to a reservation made only in an operative clause', () => {
    const result = analyse(
      'will-testament',
      withClause(
        'will-testament',
        'My wife Lakshmi Iyer shall have the right to reside in the flat for her lifetime.',
      ),
    )
    expect(result.rules.find((r) => r.ruleId === 'reserved-rights')?.status).toBe('not-applicable')
  })
})

describe('the document’s own checklist decides, not the template’s example', () => {
  // A gift of movables may be made by delivery (TPA s.123) and need not be registered: an
  // e-signature clause in it is a medium point, not a void clause capping compliance.
  const movables = { propertyType: 'Movable Property', propertyDescription: 'A gold necklace of 40 grams' }

  it('a gift of movables with an e-signature clause: attestation, medium, no cap', () => {
    const { agreement } = fresh('gift-deed', movables)
    expect(agreement.checklist.registration.status).not.toBe('compulsory')
    const content = withClause('gift-deed', E_SIGN_CLAUSES[0]!, movables)
    const result = analysed(
      analyseAgreement({ templateId: 'gift-deed', title: '', content, checklist: agreement.checklist }),
    )
    expect(ruleCodes(result, 'electronic-execution')).toEqual(['electronic-execution:attestation'])
    expect(result.issues.find((i) => i.ruleId === 'electronic-execution')?.severity).toBe('medium')
    expect(result.scores.compliance).toBeGreaterThan(VOID_COMPLIANCE_CAP)
  })

  it('a gift of land with the same clause and its own checklist: registration, high, capped', () => {
    const { agreement } = fresh('gift-deed')
    const content = withClause('gift-deed', E_SIGN_CLAUSES[0]!)
    const result = analysed(
      analyseAgreement({ templateId: 'gift-deed', title: '', content, checklist: agreement.checklist }),
    )
    expect(ruleCodes(result, 'electronic-execution')).toEqual(['electronic-execution:in-person'])
    expect(result.scores.compliance).toBeLessThanOrEqual(VOID_COMPLIANCE_CAP)
  })
})
