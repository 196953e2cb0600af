import type { EntityKind } from './parties.ts'

/** A clause before numbering. `items` become (a), (b) …; falsy entries in lists are dropped. */
export interface ClauseSpec {
  readonly id: string
  readonly heading: string
  readonly text: string
  readonly items?: readonly (string | false | undefined)[]
  readonly tail?: string
  /**
   * A boilerplate clause's declaration of the parties it fits: given the parties' kinds (and
   * the ids of the clauses the instrument contains, for a clause that names others), the
   * wording that fits them (or false to leave the clause out). `assemble` applies it.
   */
  readonly fit?: (parties: PartyKinds, present: ReadonlySet<string>) => ClauseSpec | false
}

/** The kinds of the parties drafted so far, by their defined role ("Buyer", "Lender"). */
export interface PartyKinds {
  /** The kind of the party with this role; undefined for a role not drafted by `party`. */
  of(role: string): EntityKind | undefined
  /** The kinds of all parties drafted; undefined for a party read from a schedule. */
  readonly all: readonly (EntityKind | undefined)[]
  /** Every party is known to be an individual (no officers, constitution or IBC process). */
  readonly allIndividuals: boolean
  /** Every party is known to be an organisation (company, LLP or firm). */
  readonly allOrganisations: boolean
  /** How many parties the instrument has (set by `assemble`): beyond two, "the other Party" is wrong. */
  readonly count?: number
}
