import { formatRupees } from '#domain/shared/money.ts'
import {
  SMALL_STAKES_LIMIT_PAISE,
  isSmallArrangement,
  smallStakesDisputeClause,
} from '#domain/drafting/index.ts'
import { findAmounts, normaliseText } from '../extract/index.ts'

// The threshold and the ladder are one rule with the templates' (domain/drafting/dispute-scale.ts).
export { SMALL_STAKES_LIMIT_PAISE, isSmallArrangement, smallStakesDisputeClause }

/**
 * The largest sum the description names, a monthly sum counted for a year: a floor on what
 * is at stake (parts of a price are not added to the price). Null when no sum is named.
 */
export function stakesOf(text: string): number | null {
  const amounts = findAmounts(normaliseText(text))
  if (amounts.length === 0) return null
  return Math.max(...amounts.map((a) => (a.period === 'month' ? a.paise * 12 : a.paise)))
}

export function stakesNote(stakes: number): string {
  return `The arrangement is worth about ${formatRupees(stakes)} (the largest sum named, a monthly sum counted for a year), at or below ${formatRupees(SMALL_STAKES_LIMIT_PAISE)}: disputes go to negotiation, mediation (Mediation Act, 2023) or a Lok Adalat, then the courts, rather than arbitration, whose model fee alone (Fourth Schedule, Arbitration and Conciliation Act, 1996) would be out of proportion. Confirm that the Mediation Act, 2023's provisions on pre-litigation mediation are in force for this dispute.`
}
