import type { AnalysisResult } from '#domain/analysis/index.ts'
import type { ExecutionChecklist, RegistrationStatus } from '#domain/drafting/types.ts'

/**
 * What the portfolio dashboard keeps of one document: its scores, what is left to fill in,
 * the worst finding and the steps its execution needs. Computed once per text change, so the
 * dashboard never analyses a text when it is viewed.
 */
export interface DocumentFacts {
  /** Null when the text has nothing to score (no letters). */
  readonly scores: { risk: number; compliance: number; completeness: number; readability: number } | null
  /** Distinct unfilled placeholders (`[TO BE CONFIRMED: …]` and other blanks). */
  readonly placeholders: number
  /** High-severity issues still in the text. */
  readonly seriousIssues: number
  /** The first high-severity issue's message, to name in the attention list. */
  readonly worstIssue: string | null
}

export function factsOf(analysis: AnalysisResult): DocumentFacts {
  if (analysis.status === 'empty')
    return { scores: null, placeholders: 0, seriousIssues: 0, worstIssue: null }
  const serious = analysis.issues.filter((i) => i.severity === 'high')
  return {
    scores: { ...analysis.scores },
    placeholders: analysis.completeness.placeholders,
    seriousIssues: serious.length,
    worstIssue: serious[0]?.message ?? null,
  }
}

/** The execution steps the dashboard reminds of; unknown for a text drafted without a checklist. */
export interface ExecutionNeeds {
  readonly stampDuty: boolean
  readonly registration: RegistrationStatus | 'unknown'
}

export function executionNeedsOf(checklist: ExecutionChecklist | null | undefined): ExecutionNeeds {
  if (!checklist) return { stampDuty: false, registration: 'unknown' }
  return { stampDuty: checklist.stampDuty.required, registration: checklist.registration.status }
}
