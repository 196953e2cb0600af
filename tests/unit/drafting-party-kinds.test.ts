import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, type TemplateId } from '#domain/catalogue/index.ts'
import { type Agreement, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { entityKind } from '#domain/drafting/parties.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// Boilerplate follows the parties' kind (issue 18, class 5): a person has no officers, is not
// "duly constituted", is "he or she", and has no corporate insolvency process (IBC Part III is
// not in force for individuals other than personal guarantors [verify]).
const CORPORATE_WORDING = [
  /officers, employees and agents/,
  /if it is not an individual/,
  /duly constituted/,
  /Insolvency and Bankruptcy Code/,
  /resolution professional, liquidator/,
  /adequate procedures/,
  /responsible for its personnel/,
  /\bit is of full age\b/,
  /control of itself/,
  /chief executives/,
]

const PEOPLE = ['Anil Vasant Joshi', 'Priya Suresh Kulkarni', 'Harpreet Singh Bedi', 'Gurmeet Kaur']
const FIRMS = [
  'Deccan Traders Private Limited',
  'Konkan Exports LLP',
  'Sahyadri Mills Limited',
  'Malabar Foods LLP',
]

/** The sample with every field that names a party replaced by the given names, in turn. */
function withParties(id: TemplateId, names: readonly string[]): Record<string, string> {
  const sample = { ...SAMPLE_DETAILS[id] }
  const partyNames = new Set(draftAgreement(id, sample).parties.map((p) => p.name))
  let next = 0
  for (const [field, value] of Object.entries(sample))
    if (partyNames.has(value)) sample[field] = names[next++ % names.length] ?? value
  return sample
}

const drafts = (names: readonly string[]) =>
  TEMPLATE_IDS.map((id) => ({ id, agreement: draftAgreement(id, withParties(id, names), { place: 'Pune' }) }))
const allOf = (a: Agreement, kind: 'individual' | 'organisation') =>
  a.parties.every((p) => (entityKind(p.name) === 'individual') === (kind === 'individual'))

describe('boilerplate fits the parties', () => {
  const individual = drafts(PEOPLE).filter(({ agreement }) => allOf(agreement, 'individual'))

  it('covers most templates with individuals on every side', () => {
    expect(individual.length).toBeGreaterThanOrEqual(18)
  })

  it.each(individual.map(({ id, agreement }) => [id, agreement] as const))(
    '%s between individuals carries no corporate wording',
    (id, agreement) => {
      const text = renderPlainText(agreement)
      // A personal guarantor of a corporate debtor is within the IBC (Part III is in force for them).
      const wording = CORPORATE_WORDING.filter(
        (p) => id !== 'guarantee-agreement' || !/Insolvency/.test(p.source),
      )
      expect(wording.filter((pattern) => pattern.test(text))).toEqual([])
    },
  )

  it('organisations keep their constitution, officers and insolvency process', () => {
    const organisational = drafts(FIRMS).filter(({ agreement }) => allOf(agreement, 'organisation'))
    const texts = organisational.map(({ agreement }) => renderPlainText(agreement))
    expect(texts.length).toBeGreaterThanOrEqual(10)
    expect(texts.filter((t) => /duly constituted/.test(t)).length).toBeGreaterThanOrEqual(10)
    const loan = renderPlainText(draftAgreement('loan-agreement', withParties('loan-agreement', FIRMS)))
    expect(loan).toMatch(/Insolvency and Bankruptcy Code, 2016/)
    expect(loan).toMatch(/its directors, partners, officers, employees and agents|its directors, officers/)
  })

  it('a gift deed binds only the donor to warranties', () => {
    const text = renderPlainText(draftAgreement('gift-deed', withParties('gift-deed', PEOPLE)))
    expect(text).toContain('The Donor represents and warrants to the Donee that:')
    expect(text).toContain('he or she is of full age and sound mind')
  })
})

describe('an individual party is not "it" (second reading, class C1)', () => {
  // The pronoun forms the second reading found for individual guarantors, mortgagors and others.
  const itFor = (role: string) =>
    new RegExp(
      `\\b[Tt]he ${role} (?:represents and warrants|represents|warrants|declares|confirms) that it (?:has|is|owns)\\b|\\b[Tt]he ${role} (?:shall|may)(?: not)? \\w+ its (?:rights?|liability|obligations)\\b|\\b[Tt]he ${role}\\b[^.;]*\\b(?:discharges|reduces|limits) its liability\\b`,
    )
  // The agreement for sale ("The Buyer represents that it is eligible") is being changed on another branch.
  const OPEN_ELSEWHERE = ['property-sale']
  const cases = drafts(PEOPLE)
    .filter(({ id }) => !OPEN_ELSEWHERE.includes(id))
    .flatMap(({ id, agreement }) =>
      agreement.parties
        .filter((p) => entityKind(p.name) === 'individual')
        .map((p) => [id, p.role, agreement] as const),
    )

  it('covers the guarantor and the mortgagor', () => {
    const roles = cases.map(([id, role]) => `${id}:${role}`)
    expect(roles).toEqual(
      expect.arrayContaining(['guarantee-agreement:Guarantor', 'mortgage-agreement:Mortgagor']),
    )
  })

  it.each(cases)('%s: the %s', (_id, role, agreement) => {
    const sentences = renderPlainText(agreement).split(/(?<=\.)\s+/)
    expect(sentences.filter((s) => itFor(role).test(s))).toEqual([])
  })

  it('the scan catches the sentences the second reading quoted', () => {
    expect(
      itFor('Mortgagor').test(
        'The Mortgagor represents and warrants that it has a clear and marketable title.',
      ),
    ).toBe(true)
    expect(itFor('Guarantor').test('the Guarantor shall not exercise its rights of subrogation')).toBe(true)
    expect(
      itFor('Guarantor').test('The Guarantor agrees that none of them discharges or reduces its liability.'),
    ).toBe(true)
  })
})
