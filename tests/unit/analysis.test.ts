import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, type TemplateId } from '#domain/catalogue/index.ts'
import {
  type AnalysedResult,
  RULES,
  analyseAgreement,
  analyseDraft,
  analysisInputSchema,
  documentKind,
  readabilityOf,
  syllables,
  templateHeadings,
} from '#domain/analysis/index.ts'
import { estimatePages } from '#domain/drafting/index.ts'
import { analyse, analysed, codes, edit, fresh, insertBefore, removeClause } from './analysis.fixtures.ts'

/**
 * Findings the analyser makes on fresh drafts that are the drafting engine's (or the
 * catalogue's) to fix, reported to its owner. A fresh draft may carry these and unfilled
 * placeholders, nothing else — and none of them is high severity.
 */
const KNOWN_DRAFTING_GAPS: Partial<Record<TemplateId, readonly string[]>> = {
  // The catalogue has no employer-name field for the three letters, so the employer is a placeholder.
  'offer-letter': ['parties:placeholder'],
  'probation-letter': ['parties:placeholder'],
  // …and the letter prints the reference's "[verify sections 70 and 83]" note in clause 1.4.
  'termination-letter': ['parties:placeholder'],
}

const drafts = new Map(TEMPLATE_IDS.map((id) => [id, fresh(id)]))
function draft(id: TemplateId) {
  const entry = drafts.get(id)
  if (!entry) throw new Error(id)
  return entry
}

describe('nothing to analyse', () => {
  it.each([[''], ['   \n\n  '], ['____ ____'], ['1. 2. 3.']])(
    '%j gives status "empty" and no numbers',
    (content) => {
      const result = analyseAgreement({ title: 'Untitled', content })
      expect(result.status).toBe('empty')
      expect(result).not.toHaveProperty('scores')
      if (result.status === 'empty') expect(result.message).toMatch(/no text to analyse/)
    },
  )
})

describe.each(TEMPLATE_IDS.map((id) => [id]))('a fresh %s', (id) => {
  const { agreement, text } = draft(id)
  const result = analysed(analyseDraft(agreement))

  it('scores well: no high-severity issue, compliance and completeness at least 90', () => {
    expect(result.issues.filter((i) => i.severity === 'high')).toEqual([])
    expect(result.scores.compliance).toBeGreaterThanOrEqual(90)
    expect(result.scores.completeness).toBeGreaterThanOrEqual(90)
    for (const score of Object.values(result.scores)) {
      expect(Number.isInteger(score)).toBe(true)
      expect(score).toBeGreaterThanOrEqual(0)
      expect(score).toBeLessThanOrEqual(100)
    }
  })

  it('has every clause the drafting engine always gives the template', () => {
    expect(result.completeness.basis).toBe('template')
    expect(result.completeness.missing).toEqual([])
    expect(result.completeness.expected).toBeGreaterThanOrEqual(8)
  })

  it('raises nothing beyond unfilled placeholders and the known drafting gaps', () => {
    const unexpected = codes(result).filter(
      (code) => code !== 'placeholders:unfilled' && !(KNOWN_DRAFTING_GAPS[id] ?? []).includes(code),
    )
    expect(unexpected).toEqual([])
  })

  it('gives each issue a basis and a fix, and a recommendation for each issue', () => {
    for (const issue of result.issues) {
      expect(issue.basis.length).toBeGreaterThan(5)
      expect(issue.fix.length).toBeGreaterThan(10)
      expect(result.recommendations.filter((r) => r.issueIds.includes(issue.id))).toHaveLength(1)
    }
  })

  it('is analysed the same from its text, and recognised from its title alone', () => {
    expect(analyseAgreement({ templateId: id, title: agreement.title, content: text })).toEqual(result)
    expect(documentKind(undefined, agreement.title, text)).toEqual({ templateId: id, source: 'title' })
  })
})

