import { words } from '#domain/drafting/index.ts'
import { NUMBER_WORDS as ENGLISH_NUMBER_WORDS } from '#domain/shared/number-words.ts'

/**
 * Periods as users type them ("60 days", "two months", "a year", "90-day") and as the
 * drafting engine writes them ("60 (sixty) days'", "the 5th (fifth) day").
 */

export type Unit = 'day' | 'week' | 'month' | 'year'

export interface Duration {
  readonly value: number
  readonly unit: Unit
}

// "a year", "an hour" count one, as people write them.
const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, ...ENGLISH_NUMBER_WORDS }

function unitOf(word: string): Unit {
  const w = word.toLowerCase()
  if (w.startsWith('d')) return 'day'
  if (w.startsWith('w')) return 'week'
  if (w.startsWith('y')) return 'year'
  return 'month'
}

const USER_DURATION = /\b(\d+(?:\.\d+)?|[a-z]+(?:[ -][a-z]+)?)[\s-]*(days?|weeks?|months?|years?|yrs?)\b/i

/** The first duration in what the user typed, or null. */
export function parseDuration(text: string): Duration | null {
  const match = USER_DURATION.exec(text.toLowerCase())
  if (!match) return null
  const [, amount = '', unit = ''] = match
  let value: number | undefined
  if (/^\d/.test(amount)) value = Number(amount)
  else {
    const parts = amount.split(/[ -]/)
    // "forty five", "twenty-one": add the parts when every one is a number word.
    const numbers = parts.map((p) => NUMBER_WORDS[p])
    if (numbers.every((n) => n !== undefined)) value = numbers.reduce<number>((sum, n) => sum + (n ?? 0), 0)
    else value = NUMBER_WORDS[parts[parts.length - 1] ?? '']
  }
  if (value === undefined || !Number.isFinite(value) || value <= 0) return null
  return { value, unit: unitOf(unit) }
}

/** "10th", "the tenth", "10" → 10 (a day of the month), or null. */
export function parseOrdinal(text: string): number | null {
  const figure = /\b(\d{1,2})(?:st|nd|rd|th)\b/i.exec(text)
  if (figure) return Number(figure[1])
  const lower = text.toLowerCase()
  for (let n = 31; n >= 1; n -= 1) {
    if (new RegExp(`\\b${ordinalWords(n)}\\b`).test(lower)) return n
  }
  return null
}

/** 60 days → "60 (sixty) days", 1 month → "1 (one) month". */
export function formatDuration(d: Duration): string {
  const unit = d.value === 1 ? d.unit : `${d.unit}s`
  return Number.isInteger(d.value) ? `${d.value} (${words(d.value)}) ${unit}` : `${d.value} ${unit}`
}

/** "1 month", "60 days" — for summaries. */
export function describeDuration(d: Duration): string {
  return `${d.value} ${d.unit}${d.value === 1 ? '' : 's'}`
}

export function inMonths(d: Duration): number | null {
  if (d.unit === 'month') return d.value
  if (d.unit === 'year') return d.value * 12
  return null
}

const ORDINAL_SMALL = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
] as const

/** 5 → "fifth", 21 → "twenty-first", 30 → "thirtieth" (1–31). */
export function ordinalWords(n: number): string {
  if (n < 20) return ORDINAL_SMALL[n] ?? String(n)
  const tens = Math.floor(n / 10)
  const rest = n % 10
  if (rest === 0) return tens === 2 ? 'twentieth' : tens === 3 ? 'thirtieth' : `${words(n)}th`
  return `${tens === 2 ? 'twenty' : 'thirty'}-${ORDINAL_SMALL[rest] ?? ''}`
}

export function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/** "10th (tenth)" as the engine writes a day of the month. */
export function formatOrdinal(n: number): string {
  return `${ordinalSuffix(n)} (${ordinalWords(n)})`
}

/**
 * A period in a document's text: "60 (sixty) days'", "one calendar month's", "1 (one) month".
 * Group 1–3 give the figure, the word form and the unit; group 4 a possessive.
 */
export const DOCUMENT_DURATION =
  /\b(?:(\d+) \(([a-z]+(?:[ -][a-z]+)*)\)|(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|thirty|sixty|ninety|a|an))(?: calendar)? (day|week|month|year)s?('s|s'|')?/gi

export interface DurationSpan {
  readonly index: number
  readonly end: number
  readonly text: string
  readonly possessive: boolean
}

export function findDocumentDurations(text: string): DurationSpan[] {
  return [...text.matchAll(DOCUMENT_DURATION)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
    text: m[0],
    possessive: m[5] !== undefined,
  }))
}

/** The engine's form of a new period, keeping the possessive of the text it replaces. */
export function durationReplacement(d: Duration, possessive: boolean): string {
  const base = formatDuration(d)
  if (!possessive) return base
  return d.value === 1 ? `${base}'s` : `${base}'`
}

/** "the 5th (fifth) day" in a document: group 1 the figure. */
export const DOCUMENT_ORDINAL_DAY = /\b(\d{1,2})(?:st|nd|rd|th) \(([a-z]+(?:-[a-z]+)?)\)(?= day)/g
