import {
  type Template,
  type TemplateId,
  getTemplate,
  listTemplates,
  validateDetails,
} from '#domain/catalogue/index.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'
import { formatDate } from '#domain/shared/dates.ts'
import { formatRupees } from '#domain/shared/money.ts'
import { normaliseAnswer } from './answers.ts'
import {
  type AmountMention,
  type DurationMention,
  type NameMention,
  type Span,
  capitalise,
  describeDuration,
  findAmounts,
  findDates,
  findDurations,
  findNames,
  findPercents,
  findPlaces,
  formatMoney,
  inMonths,
  inYears,
  looksLikeOrganisation,
  RELATIONSHIPS,
  nameAt,
  normaliseText,
  phraseAfter,
  tidyName,
} from './extract.ts'
import { type PartyRule, type Preposition, RULES, type TemplateRule, territoryOf } from './rules.ts'

/**
 * Maps a free description of an agreement ("I want to rent my flat in Pune to Ravi for 11
 * months at 25,000 a month") to the catalogue template that fits best, with the details
 * the description states and the fields it leaves open — or, when no template fits, to a
 * custom agreement with the parties and obligations it names. Nothing is guessed: a fact
 * the text does not state stays missing.
 */

export type Details = Partial<Record<string, string>>

export interface TemplateInterpretation {
  readonly kind: 'template'
  readonly templateId: TemplateId
  /** 0–1: how clearly the description points to this template rather than another. */
  readonly confidence: number
  /** Field name → value in the form the catalogue validates (₹ amounts, DD/MM/YYYY dates, numbers). */
  readonly details: Details
  /** Required fields the description does not give, in the template's order. */
  readonly missing: readonly string[]
  /** Fields given only in part (a city for a full address): worth confirming. */
  readonly incomplete: readonly string[]
  /** Readable notes on conversions made ("₹50,000 a month × 12 = ₹6,00,000 a year"). */
  readonly notes: readonly string[]
  /** The city named for execution, the seat of arbitration and the courts (drafting's `place` option). */
  readonly place?: string
  /** Other templates that also fit, best first. */
  readonly alternatives: readonly TemplateId[]
}

export interface CustomInterpretation {
  readonly kind: 'custom'
  readonly confidence: number
  /** The description without its lead-in ("I want an agreement …"). */
  readonly description: string
  /** Names of the parties the description gives (the user's own name first when stated). */
  readonly parties: readonly string[]
  /** Each thing a party has agreed to do, as the user worded it. */
  readonly obligations: readonly string[]
  readonly place?: string
  /** Amounts and dates mentioned, normalised, for the summary. */
  readonly amounts: readonly string[]
  readonly dates: readonly string[]
  /** Templates that came closest, best first (for "did you mean …"). */
  readonly alternatives: readonly TemplateId[]
}

export type Interpretation = TemplateInterpretation | CustomInterpretation

export interface InterpretOptions {
  /** Today's date, to read dates written without a year ("from 1st March") and "tomorrow". */
  readonly today?: CalendarDate
}

export interface TemplateScore {
  readonly templateId: TemplateId
  readonly score: number
}

// ───────────────────────────────── classification ─────────────────────────────────

const NAME_PATTERNS: ReadonlyArray<readonly [TemplateId, RegExp]> = listTemplates().map((t) => [
  t.id,
  new RegExp(
    `\\b(?:${[t.name, t.id.replace(/-/g, ' ')].map((n) => n.toLowerCase().replace(/[’']/g, "'?").replace(/&/g, '(?:&|and)').replace(/\s+/g, '\\s+')).join('|')})\\b`,
    'i',
  ),
])

/** Every template with a positive score for the text, best first. */
export function rankTemplates(text: string): TemplateScore[] {
  const normalised = withoutOrganisations(normaliseText(text))
  const scores: TemplateScore[] = []
  for (const template of listTemplates()) {
    const rule = RULES[template.id]
    let score = 0
    for (const [regex, weight] of rule.signals) if (regex.test(normalised)) score += weight
    const named = NAME_PATTERNS.find(([id]) => id === template.id)?.[1]
    if (named?.test(normalised)) score += 8
    if (score > 0) scores.push({ templateId: template.id, score })
  }
  return scores.sort((a, b) => b.score - a.score)
}

