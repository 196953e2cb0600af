import { type CalendarDate, compareDates, formatDate, isValidDate } from '#domain/shared/dates.ts'
import { type Paise, formatRupees, parseRupees } from '#domain/shared/money.ts'
import { findPlace } from '#domain/drafting/index.ts'

/**
 * Low-level readers for facts in free text that a user typed: rupee amounts (₹, Rs., INR,
 * lakh, crore, k, LPA, "hazaar"), dates in many shapes normalised to DD/MM/YYYY, durations,
 * percentages, Indian places and personal or company names. Each reader returns what it
 * found with its position, so callers can tie a fact to the words around it. Nothing here
 * guesses: text that does not clearly state a fact yields nothing.
 */

export interface Span {
  readonly index: number
  readonly end: number
  readonly text: string
}

export type Period = 'month' | 'year' | 'once'

export interface AmountMention extends Span {
  readonly paise: Paise
  /** "per month", "p.a.", "LPA" — the period written with the amount, if any. */
  readonly period?: Period
}

export interface DateMention extends Span {
  readonly date: CalendarDate
  /** True when the year was not written and was taken as the next such day from today. */
  readonly yearInferred: boolean
}

export type DurationUnit = 'day' | 'week' | 'month' | 'year'

export interface DurationMention extends Span {
  readonly value: number
  readonly unit: DurationUnit
}

export interface PercentMention extends Span {
  readonly value: number
}

export interface PlaceMention extends Span {
  /** The official city name ("Bengaluru" for "Bangalore"), or the state for a state. */
  readonly city?: string
  readonly state?: string
}

export interface NameMention extends Span {
  readonly name: string
  /** "daughter", "brother", "friend" when the name followed "my daughter …". */
  readonly relationship?: string
}

// ───────────────────────────── text normalisation ─────────────────────────────

const SMALL_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
}
const NUMBER_WORD = Object.keys(SMALL_NUMBERS).join('|')
const WORD_NUMBER = new RegExp(
  `\\b(${NUMBER_WORD})(?:[\\s-](one|two|three|four|five|six|seven|eight|nine))?(?=\\s*(?:-\\s*)?(?:lakhs?|lacs?|crores?|thousand|hazaa?r|months?|years?|yrs?|weeks?|days?|mahine|mahina|saal|percent|per\\s?cent|%))`,
  'gi',
)

