import type { ClauseSpec } from './draft.ts'

// A family settlement often keeps a right back for one member ("mother to reside in the house
// for life"). Left inside a definition, it loses to the absolute allotment and the release, so
// each such term the user wrote becomes an express clause that those clauses are subject to.

const RESERVATION =
  /\b(?:for (?:his |her |their )?(?:life|lifetime)|during (?:his |her |their )?(?:life|lifetime)|till (?:his |her |their )?death|until (?:his |her |their )?death|life interest|life estate|right (?:of|to) (?:residence|reside|live|maintenance)|to (?:reside|live) in|usufruct|to be maintained)\b/i

/** The parts of a distribution that reserve a right for life, residence or maintenance. */
export function readReservations(distribution: string): string[] {
  return distribution
    .split(/\s*(?:;|\n)\s*/)
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter((part) => part !== '' && RESERVATION.test(part))
}

/** The express clause for the reserved rights, which the allotment, release and possession yield to. */
export function reservedRightsClause(reservations: readonly string[]): ClauseSpec {
  return {
    id: 'reserved-rights',
    heading: 'Reserved Rights',
    text: 'The allotment of the Properties under this Deed is subject to the following rights, which the Parties agree to and create by this Deed (each a "Reserved Right"):',
    items: reservations.map((r) => `${r};`),
    tail: "Each Reserved Right is personal to the person entitled to it and, unless stated otherwise above, lasts for that person's lifetime. It is not released by the Clause on Relinquishment and Release, and the possession given under the Clause on Possession and Mutation is subject to it. The allottee of the property concerned, and every person claiming under the allottee, shall give effect to it, and the allottee shall not sell, mortgage, lease or otherwise deal with that property except subject to it.",
  }
}
