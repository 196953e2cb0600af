/**
 * Puts the defined parties in place of the pronouns of a description ("I will pay her" →
 * "the First Party will pay the Second Party"): an operative clause must say who is bound.
 * "I / me / my" is the writer; "he / she / they" is the other party when there is exactly
 * one; otherwise the pronoun becomes a `[TO BE CONFIRMED: …]` placeholder, never a guess.
 */

export interface Cast {
  /** The role of the writer ("the First Party"), the "I" of the description. */
  readonly speaker: string
  /** The roles of the other parties, in order. */
  readonly others: readonly string[]
  /** The names of the other parties, to tell "we" (the writer's side) from "both of us". */
  readonly otherNames: readonly string[]
}

export interface Resolved {
  readonly text: string
  /** Pronouns that could not be tied to one party (each left as a placeholder). */
  readonly unresolved: readonly string[]
}

// After "her": a word that starts a noun phrase makes it possessive ("her studies"), anything else an object ("pay her ₹5,000").
const NOT_A_NOUN =
  /^(?:the|a|an|to|for|by|on|in|at|with|and|or|from|of|as|if|when|until|till|every|each|per|rs\.?|inr|now|later|back|rupees?|within|before|after|monthly|weekly|daily|once|half|all|\d)/i

const SUBJECT_VERBS: ReadonlyArray<[RegExp, string]> = [
  [/\bam\b/, 'is'],
  [/\bhave\b/, 'has'],
  [/\bwas\b/, 'was'],
  [/\bdo\b/, 'does'],
]

export function resolvePronouns(text: string, cast: Cast): Resolved {
  const unresolved = new Set<string>()
  const other = cast.others.length === 1 ? cast.others[0] : undefined
  const pending = (word: string): string => {
    unresolved.add(word.toLowerCase())
    return `[TO BE CONFIRMED: the Party meant by "${word.toLowerCase()}"]`
  }
  const S = cast.speaker
  // A lone lower-case "i" (as typed on phones) is the pronoun; "(i)" is a list item.
  let out = text.replace(/(?<![(\w])i(?=\s|'(?:m|ve|ll|d)\b)/g, 'I')
  // "both of us", "each of us", "either of us", "we both": the Parties together.
  out = out
    .replace(/\b(?:both of us|we both|the two of us)\b/gi, 'both Parties')
    .replace(/\beach of us\b/gi, 'each Party')
    .replace(/\beither of us\b/gi, 'either Party')
    .replace(/\bneither of us\b/gi, 'neither Party')
  // "we" is the writer's side when another party is named beside it ("we are booking Shree
  // Studio"), and the Parties together when it stands alone ("we will share the cost").
  const weIsWriter = cast.otherNames.some((name) => name && out.includes(name))
  const We = weIsWriter ? S : 'the Parties'
  out = out
    .replace(/\b([Ww]e) (are|have|were)\b/g, (_m, _w, verb: string) =>
      weIsWriter ? `${We} ${verb === 'are' ? 'is' : verb === 'have' ? 'has' : 'was'}` : `${We} ${verb}`,
    )
    .replace(/\b[Ww]e\b/g, We)
    .replace(/\b[Uu]s\b/g, We)
    .replace(/\b[Oo]urs?\b/g, possessive(We))
  // The writer.
  for (const [verb, third] of SUBJECT_VERBS)
    out = out.replace(new RegExp(`\\bI ${verb.source}`, 'g'), `${S} ${third}`)
  out = out
    .replace(/\bI\b(?!')/g, S)
    .replace(
      /\bI'(?:m|ve|ll|d)\b/g,
      (m) => `${S}${{ "'m": ' is', "'ve": ' has', "'ll": ' will', "'d": ' would' }[m.slice(1)] ?? ''}`,
    )
    .replace(/\b[Mm]yself\b/g, S)
    .replace(/\b[Mm](?:y|ine)\b/g, possessive(S))
    .replace(/\b[Mm]e\b/g, S)
  // The other party.
  const third = (word: string) => other ?? pending(word)
  out = out
    .replace(/\b(he|she|they) (is|are|was|were|has|have)\b/gi, (_m, word: string, verb: string) => {
      const v = verb.toLowerCase()
      const agreed = v === 'are' ? 'is' : v === 'were' ? 'was' : v === 'have' ? 'has' : v
      return `${third(word)} ${agreed}`
    })
    .replace(/\b(?:he|she|they)\b/gi, (word) => third(word))
    .replace(/\b(?:his|their|hers|theirs)\b/gi, (word) => possessive(third(word)))
    .replace(/\b(?:him|them)\b/gi, (word) => third(word))
    .replace(/\bher\b(\s*)(\S*)/gi, (_m, space: string, next: string) =>
      next && !NOT_A_NOUN.test(next) && /^[a-z]/i.test(next)
        ? `${possessive(third('her'))}${space}${next}`
        : `${third('her')}${space}${next}`,
    )
  // A role that now starts a sentence is capitalised ("… on the day. The First Party has paid …").
  out = out.replace(/(^|[.!?]\s+)the (?=(?:First|Second|Third|Fourth|Fifth|Sixth) Party|Parties)/g, '$1The ')
  return { text: out, unresolved: [...unresolved] }
}

function possessive(role: string): string {
  return role.endsWith('Parties') ? `${role}'` : `${role}'s`
}

/** A personal pronoun left in operative text (for tests and review); "I" only as a capital. */
export function pronounsIn(text: string): string[] {
  const found =
    text.match(/\bI\b|\b(?:me|my|mine|myself|we|us|our|he|him|his|she|her|hers|they|them|their)\b/gi) ?? []
  return found
}
