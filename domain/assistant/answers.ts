import { type TemplateField, type TemplateId, getTemplate, validateDetails } from '#domain/catalogue/index.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'
import { formatRupees } from '#domain/shared/money.ts'
import { parseAmount } from '#domain/shared/written-amounts.ts'
import {
  NO_INTEREST,
  findDates,
  findDurations,
  findPercents,
  inMonths,
  inYears,
  looksLikeOrganisation,
  normaliseDate,
  normaliseText,
  tidyName,
} from './extract/index.ts'

/**
 * Reads one answer the user typed for one field, into the form the catalogue validates:
 * "25k" → "₹25,000", "1st March 2027" → "01/03/2027", "1 year" → "12" for a field in
 * months, "performance issues" → "Performance". An answer that cannot be read comes back
 * with the reason, in words the user can act on.
 */

export type Answer =
  | { readonly ok: true; readonly value: string; readonly note?: string }
  | { readonly ok: false; readonly message: string }

const PERIOD_TAIL =
  /[\s,]*(?:\/|per|a|an|every|each|in\s+a)?\s*(months?|mon|mo|mahin[ae]|annum|years?|yr|saal|p\.?\s?m\.?|p\.?\s?a\.?|monthly|annually|yearly|one[\s-]?time|lump[\s-]?sum|once)\.?\s*$/i

const MONTHLY = /^(?:months?|mon|mo|mahin[ae]|p\.?\s?m\.?|monthly)$/i
const YEARLY = /^(?:annum|years?|yr|saal|p\.?\s?a\.?|annually|yearly)$/i

/** Field names the drafting treats as yearly, monthly, or as carrying their own period. */
const YEARLY_FIELDS = new Set(['salary', 'newSalary', 'annualRent'])
const MONTHLY_FIELDS = new Set(['monthlyRent', 'consultancyFee'])
const PERIOD_FIELDS = new Set(['serviceFee', 'licenseFee'])

function fieldOf(templateId: TemplateId, name: string): TemplateField {
  const field = getTemplate(templateId).fields.find((f) => f.name === name)
  if (!field) throw new Error(`${templateId} has no field ${name}`)
  return field
}

function shortLabel(field: TemplateField): string {
  return field.label.replace(/\s*\([^)]*\)\s*$/, '')
}

function check(templateId: TemplateId, field: TemplateField, value: string, note?: string): Answer {
  const result = validateDetails(templateId, { [field.name]: value })
  const error = result.ok ? undefined : result.errors.find((e) => e.field === field.name)
  if (error) return { ok: false, message: error.message }
  return note ? { ok: true, value, note } : { ok: true, value }
}

/** Strips "it is", "his name is", "the rent is" and a closing full stop. */
function stripLeadIn(text: string): string {
  return text
    .trim()
    .replace(
      /^(?:it(?:'s| is| will be)|that(?:'s| is)|its|the\s+[\w\s]{1,30}?\s+(?:is|will be|would be)|(?:his|her|their|my)\s+name\s+is|(?:he|she|they)\s+(?:is|are)|name\s*[:=-]|answer\s*[:=-])\s+/i,
      '',
    )
    .replace(/^[:=-]\s*/, '')
    .replace(/\s*[.!]+$/, '')
    .trim()
}

function money(templateId: TemplateId, field: TemplateField, raw: string): Answer {
  const text = normaliseText(raw).trim()
  if (
    field.allowZero &&
    /^(?:0|nil|none|zero|no(?:\s+(?:security\s+)?deposit)?|not applicable|na|n\/a)$/i.test(
      text.replace(/^(?:₹|rs\.?)\s*/i, ''),
    )
  ) {
    return check(templateId, field, '0')
  }
  const periodMatch = PERIOD_TAIL.exec(text)
  const periodWord = periodMatch?.[1]?.replace(/\s+/g, '') ?? ''
  const amountText = (periodMatch ? text.slice(0, periodMatch.index) : text)
    .replace(/\b(?:approx(?:imately)?|around|about|only|rupees only)\b\.?/gi, '')
    .trim()
  const paise = parseAmount(amountText)
  if (paise === null)
    return {
      ok: false,
      message: `${shortLabel(field)}: enter an amount in rupees, e.g. 25,000, Rs. 1.5 lakh or 2 crore.`,
    }
  if (paise === 0 && !field.allowZero)
    return { ok: false, message: `${shortLabel(field)}: the amount must be more than ₹0.` }
  const monthly = MONTHLY.test(periodWord)
  const yearly = YEARLY.test(periodWord)
  if (YEARLY_FIELDS.has(field.name) && monthly) {
    const total = paise * 12
    return check(
      templateId,
      field,
      formatRupees(total),
      `${shortLabel(field)}: ${formatRupees(paise)} a month × 12 = ${formatRupees(total)} a year.`,
    )
  }
  if (MONTHLY_FIELDS.has(field.name) && yearly) {
    const month = Math.round(paise / 12)
    return check(
      templateId,
      field,
      formatRupees(month),
      `${shortLabel(field)}: ${formatRupees(paise)} a year ÷ 12 = ${formatRupees(month)} a month.`,
    )
  }
  if (PERIOD_FIELDS.has(field.name) && (monthly || yearly)) {
    return check(templateId, field, `${formatRupees(paise)} per ${monthly ? 'month' : 'year'}`)
  }
  return check(templateId, field, formatRupees(paise))
}

