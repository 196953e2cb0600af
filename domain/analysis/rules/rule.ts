import type { TemplateId } from '#domain/catalogue/index.ts'
import type { Doc } from '../text.ts'
import type { RuleId, RuleKind, Severity } from '../types.ts'

/** One defect a rule found. The rule's basis applies unless the finding names its own. */
export interface Finding {
  /** Short stable code within the rule, e.g. "missing", "no-challenge". */
  readonly code: string
  readonly severity: Severity
  readonly message: string
  readonly fix: string
  readonly basis?: string
  readonly excerpt?: string
  readonly line?: number
}

/**
 * A check drawn from shared/reference/indian-law.md. `applies` decides whether the rule is
 * counted at all for this document (a will is not tested for a lease's registration);
 * `check` returns nothing when the document passes.
 */
export interface Rule {
  readonly id: RuleId
  readonly title: string
  readonly kind: RuleKind
  readonly basis: string
  readonly applies: (doc: Doc) => boolean
  readonly check: (doc: Doc) => readonly Finding[]
}

export function isTemplate(doc: Doc, ...ids: readonly TemplateId[]): boolean {
  return doc.templateId !== undefined && ids.includes(doc.templateId)
}

export const always = (): boolean => true