describe('the scores are computed, not fixed', () => {
  const { text } = draft('rental-agreement')
  const defects: readonly ((t: string) => string)[] = [
    (t) =>
      insertBefore(
        t,
        /^\d+\.\d+ Police Verification\./m,
        '4.6 Restraint. The Licensee shall not, for two years after the termination of this Agreement, carry on any business that competes with the Licensor.',
      ),
    (t) =>
      edit(t, (x) =>
        x.replace('appointed by the mutual agreement of the Parties', 'appointed by the Licensor'),
      ),
    (t) => removeClause(t, 'Governing Law'),
    (t) => removeClause(t, 'Registration'),
  ]
  const texts = defects.reduce<string[]>((all, add) => [...all, add(all[all.length - 1] ?? text)], [text])
  const results = texts.map((t) => analyse('rental-agreement', t))

  it('risk rises and compliance falls with each defect added', () => {
    for (let i = 1; i < results.length; i += 1) {
      const [before, after] = [results[i - 1] as AnalysedResult, results[i] as AnalysedResult]
      expect(after.scores.risk, `defect ${i}`).toBeGreaterThan(before.scores.risk)
      expect(after.scores.compliance, `defect ${i}`).toBeLessThan(before.scores.compliance)
    }
    expect(results.at(-1)?.issues.filter((i) => i.severity === 'high').length).toBeGreaterThanOrEqual(2)
  })

  it("return to the clean draft's scores when the defects are removed again", () => {
    const repaired = analyse('rental-agreement', text)
    expect(repaired.scores).toEqual(results[0]?.scores)
    expect(analyse('rental-agreement', texts[1] ?? '').scores).toEqual(results[1]?.scores)
  })

  it('completeness falls when clauses are deleted and reaches 100 when every placeholder is filled', () => {
    const base = results[0] as AnalysedResult
    const cut = analyse(
      'rental-agreement',
      removeClause(removeClause(text, 'Police Verification'), 'Holding Over'),
    )
    expect(cut.completeness.missing).toEqual(['Police Verification', 'Holding Over'])
    expect(cut.scores.completeness).toBeLessThan(base.scores.completeness)
    const filled = analyse(
      'rental-agreement',
      edit(text, (t) => t.replace(/\[TO BE CONFIRMED: [^\]]+\]/g, 'as agreed')),
    )
    expect(filled.completeness.placeholders).toBe(0)
    expect(filled.scores.completeness).toBe(100)
    expect(base.scores.completeness).toBeLessThan(100)
  })

  it('readability follows the prose: plain sentences score higher than legalese', () => {
    const base = results[0] as AnalysedResult
    const plain = analyse(
      'rental-agreement',
      `${text}\n\n${'You pay the rent on the fifth. We fix the roof. You keep the flat clean. '.repeat(200)}`,
    )
    expect(plain.scores.readability).toBeGreaterThan(base.scores.readability)
    const dense = analyse(
      'rental-agreement',
      `${text}\n\n${'Notwithstanding anything hereinbefore contained, the indemnification obligations hereunder shall, notwithstanding any termination, cancellation, rescission or determination of this Agreement, continue in full force and effect, unconditionally and irrevocably, for the benefit of the indemnified parties and their respective successors, administrators and permitted assigns. '.repeat(50)}`,
    )
    expect(dense.scores.readability).toBeLessThan(base.scores.readability)
    expect(dense.readability.averageSentenceLength).toBeGreaterThan(base.readability.averageSentenceLength)
    expect(dense.recommendations.some((r) => r.id === 'readability:sentences')).toBe(true)
  })

  it('two different documents do not share the same scores', () => {
    const will = analysed(analyseDraft(draft('will-testament').agreement))
    const sha = analysed(analyseDraft(draft('shareholders-agreement').agreement))
    expect(will.scores).not.toEqual(sha.scores)
    expect(will.readability.fleschReadingEase).not.toBe(sha.readability.fleschReadingEase)
  })

  it('risk is the documented weighted sum of severities, capped at 100', () => {
    const worst = results.at(-1) as AnalysedResult
    const weights = { high: 25, medium: 8, low: 2 }
    const sum = worst.issues.reduce((total, issue) => total + weights[issue.severity], 0)
    expect(worst.scores.risk).toBe(Math.min(100, sum))
  })
})

