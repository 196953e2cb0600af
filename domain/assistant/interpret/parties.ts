import { type NameMention, capitalise, findNames, looksLikeOrganisation, nameAt } from '../extract/index.ts'
import type { Collector } from './collector.ts'
import type { PartyRule, Preposition, TemplateRule } from '../rules/types.ts'

const SELF_NAME: readonly RegExp[] = [
  /\b(?:I|We),\s+(?=(?:Mr|Mrs|Ms|Dr|Shri|Smt)?\.?\s*[A-Z])/g,
  /\b(?:I|We|we)\s*\(\s*(?=[A-Z])/g,
  /\bmy name is\s+/gi,
  /\b(?:I am|I'm)\s+(?=[A-Z])/g,
  /\bmyself\s+(?=[A-Za-z])/gi,
  /\bthis is\s+(?=[A-Z][a-z])/gi,
]

// "I", "me", "my", "we", "our": the request speaks for its writer, the account holder.
// Hinglish too: "mera", "maine", and "main/mai" only beside "hoon" ("main" is also English).
const FIRST_PERSON =
  /\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Uu]s|[Oo]ur|[Mm]er[aie]|[Mm]aine|[Hh]amar[aie])\b|\b[Mm]ai?n?\b(?=[^.]*\b(?:hoon|hun|hu)\b)/

export function speaksForSelf(text: string): boolean {
  return FIRST_PERSON.test(text)
}

/** The writer's name: as stated ("I, Ravi Kumar"), else the account holder's when the text says "I". */
export function writerName(text: string, self?: string): string | undefined {
  const stated = selfName(text)
  if (stated) return stated
  const holder = self?.trim()
  return holder && speaksForSelf(text) ? holder : undefined
}

export function selfName(text: string): string | undefined {
  for (const pattern of SELF_NAME) {
    pattern.lastIndex = 0
    for (const match of text.matchAll(pattern)) {
      const found = nameAt(text, match.index + match[0].length)
      if (found && (!looksLikeOrganisation(found.name) || /^we\b/i.test(match[0]))) return found.name
    }
  }
  return undefined
}

function otherParty(rule: TemplateRule, userField: string | undefined): string | undefined {
  const parties = rule.parties ?? []
  if (!userField) return undefined
  const others = parties.filter((p) => p.field !== userField)
  return others.length === 1 ? others[0]?.field : undefined
}

function fits(rule: TemplateRule, field: string, name: string): boolean {
  const party = rule.parties?.find((p) => p.field === field)
  if (party?.organisation) return looksLikeOrganisation(name)
  return true
}

function labelRegexes(party: PartyRule): { after: RegExp; before: RegExp } {
  const words = party.words
  return {
    after: new RegExp(
      `\\b(?:${words})(?:'s)?(?:\\s+name)?\\s*(?:is|:|-|=|will be|would be|shall be|named|called|being)?\\s*,?\\s*`,
      'gi',
    ),
    before: new RegExp(
      `^\\s*,?\\s*(?:(?:is|will be|would be|shall be|as|being)\\s+(?:the\\s+|my\\s+|our\\s+|a\\s+|an\\s+)?(?:${words})\\b|\\(\\s*(?:the\\s+)?(?:${words})\\s*\\))`,
      'i',
    ),
  }
}

