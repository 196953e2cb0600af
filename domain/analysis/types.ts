import type { ExecutionChecklist } from '#domain/drafting/index.ts'
import type { TemplateId } from '#domain/catalogue/index.ts'

export type Severity = 'high' | 'medium' | 'low'

/** What the analyser reads: the document as the user now has it, not as it was drafted. */
export interface AnalysisInput {
  /** The catalogue template the document was drafted from, when known. */
  readonly templateId?: string
  readonly title: string
  /** The rendered plain text, possibly edited by hand. */
  readonly content: string
  /**
   * The document's own execution checklist, when it was drafted with one: its formalities
   * (a gift of movables need not be registered) decide the signing rules rather than the template's.
   */
  readonly checklist?: ExecutionChecklist | null
}

export interface Issue {
  /** Stable for the same defect at the same place: the rule's code, and the line when it has one. */
  readonly id: string
  readonly ruleId: RuleId
  readonly severity: Severity
  readonly message: string
  /** The statute, section or case the issue rests on, as the reference names it. */
  readonly basis: string
  readonly fix: string
  /** The offending words (a sentence, a placeholder), shortened. */
  readonly excerpt?: string
  /** 1-based line of the excerpt in the content. */
  readonly line?: number
}

export interface Recommendation {
  readonly id: string
  readonly text: string
  readonly severity?: Severity
  readonly basis?: string
  /** The issues this recommendation resolves. */
  readonly issueIds: readonly string[]
}

export type RuleId =
  | 'governing-law'
  | 'dispute-resolution'
  | 'unilateral-arbitrator'
  | 'arbitration-seat'
  | 'arbitrability'
  | 'post-employment-non-compete'
  | 'registration'
  | 'stamp-duty'
  | 'copyright-assignment-particulars'
  | 'patent-licence-restrictive-conditions'
  | 'dpdp-processor-duties'
  | 'attestation'
  | 'electronic-execution'
  | 'reserved-rights'
  | 'final-settlement'
  | 'repealed-law'
  | 'cross-references'
  | 'placeholders'
  | 'parties'

/**
 * `compliance` rules test the text against a statute or a judgment and make up the
 * compliance score; `drafting` rules (placeholders, parties) test whether the document is
 * finished and feed completeness instead.
 */
export type RuleKind = 'compliance' | 'drafting'

export type RuleStatus = 'passed' | 'failed' | 'not-applicable'

export interface RuleOutcome {
  readonly ruleId: RuleId
  readonly title: string
  readonly kind: RuleKind
  readonly basis: string
  readonly status: RuleStatus
  /** The worst severity among the rule's issues, when it failed. */
  readonly worst?: Severity
}

export interface Scores {
  /** 0 (no findings) to 100: weighted sum of the issues' severities, capped. */
  readonly risk: number
  /** 0–100: expected clauses present, less unfilled particulars. */
  readonly completeness: number
  /** 0–100: applicable compliance rules passed, with partial credit by severity. */
  readonly compliance: number
  /** 0–100: Flesch Reading Ease of the prose, clamped. */
  readonly readability: number
}

export interface CompletenessDetail {
  /** Where the expected clauses came from. */
  readonly basis: 'template' | 'cross-cutting'
  readonly expected: number
  readonly present: number
  readonly missing: readonly string[]
  /** Distinct unfilled placeholders found. */
  readonly placeholders: number
}

export interface ReadabilityDetail {
  readonly fleschReadingEase: number
  readonly words: number
  readonly sentences: number
  readonly averageSentenceLength: number
  readonly syllablesPerWord: number
  /** Sentences longer than LONG_SENTENCE_WORDS words. */
  readonly longSentences: number
}

/** How the analyser decided which template-specific rules apply. */
export interface DocumentKind {
  readonly templateId?: TemplateId
  readonly source: 'given' | 'title' | 'none'
}

export interface AnalysedResult {
  readonly status: 'analysed'
  readonly kind: DocumentKind
  readonly scores: Scores
  readonly issues: readonly Issue[]
  readonly recommendations: readonly Recommendation[]
  readonly rules: readonly RuleOutcome[]
  readonly completeness: CompletenessDetail
  readonly readability: ReadabilityDetail
}

export interface EmptyResult {
  readonly status: 'empty'
  readonly kind: DocumentKind
  /** Why there is nothing to score, for the panel to show instead of numbers. */
  readonly message: string
}

export type AnalysisResult = AnalysedResult | EmptyResult
