import { riskLevel } from '#domain/analysis/index.ts'
import type { ActivityKind } from './activity.ts'
import { monthKey } from './calendar.ts'
import type { DocumentFacts, ExecutionNeeds } from './facts.ts'

/**
 * The per-owner counts the dashboard reads instead of every document: what one document adds
 * to them. A change of a document subtracts what it added before and adds what it adds now.
 */
export type Measure =
  'documents' | 'template' | 'month' | 'risk' | 'compliance' | 'attention' | `activity-${ActivityKind}`

export interface Count {
  readonly measure: Measure
  readonly key: string
  readonly n: number
}

export interface PortfolioDocument {
  readonly templateId: string
  readonly createdAt: Date
  readonly facts: Pick<DocumentFacts, 'placeholders' | 'seriousIssues'> & {
    readonly risk: number | null
    readonly compliance: number | null
  }
  readonly needs: ExecutionNeeds
}

/** Whether the execution checklist asks for a step the dashboard reminds of. */
export const needsExecutionSteps = (needs: ExecutionNeeds) =>
  needs.stampDuty || needs.registration === 'compulsory'

export function countsOf(doc: PortfolioDocument): Count[] {
  const { facts } = doc
  const counts: Count[] = [
    { measure: 'documents', key: 'all', n: 1 },
    { measure: 'template', key: doc.templateId, n: 1 },
    { measure: 'month', key: monthKey(doc.createdAt), n: 1 },
    { measure: 'risk', key: facts.risk === null ? 'unscored' : riskLevel(facts.risk), n: 1 },
  ]
  if (facts.compliance !== null)
    counts.push(
      { measure: 'compliance', key: 'sum', n: facts.compliance },
      { measure: 'compliance', key: 'scored', n: 1 },
    )
  if (facts.placeholders > 0) counts.push({ measure: 'attention', key: 'placeholders', n: 1 })
  if (facts.seriousIssues > 0) counts.push({ measure: 'attention', key: 'serious', n: 1 })
  if (needsExecutionSteps(doc.needs)) counts.push({ measure: 'attention', key: 'execution', n: 1 })
  return counts
}

/** What changes in the counts when a document goes from `before` (or nothing) to `after`. */
export function countChanges(before: PortfolioDocument | null, after: PortfolioDocument): Count[] {
  const delta = new Map<string, Count>()
  const add = (c: Count, sign: number) => {
    const id = `${c.measure}\u0000${c.key}`
    const n = (delta.get(id)?.n ?? 0) + sign * c.n
    delta.set(id, { measure: c.measure, key: c.key, n })
  }
  if (before) for (const c of countsOf(before)) add(c, -1)
  for (const c of countsOf(after)) add(c, 1)
  return [...delta.values()].filter((c) => c.n !== 0)
}