/**
 * The text with company, LLP and firm names blanked, so that "Coastal Foods LLP" or
 * "BrightPath Consulting LLP" do not count as the words "LLP" or "consulting".
 */
function withoutOrganisations(text: string): string {
  let out = text
  for (const name of findNames(text).reverse()) {
    if (/\b(?:pvt|private|ltd|limited|llp|inc)\b\.?/i.test(name.name))
      out = `${out.slice(0, name.index)}Zed${out.slice(name.end)}`
  }
  return out
}

/** A template named outright ("lease deed", "Will and Testament"), if exactly one is. */
export function namedTemplate(text: string): TemplateId | undefined {
  const normalised = normaliseText(text)
  const hits = NAME_PATTERNS.filter(([, regex]) => regex.test(normalised)).map(([id]) => id)
  // "Mutual Non-Disclosure Agreement" also contains "Non-Disclosure Agreement"-like names: prefer the longest.
  if (hits.length === 0) return undefined
  return hits.sort((a, b) => getTemplate(b).name.length - getTemplate(a).name.length)[0]
}

const CUSTOM_REQUEST =
  /\bcustom\s+(?:agreement|contract|document|deed)\b|\b(?:none of (?:these|the templates)|no template|not (?:in|from) (?:the|your) (?:list|templates))\b/i
const MIN_SCORE = 4

function round2(n: number): number {
  return Math.round(n * 100) / 100
}

// ───────────────────────────────── interpretation ─────────────────────────────────

export function interpretRequest(text: string, options: InterpretOptions = {}): Interpretation {
  const ranked = rankTemplates(text)
  const top = ranked[0]
  const second = ranked[1]
  const wantsCustom = CUSTOM_REQUEST.test(text)
  if (!top || top.score < MIN_SCORE || (wantsCustom && top.score < 12)) {
    const closeness = top ? Math.min(1, top.score / MIN_SCORE) : 0
    return customInterpretation(
      text,
      options,
      ranked.slice(0, 3).map((r) => r.templateId),
      round2(wantsCustom ? 0.95 : 1 - closeness * 0.6),
    )
  }
  const runnerUp = second?.score ?? 0
  const confidence = round2(Math.min(0.99, (top.score / (top.score + runnerUp)) * Math.min(1, top.score / 8)))
  const extraction = extractDetails(top.templateId, text, options)
  const alternatives = ranked
    .slice(1)
    .filter((r) => r.score >= top.score * 0.6 && r.score >= MIN_SCORE)
    .slice(0, 3)
    .map((r) => r.templateId)
  return {
    kind: 'template',
    templateId: top.templateId,
    confidence,
    details: extraction.details,
    missing: missingFields(top.templateId, extraction.details),
    incomplete: extraction.incomplete,
    notes: extraction.notes,
    ...(extraction.place ? { place: extraction.place } : {}),
    alternatives,
  }
}

/** Required fields with no value, in form order. */
export function missingFields(templateId: TemplateId, details: Details): string[] {
  return getTemplate(templateId)
    .fields.filter((f) => f.required && !details[f.name])
    .map((f) => f.name)
}

// ───────────────────────────────── extraction ─────────────────────────────────

export interface Extraction {
  readonly details: Details
  readonly incomplete: readonly string[]
  readonly notes: readonly string[]
  readonly place?: string
  /** Labelled values ("Rent: abc") that were present but not valid, with the reason. */
  readonly rejected: ReadonlyArray<{ readonly field: string; readonly message: string }>
}

class Collector {
  readonly values = new Map<string, string>()
  readonly incomplete = new Set<string>()
  readonly notes: string[] = []
  readonly used = new Set<string>()

  constructor(readonly template: Template) {}

  has(field: string): boolean {
    return this.values.has(field)
  }

  /** Sets a field once, if the template has it and the value passes the catalogue's checks. */
  set(field: string, value: string | undefined, note?: string): boolean {
    if (value === undefined || value.trim() === '' || this.values.has(field)) return false
    if (!this.template.fields.some((f) => f.name === field)) return false
    const check = validateDetails(this.template.id, { [field]: value })
    if (!check.ok && check.errors.some((e) => e.field === field)) return false
    this.values.set(field, value)
    if (note) this.notes.push(note)
    return true
  }

