import { formatRupees } from '#domain/shared/money.ts'
import { findAmounts, normaliseText } from '../extract/index.ts'

/**
 * How much an arrangement puts at stake, to scale its dispute clause and boilerplate.
 *
 * Threshold ₹5,00,000: the Arbitration and Conciliation Act, 1996's Fourth Schedule puts the
 * model fee for a claim up to ₹5 lakh at ₹45,000 per arbitrator — near a tenth of the claim or
 * more — and claims under ₹3 lakh are below the Commercial Courts Act, 2015's specified value,
 * so an ordinary civil court, mediation or a Lok Adalat is the proportionate forum.
 * See docs/decisions/0046-free-text-drafting.md.
 */
export const SMALL_STAKES_LIMIT_PAISE = 5_00_000 * 100

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
  const amounts = findAmounts(normaliseText(text))
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

/** Small stakes between individuals: no arbitration, insolvency or force-majeure apparatus. */
export function isSmallArrangement(stakes: Stakes | null, organisationParty: boolean): boolean {
  return stakes !== null && stakes.paise <= SMALL_STAKES_LIMIT_PAISE && !organisationParty
}

/** Negotiation, then mediation or a Lok Adalat, then the courts: the ladder for small stakes. */
export function smallStakesDisputeClause(noun: string, city: string): string {
  return `Any dispute arising out of or in connection with this ${noun} shall be resolved as follows: (a) the Parties shall first try to settle it by good-faith negotiation for 15 (fifteen) days after either of them notifies the other of the dispute in writing; (b) failing settlement, either Party may refer it to mediation under the Mediation Act, 2023, before a mediator the Parties agree on or a mediation service provider or Legal Services Authority at ${city}, or to a Lok Adalat under the Legal Services Authorities Act, 1987, whose award is final and binding as a decree of a civil court; and (c) if the dispute is not settled in mediation or before the Lok Adalat, either Party may bring it before the courts at ${city}. Nothing in this Clause prevents a Party from applying to a court for urgent interim relief.`
}

export function stakesNote(stakes: Stakes): string {
  return `The arrangement is worth about ${formatRupees(stakes.paise)} (${stakes.basis}), at or below ${formatRupees(SMALL_STAKES_LIMIT_PAISE)}: disputes go to negotiation, mediation (Mediation Act, 2023) or a Lok Adalat, then the courts, rather than arbitration, whose model fee alone (Fourth Schedule, Arbitration and Conciliation Act, 1996) would be out of proportion. Confirm that the Mediation Act, 2023's provisions on pre-litigation mediation are in force for this dispute.`
}
