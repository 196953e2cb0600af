import { type CalendarDate, parseDate } from '#domain/shared/dates.ts'
import type { Paise } from '#domain/shared/money.ts'
import { parseAmount } from '#domain/shared/written-amounts.ts'
import { getTemplate } from './registry.ts'
import type { TemplateField } from './types.ts'

export type MoneyPeriod = 'month' | 'year' | 'once'

const PERIOD =
  /[\s,]*(?:\/|per|a|an|every)?\s*(months?|mon|mo|monthly|p\.?\s?m\.?|annum|years?|yr|annually|yearly|p\.?\s?a\.?|one[- ]?time|lump[- ]?sum|once)\.?\s*$/i

// "CTC", "annual CTC", "CTC of": a cost to company is annual unless a period says otherwise.
const CTC = /\(?\b(?:annual\s+|yearly\s+)?ctc\b\)?\s*(?:of\b|[:=-])?/gi
// "12 LPA", "12.5 l.p.a.": lakh per annum.
const LPA = /^(.*\d)\s*l\.?\s?p\.?\s?a\.?$/i

function splitPeriod(raw: string): { amount: string; period?: MoneyPeriod } {
  const ctc = /\bctc\b/i.test(raw)
  const text = ctc
    ? raw
        .replace(CTC, ' ')
        .replace(/\s+/g, ' ')
        .replace(/[\s,:=–—-]+$/, '')
        .trim()
    : raw
  const lpa = LPA.exec(text)
  if (lpa) return { amount: `${lpa[1] ?? ''} lakh`, period: 'year' }
  const match = PERIOD.exec(text)
  if (!match || match.index === 0) return ctc ? { amount: text, period: 'year' } : { amount: text }
  const word = (match[1] ?? '').toLowerCase().replace(/[\s.]/g, '')
  const period: MoneyPeriod = /^(month|months|mon|mo|monthly|pm)$/.test(word)
    ? 'month'
    : /^(annum|year|years|yr|annually|yearly|pa)$/.test(word)
      ? 'year'
      : 'once'
  return { amount: text.slice(0, match.index), period }
}

export type FieldErrorCode =
  'required' | 'invalid_date' | 'invalid_amount' | 'invalid_number' | 'invalid_option' | 'too_long'

export interface FieldError {
  readonly field: string
  readonly label: string
  readonly code: FieldErrorCode
  readonly message: string
}

/** A field's value: the text as typed (trimmed), plus the parsed value for typed fields. */
export interface FieldValue {
  readonly raw: string
  readonly paise?: Paise
  /** Money only: the period the user attached to the amount ("per month", "p.a.", "one-time"). */
  readonly period?: MoneyPeriod
  readonly date?: CalendarDate
  readonly number?: number
  /**
   * The value is a `[TO BE CONFIRMED: …]` placeholder: a fact the request left open. Drafting
   * writes the placeholder with a review flag; a clause that must compute with it cannot be drafted.
   */
  readonly pending?: true
}

/** A whole value that is one placeholder, e.g. "[TO BE CONFIRMED: Monthly Rent]". */
export const PENDING_VALUE = /^\[TO BE CONFIRMED: [^\]]+\]$/

/** Field name → value, for the template's fields that were given. */
export type ValidatedDetails = Readonly<Record<string, FieldValue>>

export type ValidationResult =
  | { readonly ok: true; readonly values: ValidatedDetails }
  | { readonly ok: false; readonly errors: readonly FieldError[]; readonly values: ValidatedDetails }

const MAX_TEXT = 300
const MAX_TEXTAREA = 5000

/**
 * Checks details against the template's fields: required fields present, dates real
 * calendar dates in DD/MM/YYYY, amounts readable as rupees, numbers in range, select values
 * among the options. Unknown keys are ignored. Throws UnknownTemplateError for an unknown id.
 */