function date(templateId: TemplateId, field: TemplateField, raw: string, today?: CalendarDate): Answer {
  const value = normaliseDate(raw, today)
  if (value) return check(templateId, field, value)
  const text = normaliseText(raw)
  const several = findDates(text, today).length > 1
  if (several)
    return {
      ok: false,
      message: `${shortLabel(field)}: give just one date, in DD/MM/YYYY format (e.g. 01/04/2027).`,
    }
  if (
    /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{4}\b/i.test(text) &&
    !/\d{1,2}(?:st|nd|rd|th)?\s+[a-z]/i.test(text)
  ) {
    return { ok: false, message: `${shortLabel(field)}: please include the day as well, e.g. 01/03/2027.` }
  }
  return {
    ok: false,
    message: `${shortLabel(field)}: enter a real date in DD/MM/YYYY format, e.g. 01/04/2027 (1st April 2027 also works).`,
  }
}

function count(templateId: TemplateId, field: TemplateField, raw: string, unit: 'months' | 'years'): Answer {
  const text = normaliseText(raw).trim()
  const bare = /^(\d+(?:\.\d+)?)$/.exec(text)
  if (bare) return check(templateId, field, bare[1] ?? text)
  const durations = findDurations(text)
  const only = durations.length === 1 ? durations[0] : undefined
  if (only) {
    const value = unit === 'months' ? inMonths(only) : inYears(only)
    if (value !== undefined) {
      const converted =
        (unit === 'months' && only.unit === 'year') || (unit === 'years' && only.unit === 'month')
      return check(
        templateId,
        field,
        String(value),
        converted ? `${shortLabel(field)}: ${only.text.trim()} = ${value} ${unit}.` : undefined,
      )
    }
  }
  return {
    ok: false,
    message: `${shortLabel(field)}: enter the number of ${unit}, e.g. ${unit === 'months' ? '11' : '3'}.`,
  }
}

function percent(templateId: TemplateId, field: TemplateField, raw: string): Answer {
  const text = normaliseText(raw).trim()
  if (NO_INTEREST.test(text)) {
    // A loan agreement may be interest-free; a mortgage deed here is drafted with a rate.
    if (field.allowZero) return check(templateId, field, '0')
    return {
      ok: false,
      message: `${shortLabel(field)}: this template needs a rate above 0%. For an interest-free loan, choose the loan agreement instead, which can be interest-free.`,
    }
  }
  const percents = findPercents(text)
  const number =
    percents.length === 1
      ? percents[0]?.value
      : /^(\d+(?:\.\d+)?)\s*(?:p\.?a\.?|per annum)?$/i.exec(text)?.[1]
  if (number === undefined)
    return { ok: false, message: `${shortLabel(field)}: enter a percentage, e.g. 12 or 12%.` }
  return check(templateId, field, String(number))
}

const SELECT_SYNONYMS: Readonly<Record<string, ReadonlyArray<readonly [RegExp, string]>>> = {
  terminationReason: [
    [/perform|target|underperform/i, 'Performance'],
    [/misconduct|theft|fraud|harass|indisciplin|abscond|misbehav|violat/i, 'Misconduct'],
    [/redundan|lay\s?off|laid off|restructur|downsiz|cost/i, 'Redundancy'],
    [/resign/i, 'Resignation'],
  ],
  businessType: [
    [/private|pvt/i, 'Private Limited'],
    [/public/i, 'Public Limited'],
    [/\bllp\b|limited liability/i, 'LLP'],
    [/partnership|firm/i, 'Partnership'],
  ],
  resolutionType: [
    [/appoint/i, 'Appointment'],
    [/remov|resign/i, 'Removal'],
    [/financ|borrow|loan|bank|invest|allot/i, 'Financial'],
    [/policy/i, 'Policy'],
  ],
  propertyType: [
    [/immovable|flat|house|land|plot|property|apartment|building/i, 'Immovable Property'],
    [/movable|jewel|gold|car|vehicle|shares|cash|money/i, 'Movable Property'],
  ],
}