  setName(field: string, name: string): boolean {
    const tidy = tidyName(name)
    if (this.used.has(tidy.toLowerCase())) return false
    if (!this.set(field, tidy)) return false
    this.used.add(tidy.toLowerCase())
    return true
  }
}

/**
 * The details of one template that a text states: labelled values ("Tenant: Ravi"),
 * parties by their role words, prepositions and the user's own side, amounts, dates,
 * durations and percentages by the words next to them, addresses and places.
 */
export function extractDetails(
  templateId: TemplateId,
  text: string,
  options: InterpretOptions = {},
): Extraction {
  const template = getTemplate(templateId)
  const rule = RULES[templateId]
  const normalised = normaliseText(text)
  const c = new Collector(template)

  const labelled = parseLabelled(template, normalised, options)
  for (const [field, value] of Object.entries(labelled.values)) {
    if (c.set(field, value.value, value.note) && isPartyField(rule, field))
      c.used.add(value.value.toLowerCase())
  }

  // Free text: the labelled lines are already read, so read only the rest.
  const prose = labelled.consumed.length > 0 ? stripSpans(normalised, labelled.consumed) : normalised
  assignParties(rule, prose, c)
  assignAmounts(rule, prose, c)
  assignDates(rule, prose, c, options.today)
  assignDurations(rule, prose, c)
  assignPercents(rule, prose, c)
  const addressCity = assignAddress(rule, prose, c)
  if (rule.city) {
    const place = findPlaces(prose)[0]
    if (place)
      c.set(
        rule.city,
        place.city && place.state ? `${place.city}, ${place.state}` : (place.state ?? place.text),
      )
  }
  if (rule.territory) {
    const territory = territoryOf(prose)
    if (territory) c.set(rule.territory, territory.text)
  }
  if (rule.extract) {
    const extra = rule.extract({ text: prose, assigned: c.values })
    for (const [field, value] of Object.entries(extra)) if (value !== undefined) c.set(field, value)
  }

  const firstCity = findPlaces(normalised).find((p) => p.city)?.city
  const place = addressCity ?? firstCity
  const details: Record<string, string> = {}
  for (const field of template.fields) {
    const value = c.values.get(field.name)
    if (value !== undefined) details[field.name] = value
  }
  return {
    details,
    incomplete: [...c.incomplete].filter((f) => details[f] !== undefined),
    notes: c.notes,
    ...(place ? { place } : {}),
    rejected: labelled.rejected,
  }
}

function isPartyField(rule: TemplateRule, field: string): boolean {
  return rule.parties?.some((p) => p.field === field) ?? false
}

function stripSpans(text: string, spans: readonly Span[]): string {
  let out = text
  for (const span of [...spans].sort((a, b) => b.index - a.index))
    out = `${out.slice(0, span.index)} ${out.slice(span.end)}`
  return out
}

// ───────────────────────────────── labelled values ─────────────────────────────────

const LABEL_LINE =
  /(^|[\n;]|,\s+)\s*(?:[-*•]\s*)?([A-Za-z][A-Za-z ()₹'/%.&-]{1,50}?)\s*[:=]\s*([^\n;]*?)(?=\s*(?:[\n;]|,\s+[A-Za-z][A-Za-z ()₹'/%.&-]{1,50}?\s*[:=]|$))/g

const LABEL_SYNONYMS: Readonly<Record<string, string>> = {
  ctc: 'salary',
  pay: 'salary',
  package: 'salary',
  kiraya: 'rent',
  advance: 'deposit',
  doj: 'joining',
  dob: 'birth',
  location: 'location',
  city: 'location',
  office: 'office',
  tenure: 'period',
  duration: 'duration',
  term: 'term',
  lessee: 'lessee',
  lessor: 'lessor',
  fees: 'fee',
  price: 'price',
  cost: 'cost',
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter(
      (t) =>
        t &&
        ![
          'name',
          'of',
          'the',
          'and',
          'rs',
          'inr',
          'in',
          'details',
          'no',
          'his',
          'her',
          'my',
          'our',
          'their',
          'your',
          'its',
        ].includes(t),
    )
}