/**
 * Puts figures in the place of small number words before a unit ("eleven months" → "11
 * months", "two lakh" → "2 lakh", "a lakh" → "1 lakh"), reads "hazaar" as thousand and
 * "LPA" as lakh per annum, and unifies quotes and dashes. Offsets change, so every
 * reader works on the normalised text.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\u00a0/g, ' ')
    .replace(WORD_NUMBER, (_m, tens: string, unit: string | undefined) => {
      const value =
        (SMALL_NUMBERS[tens.toLowerCase()] ?? 0) + (unit ? (SMALL_NUMBERS[unit.toLowerCase()] ?? 0) : 0)
      return String(value)
    })
    .replace(/\b(?:a|one)\s+(lakh|lac|crore)\b/gi, '1 $1')
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:hazaa?r|hajar)\b/gi, '$1 thousand')
    .replace(/\b(\d+(?:\.\d+)?)\s*l\.?p\.?a\.?(?![a-z])/gi, '$1 lakh per annum')
}

/** Title Case for a name typed in lower case ("ravi kumar" → "Ravi Kumar"); other text is kept. */
export function tidyName(text: string): string {
  const trimmed = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.,;:!]+$/, '')
  if (trimmed !== trimmed.toLowerCase()) return trimmed
  return trimmed.replace(
    /(^|[\s.'-])(\p{L})/gu,
    (_m, before: string, letter: string) => before + letter.toUpperCase(),
  )
}

// ─────────────────────────────────── money ───────────────────────────────────

const PERIOD_AFTER =
  /^\s*(?:\/-)?\s*(?:(?:\/|per|a|an|every|each|in\s+a)\s*(months?|mon|mo|mahin[ae]|annum|years?|yr|saal)\b|(p\.?\s?m\.?|p\.?\s?a\.?)(?![a-z])|(monthly|annually|yearly|per\s+annum|pa|pm|mahin[ae]|salana)\b)/i
const MONEY =
  /(₹|\brs\.?|\binr\b|\brupees\b)?\s*(\d+(?:,\d+)*(?:\.\d+)?)(?:\s*(crores?|cr\b\.?|lakhs?|lacs?|lakh|thousand|k\b)|(l)\b)?(?:\s*(?:and\s+)?(\d+(?:,\d+)*(?:\.\d+)?)\s*(lakhs?|lacs?|thousand))?(\s*\/-)?(\s*(?:rupees|rs\.?|inr)\b)?/gi
const NOT_MONEY_AFTER =
  /^\s*(?:-\s*)?(?:months?|mahin[ae]|years?|yrs?|saal|days?|weeks?|hours?|%|percent|per\s?cent|sq\.?\s?ft|sq|square|feet|ft|acres?|shares?|units?|apartments?|flats?|employees?|users?|people|persons?|members?|words?|pages?|st\b|nd\b|rd\b|th\b|am\b|pm\b(?!\s*(?:rent|salary))|bhk)/i
const NOT_MONEY_BEFORE =
  /(?:no\.?|number|#|flat|plot|survey|house|shop|unit|room|pin(?:code)?|sector|phase|floor|block|wing|class|version|v)\s*$/i

function periodFrom(word: string): Period {
  const w = word.toLowerCase().replace(/[\s.]/g, '')
  if (/^(months?|mon|mo|mahin[ae]|pm|monthly)$/.test(w)) return 'month'
  return 'year'
}

/** Rupee amounts, in order. A bare number counts only with a currency mark, a unit or Indian grouping. */
export function findAmounts(text: string): AmountMention[] {
  const found: AmountMention[] = []
  for (const match of text.matchAll(MONEY)) {
    const [whole, currency, digits = '', unit, letterL, digits2, unit2, slashDash, rupeesAfter] = match
    const index = match.index + whole.search(/\S/)
    const before = text.slice(Math.max(0, index - 12), index)
    const after = text.slice(index + whole.trimStart().length)
    // Part of a date (01/03/2027, 1-3-2027) or a reference number.
    if (/\d[/.-]$/.test(before) || /^[/.-]\d/.test(after)) continue
    if (!currency && NOT_MONEY_BEFORE.test(before)) continue
    const grouped = /^\d{1,3}(?:,\d{2,3})+$/.test(digits)
    const marked = Boolean(currency || unit || letterL || slashDash || rupeesAfter || grouped)
    if (!marked) continue
    if (!currency && !unit && !letterL && NOT_MONEY_AFTER.test(after)) continue
    let amountText = `${digits}${unit ? ` ${unit}` : letterL ? ' lakh' : ''}${digits2 ? ` ${digits2} ${unit2 ?? ''}` : ''}`
    if (/^k$/i.test(unit ?? '')) amountText = `${digits} thousand`
    const paise = parseRupees(amountText.replace(/\bcr\b\.?/i, 'crore'))
    if (paise === null || paise === 0) continue
    const periodMatch = PERIOD_AFTER.exec(after)
    const periodWord = periodMatch ? (periodMatch[1] ?? periodMatch[2] ?? periodMatch[3] ?? '') : ''
    const end = index + whole.trimStart().length + (periodMatch ? periodMatch[0].length : 0)
    const mention: AmountMention = {
      index,
      end,
      text: text.slice(index, end).trim(),
      paise,
      ...(periodMatch ? { period: periodFrom(periodWord) } : {}),
    }
    found.push(mention)
  }
  return found
}

/** "₹25,000" (and " per month" / " per year" when asked to keep the period). */
export function formatMoney(paise: Paise, period?: Period): string {
  const base = formatRupees(paise)
  if (period === 'month') return `${base} per month`
  if (period === 'year') return `${base} per year`
  return base
}

// ─────────────────────────────────── dates ───────────────────────────────────

const MONTH_NAMES = [
  'jan(?:uary)?',
  'feb(?:ruary)?',
  'mar(?:ch)?',
  'apr(?:il)?',
  'may',
  'june?',
  'july?',
  'aug(?:ust)?',
  'sep(?:t(?:ember)?)?',
  'oct(?:ober)?',
  'nov(?:ember)?',
  'dec(?:ember)?',
] as const
const MONTH = `(${MONTH_NAMES.join('|')})`

function monthNumber(word: string): number {
  const w = word.toLowerCase()
  return MONTH_NAMES.findIndex((pattern) => new RegExp(`^${pattern}$`).test(w)) + 1
}

function fullYear(text: string | undefined): number | undefined {
  if (!text) return undefined
  const digits = text.replace(/^'/, '')
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits)
}

const DATE_PATTERNS: ReadonlyArray<{
  regex: RegExp
  read: (m: RegExpMatchArray) => { day: number; month: number; year?: number }
}> = [
  // 2027-03-01
  {
    regex: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  // 01/03/2027, 1-3-2027, 01.03.27 (day first, as in India)
  {
    regex: /\b(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})\b(?![/.-]\d)/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: fullYear(m[3]) ?? 0 }),
  },
  // 1st March 2027, 1 Mar, 2027, 01-Mar-2027, 1st of March
  {
    regex: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?[\\s-]*${MONTH}\\b\\.?(?:[,\\s-]+('?\\d{4}|'\\d{2})\\b)?`,
      'gi',
    ),
    read: (m) => ({
      day: Number(m[1]),
      month: monthNumber(m[2] ?? ''),
      ...(m[3] ? { year: fullYear(m[3]) ?? 0 } : {}),
    }),
  },
  // March 1, 2027; March 1st 2027; Mar 1
  {
    regex: new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![:%])(?:,?\\s+(\\d{4})\\b)?`, 'gi'),
    read: (m) => ({
      month: monthNumber(m[1] ?? ''),
      day: Number(m[2]),
      ...(m[3] ? { year: Number(m[3]) } : {}),
    }),
  },
]

