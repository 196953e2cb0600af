import type { TermOccurrence } from '#domain/glossary/matching.ts'
import type { TermId } from '#domain/glossary/types.ts'

type Rule = (found: ReadonlySet<TermId>) => string | null

const PROPERTY_INSTRUMENTS: readonly TermId[] = ['lease', 'leave-and-licence', 'sale-deed', 'mortgage']

function any(found: ReadonlySet<TermId>, ids: readonly TermId[]): boolean {
  return ids.some((id) => found.has(id))
}

// Checks that depend on which terms appear together, or on a term that should appear and does
// not. Each returns null when it does not apply.
const RULES: readonly Rule[] = [
  (found) =>
    found.has('arbitration') && !found.has('seat-of-arbitration')
      ? 'Arbitration is mentioned but no seat is named: name the city that is the seat of arbitration, not just a venue for hearings (BGS SGS Soma 2019).'
      : null,
  (found) =>
    any(found, PROPERTY_INSTRUMENTS) && !found.has('stamp-duty')
      ? 'The text deals with property but does not mention stamp duty: stamp the document at the state’s rate before or at execution (Stamp Act s.17), or it cannot be used as evidence until the duty and a penalty are paid (s.35).'
      : null,
  (found) =>
    any(found, ['lease', 'sale-deed', 'mortgage']) && !found.has('registration')
      ? 'The text deals with a lease, sale or mortgage but does not mention registration: sale deeds and mortgages of ₹100 or more, and leases from year to year or for more than a year, must be registered (Transfer of Property Act ss.54, 59 and 107; Registration Act s.17).'
      : null,
  (found) =>
    found.has('indemnity') && found.has('limitation-of-liability')
      ? 'Indemnity and limitation of liability appear together: say whether the indemnity sits inside or outside the liability cap.'
      : null,
  (found) =>
    found.has('power-of-attorney') && found.has('sale-deed')
      ? 'A power of attorney does not pass ownership: the sale must be completed by a registered sale deed (Suraj Lamp 2011).'
      : null,
  (found) =>
    found.has('will') && !found.has('attestation')
      ? 'The will does not mention attestation: two witnesses must attest it, each signing in the testator’s presence (Succession Act s.63).'
      : null,
]

/**
 * What to check, derived from the terms found: each term's own advice in the order the terms
 * occur, then the checks that depend on combinations of terms. Never a fixed list.
 */
export function recommendationsFor(occurrences: readonly TermOccurrence[]): string[] {
  const found = new Set<TermId>(occurrences.map((occurrence) => occurrence.entry.id))
  const advice = occurrences.flatMap((occurrence) =>
    occurrence.entry.advice ? [occurrence.entry.advice] : [],
  )
  const combined = RULES.map((rule) => rule(found)).filter((text): text is string => text !== null)
  return [...new Set([...advice, ...combined])]
}
