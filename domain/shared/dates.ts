/**
 * Dates are typed as DD/MM/YYYY text (the specification) and must be real calendar dates.
 * Documents repeat the date as the user typed it; the domain keeps the parsed value for
 * comparisons.
 */

export interface CalendarDate {
  readonly year: number
  readonly month: number // 1–12
  readonly day: number // 1–31
}

export const MIN_YEAR = 1900
export const MAX_YEAR = 2200

const DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

/**
 * Parses DD/MM/YYYY (a single-digit day or month, and "-" or "." separators, are tolerated).
 * Returns null for anything that is not a real date: 31/04/2026, 29/02/2025, 2026-04-01.
 */
export function parseDate(text: string): CalendarDate | null {
  const match = DATE.exec(text.trim())
  if (!match) return null
  const day = Number(match[1])
  const month = Number(match[2])
  const year = Number(match[3])
  return isValidDate(year, month, day) ? { year, month, day } : null
}

/** DD/MM/YYYY. */
export function formatDate(date: CalendarDate): string {
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** "May", "sept", "December" → 5, 9, 12: a month named in full or by its first three letters or more. */
export function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase()
  if (lower.length < 3) return undefined
  const index = MONTHS.findIndex((m) => m.toLowerCase().startsWith(lower))
  return index < 0 ? undefined : index + 1
}

/** en-IN long form: "1 April 2026". */
export function formatDateLong(date: CalendarDate): string {
  return `${date.day} ${MONTHS[date.month - 1] ?? ''} ${date.year}`
}

/** Negative when a is before b, zero when equal, positive when after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

/** The same day n months later, clamped to the month's last day (31/01 + 1 → 28/02 or 29/02). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}
