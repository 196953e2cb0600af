import type { TemplateId } from '#domain/catalogue/index.ts'
import { formatDate } from '#domain/shared/dates.ts'
import {
  RELATIONSHIPS,
  capitalise,
  findAmounts,
  findDates,
  findNames,
  findPlaces,
  formatMoney,
  looksLikeOrganisation,
  normaliseText,
} from '../extract/index.ts'
import { minorsIn, withoutMinors } from '../custom/minors.ts'
import { writerName } from './parties.ts'
import type { CustomInterpretation, InterpretOptions } from './types.ts'

/** A description no template fits, read as a custom agreement: its parties and obligations. */

const LEAD_IN =
  /^\s*(?:(?:hi|hello|hey|namaste)\b[,!.\s]*)?(?:(?:please|pls|kindly)\s+)?(?:(?:i|we)\s+(?:want|need|would like|wish|require|am looking for|are looking for)\s+(?:to\s+(?:create|draft|make|prepare|write|generate|have|get)\s+)?|(?:can|could)\s+you\s+(?:please\s+)?(?:create|draft|make|prepare|write|generate)\s+|help\s+me\s+(?:create|draft|make|prepare|write|generate)\s+|(?:create|draft|make|prepare|write|generate)\s+)?(?:me\s+)?(?:(?:a|an)\s+custom\s+(?:agreement|contract|document)\s*[:,-]\s*|custom\s+(?:agreement|contract|document)\s*[:,-]\s*)?/i
const OBLIGATION =
  /\b(?:will|shall|must|agrees? to|agreed to|has to|have to|should|is to|are to|promises? to|undertakes? to|is responsible for|are responsible for|is going to|are going to|would)\b/i
const SUBJECT = String.raw`(?:[Ii]|[Hh]e|[Ss]he|[Tt]hey|[Ww]e|[Yy]ou|[Ee]ach(?:\s+of\s+us)?|[Bb]oth(?:\s+of\s+us)?|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)`
const MODAL = String.raw`(?:will|shall|must|agrees?|has\s+to|have\s+to|should|would|promises?|undertakes?|is\s+to|are\s+to)`
// A full stop ends a clause, but not a decimal point ("3.2 lakh"), "Rs." or an initial ("p.m.", "A. Rao").
const STOP = String.raw`(?:[;!?\n]|(?<!\d):|:(?!\d)|(?<!\b(?:[Rr][Ss]|[Nn]o|[Mm]rs?|[Mm]s|[Dd]r|[Ss]mt|[Ss]q|[A-Za-z]))\.(?!\d))`
const SPLIT_CLAUSES = new RegExp(
  String.raw`(?:${STOP}+\s*|,\s*(?:and\s+)?(?=${SUBJECT}\s+${MODAL}\b)|\s+and\s+(?=${SUBJECT}\s+${MODAL}\b))`,
)
const LEAD_MARKERS =
  /.*(?:\b(?:where(?:by|in)?|in which|under which|such that|so that|stating that|saying that|that|who|which)\s+|:\s*|\s-\s+)/i

/** Each obligation in a description, as worded ("he will pay half the cost of the wall"). */
export function obligationsIn(text: string): string[] {
  const found: string[] = []
  for (const piece of normaliseText(text).split(SPLIT_CLAUSES)) {
    const clause = piece.trim()
    if (!clause || !OBLIGATION.test(clause)) continue
    let obligation = clause
    const modal = OBLIGATION.exec(clause)
    if (modal) {
      const head = clause.slice(0, modal.index)
      const lead = LEAD_MARKERS.exec(head)
      if (lead) {
        obligation = clause.slice(lead[0].length)
        // "my maid Lakshmi who will cook" → "Lakshmi will cook".
        if (/\b(?:who|which)\s+$/i.test(lead[0])) {
          const subject = findNames(lead[0]).at(-1)
          if (subject) obligation = `${subject.name} ${obligation}`
        }
      }
    }
    obligation = obligation
      .replace(/^(?:and|also|then|plus)\s+/i, '')
      .replace(/[.,;:\s]+$/, '')
      .trim()
    if (/^(?:i|we)\s+(?:would like|will need|want|need)\b/i.test(obligation)) continue
    if (obligation.split(/\s+/).length >= 3) found.push(capitalise(obligation))
  }
  return found
}

// A sentence that states a term without "will" or "shall": money, a date, or a dealing verb.
const TERM_VERB =
  /\b(?:pay|paid|pays|paying|repay\w*|lend\w*|lent|loan|borrow\w*|book\w*|hire[ds]?|hiring|sell\w*|sold|buy\w*|bought|rent\w*|let(?:ting)?|lease\w*|gift\w*|giv(?:e|es|ing)|gave|advance|balance|due|deliver\w*|return\w*|instal?l?ments?|deposit|fee|price|cost)\b/i

/**
 * The terms of a description that states its deal without "will" or "shall" ("I have paid
 * an advance of Rs 45k and the balance of 1.5 lakh is due on the day"): each sentence with
 * money, a date or a dealing verb, as worded. The API drafts from these when no sentence
 * is an obligation, so a plain description is not refused for its grammar.
 */