export function validateDetails(
  templateId: string,
  details: Readonly<Record<string, unknown>>,
): ValidationResult {
  const template = getTemplate(templateId)
  const values: Record<string, FieldValue> = {}
  const errors: FieldError[] = []
  for (const field of template.fields) {
    const raw = normaliseInput(details[field.name], field)
    if (raw === '') {
      if (field.required) errors.push(fieldError(field, 'required', `${field.label} is required`))
      continue
    }
    if (PENDING_VALUE.test(raw)) {
      values[field.name] = { raw, pending: true }
      continue
    }
    const outcome = parseField(field, raw)
    if ('code' in outcome) errors.push(fieldError(field, outcome.code, outcome.message))
    else values[field.name] = outcome
  }
  return errors.length === 0 ? { ok: true, values } : { ok: false, errors, values }
}

function normaliseInput(value: unknown, field: TemplateField): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return ''
  // Control characters never belong in a legal document; keep line breaks in long answers.
  const cleaned = [...value.normalize('NFC').replace(/\r\n?/g, '\n')]
    .filter((ch) => ch === '\n' || ch === '\t' || (ch >= ' ' && ch !== '\u007f'))
    .join('')
  if (field.type === 'textarea')
    return cleaned
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  return cleaned.replace(/\s+/g, ' ').trim()
}

function fieldError(field: TemplateField, code: FieldErrorCode, message: string): FieldError {
  return { field: field.name, label: field.label, code, message }
}

type Parsed = FieldValue | { code: FieldErrorCode; message: string }

function parseField(field: TemplateField, raw: string): Parsed {
  const limit = field.type === 'textarea' ? MAX_TEXTAREA : MAX_TEXT
  if (raw.length > limit)
    return { code: 'too_long', message: `${field.label} must be at most ${limit} characters` }
  switch (field.format) {
    case 'money': {
      const { amount, period } = splitPeriod(raw)
      const paise = parseAmount(amount)
      if (paise === null || (paise === 0 && !field.allowZero)) {
        return {
          code: 'invalid_amount',
          message: `${field.label}: enter an amount in rupees, e.g. 25,000 or 1.5 lakh`,
        }
      }
      return period ? { raw, paise, period } : { raw, paise }
    }
    case 'date': {
      const date = parseDate(raw)
      if (!date)
        return { code: 'invalid_date', message: `${field.label}: enter a real date in DD/MM/YYYY format` }
      return { raw, date }
    }
    case 'percent':
      return parseNumber(
        field,
        raw,
        /\s*(?:%|per\s*cent|percent)?(?:\s*(?:p\.?a\.?|per annum))?$/i,
        0,
        100,
        false,
        field.allowZero === true,
      )
    case 'months':
      return parseNumber(field, raw, /\s*(?:months?)?$/i, 1, 1200, true)
    case 'years':
      return parseNumber(field, raw, /\s*(?:years?|yrs?)?$/i, 0.1, 99, false)
    case 'plain':
      if (field.type === 'select') {
        const option = field.options?.find((o) => o.toLowerCase() === raw.toLowerCase())
        if (!option)
          return {
            code: 'invalid_option',
            message: `${field.label}: choose one of ${field.options?.join(', ')}`,
          }
        return { raw: option }
      }
      return { raw }
  }
}

function parseNumber(
  field: TemplateField,
  raw: string,
  unit: RegExp,
  min: number,
  max: number,
  integer: boolean,
  zero = false,
): Parsed {
  const text = raw.replace(unit, '').trim()
  const value = /^\d+(?:\.\d{1,4})?$/.test(text) ? Number(text) : Number.NaN
  const valid =
    Number.isFinite(value) &&
    (value > 0 || (zero && value === 0)) &&
    value >= min &&
    value <= max &&
    (!integer || Number.isInteger(value))
  if (!valid) {
    const kind = integer ? 'a whole number' : 'a number'
    const range = zero ? `from 0 to ${max}` : `greater than 0 and at most ${max}`
    return { code: 'invalid_number', message: `${field.label}: enter ${kind} ${range}` }
  }
  return { raw, number: value }
}
