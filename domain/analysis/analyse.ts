import { type Agreement, renderPlainText } from '#domain/drafting/index.ts'
import { HeadingIndex, expectedElements } from './expected.ts'
import { documentKind } from './kinds.ts'
import { LONG_SENTENCE_WORDS, readabilityOf, readabilityScore } from './readability.ts'
import { RULES, distinctPlaceholders, findPlaceholders } from './rules/index.ts'
import {
  bySeverity,
  completenessScore,
  complianceScore,
  hasVoidClause,
  riskScore,
  worstOf,
} from './scores.ts'
import { prepare } from './text.ts'
import type {
  AnalysisInput,
  AnalysisResult,
  Issue,
  ReadabilityDetail,
  Recommendation,
  RuleOutcome,
} from './types.ts'

/** Sentences longer than this on average make the readability recommendation. */
const TARGET_SENTENCE_LENGTH = 25

/**
 * Analyses a document's text against the rules of shared/reference/indian-law.md and scores
 * it. Works on the text as the user now has it; the template id (when known) selects the
 * template-specific rules and the expected clauses, the title otherwise. Empty text gives
 * `status: 'empty'` and no numbers.
 */
export function analyseAgreement(input: AnalysisInput): AnalysisResult {
  const kind = documentKind(input.templateId, input.title, input.content)
  if (!/\p{L}/u.test(input.content)) {
    return {
      status: 'empty',
      kind,
      message: 'There is no text to analyse yet: draft or paste the document first.',
    }
  }
  const prepared = prepare(input.title, input.content, kind)
  const doc = input.checklist ? { ...prepared, checklist: input.checklist } : prepared

  const issues: Issue[] = []
  const rules: RuleOutcome[] = []
  const seen = new Map<string, number>()
  for (const rule of RULES) {
    const outcome = { ruleId: rule.id, title: rule.title, kind: rule.kind, basis: rule.basis }
    if (!rule.applies(doc)) {
      rules.push({ ...outcome, status: 'not-applicable' })
      continue
    }
    const findings = rule.check(doc)
    const worst = worstOf(findings.map((f) => f.severity))
    rules.push(worst ? { ...outcome, status: 'failed', worst } : { ...outcome, status: 'passed' })
    for (const finding of findings) {
      const base = `${rule.id}:${finding.code}${finding.line ? `@${finding.line}` : ''}`
      const repeat = (seen.get(base) ?? 0) + 1
      seen.set(base, repeat)
      issues.push({
        id: repeat === 1 ? base : `${base}#${repeat}`,
        ruleId: rule.id,
        severity: finding.severity,
        message: finding.message,
        basis: finding.basis ?? rule.basis,
        fix: finding.fix,
        ...(finding.excerpt ? { excerpt: finding.excerpt } : {}),
        ...(finding.line ? { line: finding.line } : {}),
      })
    }
  }
  issues.sort(bySeverity)

  const { basis, elements } = expectedElements(doc)
  const headings = new HeadingIndex(doc.lines)
  const missing = elements
    .filter((element) => !element.present(doc, headings))
    .map((element) => element.label)
  const placeholders = distinctPlaceholders(findPlaceholders(doc))
  const readability = readabilityOf(doc.text)

  return {
    status: 'analysed',
    kind,
    scores: {
      risk: riskScore(issues),
      completeness: completenessScore(elements.length - missing.length, elements.length, placeholders),
      compliance: complianceScore(rules, hasVoidClause(issues)),
      readability: readabilityScore(readability),
    },
    issues,
    recommendations: recommend(issues, readability, missing),
    rules,
    completeness: {
      basis,
      expected: elements.length,
      present: elements.length - missing.length,
      missing,
      placeholders,
    },
    readability,
  }
}

/** Renders a drafted agreement to plain text and analyses it. */
export function analyseDraft(agreement: Agreement): AnalysisResult {
  return analyseAgreement({
    templateId: agreement.templateId,
    title: agreement.title,
    content: renderPlainText(agreement),
    checklist: agreement.checklist,
  })
}

/** One recommendation per distinct fix, most severe first; then missing clauses and readability. */
function recommend(
  issues: readonly Issue[],
  readability: ReadabilityDetail,
  missing: readonly string[],
): Recommendation[] {
  const byFix = new Map<string, { rec: Recommendation; ids: string[] }>()
  for (const issue of issues) {
    const key = `${issue.ruleId}|${issue.fix}`
    const existing = byFix.get(key)
    if (existing) {
      existing.ids.push(issue.id)
      continue
    }
    const ids = [issue.id]
    byFix.set(key, {
      rec: {
        id: `fix:${issue.id.split('@')[0]}`,
        text: issue.fix,
        severity: issue.severity,
        basis: issue.basis,
        issueIds: ids,
      },
      ids,
    })
  }
  const recommendations = [...byFix.values()].map(({ rec, ids }) => ({ ...rec, issueIds: [...ids] }))
  if (missing.length > 0) {
    const list = missing.slice(0, 6).join(', ')
    recommendations.push({
      id: 'completeness:missing',
      text: `Add the clause${missing.length === 1 ? '' : 's'} a complete document of this kind carries: ${list}${missing.length > 6 ? ` and ${missing.length - 6} more` : ''}.`,
      issueIds: [],
    })
  }
  if (readability.averageSentenceLength > TARGET_SENTENCE_LENGTH || readability.longSentences > 0) {
    const parts = [`sentences average ${readability.averageSentenceLength} words`]
    if (readability.longSentences > 0)
      parts.push(`${readability.longSentences} run past ${LONG_SENTENCE_WORDS} words`)
    recommendations.push({
      id: 'readability:sentences',
      text: `Readability: ${parts.join(' and ')}; split long sentences (aim for ${TARGET_SENTENCE_LENGTH} words or fewer) and prefer short, common words.`,
      issueIds: [],
    })
  }
  return recommendations
}
