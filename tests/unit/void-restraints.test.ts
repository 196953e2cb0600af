import { describe, expect, it } from 'vitest'
import { CONTRACT_ACT_S27, screenInstruction } from '#domain/ai/void-clauses.ts'
import { voidAsksIn, withoutVoidAsks } from '#domain/assistant/custom/void-asks.ts'
import { findVoidClause } from '#domain/templates/void-screen.ts'
import { analyseAgreement } from '#domain/analysis/index.ts'

// A bar on any other work after the engagement ends is void (Indian Contract Act s.27),
// however a person words it; the same bar during the engagement is lawful exclusivity.
describe('restraints after the engagement, as people word them', () => {
  it.each([
    'she must not work for anyone else for 2 years after leaving',
    'with a non-compete for 2 years after she leaves',
    'Lakshmi should not cook for any other house after she leaves',
    'he cannot take up a job with anybody else for one year after resigning',
    'the driver will not drive for another family for six months after the contract ends',
    'replace the confidentiality clause with a non-compete for 2 years after leaving',
    'she should not work anywhere else for one year after she leaves',
    'he must not take up work somewhere else for 6 months after he resigns',
  ])('refused: %s', (words) => {
    expect(screenInstruction(words, {})).toMatchObject({ reason: 'refused', statute: CONTRACT_ACT_S27 })
    expect(voidAsksIn(`I want to hire a cook. ${words}.`)).toHaveLength(1)
  })

  it.each([
    'she must not work for anyone else while employed with us',
    'during the employment he shall not work for any other company',
    'explain the non-compete clause',
    'she will work only for us during the engagement',
    'replace the non-compete with a non-solicitation clause for 12 months after leaving',
    'she should not work anywhere else while she is employed with us',
  ])('not refused: %s', (words) => {
    expect(screenInstruction(words, {})).toBeNull()
  })

  it('quotes only the void clause of a sentence joined by "and", and the whole sentence when no clause alone is void', () => {
    const joined =
      'Karan Malhotra will work as my assistant for 20,000 a month and will not join any competitor for two years after leaving.'
    const asks = voidAsksIn(joined)
    expect(asks.map((a) => a.words)).toEqual(['will not join any competitor for 2 years after leaving.'])
    expect(
      withoutVoidAsks(
        'Karan Malhotra will work as my assistant for 20,000 a month and will not join any competitor for 2 years after leaving',
        asks,
      ),
    ).toBe('Karan Malhotra will work as my assistant for 20,000 a month')
    const spread = 'She must not work for anyone else and will not do so for 2 years after leaving.'
    expect(voidAsksIn(spread).map((a) => a.words)).toEqual([spread])
  })
})

// A restraint written as a drafted clause (a template's body, a pasted edit) is refused by the
// edit and template screen exactly when the analyser flags it: one reading, two doors.
describe('restraints drafted as clauses', () => {
  const CLAUSES = [
    'For two years after the termination of employment, the Employee shall not join or start any business competing with the Employer anywhere in India.',
    'For two years after this agreement ends, the Consultant shall not carry on any competing business anywhere in India.',
    'The Employee shall not be engaged in any business similar to that of the Company for 12 months following the Relieving Date.',
    'The Employee shall not take up employment with any other company for one year after resignation.',
  ]
  const LAWFUL = [
    'During the employment the Employee shall not carry on any competing business.',
    'For one year after leaving, the Employee shall not solicit any employee of the Company to join a competitor.',
    'The Employee shall not disclose Confidential Information to any competitor, during or after the employment.',
  ]
  const flagged = (clause: string) =>
    analyseAgreement({
      templateId: 'employment-contract',
      title: 'Employment Contract',
      content: `EMPLOYMENT CONTRACT\n\n1. ${clause}\n`,
    })

  it.each(CLAUSES)('refused in a template body and flagged by the analyser: %s', (clause) => {
    expect(findVoidClause(clause, { category: 'Employment' })).toMatchObject({ statute: CONTRACT_ACT_S27 })
    const analysis = flagged(clause)
    expect(analysis.status).toBe('analysed')
    if (analysis.status === 'analysed')
      expect(analysis.issues.map((i) => i.ruleId)).toContain('post-employment-non-compete')
  })

  it.each(LAWFUL)('neither refused nor flagged: %s', (clause) => {
    expect(findVoidClause(clause, { category: 'Employment' })).toBeNull()
    const analysis = flagged(clause)
    if (analysis.status === 'analysed')
      expect(analysis.issues.map((i) => i.ruleId)).not.toContain('post-employment-non-compete')
  })
})