function fieldTokens(template: Template, rule: TemplateRule, field: string): string[][] {
  const f = template.fields.find((x) => x.name === field)
  if (!f) return []
  const variants = [tokens(f.label), tokens(f.name.replace(/([a-z])([A-Z])/g, '$1 $2'))]
  const party = rule.parties?.find((p) => p.field === field)
  if (party) for (const word of party.words.split('|')) variants.push(tokens(word.replace(/\\s\??/g, ' ')))
  return variants.filter((v) => v.length > 0)
}

/** The field a label like "Tenant", "Rent", "Security deposit (₹)" names, if exactly one fits best. */
export function fieldForLabel(template: Template, label: string): string | undefined {
  const rule = RULES[template.id]
  const key = tokens(label).map((t) => LABEL_SYNONYMS[t] ?? t)
  if (key.length === 0) return undefined
  let best: { field: string; score: number } | undefined
  let tie = false
  for (const field of template.fields) {
    for (const variant of fieldTokens(template, rule, field.name)) {
      const shared = key.filter((t) => variant.includes(t)).length
      // Every word of the label must belong to the field ("Loan agreement" is not "Loan Amount").
      if (shared < key.length) continue
      const score =
        shared / Math.max(key.length, variant.length) + (key.every((t) => variant.includes(t)) ? 0.5 : 0)
      if (!best || score > best.score) {
        best = { field: field.name, score }
        tie = false
      } else if (score === best.score && best.field !== field.name) tie = true
    }
  }
  return best && !tie && best.score >= 0.5 ? best.field : undefined
}

export interface LabelledValues {
  readonly values: Record<string, { value: string; note?: string }>
  readonly rejected: Array<{ field: string; message: string }>
  readonly consumed: Span[]
}

/** "Tenant: Ravi Kumar", "Rent = 25k; Deposit: 1 lakh", one per line or separated by ";" or ",". */
export function parseLabelled(
  template: Template,
  text: string,
  options: InterpretOptions = {},
): LabelledValues {
  const values: Record<string, { value: string; note?: string }> = {}
  const rejected: Array<{ field: string; message: string }> = []
  const consumed: Span[] = []
  for (const match of text.matchAll(LABEL_LINE)) {
    const label = match[2] ?? ''
    const raw = (match[3] ?? '').trim()
    if (!raw) continue
    const field = fieldForLabel(template, label)
    if (!field) continue
    const start = match.index + (match[1]?.length ?? 0)
    consumed.push({ index: start, end: match.index + match[0].length, text: match[0] })
    const answer = normaliseAnswer(template.id, field, raw, options.today)
    if (answer.ok)
      values[field] = answer.note ? { value: answer.value, note: answer.note } : { value: answer.value }
    else rejected.push({ field, message: answer.message })
  }
  return { values, rejected, consumed }
}

// ───────────────────────────────── parties ─────────────────────────────────

