import type { Issue, RuleOutcome, Severity } from './types.ts'

/**
 * The four scores, each computed from the findings and the text (see README.md):
 *
 * risk        = min(100, Σ SEVERITY_WEIGHT[issue.severity]) over all issues.
 *               No issues: 0. One high-severity issue alone: 25; four: 100.
 * compliance  = round(100 × Σ credit / n) over the n applicable compliance rules, where a
 *               rule's credit is 1 if it passed, else RULE_CREDIT[its worst issue's severity]
 *               (low 0.75, medium 0.5, high 0). No applicable rule: 100.
 * completeness= round(100 × (0.9 × present / expected + 0.1 × max(0, 1 − placeholders / 20)))
 *               where expected are the template's clause headings (or the cross-cutting
 *               clauses) plus "parties named" and "signature block", and placeholders are the
 *               distinct unfilled blanks (20 or more take the whole 10 points).
 * readability = Flesch Reading Ease clamped to 0–100 (readability.ts).
 *
 * A void clause (VOID_CLAUSES, high severity) scales compliance into 0–VOID_COMPLIANCE_CAP:
 * one unenforceable restraint or a one-sided arbitrator otherwise costs a single rule's share
 * (~10 points, leaving ~80-90), which reads as "mostly compliant" when a core term fails.
 * Scaling, not clamping, keeps more defects scoring lower. Risk is High already (≥ 25).
 */

export const SEVERITY_WEIGHT: Record<Severity, number> = { high: 25, medium: 8, low: 2 }
export const RULE_CREDIT: Record<Severity, number> = { high: 0, medium: 0.5, low: 0.75 }
export const CLAUSE_WEIGHT = 0.9
export const PLACEHOLDERS_FOR_ZERO = 20

export const VOID_COMPLIANCE_CAP = 40

/**
 * Findings ("rule:code") that mean a term of the document is void, the award can be set aside,
 * or the instrument as executed would not do what it records.
 */
export const VOID_CLAUSES: ReadonlySet<string> = new Set([
  'post-employment-non-compete:void-restraint', // ICA s.27
  'unilateral-arbitrator:unilateral', // A&C Act s.12(5); CORE v ECI-SPIC (2024)
  'patent-licence-restrictive-conditions:no-challenge', // Patents Act s.140
  'patent-licence-restrictive-conditions:exclusive-grant-back',
  'patent-licence-restrictive-conditions:tie-in',
  // Execution invalid, or the core disposition undone: the instrument does not do what it records.
  'electronic-execution:will', // IT Act First Schedule: an e-signed will is not executed
  'electronic-execution:in-person', // cannot be registered or attested; s.49
  'reserved-rights:released', // the operative release extinguishes the agreed life interest
])

export function hasVoidClause(issues: readonly Issue[]): boolean {
  return issues.some(
    (issue) => issue.severity === 'high' && VOID_CLAUSES.has(issue.id.split(/[@#]/)[0] ?? ''),
  )
}

export function riskScore(issues: readonly Issue[]): number {
  const sum = issues.reduce((total, issue) => total + SEVERITY_WEIGHT[issue.severity], 0)
  return Math.min(100, sum)
}

export function complianceScore(outcomes: readonly RuleOutcome[], voidClause = false): number {
  const applicable = outcomes.filter((o) => o.kind === 'compliance' && o.status !== 'not-applicable')
  if (applicable.length === 0) return voidClause ? VOID_COMPLIANCE_CAP : 100
  const credit = applicable.reduce(
    (sum, o) => sum + (o.status === 'passed' || !o.worst ? 1 : RULE_CREDIT[o.worst]),
    0,
  )
  const share = credit / applicable.length
  return Math.round(100 * share * (voidClause ? VOID_COMPLIANCE_CAP / 100 : 1))
}

export function completenessScore(present: number, expected: number, placeholders: number): number {
  const clauses = expected === 0 ? 1 : present / expected
  const particulars = Math.max(0, 1 - placeholders / PLACEHOLDERS_FOR_ZERO)
  return Math.round(100 * (CLAUSE_WEIGHT * clauses + (1 - CLAUSE_WEIGHT) * particulars))
}

const ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 }

export function worstOf(severities: readonly Severity[]): Severity | undefined {
  return [...severities].sort((a, b) => ORDER[a] - ORDER[b])[0]
}

export function bySeverity<T extends { readonly severity: Severity }>(a: T, b: T): number {
  return ORDER[a.severity] - ORDER[b.severity]
}
