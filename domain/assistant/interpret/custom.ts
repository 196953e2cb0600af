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
import { selfName } from './parties.ts'
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

/** The description without its lead-in ("I want a custom agreement for …"). */
export function cleanDescription(text: string): string {
  const trimmed = normaliseText(text).trim().replace(/\s+/g, ' ')
  const stripped = trimmed.replace(LEAD_IN, '').trim()
  const result = (stripped.length >= 10 ? stripped : trimmed).replace(/^[\s:,;-]+/, '')
  return capitalise(result.replace(/[.\s]+$/, ''))
}

/** Names of the parties: the user's own name first, then the others in order. */
export function partiesIn(text: string): string[] {
  const normalised = normaliseText(text)
  const me = selfName(normalised)
  const names: string[] = me ? [me] : []
  for (const mention of findNames(normalised)) {
    const lead = normalised.slice(Math.max(0, mention.index - 30), mention.index)
    const after = normalised.slice(mention.end, mention.end + 30)
    // A name after "with", "between", a relationship, or before "will …" is a person in the deal.
    const introduced = new RegExp(
      String.raw`\b(?:with|between|and|to|from|(?:${RELATIONSHIPS})|Mr\.?|Mrs\.?|Ms\.?|Shri|Smt\.?)\s*,?\s*$`,
      'i',
    ).test(lead)
    const acting = new RegExp(String.raw`^\s*,?\s*${MODAL}\b`, 'i').test(after)
    if (!introduced && !acting && !looksLikeOrganisation(mention.name)) continue
    if (!names.some((n) => n.toLowerCase() === mention.name.toLowerCase())) names.push(mention.name)
  }
  return names.slice(0, 6)
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
    parties: partiesIn(text),
    obligations: obligationsIn(text),
    ...(place ? { place } : {}),
    amounts: findAmounts(normalised).map((a) =>
      formatMoney(a.paise, a.period === 'once' ? undefined : a.period),
    ),
    dates: findDates(normalised, options.today).map((d) => formatDate(d.date)),
    alternatives,
  }
}