const SELF_NAME: readonly RegExp[] = [
  /\b(?:I|We),\s+(?=(?:Mr|Mrs|Ms|Dr|Shri|Smt)?\.?\s*[A-Z])/g,
  /\b(?:I|We|we)\s*\(\s*(?=[A-Z])/g,
  /\bmy name is\s+/gi,
  /\b(?:I am|I'm)\s+(?=[A-Z])/g,
  /\bmyself\s+(?=[A-Za-z])/gi,
  /\bthis is\s+(?=[A-Z][a-z])/gi,
]

function selfName(text: string): string | undefined {
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

function assignParties(rule: TemplateRule, text: string, c: Collector): void {
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
  const me = selfName(text)
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

// ───────────────────────────────── cues ─────────────────────────────────

const CONNECTOR = /(?:[.;\n]|,\s|\band\b|\bwith\b|\bplus\b|\bbut\b|\balso\b)/gi

function windowBefore(text: string, index: number, floor: number): string {
  const start = Math.max(floor, index - 50)
  const slice = text.slice(start, index)
  let cut = 0
  for (const m of slice.matchAll(CONNECTOR)) cut = m.index + m[0].length
  return slice.slice(cut)
}

function windowAfter(text: string, end: number, ceiling: number): string {
  const slice = text.slice(end, Math.min(ceiling, end + 35))
  const m = /(?:[.;\n]|,\s|\band\b|\bwith\b|\bplus\b|\bbut\b)/i.exec(slice)
  return m ? slice.slice(0, m.index) : slice
}

function cueScore(text: string, span: Span, all: readonly Span[], cues: RegExp): number {
  const previous = all.filter((s) => s.end <= span.index).at(-1)
  const next = all.find((s) => s.index >= span.end)
  const before = windowBefore(text, span.index, previous?.end ?? 0)
  const after = windowAfter(text, span.end, next?.index ?? text.length)
  if (cues.test(before)) return 3
  if (cues.test(after)) return 2
  return 0
}

interface Candidate<M extends Span> {
  readonly mention: M
  readonly field: string
  readonly score: number
}

/** Gives each mention at most one field, best cue first; `fallback` fields then take a lone leftover. */
function match<M extends Span>(
  mentions: readonly M[],
  rules: ReadonlyArray<{ field: string; cues: RegExp; fallback?: boolean }>,
  text: string,
  c: Collector,
  bonus: (mention: M, field: string) => number,
  accept: (mention: M, field: string) => boolean,
): void {
  const candidates: Candidate<M>[] = []
  for (const mention of mentions) {
    for (const rule of rules) {
      if (c.has(rule.field)) continue
      const score = cueScore(text, mention, mentions, rule.cues) + bonus(mention, rule.field)
      if (score > 0) candidates.push({ mention, field: rule.field, score })
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.mention.index - b.mention.index)
  const taken = new Set<M>()
  for (const { mention, field } of candidates) {
    if (taken.has(mention) || c.has(field)) continue
    if (accept(mention, field)) taken.add(mention)
  }
  const left = mentions.filter((m) => !taken.has(m))
  const open = rules.filter((r) => r.fallback && !c.has(r.field))
  const only = left[0]
  if (left.length === 1 && only && open.length > 0) {
    for (const rule of open) if (accept(only, rule.field)) break
  } else if (rules.length === 1 && left.length > 1 && open.length === 1) {
    // One field and several candidates with no cue: leave it to the user.
  }
}

function label(c: Collector, field: string): string {
  return c.template.fields.find((f) => f.name === field)?.label.replace(/\s*\([^)]*\)\s*$/, '') ?? field
}

function assignAmounts(rule: TemplateRule, text: string, c: Collector): void {
  const rules = rule.money ?? []
  if (rules.length === 0) return
  const mentions = findAmounts(text)
  const byField = new Map(rules.map((r) => [r.field, r]))
  match<AmountMention>(
    mentions,
    rules,
    text,
    c,
    (m, field) => {
      const r = byField.get(field)
      if (r?.period === 'month' && m.period === 'month') return 1
      if (r?.period === 'year' && m.period === 'year') return 1
      return 0
    },
    (m, field) => {
      const r = byField.get(field)
      if (r?.period === 'year' && m.period === 'month') {
        const yearly = m.paise * 12
        return c.set(
          field,
          formatRupees(yearly),
          `${label(c, field)}: ${formatRupees(m.paise)} a month × 12 = ${formatRupees(yearly)} a year.`,
        )
      }
      if (r?.period === 'month' && m.period === 'year') {
        const monthly = Math.round(m.paise / 12)
        return c.set(
          field,
          formatRupees(monthly),
          `${label(c, field)}: ${formatRupees(m.paise)} a year ÷ 12 = ${formatRupees(monthly)} a month.`,
        )
      }
      if (r?.period === 'keep')
        return c.set(field, formatMoney(m.paise, m.period === 'once' ? undefined : m.period))
      return c.set(field, formatRupees(m.paise))
    },
  )
}

function assignDates(rule: TemplateRule, text: string, c: Collector, today: CalendarDate | undefined): void {
  const dateFields = c.template.fields.filter((f) => f.format === 'date')
  if (dateFields.length === 0) return
  const rules = rule.dates ?? dateFields.map((f) => ({ field: f.name, cues: /$^/ }))
  const mentions = findDates(text, today)
  const single = rules.length === 1 ? rules.map((r) => ({ ...r, fallback: true })) : rules
  match(
    mentions,
    single,
    text,
    c,
    () => 0,
    (m, field) => c.set(field, formatDate(m.date)),
  )
}

const NOISE_AFTER =
  /^\s*(?:'s?\s+|of\s+)?(?:rent|deposit|salary|notice|advance|fee|interest|emi|lock[\s-]?in|probation|old|experience)/i
const NOISE_BEFORE =
  /(?:deposit|notice|advance|probation|lock[\s-]?in|experience|aged?|old)\s+(?:period\s+)?(?:of|equal to|worth|for)?\s*$/i

function assignDurations(rule: TemplateRule, text: string, c: Collector): void {
  const rules = rule.durations ?? []
  if (rules.length === 0) return
  const byField = new Map(rules.map((r) => [r.field, r]))
  const mentions = findDurations(text).filter((d) => {
    const after = text.slice(d.end, d.end + 20)
    const before = text.slice(Math.max(0, d.index - 25), d.index)
    const ownCue = rules.some((r) => /notice/.test(r.cues.source) && /notice/i.test(after + before))
    return ownCue || (!NOISE_AFTER.test(after) && !NOISE_BEFORE.test(before))
  })
  match<DurationMention>(
    mentions,
    rules,
    text,
    c,
    () => 0,
    (m, field) => {
      const r = byField.get(field)
      if (!r) return false
      if (r.as === 'months') {
        const months = inMonths(m)
        if (months === undefined || !Number.isInteger(months)) return false
        return c.set(
          field,
          String(months),
          m.unit === 'year' ? `${label(c, field)}: ${describeDuration(m)} = ${months} months.` : undefined,
        )
      }
      if (r.as === 'years') {
        const years = inYears(m)
        if (years === undefined) return false
        return c.set(
          field,
          String(years),
          m.unit === 'month' ? `${label(c, field)}: ${describeDuration(m)} = ${years} years.` : undefined,
        )
      }
      const tail = /^\s+((?:after|from|following|post|of)\s+(?:the\s+)?[a-z][^.,;\n]{2,60})/i.exec(
        text.slice(m.end),
      )
      return c.set(field, tail ? `${describeDuration(m)} ${tail[1]?.trim()}` : describeDuration(m))
    },
  )
}

function assignPercents(rule: TemplateRule, text: string, c: Collector): void {
  const rules = rule.percents ?? []
  if (rules.length === 0) return
  match(
    findPercents(text),
    rules,
    text,
    c,
    () => 0,
    (m, field) => c.set(field, String(m.value)),
  )
}

// ───────────────────────────────── addresses ─────────────────────────────────

const PROPERTY_WORD = String.raw`(?:\d\s*bhk\s+)?(?:flat|apartment|house|home|room|property|premises|villa|bungalow|shop|office(?:\s+space)?|showroom|warehouse|godown|plot|land|pg|ghar|makaan|makan)`
const ADDRESS_STOP =
  /\s(?:to|for|from|with|at\s+(?:rs|₹|\d)|on\s+(?:rent|lease)|starting|which|where|who|rent\b|monthly|per|for\s+\d|against|worth|valued)\b|,\s*(?:rent|for|to|from|with|starting|at|and)\b|₹|\brs\.?\s/i
const NUMBERED = new RegExp(
  String.raw`\b(?:flat|house|shop|office|plot|apartment|unit|villa|bungalow|room|door|survey|khasra|gala)\s*(?:no\.?|number|#)?\s*[\w/-]*\d[\w/-]*`,
  'i',
)

function assignAddress(rule: TemplateRule, text: string, c: Collector): string | undefined {
  const field = rule.address?.field
  if (!field || c.has(field)) return undefined
  const explicit = phraseAfter(
    text,
    /\b(?:address(?:\s+is)?\s*:?|located at|situated at|premises at|property at|(?:flat|house|shop|office|plot|apartment|villa|bungalow)\s+at)\s+/i,
    ADDRESS_STOP,
    180,
  )
  const numbered = NUMBERED.exec(text)
  const numberedSpan = numbered ? phraseAfter(text.slice(numbered.index), /^/, ADDRESS_STOP, 180) : null
  const full =
    explicit && /\d/.test(explicit.text)
      ? explicit.text
      : numberedSpan && /\d/.test(numberedSpan.text)
        ? numberedSpan.text
        : explicit?.text
  if (full) {
    const value = capitalise(full.replace(/[,\s]+$/, ''))
    if (c.set(field, value)) {
      if (!/\d/.test(value) || findPlaces(value).length === 0) c.incomplete.add(field)
      return findPlaces(value).find((p) => p.city)?.city
    }
  }
  // "my flat in Koregaon Park, Pune" → "Flat in Koregaon Park, Pune" (to be completed).
  const nounIn = new RegExp(
    String.raw`\b(?:my|our|a|an|the|his|her|their)\s+(?:[\w-]+\s+){0,2}?(${PROPERTY_WORD})\s+(?:in|at|near|located in|situated in)\s+`,
    'i',
  ).exec(text)
  const places = findPlaces(text)
  if (nounIn) {
    const rest = phraseAfter(
      text.slice(nounIn.index),
      new RegExp(nounIn[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
      ADDRESS_STOP,
      100,
    )
    const place = rest ? findPlaces(rest.text)[0] : undefined
    const noun = capitalise((nounIn[1] ?? 'property').toLowerCase())
    if (rest && place) {
      const upTo = rest.text.slice(0, place.end)
      if (c.set(field, `${noun} in ${upTo}`)) {
        c.incomplete.add(field)
        return place.city
      }
    }
    // A locality the place list does not know ("warehouse in Bhiwandi").
    const locality = rest ? /^(?:[A-Z][\w.'-]*)(?:[\s,]+[A-Z][\w.'-]*){0,3}/.exec(rest.text)?.[0] : undefined
    if (locality && c.set(field, `${noun} in ${locality.replace(/[,\s]+$/, '')}`)) {
      c.incomplete.add(field)
      return undefined
    }
  }
  const noun = new RegExp(`\\b${PROPERTY_WORD}\\b`, 'i').exec(text)
  const city = places.find((p) => p.city)
  if (noun && city) {
    const value = `${capitalise(noun[0].toLowerCase())} in ${city.city}`
    if (c.set(field, value)) {
      c.incomplete.add(field)
      return city.city
    }
  }
  return undefined
}

// ───────────────────────────────── custom agreements ─────────────────────────────────

const LEAD_IN =
  /^\s*(?:(?:hi|hello|hey|namaste)\b[,!.\s]*)?(?:(?:please|pls|kindly)\s+)?(?:(?:i|we)\s+(?:want|need|would like|wish|require|am looking for|are looking for)\s+(?:to\s+(?:create|draft|make|prepare|write|generate|have|get)\s+)?|(?:can|could)\s+you\s+(?:please\s+)?(?:create|draft|make|prepare|write|generate)\s+|help\s+me\s+(?:create|draft|make|prepare|write|generate)\s+|(?:create|draft|make|prepare|write|generate)\s+)?(?:me\s+)?(?:(?:a|an)\s+custom\s+(?:agreement|contract|document)\s*[:,-]\s*|custom\s+(?:agreement|contract|document)\s*[:,-]\s*)?/i
const OBLIGATION =
  /\b(?:will|shall|must|agrees? to|agreed to|has to|have to|should|is to|are to|promises? to|undertakes? to|is responsible for|are responsible for|is going to|are going to|would)\b/i
const SUBJECT = String.raw`(?:[Ii]|[Hh]e|[Ss]he|[Tt]hey|[Ww]e|[Yy]ou|[Ee]ach(?:\s+of\s+us)?|[Bb]oth(?:\s+of\s+us)?|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)`
const MODAL = String.raw`(?:will|shall|must|agrees?|has\s+to|have\s+to|should|would|promises?|undertakes?|is\s+to|are\s+to)`
const SPLIT_CLAUSES = new RegExp(
  String.raw`(?:[.;:!?\n]+\s*|,\s*(?:and\s+)?(?=${SUBJECT}\s+${MODAL}\b)|\s+and\s+(?=${SUBJECT}\s+${MODAL}\b))`,
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

function customInterpretation(
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
