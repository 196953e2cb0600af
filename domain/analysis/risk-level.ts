import { SEVERITY_WEIGHT } from './scores.ts'

export type RiskLevel = 'Low' | 'Medium' | 'High'

/**
 * The header's risk badge, read from the computed risk score (the weighted sum of the
 * issues found). One high-severity issue alone makes it High; a medium one Medium; only
 * low ones (or none) stay Low — so a badge never claims less risk than the worst finding.
 */
export function riskLevel(risk: number): RiskLevel {
  if (risk >= SEVERITY_WEIGHT.high) return 'High'
  if (risk >= SEVERITY_WEIGHT.medium) return 'Medium'
  return 'Low'
}