export function assignParties(rule: TemplateRule, text: string, c: Collector, self?: string): void {
  const parties = rule.parties ?? []
  const setName = (field: string, mention: NameMention | null | undefined): void => {
    if (!mention || !fits(rule, field, mention.name)) return
    if (c.setName(field, mention.name) && mention.relationship) relationship(c, field, mention.relationship)
  }

  // 1. Role words: "tenant is Ravi", "Ravi (tenant)", "Ravi as the tenant".
  const names = findNames(text)
  for (const party of parties) {
    const { after, before } = labelRegexes(party)
    for (const match of text.matchAll(after))
      setName(party.field, nameAt(text, match.index + match[0].length))
    for (const name of names) if (before.test(text.slice(name.end))) setName(party.field, name)
  }

  // 2. "between A and B".
  const user = userSide(rule, text)
  const me = writerName(text, self)
  if (rule.between) {
    const cues = [/\bbetween\s+/gi, ...(rule.pairCue ? [new RegExp(rule.pairCue.source, 'gi')] : [])]
    for (const cue of cues) {
      for (const match of text.matchAll(cue)) {
        if (c.has(rule.between[0]) && c.has(rule.between[1])) break
        const start = match.index + match[0].length
        const first = /^(?:me|myself|us)\b/i.test(text.slice(start)) ? 'self' : nameAt(text, start)
        const firstEnd =
          first === 'self' ? start + (/^\w+/.exec(text.slice(start))?.[0].length ?? 0) : (first?.end ?? -1)
        const link = firstEnd >= 0 ? /^\s*,?\s*(?:and|&)\s+/i.exec(text.slice(firstEnd)) : null
        const second = link ? nameAt(text, firstEnd + link[0].length) : null
        if (first && second) {
          const [a, b] = rule.between
          if (first === 'self') {
            if (me) c.setName(a, me)
            setName(b, second)
          } else {
            setName(a, first)
            setName(b, second)
          }
        }
      }
    }
  }

  // 3. The user's own name, on the user's side.
  const selfField = user ?? rule.defaultSelf
  if (me && selfField && fits(rule, selfField, me)) c.setName(selfField, me)

  // 4. Objects of verbs: "hire Priya Nair", "acquire Acme Technologies".
  for (const [verb, field] of rule.objects ?? []) {
    const regex = new RegExp(verb.source, verb.flags.includes('g') ? verb.flags : `${verb.flags}g`)
    for (const match of text.matchAll(regex)) setName(field, nameAt(text, match.index + match[0].length))
  }

  // 4b. Subjects: "Bharat Holdings wants to acquire …".
  for (const [after, field] of rule.subjects ?? []) {
    for (const name of names) if (after.test(text.slice(name.end))) setName(field, name)
  }

  // 5. Prepositions: "to Ravi", "from Mr Sharma", "with Kavya Reddy".
  for (const [prep, target] of Object.entries(rule.preps ?? {}) as Array<[Preposition, string]>) {
    const field = target === 'other' ? (otherParty(rule, selfField) ?? rule.fallbackPreps?.[prep]) : target
    if (!field) continue
    const regex = prep === 'of' ? /\b(?:of|for)\s+/gi : new RegExp(`\\b${prep}\\s+`, 'gi')
    for (const match of text.matchAll(regex)) {
      if (c.has(field)) break
      const mention = nameAt(text, match.index + match[0].length)
      if (mention && (prep !== 'of' || looksLikeOrganisation(mention.name))) setName(field, mention)
    }
  }

  // The account holder wrote "my" / "from me" and one party is left: that party is them
  // ("Loan of Rs 5,00,000 from me to Deepak Verma" — Deepak is the borrower, so I lend).
  const open = parties.filter((p) => !c.has(p.field))
  const placed = parties.some((p) => c.values.get(p.field) === me)
  const last = open.length === 1 && parties.length === 2 ? open[0] : undefined
  if (me && !placed && !selfName(text) && last && fits(rule, last.field, me)) c.setName(last.field, me)
}

function relationship(c: Collector, field: string, word: string): void {
  if (c.template.id === 'gift-deed' && field === 'doneeName')
    c.set('relationship', capitalise(word.replace(/^beti$/, 'daughter').replace(/^beta$/, 'son')))
}

/** The party the user is, from wording like "my flat" or "I am the tenant"; undefined when unclear. */
export function userSide(rule: TemplateRule, text: string): string | undefined {
  const sides = (rule.parties ?? []).filter((p) => p.self?.test(text))
  return sides.length === 1 ? sides[0]?.field : undefined
}
