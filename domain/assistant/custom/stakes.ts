import { formatRupees } from '#domain/shared/money.ts'
import {
  SMALL_STAKES_LIMIT_PAISE,
  isSmallArrangement,
  smallStakesDisputeClause,
} from '#domain/drafting/index.ts'
import { findAmounts, normaliseText, unitPriceIn } from '../extract/index.ts'

// The threshold and the ladder are one rule with the templates' (domain/drafting/dispute-scale.ts).
export { SMALL_STAKES_LIMIT_PAISE, isSmallArrangement, smallStakesDisputeClause }

/** What is at stake, and how it was counted, for the review flag. */
export interface Stakes {
  readonly paise: number
  readonly basis: string
}

/**
 * What the arrangement is worth. A debt is worth its principal and a sale its price — the
 * largest lump sum named, never an instalment counted for a year (a loan of ₹2.5 lakh repaid
 * at ₹10,000 a month is a ₹2.5 lakh dispute). Ongoing service is worth the largest sum, a
 * monthly sum counted for a year. Null when no sum is named.
 */
export function stakesOf(text: string, kind: 'debt' | 'one-off' | 'ongoing' = 'ongoing'): Stakes | null {
  const words = normaliseText(text)
  // A price by the piece counts as its total ("40 blouses at 450 each" is ₹18,000), not the advance.
  const unit = unitPriceIn(words)
  const amounts = [...findAmounts(words), ...(unit ? [{ paise: unit.total, period: undefined }] : [])]
  if (amounts.length === 0) return null
  const lump = amounts.filter((a) => !a.period)
  if (kind !== 'ongoing' && lump.length > 0)
    return {
      paise: Math.max(...lump.map((a) => a.paise)),
      basis: kind === 'debt' ? 'the sum lent or owed' : 'the price or sum payable',
    }
  return {
    paise: Math.max(...amounts.map((a) => (a.period === 'month' ? a.paise * 12 : a.paise))),
    basis: 'the largest sum named, a monthly sum counted for a year',
  }
}

export function stakesNote(stakes: Stakes): string {
  return `The arrangement is worth about ${formatRupees(stakes.paise)} (${stakes.basis}), at or below ${formatRupees(SMALL_STAKES_LIMIT_PAISE)}: disputes go to negotiation, mediation (Mediation Act, 2023) or a Lok Adalat, then the courts, rather than arbitration, whose model fee alone (Fourth Schedule, Arbitration and Conciliation Act, 1996) would be out of proportion. Confirm that the Mediation Act, 2023's provisions on pre-litigation mediation are in force for this dispute.`
}
