import { type Template, type TemplateField, getTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { type Agreement, count, draftAgreement } from '#domain/drafting/index.ts'
import { formatAmount, formatRupees } from '#domain/shared/money.ts'
import { cityOf } from './edit-context.ts'
import { mergeRedraft } from './merge.ts'
import { keywords } from './sections.ts'
import { type AiFailure, type EditChange, failure } from './types.ts'

/**
 * Changing a detail the agreement was drafted from ("change the rent to ₹30,000"): the
 * agreement is drafted again from the changed details, so every mention — figures, words,
 * names in the parties, signatures and placeholders — follows.
 */

// Words a user may say for the words in field labels; the first of each group stands for all.
const GROUPS: readonly (readonly string[])[] = [
  ['tenant', 'licensee', 'lessee', 'occupant'],
  ['landlord', 'licensor', 'lessor', 'owner'],
  ['rent', 'fee', 'rental'],
  ['salary', 'ctc', 'pay', 'compensation', 'remuneration', 'package', 'wage'],
  ['position', 'designation', 'role', 'title', 'job'],
  ['start', 'commencement', 'joining', 'begin', 'beginning'],
  ['period', 'term', 'duration', 'tenure', 'length'],
  ['lease', 'licence', 'license', 'tenancy'],
  ['deposit', 'security'],
  ['address', 'premise', 'property', 'flat', 'house'],
  ['employer', 'company', 'organisation', 'organization'],
  ['place', 'location', 'city', 'office'],
  ['price', 'consideration', 'cost', 'value'],
  ['month', 'monthly'],
  ['annual', 'yearly', 'year', 'annum'],
]
const CANONICAL = new Map(GROUPS.flatMap((group) => group.map((word) => [word, group[0] ?? word] as const)))
const GENERIC = new Set([
  'amount',
  'figure',
  'sum',
  'agreement',
  'contract',
  'document',
  'clause',
  'per',
  'detail',
  'new',
  'current',
  'name',
])

function canonical(words: readonly string[]): string[] {
  return words.map((w) => CANONICAL.get(w) ?? w)
}

function labelWords(field: TemplateField): Set<string> {
  const label = field.label.replace(/\([^)]*\)/g, ' ')
  const fromName = field.name.replace(/([a-z])([A-Z0-9])/g, '$1 $2')
  return new Set(canonical([...keywords(label), ...keywords(fromName)]))
}

export type FieldMatch =
  { readonly field: TemplateField } | { readonly ambiguous: readonly TemplateField[] } | null

/** The template field the user's words name ("the tenant's name" → tenantName), if any. */
export function resolveField(template: Template, ref: string): FieldMatch {
  const all = canonical(keywords(ref))
  const wanted = all.filter((w) => !GENERIC.has(w))
  const named = all.includes('name')
  if (wanted.length === 0) return null
  const scored = template.fields
    .map((field) => ({ field, have: labelWords(field) }))
    .filter(({ have }) => wanted.every((w) => have.has(w)))
    // "the tenant's name" prefers a name field; other words a label has count against it.
    .map(({ field, have }) => ({
      field,
      extra: have.size - wanted.length - (have.has('name') ? 1 : 0) + (named && !have.has('name') ? 1 : 0),
    }))
    .sort((a, b) => a.extra - b.extra)
  const best = scored[0]
  if (!best) return null
  const tied = scored.filter((s) => s.extra === best.extra)
  return tied.length === 1 ? { field: best.field } : { ambiguous: tied.map((t) => t.field) }
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** "1 August 2026", "August 1, 2026", "1-8-2026" → "01/08/2026"; other text unchanged. */
function asDate(value: string): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const numeric = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(value)
  if (numeric) return `${pad(Number(numeric[1]))}/${pad(Number(numeric[2]))}/${numeric[3]}`
  const lower = value
    .toLowerCase()
    .replace(/(\d)(?:st|nd|rd|th)\b/g, '$1')
    .replace(/,/g, ' ')
  const month = MONTHS.findIndex((m) => new RegExp(`\\b${m.slice(0, 3)}[a-z]*\\b`).test(lower))
  const day = /\b(\d{1,2})\b/.exec(lower)
  const year = /\b(\d{4})\b/.exec(lower)
  return month !== -1 && day && year ? `${pad(Number(day[1]))}/${pad(month + 1)}/${year[1]}` : value
}

