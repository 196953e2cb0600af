import { type CalendarDate, compareDates, formatDate, isValidDate } from '#domain/shared/dates.ts'
import type { DateMention } from './spans.ts'
import { normaliseText } from './text.ts'

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
