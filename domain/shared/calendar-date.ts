// A calendar date with no time of day ("2026-11-03"), as a date input posts it: the day a
// deed was signed. Arithmetic is done on UTC midnights, so no time zone moves a day; "today"
// is the day in India (IST, UTC+5:30 all year), where the app's users sign.

const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 24 * 60 * 60_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const

/** "YYYY-MM-DD", a day that exists. */
export type CalendarDate = string

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is "YYYY-MM-DD" naming a real day (no 31 April, 29 February only in a leap year). */
export function isCalendarDate(value: string): value is CalendarDate {
  const m = SHAPE.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

/** Days in a month (1–12) of a year of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

const toUtc = (date: CalendarDate) => Date.parse(`${date}T00:00:00Z`)
const fromUtc = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10)

/** The day in India at the instant `at`. */
export function istDateOf(at: Date): CalendarDate {
  return fromUtc(at.getTime() + IST_OFFSET_MS)
}

/**
 * The same day `months` later; when that month is shorter, its last day (31 Oct + 4 months
 * is 28 Feb, or 29 Feb in a leap year), as a period "of months" ends in the calendar.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) + months
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1]
  const d = Math.min(day, daysInMonth(y, m))
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS)
}

/** "3 Nov 2026", in the month words the rest of the app uses (en-IN: "Sept"). */
export function formatCalendarDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return `${day} ${MONTHS[month - 1]} ${year}`
}
