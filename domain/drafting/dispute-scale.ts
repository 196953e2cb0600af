import { type Paise, formatRupees } from '#domain/shared/money.ts'
import type { Draft, GeneralOptions } from './draft.ts'
import { entityKind } from './parties.ts'

/**
 * One rule for how far a dispute clause goes, shared by the templates and the custom drafts.
 *
 * Threshold ₹5,00,000: the Arbitration and Conciliation Act, 1996's Fourth Schedule puts the
 * model fee for a claim up to ₹5 lakh at ₹45,000 per arbitrator — near a tenth of the claim or
 * more — and claims under ₹3 lakh are below the Commercial Courts Act, 2015's specified value,
 * so an ordinary civil court, mediation or a Lok Adalat is the proportionate forum.
 * See docs/decisions/0046-free-text-drafting.md.
 */
export const SMALL_STAKES_LIMIT_PAISE = 5_00_000 * 100

/** Small stakes between individuals: no arbitration, insolvency or force-majeure apparatus. */
export function isSmallArrangement(stakes: number | null, organisationParty: boolean): boolean {
  return stakes !== null && stakes <= SMALL_STAKES_LIMIT_PAISE && !organisationParty
}

/** Negotiation, then mediation or a Lok Adalat, then the courts: the ladder for small stakes. */
export function smallStakesDisputeClause(noun: string, city: string): string {
  return `Any dispute arising out of or in connection with this ${noun} shall be resolved as follows: (a) the Parties shall first try to settle it by good-faith negotiation for 15 (fifteen) days after either of them notifies the other of the dispute in writing; (b) failing settlement, either Party may refer it to mediation under the Mediation Act, 2023, before a mediator the Parties agree on or a mediation service provider or Legal Services Authority at ${city}, or to a Lok Adalat under the Legal Services Authorities Act, 1987, whose award is final and binding as a decree of a civil court; and (c) if the dispute is not settled in mediation or before the Lok Adalat, either Party may bring it before the courts at ${city}. Nothing in this Clause prevents a Party from applying to a court for urgent interim relief.`
}

/**
 * The dispute options for a template between named parties worth `stakes` (the price, the
 * principal): the ladder above when all are individuals and the stakes small, with a flag;
 * otherwise nothing, and the template's own arbitration clause stands.
 */
export function scaledDisputes(
  d: Draft,
  o: {
    readonly stakes: Paise | null
    readonly names: readonly string[]
    readonly noun: string
    readonly what: string
  },
): Partial<GeneralOptions> {
  const organisation = o.names.some((name) => entityKind(name) !== 'individual')
  if (o.stakes === null || !isSmallArrangement(o.stakes, organisation)) return {}
  d.flag(
    'dispute-resolution-scaled',
    `${o.what} is ${formatRupees(o.stakes)}, at or below ${formatRupees(SMALL_STAKES_LIMIT_PAISE)}, between individuals: disputes go to negotiation, mediation (Mediation Act, 2023) or a Lok Adalat, then the courts, rather than arbitration, whose model fee alone (Fourth Schedule, Arbitration and Conciliation Act, 1996) would be out of proportion. Confirm that the Mediation Act, 2023's provisions on pre-litigation mediation are in force for this dispute.`,
  )
  return { forceMajeure: false, disputeResolution: smallStakesDisputeClause(o.noun, d.city()) }
}
