import { ORDINALS, type Draft, type Party, party } from '#domain/drafting/index.ts'
import { RELATIONSHIPS, normaliseText } from '../extract/index.ts'
import { type Minor, minorsIn, withoutMinors } from './minors.ts'
import type { Cast as PronounCast } from './pronouns.ts'

// Who the parties of a custom agreement are, in what roles, and which of them is the "I"
// of the description: names given, names still to be confirmed, and the speaker.

export interface Cast {
  readonly roles: string[]
  readonly names: string[]
  readonly partiesBlock: Party[]
  /** How the pronoun resolver speaks of the parties. */
  readonly cast: PronounCast
  /** The index of the party who is "I", or -1 when that is unclear. */
  readonly speakerIndex: number
  /** Children the words name: described as the ones the services are for, never parties. */
  readonly minors: readonly Minor[]
}

export function castOf(
  d: Draft,
  input: {
    description: string
    obligations: readonly string[]
    parties?: readonly string[]
    speaker?: string
  },
): Cast {
  const whole = normaliseText(`${input.description}. ${input.obligations.join('. ')}`)
  // A minor cannot contract (ICA s.11): a child named in the words is described, not a party.
  const minors = minorsIn(whole)
  const given = withoutMinors(input.parties ?? [], minors)
  // A party named only by relationship ("my son", "a student") is a party still to be named,
  // unless the words describe that person as a child ("my daughter (12)", "my son in class 8").
  if (given.length < 2) {
    const relation = new RegExp(
      String.raw`\b(?:my|our|a|the)\s+(${RELATIONSHIPS}|student|contractor|electrician|plumber|carpenter|painter|photographer|caterer)\b(?!\s+[A-Z]|'s)`,
      'i',
    ).exec(whole)
    if (relation && !isChildMention(whole, relation.index))
      given.push(`[TO BE CONFIRMED: full name of the ${(relation[1] ?? '').toLowerCase()}]`)
  }
  const count = Math.max(2, given.length)
  const roles = Array.from({ length: count }, (_, i) => `${ORDINALS[i] ?? `Party ${i + 1}`} Party`)
  const names = roles.map(
    (role, i) =>
      given[i] ??
      d.tbc(
        `party-${i + 1}-name`,
        `full name of the ${role}`,
        `The name of the ${role} is not among the details given: fill it in, with the party's address and PAN.`,
      ),
  )
  for (const [i, name] of names.entries())
    if (name.startsWith('[TO BE CONFIRMED: full name of the ') && given[i] !== undefined)
      d.flag(
        `party-${i + 1}-name`,
        `The description names the ${roles[i]} only by relationship: fill in the full name, address and PAN.`,
      )
  const partiesBlock: Party[] = names.map((name, i) => {
    const role = roles[i] ?? 'Party'
    if (given[i] !== undefined && !name.startsWith('[')) return party(d, role, name)
    const particulars = d.tbc(
      `party-${i + 1}-particulars`,
      `age, address and PAN of the ${role}`,
      `The particulars of the ${role} (age, address and PAN, or registered office and CIN for a company) are not among the details given: fill them in before execution.`,
    )
    return {
      role,
      name,
      description: `${particulars} (the "${role}", which expression shall, unless repugnant to the context or meaning thereof, include its or his or her successors, legal heirs and permitted assigns)`,
    }
  })

  // Who "I" is: the named speaker, else the First Party (flagged); "he / she" is the other party when there is one.
  // Without a named speaker, "I" is the one party the description never names ("my neighbour
  // Ramesh Kumar … I will build it" → the other party); if that is unclear, a placeholder.
  const words = `${input.description} ${input.obligations.join(' ')}`
  const unnamed = names.map((n, i) => (n.startsWith('[') || words.includes(n) ? -1 : i)).filter((i) => i >= 0)
  const inferred = unnamed.length === 1 ? (unnamed[0] ?? -1) : -1
  const speakerIndex = input.speaker ? names.indexOf(input.speaker) : inferred
  const cast = {
    speaker:
      speakerIndex >= 0
        ? `the ${roles[speakerIndex] ?? 'First Party'}`
        : '[TO BE CONFIRMED: the Party meant by "I"]',
    others: roles.filter((_, i) => i !== speakerIndex).map((r) => `the ${r}`),
    otherNames: names.filter((_, i) => i !== speakerIndex),
    named: names
      .map((name, i) => [name, `the ${roles[i] ?? 'Party'}`] as const)
      .filter(([name]) => !name.startsWith('[')),
    relationships: RELATIONSHIPS,
    ...(minors.length > 0 ? { minors: minors.map((m) => [m.name, `the ${m.label}`] as const) } : {}),
  }
  return { roles, names, partiesBlock, cast, speakerIndex, minors }
}

const CHILD_MENTION =
  /^\s*(?:my|our|a|the)\s+(?:(?:son|daughter|child|kid|nephew|niece|grandson|granddaughter|beta|beti)\b[^.;!?]*?(?:\bclass\s*\d|\bstd\b|\bgrade\s*\d|\(\s*(?:[1-9]|1[0-7])\s*(?:yrs?|years?)?\s*\)|\bminor\b|\b(?:in|goes\s+to|attends)\s+(?:\w+\s+)?school\b|\b(?:[1-9]|1[0-7])\s*(?:years?|yrs?)\s*old\b)|(?:child|kid|baby)\b)/i

/** "my daughter (12)", "my son in class 8", "my child": someone who cannot be a party to a contract. */
function isChildMention(text: string, at: number): boolean {
  return CHILD_MENTION.test(text.slice(at))
}
