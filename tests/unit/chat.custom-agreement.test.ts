import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyseDraft } from '#domain/analysis/index.ts'
import { type Agreement, PLACEHOLDER_PATTERN, renderPlainText } from '#domain/drafting/index.ts'
import {
  CUSTOM_CATEGORY_ID,
  CUSTOM_TEMPLATE_ID,
  InvalidCustomRequestError,
  draftCustomAgreement,
} from '#domain/assistant/index.ts'

const clauseIds = (a: Agreement) => a.sections.flatMap((s) => s.clauses.map((c) => c.id))
const clause = (a: Agreement, id: string) => a.sections.flatMap((s) => s.clauses).find((c) => c.id === id)

describe('draftCustomAgreement', () => {
  const agreement = draftCustomAgreement({
    description: 'An agreement with my neighbour about the boundary wall between our houses in Pune',
    parties: ['Ramesh Kumar', 'Anil Mehta'],
    obligations: [
      'Ramesh Kumar will pay half the cost of the boundary wall, about Rs. 8,50,000',
      'Anil Mehta will build the wall by 31/03/2027',
    ],
  })
  const text = renderPlainText(agreement)

  it('is a drafting Agreement marked custom', () => {
    expect(agreement.templateId).toBe(CUSTOM_TEMPLATE_ID)
    expect(agreement.layout).toBe('agreement')
    expect(agreement.pages).toBeGreaterThanOrEqual(2)
    expect(agreement.parties.map((p) => p.name)).toEqual(['Ramesh Kumar', 'Anil Mehta'])
  })

  it('needs no cast: its ids are the custom ones drafting allows, and the analysis falls back to the general clauses', () => {
    const typed: Agreement = agreement
    expect(typed.templateId).toBe('custom')
    expect(typed.categoryId).toBe(CUSTOM_CATEGORY_ID)
    expect(agreement.details.obligations?.raw).toContain('Anil Mehta will build the wall')
    const result = analyseDraft(agreement)
    if (result.status !== 'analysed') throw new Error('not analysed')
    expect(result.kind).toEqual({ source: 'none' })
    expect(result.completeness.basis).toBe('cross-cutting')
    expect(result.completeness.missing).toEqual([])
  })

  it('ends the termination grounds before the survival sentence', () => {
    const termination = clause(agreement, 'termination')
    expect(termination?.items).toHaveLength(2)
    expect(termination?.tail).toMatch(/^Termination does not affect rights and liabilities accrued before it/)
    expect(text).toMatch(
      /(?:ceases to carry on business|is adjudged insolvent)\.\n {4}Termination does not affect/,
    )
  })

  it('reaches drafting only through its public entry', () => {
    const dir = new URL('../../domain/assistant/', import.meta.url)
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    for (const file of files) {
      const source = readFileSync(new URL(file, dir), 'utf8')
      const imports = [...source.matchAll(/from '(#domain\/drafting\/[^']+)'/g)].map((m) => m[1])
      for (const path of imports) expect(path, file).toBe('#domain/drafting/index.ts')
    }
  })

  it('puts each obligation in its own clause, amounts in words, each party by its defined role', () => {
    const obligations = agreement.sections.find((s) => s.id === 'obligations')
    expect(obligations?.clauses.map((c) => c.id)).toEqual([
      'scope',
      'subject-matter',
      'obligation-1',
      'obligation-2',
    ])
    expect(clause(agreement, 'obligation-1')?.text).toBe(
      'The First Party will pay half the cost of the boundary wall, about ₹8,50,000 (Rupees Eight Lakh Fifty Thousand only).',
    )
    expect(clause(agreement, 'obligation-1')?.heading).toBe('Payment (Obligation 1)')
    expect(clause(agreement, 'obligation-2')?.text).toBe(
      'The Second Party will build the wall by 31/03/2027.',
    )
  })

  it('carries the standard Indian boilerplate', () => {
    for (const id of [
      'governing-law',
      'dispute-resolution',
      'jurisdiction',
      'notices',
      'severability',
      'entire-agreement',
      'counterparts',
    ]) {
      expect(clauseIds(agreement)).toContain(id)
    }
    expect(text).toContain('governed by and construed in accordance with the laws of India')
    expect(text).toContain(
      'arbitration under the Arbitration and Conciliation Act, 1996 by a sole arbitrator appointed by the mutual agreement of the Parties',
    )
    expect(text).toContain('no Party shall have the right to appoint the arbitrator unilaterally')
    expect(text).toContain('the seat of the arbitration shall be Pune, India')
  })

  it('ends with signature blocks for each party and two witnesses', () => {
    expect(agreement.signatures.signatories.map((s) => s.name)).toEqual(['Ramesh Kumar', 'Anil Mehta'])
    expect(agreement.signatures.witnessCount).toBe(2)
    expect(text).toContain('WITNESSES:')
    expect(agreement.checklist.witnesses.count).toBe(2)
  })

  it('flags what must be reviewed: the wording, the term, the custom origin', () => {
    const flags = agreement.reviewFlags.map((f) => f.id)
    expect(flags).toContain('custom-review')
    // A one-off job lasts until performed: no end date to confirm.
    expect(flags).not.toContain('term')
    expect(clause(agreement, 'term')?.text).toContain('until each Party has performed its obligations')
    expect(flags).toContain('immovable-property')
    expect(flags).not.toContain('obligation-wording')
  })

  it('invents nothing: unknown names and the seat are flagged placeholders', () => {
    const thin = draftCustomAgreement({
      description: 'Sharing the cost of a borewell',
      obligations: ['I will pay half of the drilling cost'],
    })
    const thinText = renderPlainText(thin)
    expect(thin.parties.map((p) => p.name)).toEqual([
      '[TO BE CONFIRMED: full name of the First Party]',
      '[TO BE CONFIRMED: full name of the Second Party]',
    ])
    expect(thinText).toContain('the seat of the arbitration shall be [TO BE CONFIRMED: city], India')
    const flags = thin.reviewFlags.map((f) => f.id)
    expect(flags).toEqual(expect.arrayContaining(['party-1-name', 'party-2-name', 'place', 'speaker']))
    // Every placeholder in the text is one the review flags explain.
    expect((thinText.match(PLACEHOLDER_PATTERN) ?? []).length).toBeGreaterThan(0)
  })

  it('scales a small arrangement between individuals: negotiation, mediation or Lok Adalat, courts; no insolvency or force majeure', () => {
    const small = draftCustomAgreement({
      description: 'Dog sitting while I am abroad',
      parties: ['Priya Sharma', 'Anita Rao'],
      speaker: 'Priya Sharma',
      obligations: ['Anita Rao will walk my dog twice a day', 'I will pay her 6,000 per month'],
    })
    const smallText = renderPlainText(small)
    expect(clause(small, 'dispute-resolution')?.text).toMatch(
      /negotiation.*Mediation Act, 2023.*Lok Adalat.*courts/,
    )
    expect(smallText).not.toMatch(/Arbitration and Conciliation Act|insolven|Force Majeure/i)
    expect(clause(small, 'obligation-2')?.text).toBe(
      'The First Party will pay the Second Party ₹6,000 (Rupees Six Thousand only) per month.',
    )
    expect(clause(small, 'termination-on-notice')?.text).toContain(
      'written notice of 30 (thirty) days to the other Party',
    )
    expect(small.reviewFlags.map((f) => f.id)).toContain('dispute-resolution-scaled')
  })

  it('uses the place given for execution, seat and courts', () => {
    const placed = draftCustomAgreement({
      description: 'Dog sitting',
      parties: ['Anita Rao'],
      obligations: ['Anita Rao will walk the dog twice a day'],
      place: 'Chennai',
    })
    expect(placed.preamble).toContain('executed at Chennai')
    expect(clause(placed, 'jurisdiction')?.text).toContain('the courts at Chennai')
  })

  it('refuses a request with nothing to agree to', () => {
    expect(() => draftCustomAgreement({ description: 'Something', obligations: [] })).toThrow(
      InvalidCustomRequestError,
    )
    expect(() => draftCustomAgreement({ description: '', obligations: ['x'] })).toThrow(
      InvalidCustomRequestError,
    )
  })
})