function overlaps(a: { index: number; end: number }, b: { index: number; end: number }): boolean {
  return a.index < b.end && b.index < a.end
}

/**
 * Dates in the text, each a real calendar date. A date without a year is read as the next
 * such day on or after `today` when `today` is given, and skipped otherwise; "today" and
 * "tomorrow" need `today` too.
 */
export function findDates(text: string, today?: CalendarDate): DateMention[] {
  const found: DateMention[] = []
  for (const { regex, read } of DATE_PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const index = match.index
      const end = index + match[0].length
      if (found.some((f) => overlaps(f, { index, end }))) continue
      const parts = read(match)
      if (parts.month < 1) continue
      let year = parts.year
      let yearInferred = false
      if (year === undefined) {
        if (!today) continue
        year = today.year
        if (
          isValidDate(year, parts.month, parts.day) &&
          compareDates({ year, month: parts.month, day: parts.day }, today) < 0
        )
          year += 1
        yearInferred = true
      }
      if (!isValidDate(year, parts.month, parts.day)) continue
      found.push({
        index,
        end,
        text: match[0].trim(),
        date: { year, month: parts.month, day: parts.day },
        yearInferred,
      })
    }
  }
  if (today) {
    for (const match of text.matchAll(/\b(today|tomorrow|day after tomorrow)\b/gi)) {
      const index = match.index
      const end = index + match[0].length
      if (found.some((f) => overlaps(f, { index, end }))) continue
      const word = (match[1] ?? '').toLowerCase()
      const days = word === 'today' ? 0 : word === 'tomorrow' ? 1 : 2
      found.push({ index, end, text: match[0], date: addDays(today, days), yearInferred: false })
    }
  }
  return found.sort((a, b) => a.index - b.index)
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = Date.UTC(date.year, date.month - 1, date.day) + days * 86_400_000
  const d = new Date(utc)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** The whole text as one date in DD/MM/YYYY, or null ("1st March 2027" → "01/03/2027"). */
export function normaliseDate(text: string, today?: CalendarDate): string | null {
  const cleaned = normaliseText(text)
    .trim()
    .replace(/[.!]+$/, '')
  const dates = findDates(cleaned, today)
  if (dates.length !== 1) return null
  const only = dates[0]
  if (!only) return null
  // Words around the date are fine ("from 1st March 2027"), other figures are not.
  const rest = cleaned.slice(0, only.index) + cleaned.slice(only.end)
  if (/\d/.test(rest)) return null
  return formatDate(only.date)
}

