import type { ClauseSpec, EntityKind, PartyKinds } from './draft.ts'

// How a clause speaks of a party once the parties' kinds are known: a person is never "it".

/** A role's kind; for a role no party bears ("the defaulting Party"), the kind all parties share. */
export function kindOf(parties: PartyKinds, role: string): EntityKind | 'mixed' | undefined {
  const mixed =
    parties.all.includes('individual') && parties.all.some((k) => k !== undefined && k !== 'individual')
  return (
    parties.of(role) ??
    (parties.allIndividuals
      ? 'individual'
      : parties.allOrganisations
        ? 'company'
        : mixed
          ? 'mixed'
          : undefined)
  )
}

export interface Pronouns {
  readonly subject: string
  readonly object: string
  readonly possessive: string
  readonly reflexive: string
}

/**
 * The pronouns for a party of a kind: a person is "he or she", never "it"; a clause that speaks
 * of persons and bodies alike ("each Party" among partners and their LLP) names both.
 */
export function pronouns(kind: EntityKind | 'mixed' | undefined): Pronouns {
  if (kind === 'individual')
    return {
      subject: 'he or she',
      object: 'him or her',
      possessive: 'his or her',
      reflexive: 'himself or herself',
    }
  if (kind === 'mixed')
    return {
      subject: 'he, she or it',
      object: 'him, her or it',
      possessive: 'his, her or its',
      reflexive: 'himself, herself or itself',
    }
  return { subject: 'it', object: 'it', possessive: 'its', reflexive: 'itself' }
}

/**
 * A clause that speaks of a party by pronoun, worded once the parties' kinds are known: `of`
 * gives a role's pronouns ("Party" for each party alike), so a company keeps "its cost" and a
 * person has "his or her cost". Unfitted, it reads as for an organisation.
 */
export function byKind(clause: (of: (role: string) => Pronouns) => ClauseSpec): ClauseSpec {
  return {
    ...clause(() => pronouns(undefined)),
    fit: (parties) => clause((role) => pronouns(kindOf(parties, role))),
  }
}