export function termsIn(text: string): string[] {
  const body = cleanDescription(text)
  return (
    body
      // Sentences end as obligations' clauses do: not at "Rs.", "No.", a title or an initial.
      .split(/(?<=[;!?])\s+|(?<!\b(?:[Rr][Ss]|[Nn]o|[Mm]rs?|[Mm]s|[Dd]r|[Ss]mt|[Ss]q|[A-Za-z]))\.\s+|\n+/)
      .map((t) => t.replace(/[.;,\s]+$/, '').trim())
      .filter((t) => t.split(/\s+/).length >= 3 && (TERM_VERB.test(t) || findAmounts(t).length > 0))
      .map((t) => capitalise(t))
  )
}

/**
 * The obligations, with the terms of the deal stated without "will" before them ("I am
 * selling my cow to Ramu for 60,000 rupees, he will pay 20,000 now …": the sale is a term,
 * the payment an obligation). A term is kept once, without the obligations inside it.
 */
export function withTerms(text: string, obligations: readonly string[]): string[] {
  const terms: string[] = []
  for (const term of termsIn(text)) {
    let rest = term
    for (const o of obligations) {
      const at = rest.toLowerCase().indexOf(o.toLowerCase())
      if (at >= 0) rest = `${rest.slice(0, at)} ${rest.slice(at + o.length)}`
    }
    rest = rest
      .replace(/\s+/g, ' ')
      .replace(/^[\s,;:-]*(?:and\s+)?|[\s,;:-]*(?:and)?\s*$/gi, '')
      .trim()
    if (rest.split(/\s+/).length >= 3 && (TERM_VERB.test(rest) || findAmounts(rest).length > 0))
      terms.push(capitalise(rest))
  }
  return [...terms, ...obligations]
}

/** The description without its lead-in ("I want a custom agreement for …"). */
export function cleanDescription(text: string): string {
  const trimmed = normaliseText(text).trim().replace(/\s+/g, ' ')
  const stripped = trimmed.replace(LEAD_IN, '').trim()
  const result = (stripped.length >= 10 ? stripped : trimmed).replace(/^[\s:,;-]+/, '')
  return capitalise(result.replace(/[.\s]+$/, ''))
}

/** Names of the parties: the user's own name first, then the others in order. */
export function partiesIn(text: string, self?: string): string[] {
  const normalised = normaliseText(text)
  const me = writerName(normalised, self)
  const names: string[] = me ? [me] : []
  for (const found of findNames(normalised)) {
    // "Book Sharma Caterers …": a sentence-initial verb is not part of the name, and introduces it.
    const verb = /^(?:Book|Hire|Engage|Pay|Ask|Give|Giving)\s+/.exec(found.name)
    const mention = verb
      ? { ...found, index: found.index + verb[0].length, name: found.name.slice(verb[0].length) }
      : found
    const lead = normalised.slice(Math.max(0, mention.index - 30), mention.index)
    const after = normalised.slice(mention.end, mention.end + 30)
    // A name after "with", "between", a relationship or calling (also with its place between:
    // "a cook for my mother in Chennai, Lakshmi Amma"), a payment ("I will pay Kiran Desai 30k"),
    // work given to someone ("I am giving Rukhsana Begum, a tailor, 40 blouses to stitch"), or
    // before "will …" is a person in the deal.
    const introduced = new RegExp(
      String.raw`\b(?:with|between|and|to|from|(?:${RELATIONSHIPS})(?:\s+(?:in|at|from)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*,)?|Mr\.?|Mrs\.?|Ms\.?|Shri|Smt\.?|book(?:ing|ed)?|hir(?:e|ed|ing)|engag(?:e|ed|ing)|pa(?:y|ys|ying|id))\s*,?\s*$`,
      'i',
    ).test(lead)
    const acting = new RegExp(String.raw`^\s*,?\s*${MODAL}\b`, 'i').test(after)
    // "giving Rukhsana Begum, a tailor, 40 blouses" — not "giving Diwali gifts": the name is followed by who or what.
    const given =
      /\b(?:giv(?:e|es|ing)|gave|entrust(?:s|ing|ed)?)\s+$/i.test(lead) &&
      /^\s*(?:,\s*(?:a|an|the|my|our)\s|(?:\d|my\b|our\b|the\b|an?\b|his\b|her\b|their\b))/i.test(after)
    if (!introduced && !acting && !given && !looksLikeOrganisation(mention.name)) continue
    if (!names.some((n) => n.toLowerCase() === mention.name.toLowerCase())) names.push(mention.name)
  }
  // A child the request describes as under age is who the services are for, not a party (ICA s.11).
  return withoutMinors(names, minorsIn(normalised)).slice(0, 6)
}

export function customInterpretation(
  text: string,
  options: InterpretOptions,
  alternatives: TemplateId[],
  confidence: number,
): CustomInterpretation {
  const normalised = normaliseText(text)
  const place = findPlaces(normalised).find((p) => p.city)?.city
  return {
    kind: 'custom',
    confidence,
    description: cleanDescription(text),
    parties: partiesIn(text, options.self),
    obligations: obligationsIn(text),
    ...(place ? { place } : {}),
    amounts: findAmounts(normalised).map((a) =>
      formatMoney(a.paise, a.period === 'once' ? undefined : a.period),
    ),
    dates: findDates(normalised, options.today).map((d) => formatDate(d.date)),
    alternatives,
  }
}