function select(templateId: TemplateId, field: TemplateField, raw: string): Answer {
  const options = field.options ?? []
  const text = stripLeadIn(raw).toLowerCase()
  const exact = options.find((o) => o.toLowerCase() === text)
  const byNumber = /^\d+$/.test(text) ? options[Number(text) - 1] : undefined
  const contained = options.filter((o) => text.includes(o.toLowerCase()))
  const synonyms = (SELECT_SYNONYMS[field.name] ?? [])
    .filter(([regex]) => regex.test(text))
    .map(([, value]) => value)
  const unique = [...new Set(synonyms)]
  const chosen =
    exact ??
    byNumber ??
    (contained.length === 1 ? contained[0] : undefined) ??
    (unique.length === 1 ? unique[0] : undefined)
  if (chosen) return check(templateId, field, chosen)
  if (options.includes('Other') && text.length > 0 && contained.length === 0 && unique.length === 0)
    return check(templateId, field, 'Other')
  return { ok: false, message: `${shortLabel(field)}: choose one of ${options.join(', ')}.` }
}

const NAME_FIELD =
  /(?:Name|^(?:party\d|partner\d|licensor|licensee|assignor|assignee|investor|company|guarantor|beneficiary|franchisor|franchisee|manufacturer|distributor|serviceProvider|client|developer|landOwner|patentOwner|dataController|dataProcessor|acquirerCompany|targetCompany))$/

const NOT_NAME_WORDS =
  /\b(?:agreement|contract|deed|draft|create|generate|want|need|please|what|how|why|when|which|don'?t|do not|know|later|unknown|not sure|tbd|will|would|should|is|are|was|my|his|her|their|our|your|yes|no|ok|okay|sure|skip|cancel|nahi|haan)\b/i

/** Whether an answer can be a name: letters, at most 8 words, no sentence words ("I don't know yet"). */
export function plausibleName(value: string): boolean {
  if (!/\p{L}{2,}/u.test(value)) return false
  if (value.split(/\s+/).length > 8) return false
  if (/[?!<>{}[\]=]/.test(value)) return false
  if (/\d/.test(value) && !looksLikeOrganisation(value)) return false
  return !NOT_NAME_WORDS.test(value.replace(/\b(?:M\/s|Pvt|Ltd|LLP|Limited|Private|& Co|and Co)\b\.?/gi, ''))
}

/** Whether a field holds the name of a person or an organisation. */
export function isNameField(name: string): boolean {
  return NAME_FIELD.test(name) && !/^(?:businessName|llpName|proposedName)$/.test(name)
}

function text(templateId: TemplateId, field: TemplateField, raw: string): Answer {
  let value = stripLeadIn(raw)
  if (value === '') return { ok: false, message: `${shortLabel(field)}: please type an answer.` }
  if (isNameField(field.name)) {
    value = value
      .replace(/^(?:i\s*,|i\s+am|i'm|myself|this\s+is|it'?s\s+me,?|me\s*,|my\s+name\s+is|name\s*:)\s*/i, '')
      .replace(/\s*,?\s*(?:here|speaking)$/i, '')
    value = tidyName(
      value.replace(/^(?:mr|mrs|ms|shri|smt|dr)\.?\s+/i, (h) =>
        `${h.trim().replace(/\.$/, '')}. `.replace(/^(\w)/, (c) => c.toUpperCase()),
      ),
    )
    if (!plausibleName(value))
      return {
        ok: false,
        message: `${shortLabel(field)}: please give the full name (for example ${field.placeholder.replace(/^e\.g\.\s*/i, '')}).`,
      }
  } else if (field.type !== 'textarea') {
    value = value.charAt(0).toUpperCase() + value.slice(1)
  }
  return check(templateId, field, value)
}

/** Reads the user's answer for one field of one template. */
export function normaliseAnswer(
  templateId: TemplateId,
  fieldName: string,
  raw: string,
  today?: CalendarDate,
): Answer {
  const field = fieldOf(templateId, fieldName)
  const trimmed = raw.trim()
  if (trimmed === '') return { ok: false, message: `${shortLabel(field)}: please type an answer.` }
  switch (field.format) {
    case 'money':
      return money(templateId, field, stripLeadIn(trimmed))
    case 'date':
      return date(templateId, field, trimmed, today)
    case 'months':
      return count(templateId, field, stripLeadIn(trimmed), 'months')
    case 'years':
      return count(templateId, field, stripLeadIn(trimmed), 'years')
    case 'percent':
      return percent(templateId, field, stripLeadIn(trimmed))
    case 'plain':
      return field.type === 'select' ? select(templateId, field, trimmed) : text(templateId, field, trimmed)
  }
}

export { shortLabel }