function valueFor(field: TemplateField, value: string): string {
  const years = /^(\d+(?:\.\d+)?)\s*(?:years?|yrs?)$/i.exec(value)
  const months = /^(\d+)\s*months?$/i.exec(value)
  if (field.format === 'months' && years) return String(Number(years[1]) * 12)
  if (field.format === 'years' && months) return String(Math.round((Number(months[1]) / 12) * 100) / 100)
  if (field.format === 'date') return asDate(value)
  return value.replace(/[.,;]+$/, '').trim()
}

function shown(agreement: Agreement, name: string): string {
  const v = agreement.details[name]
  if (!v) return 'not given'
  return v.paise !== undefined ? formatRupees(v.paise) : v.raw
}

/** Old → new forms of a value, for the parts of the document the user wrote themselves. */
function substitution(before: Agreement, after: Agreement, name: string): (text: string) => string {
  const o = before.details[name]
  const n = after.details[name]
  const pairs: [string, string][] = []
  if (o && n) {
    if (o.paise !== undefined && n.paise !== undefined)
      pairs.push(
        [formatAmount(o.paise), formatAmount(n.paise)],
        [formatRupees(o.paise), formatRupees(n.paise)],
      )
    if (o.number !== undefined && n.number !== undefined) {
      for (const unit of ['month', 'year']) pairs.push([count(o.number, unit), count(n.number, unit)])
    }
    pairs.push([o.raw, n.raw])
  }
  const ordered = pairs.filter(([from]) => from.length > 2).sort((a, b) => b[0].length - a[0].length)
  return (text) => ordered.reduce((t, [from, to]) => t.split(from).join(to), text)
}

export interface FieldEdit {
  readonly ok: true
  readonly agreement: Agreement
  readonly change: EditChange
  readonly summary: string
}

export function changeField(
  agreement: Agreement,
  field: TemplateField,
  rawValue: string,
): FieldEdit | AiFailure {
  const template = getTemplate(agreement.templateId)
  const value = valueFor(field, rawValue)
  const oldDetails = Object.fromEntries(Object.entries(agreement.details).map(([k, v]) => [k, v.raw]))
  const newDetails = { ...oldDetails, [field.name]: value }
  const validation = validateDetails(template.id, newDetails)
  if (!validation.ok) {
    const error = validation.errors.find((e) => e.field === field.name) ?? validation.errors[0]
    return failure('invalid_request', error?.message ?? `${field.label} is not valid.`, {
      fieldErrors: validation.errors,
    })
  }
  if (validation.values[field.name]?.raw === agreement.details[field.name]?.raw) {
    return failure(
      'invalid_request',
      `${field.label.replace(/\s*\([^)]*\)/g, '')} is already ${shown(agreement, field.name)}.`,
    )
  }

  let base = draftAgreement(template.id, oldDetails)
  let options = {}
  if (base.preamble !== agreement.preamble) {
    // Drafted with a place the details do not name: draft again with the same place.
    const city = cityOf(agreement.preamble)
    if (city) {
      options = { place: city }
      base = draftAgreement(template.id, oldDetails, options)
    }
  }
  const next = draftAgreement(template.id, newDetails, options)
  const merged = mergeRedraft(base, agreement, next, substitution(agreement, next, field.name))
  const label = field.label.replace(/\s*\([^)]*\)/g, '')
  const from = shown(agreement, field.name)
  const to = shown(merged, field.name)
  const reads =
    merged.details[field.name]?.paise !== undefined
      ? formatAmount(merged.details[field.name]?.paise ?? 0)
      : to
  return {
    ok: true,
    agreement: merged,
    change: { kind: 'field', field: field.name, label, from, to },
    summary: `Changed ${label} from ${from} to ${to} and redrafted the agreement from its details, so every mention now reads ${reads}.`,
  }
}