/** The calendar date in India (UTC+5:30) at the instant `now`. */
export function indianDate(now: Date): CalendarDate {
  const shifted = new Date(now.getTime() + 330 * 60_000)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

// ───────────────────────────────── durations ─────────────────────────────────

const DURATION =
  /\b(\d+(?:\.\d+)?)\s*(?:-\s*)?(days?|weeks?|wks?|months?|mths?|mos?|mahine|mahina|mahino|years?|yrs?|saal)\b|\b(?:for|of|within|in|over)\s+(?:a|an|one)\s+(year|month|week)\b/gi

function unitOf(word: string): DurationUnit {
  const w = word.toLowerCase()
  if (w.startsWith('d')) return 'day'
  if (w.startsWith('w')) return 'week'
  if (w.startsWith('y') || w === 'saal') return 'year'
  return 'month'
}

export function findDurations(text: string): DurationMention[] {
  const found: DurationMention[] = []
  for (const match of text.matchAll(DURATION)) {
    const [whole, value, unit, article] = match
    if (value && unit) {
      const before = text.slice(Math.max(0, match.index - 2), match.index)
      if (/\d[/.,-]$/.test(before)) continue
      found.push({
        index: match.index,
        end: match.index + whole.length,
        text: whole,
        value: Number(value),
        unit: unitOf(unit),
      })
    } else if (article) {
      const start = match.index + whole.toLowerCase().lastIndexOf(article.toLowerCase()) - 2
      found.push({
        index: match.index,
        end: match.index + whole.length,
        text: text.slice(start, match.index + whole.length).trim(),
        value: 1,
        unit: unitOf(article),
      })
    }
  }
  return found
}

/** A duration in months (years × 12), or undefined for days and weeks. */
export function inMonths(d: { value: number; unit: DurationUnit }): number | undefined {
  if (d.unit === 'month') return d.value
  if (d.unit === 'year') return d.value * 12
  return undefined
}

/** A duration in years (months ÷ 12, to two decimals), or undefined for days and weeks. */
export function inYears(d: { value: number; unit: DurationUnit }): number | undefined {
  if (d.unit === 'year') return d.value
  if (d.unit === 'month') return Math.round((d.value / 12) * 100) / 100
  return undefined
}

/** "11 months", "1 year", "30 days". */
export function describeDuration(d: { value: number; unit: DurationUnit }): string {
  return `${d.value} ${d.unit}${d.value === 1 ? '' : 's'}`
}

// ──────────────────────────────── percentages ────────────────────────────────

/** "interest-free", "no interest", "nil", "0", "0%", "0.0% p.a." — a rate of nothing. */
export const NO_INTEREST =
  /\binterest[\s-]?free\b|\b(?:no|without|zero|nil)\s+interest\b|\bfree of interest\b|^(?:zero|nil|none|0+(?:\.0+)?\s*(?:%|per\s?cent|percent)?(?:\s*(?:p\.?a\.?|per annum))?)$/i

export function findPercents(text: string): PercentMention[] {
  const found: PercentMention[] = []
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s?cent\b|pc\b)/gi)) {
    found.push({
      index: match.index,
      end: match.index + match[0].length,
      text: match[0],
      value: Number(match[1]),
    })
  }
  return found
}

/** "50:50", "60-40", "60/40", "fifty-fifty" → "50:50"; null when no ratio is written. */
export function findRatio(text: string): Span | null {
  const match =
    /\b(\d{1,2})\s*(?::|-|\/|to)\s*(\d{1,2})(?:\s*(?::|-|\/)\s*(\d{1,2}))?\b(?!\s*(?:months?|years?|days?|%|\/\d))/i.exec(
      text,
    )
  if (match) {
    const parts = [match[1], match[2], match[3]].filter((p): p is string => p !== undefined).map(Number)
    const sum = parts.reduce((a, b) => a + b, 0)
    if (sum === 100 || (parts.length === 2 && parts.every((p) => p > 0 && p <= 10))) {
      return { index: match.index, end: match.index + match[0].length, text: parts.join(':') }
    }
  }
  const fifty = /\bfifty[\s-]fifty\b/i.exec(text)
  if (fifty) return { index: fifty.index, end: fifty.index + fifty[0].length, text: '50:50' }
  return null
}

