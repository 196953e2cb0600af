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
  /** Each named party and its role, so that "Anita Rao will sell her cow" binds "her" to Anita Rao. */
  readonly named?: ReadonlyArray<readonly [name: string, role: string]>
  /** Relationship words ("cousin") that may stand between the writer's possessive and a party's name. */
  readonly relationships?: string
  /** Children named in the words and how the draft calls them ("Aarav" → "the Student"): not parties. */
  readonly minors?: ReadonlyArray<readonly [name: string, label: string]>
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

export function resolvePronouns(
  text: string,
  cast: Cast,
  o: { readonly rolesForNames?: boolean } = {},
): Resolved {
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
    .replace(/\b[Ww]e (\w+)\b/g, (_m, verb: string) => `${We} ${weIsWriter ? agree(verb) : verb}`)
    .replace(/\b[Ww]e\b/g, We)
    .replace(/\b[Uu]s\b/g, We)
    .replace(/\b[Oo]urs?\b/g, possessive(We))
  // The writer.
  for (const [verb, third] of SUBJECT_VERBS)
    out = out.replace(new RegExp(`\\bI ${verb.source}`, 'g'), `${S} ${third}`)
  out = out
    .replace(/\bI (\w+)\b/g, (_m, verb: string) => `${S} ${agree(verb)}`)
    .replace(/\bI\b(?!')/g, S)
    .replace(
      /\bI'(?:m|ve|ll|d)\b/g,
      (m) => `${S}${{ "'m": ' is', "'ve": ' has', "'ll": ' will', "'d": ' would' }[m.slice(1)] ?? ''}`,
    )
    .replace(/\b[Mm]yself\b/g, S)
    .replace(/\b[Mm](?:y|ine)\b/g, possessive(S))
    .replace(/\b[Mm]e\b/g, S)
  // A party (or a child) named earlier in the sentence is who its "he / she / his / her …" mean.
  // With one child in the words, who is taught or cared for is that child ("teach him maths", "teach her Kathak").
  const minors = cast.minors ?? []
  const child = minors.length === 1 ? minors[0]?.[1] : undefined
  if (child) out = out.replace(CARE_OBJECT, (_m, verb: string) => `${verb} ${child}`)
  out = bindToNamed(out, [...(cast.named ?? []), ...minors.filter(([name]) => name !== '')])
  // The other party.
  const third = (word: string) => other ?? pending(word)
  out = out
    .replace(/\b(he|she|they) (is|are|was|were|has|have)\b/gi, (_m, word: string, verb: string) => {
      const v = verb.toLowerCase()
      const agreed = v === 'are' ? 'is' : v === 'were' ? 'was' : v === 'have' ? 'has' : v
      return `${third(word)} ${agreed}`
    })
    .replace(/\b(they) (\w+)\b/gi, (m, word: string, verb: string) =>
      /^(?:is|are|was|were|has|have)$/i.test(verb) ? m : `${third(word)} ${agree(verb)}`,
    )
    .replace(/\b(?:he|she|they)\b/gi, (word) => third(word))
    .replace(/\b(?:his|their|hers|theirs)\b/gi, (word) => possessive(third(word)))
    // "The Second Party will deliver them": what that party acts on is the things named before,
    // not itself — "the same", as deeds say of goods already described.
    .replace(/\b(?:him|them)\b/gi, (word, at: number, whole: string) =>
      word.toLowerCase() === 'them' &&
      other &&
      sentenceBefore(whole, at).toLowerCase().includes(other.toLowerCase())
        ? 'the same'
        : third(word),
    )
    .replace(/\bher\b(\s*)(\S*)/gi, (_m, space: string, next: string) =>
      next && !NOT_A_NOUN.test(next) && /^[a-z]/i.test(next)
        ? `${possessive(third('her'))}${space}${next}`
        : `${third('her')}${space}${next}`,
    )
  // "the First Party's cousin Rakesh Sharma", Rakesh Sharma being the Second Party: "the Second Party (the First Party's cousin)".
  if (cast.relationships)
    for (const [name, role] of cast.named ?? []) {
      const related = new RegExp(
        String.raw`${escape(possessive(S))}\s+((?:(?:younger|elder|older|little|big|close|dear|good|best)\s+)?(?:${cast.relationships}))\s*,?\s+${escape(name)}\b,?`,
        'g',
      )
      out = out.replace(related, (_m, relation: string) => `${role} (${possessive(S)} ${relation})`)
    }
  // A child is called by the label the draft gives it; a party by its defined role, not its name.
  for (const [name, label] of minors) {
    if (name === '') continue
    const related = new RegExp(
      String.raw`${escape(possessive(S))}\s+(${CHILD_RELATION})\s*,?\s+${escape(name)}\b,?`,
      'gi',
    )
    out = out
      .replace(
        related,
        (m, relation: string) =>
          `${label} (${possessive(S)} ${relation.toLowerCase()})${m.endsWith(',') ? ',' : ''}`,
      )
      .replace(new RegExp(String.raw`\b${escape(name)}\b`, 'g'), label)
  }
  // In an operative clause a party is its defined role ("Mr Pradeep Srivastava will teach" → "the Second Party will teach").
  if (o.rolesForNames)
    for (const [name, role] of cast.named ?? [])
      out = out.replace(
        new RegExp(String.raw`(?:\b(?:Mr|Mrs|Ms|Dr|Shri|Smt)\.?\s+)?\b${escape(name)}\b`, 'g'),
        role,
      )
  // A role that now starts a sentence is capitalised ("… on the day. The First Party has paid …").
  out = out
    .replace(/(^|[.!?]\s+)the (?=(?:First|Second|Third|Fourth|Fifth|Sixth) Party|Parties)/g, '$1The ')
    .replace(
      /(^|[.!?]\s+)(both Parties|each Party|either Party|neither Party)/g,
      (_m, lead: string, words: string) => `${lead}${words.charAt(0).toUpperCase()}${words.slice(1)}`,
    )
    .replace(/\b(the) the\b/gi, '$1')
  return { text: out, unresolved: [...unresolved] }
}

const CHILD_RELATION =
  '(?:minor\\s+|little\\s+|young\\s+|younger\\s+|elder\\s+)?(?:son|daughter|child|kid|beta|beti|nephew|niece|grandson|granddaughter|ward|baby|boy|girl)'
// "teach him", "tutor her", "look after them": the one taught or cared for, not a party.
const CARE_OBJECT =
  /\b(teach(?:es|ing)?|tutor(?:s|ing)?|coach(?:es|ing)?|train(?:s|ing)?|look(?:s|ing)? after|care(?:s)? for|caring for|babysit(?:s|ting)?|pick(?:s|ing)? up|drop(?:s|ping)?)\s+(?:him|her|them)\b/gi

// Verbs people use in requests, in the base form a singular party takes with -s: a closed
// list, so that a past tense ("I lent") or a modal ("I will") is never given an ending.
const BASE_VERBS = new Set(
  'want wish need intend plan hope expect like agree promise undertake live stay reside own hold keep pay repay owe lend rent sell buy hire book engage employ give gift grant provide supply deliver share bear maintain return transfer allow permit accept request require confirm take get run manage look work teach cook drive clean use appoint authorise authorize declare know understand receive charge earn spend send visit carry bring come go post stitch paint build repair walk cater design develop tutor help care feed wash guard water plant'.split(
    ' ',
  ),
)

/** "want" → "wants", "teach" → "teaches", "carry" → "carries"; any other word as it is. */
function agree(verb: string): string {
  const lower = verb.toLowerCase()
  if (lower === 'am' || lower === 'are') return 'is'
  if (lower === 'have') return 'has'
  if (lower === 'do') return 'does'
  if (!BASE_VERBS.has(lower)) return verb
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`
  return `${verb}s`
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Binds "he / she / they" and the possessives "his / her / their" to the party named last
 * before them in the same sentence ("Anita Rao will sell her cow" → "Anita Rao's cow" is
 * the Second Party's). An object "her / him" (someone acted on) is not bound this way.
 */
function bindToNamed(text: string, named: ReadonlyArray<readonly [string, string]>): string {
  if (named.length === 0) return text
  const names = named.map(([name]) => escape(name)).join('|')
  const token = new RegExp(
    String.raw`(${names})\b|[.!?;]\s|\b(he|she|they)\b(\s+\w+)?|\b(his|their)\b|\bher\b(?=(\s*)(\S*))`,
    'gi',
  )
  // "he / she" mean the party named last; a possessive means the clause's subject, else that party.
  let last: string | undefined
  let subjectRole: string | undefined
  const replace = (m: string, ...args: unknown[]): string => {
    const [name, subject, verb, owner, , next, offset] = args as [
      string | undefined,
      string | undefined,
      string | undefined,
      string | undefined,
      string | undefined,
      string | undefined,
      number,
    ]
    if (name) {
      last = named.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1]
      if (SUBJECT_AFTER.test(text.slice(offset + m.length))) subjectRole = last
      return m
    }
    if (/^[.!?;]/.test(m)) {
      last = subjectRole = undefined
      return m
    }
    if (subject) {
      if (!last) return m
      subjectRole = last
      const v = (verb ?? '').trim()
      const agreed = /^(?:are|were|have)$/i.test(v)
        ? ({ are: 'is', were: 'was', have: 'has' }[v.toLowerCase()] ?? v)
        : subject.toLowerCase() === 'they'
          ? agree(v)
          : v
      return `${last}${verb ? `${verb.slice(0, verb.length - v.length)}${agreed}` : ''}`
    }
    const bound = subjectRole ?? last
    if (!bound) return m
    if (owner) return possessive(bound)
    // "her": possessive before a noun ("her cow"), else an object left to the general rule.
    return next && !NOT_A_NOUN.test(next) && /^[a-z]/i.test(next) ? possessive(bound) : m
  }
  return text.replace(token, replace)
}

const SUBJECT_AFTER =
  /^\s*(?:,[^,]{1,40},\s*)?(?:will|shall|would|is|are|was|has|have|had|must|can|should|may|agrees?|wants?|needs?|[a-z]+s)\b/

function possessive(role: string): string {
  return role.endsWith('Parties') ? `${role}'` : `${role}'s`
}

/** A personal pronoun left in operative text (for tests and review); "I" only as a capital. */
export function pronounsIn(text: string): string[] {
  const found =
    text.match(/\bI\b|\b(?:me|my|mine|myself|we|us|our|he|him|his|she|her|hers|they|them|their)\b/gi) ?? []
  return found
}

/** The part of `text`'s sentence that comes before `at`. */
function sentenceBefore(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('; ', at))
  return text.slice(start + 1, at)
}
