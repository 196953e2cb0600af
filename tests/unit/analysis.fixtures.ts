import { expect } from 'vitest'
import type { TemplateId } from '#domain/catalogue/index.ts'
import { type AnalysedResult, type AnalysisResult, analyseAgreement } from '#domain/analysis/index.ts'
import { type Agreement, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

/** A freshly drafted agreement of the template from the drafting tests' sample details, and its text. */
export function fresh(
  id: TemplateId,
  overrides: Record<string, string> = {},
): { agreement: Agreement; text: string } {
  const agreement = draftAgreement(id, { ...SAMPLE_DETAILS[id], ...overrides })
  return { agreement, text: renderPlainText(agreement) }
}

export function analysed(result: AnalysisResult): AnalysedResult {
  if (result.status !== 'analysed') throw new Error(`expected an analysis, got ${result.status}`)
  return result
}

/** Analyses text as a document of the template (the way the app calls it after an edit). */
export function analyse(id: TemplateId, text: string, title = ''): AnalysedResult {
  return analysed(analyseAgreement({ templateId: id, title, content: text }))
}

/** Applies an edit and fails the test if the edit did not change the text (a pattern that no longer matches). */
export function edit(text: string, change: (text: string) => string): string {
  const changed = change(text)
  expect(changed, 'the edit must change the text').not.toBe(text)
  return changed
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Deletes the clause "N.N Heading. …" with its sub-paragraphs (up to the next blank line). */
export function removeClause(text: string, heading: string): string {
  return edit(text, (t) =>
    t.replace(new RegExp(`^\\d+\\.\\d+ ${escape(heading)}\\.[\\s\\S]*?\\n\\n`, 'm'), ''),
  )
}

/** Inserts a paragraph before the first line that starts with the marker. */
export function insertBefore(text: string, marker: RegExp, paragraph: string): string {
  return edit(text, (t) => {
    const match = marker.exec(t)
    if (!match) return t
    return `${t.slice(0, match.index)}${paragraph}\n\n${t.slice(match.index)}`
  })
}

/** Issue codes ("rule:code") of a result, without the line. */
export function codes(result: AnalysedResult): string[] {
  return result.issues.map((issue) => issue.id.split('@')[0] ?? issue.id)
}

export function ruleCodes(result: AnalysedResult, ruleId: string): string[] {
  return result.issues
    .filter((issue) => issue.ruleId === ruleId)
    .map((issue) => issue.id.split('@')[0] ?? issue.id)
}
