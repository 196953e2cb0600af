import { analyseDraft } from '#domain/analysis/index.ts'
import { checklistLines, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import type { SampleAgreement } from './contract.ts'

// In place of testimonials, the landing page shows what the offline drafting engine really
// writes: this agreement is drafted from these (fictitious) details when the server first
// needs it, so the sample can never drift from the engine.

export const SAMPLE_TEMPLATE = 'rental-agreement'
export const SAMPLE_DETAILS = {
  landlordName: 'Priya Sharma',
  tenantName: 'Ravi Kumar',
  propertyAddress: 'Flat 12, Shanti Apartments, Baner, Pune 411045',
  monthlyRent: '25000',
  securityDeposit: '1 lakh',
  leasePeriod: '11',
} as const

/** About a screenful of the opening: whole paragraphs up to this many characters. */
const EXCERPT_CHARS = 2_200
const SHOWN_ISSUES = 3

export function draftSample(): SampleAgreement {
  const agreement = draftAgreement(SAMPLE_TEMPLATE, SAMPLE_DETAILS)
  const lines = renderPlainText(agreement).split('\n')
  const excerpt: string[] = []
  let length = 0
  for (const line of lines) {
    if (length + line.length > EXCERPT_CHARS && excerpt.length > 0) break
    excerpt.push(line)
    length += line.length + 1
  }
  const analysis = analyseDraft(agreement)
  return {
    title: agreement.title,
    excerpt: excerpt.join('\n').trimEnd(),
    totalLines: lines.length,
    pages: agreement.pages,
    checklist: checklistLines(agreement.checklist),
    statutes: agreement.statutes.map((s) => (s.provisions ? `${s.name} (${s.provisions})` : s.name)),
    reviewFlags: agreement.reviewFlags.length,
    analysis:
      analysis.status === 'empty'
        ? { status: 'empty', message: analysis.message }
        : {
            status: 'analysed',
            ...analysis.scores,
            rulesPassed: analysis.rules.filter((r) => r.kind === 'compliance' && r.status === 'passed')
              .length,
            rulesApplicable: analysis.rules.filter(
              (r) => r.kind === 'compliance' && r.status !== 'not-applicable',
            ).length,
            issues: analysis.issues
              .slice(0, SHOWN_ISSUES)
              .map(({ severity, message, basis }) => ({ severity, message, basis })),
          },
  }
}

let cached: SampleAgreement | undefined

/** The sample, drafted once per server process (the engine is deterministic for fixed details). */
export function landingSample(): SampleAgreement {
  cached ??= draftSample()
  return cached
}