describe('readability (Flesch Reading Ease)', () => {
  it('counts syllables by vowel groups', () => {
    expect(['the', 'agreement', 'licence', 'arbitration', 'rent', 'property'].map(syllables)).toEqual([
      1, 3, 2, 4, 1, 3,
    ])
  })

  it('computes the formula from words, sentences and syllables', () => {
    const detail = readabilityOf('The dog ran home. The cat sat on a mat.')
    expect(detail).toMatchObject({ words: 10, sentences: 2, averageSentenceLength: 5 })
    expect(detail.fleschReadingEase).toBeCloseTo(206.835 - 1.015 * 5 - 84.6 * (10 / 10), 1)
  })

  it('does not split at "s.27", "No." or "Pvt. Ltd." and skips headings, signature lines and placeholders', () => {
    const detail = readabilityOf(
      'SERVICES\n\n1.1 Scope. The restraint is void under s.27 of the Act. Flat No. 5 belongs to Acme Pvt. Ltd. today.\nSignature: ______\n[TO BE CONFIRMED: address]',
    )
    expect(detail.sentences).toBe(2)
  })
})

describe('which rules apply', () => {
  it('uses the template id when given, the title otherwise, and only the cross-cutting rules when neither tells', () => {
    const { text } = draft('lease-deed')
    expect(analyse('lease-deed', text).kind).toEqual({ templateId: 'lease-deed', source: 'given' })
    expect(
      analysed(analyseAgreement({ templateId: 'no-such-template', title: 'Lease Deed', content: text })).kind,
    ).toEqual({ templateId: 'lease-deed', source: 'title' })
    const plain = analysed(
      analyseAgreement({
        title: 'Notes',
        content: 'The parties agree to meet on Monday to discuss the plan.',
      }),
    )
    expect(plain.kind).toEqual({ source: 'none' })
    expect(plain.completeness.basis).toBe('cross-cutting')
    expect(plain.completeness.missing).toEqual(
      expect.arrayContaining([
        'Governing law',
        'Dispute resolution',
        'Notices',
        'Parties named',
        'Signature block',
      ]),
    )
    expect(plain.rules.find((r) => r.ruleId === 'registration')?.status).toBe('not-applicable')
  })

  it('a lease recognised only from its title is still checked for registration', () => {
    const { text } = draft('lease-deed')
    const result = analysed(
      analyseAgreement({
        title: 'Lease Deed',
        content: edit(text, (t) => t.replace(/^.*registration.*$/gim, '')),
      }),
    )
    expect(result.issues.find((i) => i.ruleId === 'registration')?.severity).toBe('high')
  })

  it('every rule has a title and a basis, and the template headings come from the drafting engine', () => {
    for (const rule of RULES) expect(rule.basis.length).toBeGreaterThan(10)
    expect(templateHeadings('rental-agreement')).toEqual(
      expect.arrayContaining(['Police Verification', 'Governing Law', 'Dispute Resolution']),
    )
  })
})

describe('input and speed', () => {
  it('the route schema accepts the input and rejects a missing content', () => {
    expect(
      analysisInputSchema.safeParse({ title: 'x', content: 'y', templateId: 'will-testament' }).success,
    ).toBe(true)
    expect(analysisInputSchema.safeParse({ title: 'x' }).success).toBe(false)
  })

  // Its speed is measured by `npm run bench:drafting`, not here: a timed test fails on a
  // busy shared machine for reasons that have nothing to do with the code.
  it('analyses a 30-page document in full', () => {
    const parts: string[] = []
    for (const id of TEMPLATE_IDS) {
      parts.push(draft(id).text)
      if (estimatePages(parts.join('\n')) >= 30) break
    }
    const content = parts.join('\n')
    expect(estimatePages(content)).toBeGreaterThanOrEqual(30)
    const result = analyseAgreement({
      templateId: 'rental-agreement',
      title: 'Leave and Licence Agreement',
      content,
    })
    if (result.status === 'empty') throw new Error(result.message)
    for (const score of Object.values(result.scores)) {
      expect(score).toBeGreaterThanOrEqual(0)
      expect(score).toBeLessThanOrEqual(100)
    }
  })
})