// ─────────────────────────────────── places ───────────────────────────────────

// Names the drafting engine's place list knows (drafting/places.ts), plus states; matched
// here to find where in the text a place is named. findPlace gives the official name.
const PLACE_NAMES = [
  'navi mumbai',
  'greater noida',
  'new delhi',
  'chhatrapati sambhajinagar',
  'mumbai',
  'bombay',
  'thane',
  'pune',
  'poona',
  'nagpur',
  'nashik',
  'nasik',
  'aurangabad',
  'delhi',
  'gurugram',
  'gurgaon',
  'faridabad',
  'noida',
  'ghaziabad',
  'lucknow',
  'kanpur',
  'varanasi',
  'agra',
  'bengaluru',
  'bangalore',
  'mysuru',
  'mysore',
  'mangaluru',
  'mangalore',
  'chennai',
  'madras',
  'coimbatore',
  'madurai',
  'hyderabad',
  'secunderabad',
  'visakhapatnam',
  'vizag',
  'vijayawada',
  'kolkata',
  'calcutta',
  'ahmedabad',
  'surat',
  'vadodara',
  'baroda',
  'rajkot',
  'gandhinagar',
  'jaipur',
  'jodhpur',
  'udaipur',
  'kochi',
  'cochin',
  'ernakulam',
  'thiruvananthapuram',
  'trivandrum',
  'kozhikode',
  'calicut',
  'chandigarh',
  'mohali',
  'ludhiana',
  'amritsar',
  'bhopal',
  'indore',
  'patna',
  'bhubaneswar',
  'guwahati',
  'ranchi',
  'raipur',
  'dehradun',
  'shimla',
  'panaji',
  'panjim',
  'margao',
  'srinagar',
  'jammu',
  'puducherry',
  'pondicherry',
  'andhra pradesh',
  'arunachal pradesh',
  'assam',
  'bihar',
  'chhattisgarh',
  'goa',
  'gujarat',
  'haryana',
  'himachal pradesh',
  'jharkhand',
  'karnataka',
  'kerala',
  'madhya pradesh',
  'maharashtra',
  'manipur',
  'meghalaya',
  'mizoram',
  'nagaland',
  'odisha',
  'punjab',
  'rajasthan',
  'sikkim',
  'tamil nadu',
  'telangana',
  'tripura',
  'uttar pradesh',
  'uttarakhand',
  'west bengal',
  'ladakh',
] as const
const PLACE_REGEX = new RegExp(`\\b(?:${PLACE_NAMES.map((n) => n.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi')

export function findPlaces(text: string): PlaceMention[] {
  const found: PlaceMention[] = []
  for (const match of text.matchAll(PLACE_REGEX)) {
    const place = findPlace([match[0]])
    if (!place) continue
    found.push({
      index: match.index,
      end: match.index + match[0].length,
      text: match[0],
      ...(place.city ? { city: place.city } : {}),
      state: place.state,
    })
  }
  return found
}

export function isPlaceName(text: string): boolean {
  const trimmed = text.trim()
  PLACE_REGEX.lastIndex = 0
  const match = new RegExp(`^(?:${PLACE_REGEX.source})$`, 'i').exec(trimmed)
  return match !== null
}

// ─────────────────────────────────── names ───────────────────────────────────

/** Words that cannot start a name: sentence openers, pronouns, months, document and role words. */
const NOT_A_NAME = new Set([
  'i',
  "i'm",
  'im',
  'me',
  'my',
  'mine',
  'we',
  'us',
  'our',
  'you',
  'your',
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'he',
  'she',
  'they',
  'it',
  'his',
  'her',
  'him',
  'their',
  'them',
  'its',
  'please',
  'pls',
  'plz',
  'kindly',
  'hi',
  'hello',
  'hey',
  'dear',
  'need',
  'want',
  'make',
  'create',
  'draft',
  'generate',
  'prepare',
  'help',
  'can',
  'could',
  'would',
  'should',
  'will',
  'shall',
  'may',
  'must',
  'also',
  'and',
  'but',
  'or',
  'so',
  'for',
  'from',
  'to',
  'with',
  'in',
  'on',
  'at',
  'by',
  'as',
  'if',
  'of',
  'rs',
  'inr',
  'rupees',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'today',
  'tomorrow',
  'agreement',
  'contract',
  'deed',
  'letter',
  'nda',
  'mou',
  'flat',
  'house',
  'shop',
  'office',
  'plot',
  'land',
  'rent',
  'rental',
  'lease',
  'loan',
  'salary',
  'deposit',
  'tenant',
  'landlord',
  'owner',
  'company',
  'firm',
  'yes',
  'no',
  'ok',
  'okay',
  'thanks',
  'thank',
  'what',
  'how',
  'why',
  'when',
  'where',
  'who',
  'which',
  'is',
  'are',
  'do',
  'does',
  'did',
  'hindi',
  'english',
  'india',
  'indian',
  'gst',
  'tds',
  'pan',
  'aadhaar',
  'ctc',
  'lpa',
  'emi',
  'mr',
  'mrs',
  'ms',
  'shri',
  'smt',
  'sri',
  'after',
  'before',
  'every',
  'each',
  'monthly',
  'annual',
  'yearly',
  'per',
  'total',
  'new',
  'old',
  'let',
  'lets',
  "let's",
  'just',
  'now',
  'then',
  'here',
  'there',
  'sir',
  'madam',
  'bhai',
  'ji',
  'acting',
  'starting',
  'effective',
  'joining',
  'looking',
  'planning',
  'going',
  'renting',
  'selling',
  'buying',
  'cost',
  'price',
  'fee',
  'fees',
  'interest',
  'custom',
  'both',
  'all',
  'any',
  'some',
  'other',
  'another',
  'between',
  'under',
  'into',
  'about',
  'regarding',
  'website',
  'app',
  'software',
  'brand',
  'trademark',
  'patent',
  'copyright',
  'power',
  'attorney',
  'poa',
  'gift',
  'mortgage',
  'franchise',
  'partnership',
  'partner',
  'llp',
  'board',
  'resolution',
  'director',
  'directors',
  'shareholder',
  'shareholders',
  'investor',
  'investment',
  'vendor',
  'supplier',
  'distributor',
  'client',
  'consultant',
  'developer',
  'employee',
  'employer',
  'candidate',
  'buyer',
  'seller',
  'lender',
  'borrower',
  'guarantor',
  'bank',
  'up',
  'out',
  'not',
  'only',
  'ltd',
  'pvt',
  'private',
  'limited',
  'one',
  'two',
  'three',
  'first',
  'second',
  'sq',
  'ft',
  'number',
  'appoint',
  'hire',
  'license',
  'licence',
  'sell',
  'buy',
  'lend',
  'borrow',
  'confirm',
  'terminate',
  'offer',
  'service',
  'services',
  'joint',
  'mutual',
  'data',
  'will',
  'testament',
  'family',
  'settlement',
  'probation',
  'termination',
  'supply',
  'distribution',
])

/** Words that end a name when they follow it ("Ravi For 11 Months"): function words, months and weekdays. */
const ENDS_A_NAME = new Set([
  'i',
  'me',
  'my',
  'we',
  'us',
  'our',
  'you',
  'your',
  'the',
  'a',
  'an',
  'this',
  'that',
  'he',
  'she',
  'they',
  'it',
  'his',
  'her',
  'him',
  'their',
  'them',
  'its',
  'but',
  'or',
  'so',
  'for',
  'from',
  'to',
  'with',
  'in',
  'on',
  'at',
  'by',
  'as',
  'if',
  'is',
  'are',
  'was',
  'will',
  'shall',
  'would',
  'should',
  'can',
  'could',
  'may',
  'must',
  'has',
  'have',
  'had',
  'wants',
  'want',
  'needs',
  'need',
  'who',
  'which',
  'rs',
  'inr',
  'rupees',
  'per',
  'each',
  'every',
  'after',
  'before',
  'starting',
  'worth',
  'please',
  'agreement',
  'contract',
  'deed',
  'nda',
  'rent',
  'salary',
  'deposit',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'today',
  'tomorrow',
  'ji',
  'sir',
  'madam',
  'yes',
  'no',
])

const HONORIFIC = String.raw`(?:(?:Mr|Mrs|Ms|Miss|Dr|Shri|Smt|Sri|Shrimati|Kumari|Km|Prof|Adv|CA|M\/s)\.?\s+)`
const CAP_WORD = String.raw`(?:(?:Pvt|Ltd|Co|Inc|Jr|Sr|St|Mr|Mrs|Ms|Dr|Prof|Shri|Smt)\.|[A-Z]\.|[A-Z][A-Za-z'-]*|[A-Z]{2,}(?:-[A-Z]+)?)`
const COMPANY_SUFFIX = String.raw`(?:\s+(?:pvt\.?\s*ltd\.?|private\s+limited|ltd\.?|limited|llp|&\s*co\.?|and\s+co\.?|inc\.?))`
const NAME_BODY = String.raw`${HONORIFIC}?${CAP_WORD}(?:\s+(?:${CAP_WORD}|&|of|and\s+(?=Co\b)|de|da|bin|binti))*${COMPANY_SUFFIX}?`
const NAME_AT = new RegExp(NAME_BODY, 'y')
const NAME_ANYWHERE = new RegExp(NAME_BODY, 'g')

export const RELATIONSHIPS =
  'wife|husband|son|daughter|father|mother|brother|sister|friend|cousin|uncle|aunt|nephew|niece|grandson|granddaughter|grandfather|grandmother|son-in-law|daughter-in-law|father-in-law|mother-in-law|brother-in-law|sister-in-law|colleague|neighbour|neighbor|partner|business partner|co-founder|cofounder|employee|client|tenant|landlord|relative|maid|cook|driver|nanny|tutor|teacher|caretaker|gardener|guard|watchman|helper|housekeeper|bhai|behen|didi|beta|beti|papa|mummy|maa|chacha|mama'
const LEAD_IN = new RegExp(
  String.raw`(?:(?:my|our|his|her|the|a|an|one)\s+)?(?:(?:younger|elder|older|little|big|old|close|dear|good|best)\s+)?(?:(${RELATIONSHIPS})\s*,?\s+)?(?:(?:mr|mrs|ms|shri|smt)\.?\s+)?`,
  'iy',
)

/** Trims stop words from the start and places or stop words from the end; '' when nothing is left. */
function cleanName(raw: string): string {
  let words = raw.trim().split(/\s+/)
  while (words.length > 0 && NOT_A_NAME.has((words[0] ?? '').toLowerCase().replace(/[.,]$/, '')))
    words = words.slice(1)
  if (words.length > 1 && /^(?:dr|prof|adv|ca)\.?$/i.test(words[0] ?? ''))
    words = [`${(words[0] ?? '').replace(/\.$/, '')}.`, ...words.slice(1)]
  // Cut at a stop word inside ("Ravi For" is not a name), keeping company suffixes.
  const cut = words.findIndex((w, i) => i > 0 && ENDS_A_NAME.has(w.toLowerCase().replace(/[.,]$/, '')))
  if (cut > 0) words = words.slice(0, cut)
  // A company suffix ends the name ("Acme Pvt Ltd. Shareholders" → "Acme Pvt Ltd.").
  const suffix = words.findIndex((w, i) => i > 0 && /^(?:ltd|limited|llp|inc)\.?,?$/i.test(w))
  if (suffix > 0) words = words.slice(0, suffix + 1)
  while (words.length > 0 && /^(?:of|and|&|de|da)$/i.test(words.at(-1) ?? '')) words = words.slice(0, -1)
  let name = words.join(' ').replace(/[,;:]+$/, '')
  // A place at the end ("Ravi Pune") is where, not who.
  for (;;) {
    const places = findPlaces(name)
    const last = places.at(-1)
    if (!last || last.end !== name.length) break
    name = name.slice(0, last.index).trim()
  }
  if (name === '' || isPlaceName(name)) return ''
  if (!/[A-Za-z]{2,}/.test(name)) return ''
  return name.replace(/\.$/, (dot) => (/\b(?:Ltd|Co|Inc|Pvt)\.$/i.test(name) ? dot : ''))
}

/**
 * A person's or firm's name starting at `index` (after optional "my daughter", "Mr."):
 * capitalised words, "of" inside ("State Bank of India"), and a company suffix.
 */
export function nameAt(text: string, index: number): NameMention | null {
  LEAD_IN.lastIndex = index
  const lead = LEAD_IN.exec(text)
  const start = index + (lead ? lead[0].length : 0)
  NAME_AT.lastIndex = start
  const match = NAME_AT.exec(text)
  if (!match) return null
  const name = cleanName(match[0])
  if (!name) return null
  const offset = match[0].indexOf(name.split(' ')[0] ?? name)
  const relationship = lead?.[1]?.toLowerCase()
  return {
    index: start + Math.max(0, offset),
    end: start + Math.max(0, offset) + name.length,
    text: name,
    name,
    ...(relationship ? { relationship } : {}),
  }
}

/** Every plausible name in the text, in order. */
export function findNames(text: string): NameMention[] {
  const found: NameMention[] = []
  for (const match of text.matchAll(NAME_ANYWHERE)) {
    // An honorific starts a new name: "Hire Dr. Kiran Rao" → "Dr. Kiran Rao".
    const parts = match[0].split(/\s+(?=(?:Mr|Mrs|Ms|Dr|Prof|Shri|Smt)\.?\s)/)
    let offset = 0
    for (const part of parts) {
      const start = match[0].indexOf(part, offset)
      offset = start + part.length
      const name = cleanName(part)
      if (!name) continue
      const index = match.index + start + Math.max(0, part.indexOf(name.split(' ')[0] ?? name))
      found.push({ index, end: index + name.length, text: name, name })
    }
  }
  return found
}

/** Whether a name reads as a company, LLP or firm rather than a person. */
export function looksLikeOrganisation(name: string): boolean {
  return /\b(?:pvt|private|ltd|limited|llp|inc|corporation|corp|bank|industries|enterprises|technologies|tech|solutions|services|systems|labs|studios|traders|trading|associates|agencies|ventures|holdings|group|foods|brands|builders|developers|constructions|infra|finance|capital|fund|trust|society|co|company|consulting|consultants|media|pharma|motors|logistics|exports|imports|textiles|analytics|software|digital|retail|hospitals?|clinic|publishing|house)\b\.?|&|^m\/s/i.test(
    name,
  )
}

// ─────────────────────────────────── phrases ──────────────────────────────────

/**
 * The words after a cue up to the end of the clause: a full stop, semicolon, line break,
 * or one of the `stop` words. Used for free-text fields ("as a Senior Engineer at …").
 */
export function phraseAfter(text: string, cue: RegExp, stop: RegExp = /$^/, max = 160): Span | null {
  const flags = cue.flags.includes('g') ? cue.flags : `${cue.flags}g`
  const regex = new RegExp(cue.source, flags)
  for (const match of text.matchAll(regex)) {
    const start = match.index + match[0].length
    const rest = text.slice(start)
    const stopAt = [rest.search(PHRASE_BOUNDARY), rest.search(stop)].filter((i) => i >= 0)
    const end = stopAt.length > 0 ? Math.min(...stopAt) : rest.length
    const phrase = rest
      .slice(0, Math.min(end, max))
      .trim()
      .replace(/[,:\s-]+$/, '')
      .replace(/^[:,\s-]+/, '')
    if (!phrase) continue
    const index = start + rest.indexOf(phrase)
    return { index, end: index + phrase.length, text: phrase }
  }
  return null
}

const PHRASE_BOUNDARY =
  /(?:\.(?=\s|$)(?<!\b(?:no|nos|mr|mrs|ms|dr|st|rd|pvt|ltd|co|sq|ft|vs|etc|approx)\.)|[;\n?!]|\s*\(|,\s*(?:and\s+)?(?:i|we|he|she|they|it|the\s+(?:rent|salary|fee|deposit|price))\b)/i

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
