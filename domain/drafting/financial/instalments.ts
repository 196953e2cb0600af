import { type CalendarDate, addMonths, isValidDate, monthNumber, parseDate } from '#domain/shared/dates.ts'
import type { Paise } from '#domain/shared/money.ts'
import { numberFromWords } from '#domain/shared/number-words.ts'

// A loan's repayment schedule as people write it ("24 equal monthly instalments from
// 01/05/2026", "twelve quarterly EMIs starting 1st April 2027"): read so that the
// agreement can state each instalment's amount and due date instead of echoing the words.

export interface InstalmentPlan {
  count: number
  /** Months between instalments: 1 monthly, 3 quarterly, 6 half-yearly, 12 yearly. */
  everyMonths: 1 | 3 | 6 | 12
  /** The first due date, when the schedule gives one. */
  first: CalendarDate | null
}

const FREQUENCIES: ReadonlyArray<[RegExp, InstalmentPlan['everyMonths']]> = [
  [/^monthly$/, 1],
  [/^quarterly$/, 3],
  [/^(?:half[- ]?yearly|six[- ]monthly|semi[- ]annual)$/, 6],
  [/^(?:yearly|annual)$/, 12],
]

const PLAN =
  /\b(\d{1,3}|[a-z]+(?:[- ][a-z]+)?)\s+(?:equal\s+|equated\s+)?(monthly|quarterly|half[- ]?yearly|six[- ]monthly|semi[- ]annual|yearly|annual)\s+(?:instal?ments?|emis?|payments?)\b/i

const START =
  /\b(?:from|starting|commencing|beginning|first\s+(?:due\s+)?on|with\s+effect\s+from)\s+(?:on\s+)?/i

/** "01/05/2026", "1-5-2026", "1st May 2026", "1 May, 2026", "May 1, 2026" at the start of the text. */
function leadingDate(text: string): CalendarDate | null {
  const numeric = /^(\d{1,2}[/.-]\d{1,2}[/.-]\d{4})\b/.exec(text)
  if (numeric) return parseDate(numeric[1] ?? '')
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+),?\s+(\d{4})\b/i.exec(text)
  const monthFirst = /^([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i.exec(text)
  const [day, monthName, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : []
  if (!day || !monthName || !year) return null
  const month = monthNumber(monthName) ?? 0
  const date = { year: Number(year), month, day: Number(day) }
  return month > 0 && isValidDate(date.year, date.month, date.day) ? date : null
}

// An EMI is an equated monthly instalment: "24 EMIs" says how often by itself.
const EMIS = /\b(\d{1,3}|[a-z]+(?:[- ][a-z]+)?)\s+()(?:emis?|equated\s+monthly\s+instal?ments?)\b/i

/** The plan a schedule states, or null when it does not say how many instalments and how often. */
export function readInstalmentPlan(schedule: string): InstalmentPlan | null {
  const stated = PLAN.exec(schedule)
  const match = stated ?? EMIS.exec(schedule)
  if (!match) return null
  if (!stated) match[2] = 'monthly'
  const written = (match[1] ?? '').toLowerCase()
  // "in two monthly instalments": the pattern may take a word before the number.
  const words = written.split(/[- ]/)
  const count = /^\d+$/.test(written)
    ? Number(written)
    : (numberFromWords(words.join(' ')) ?? numberFromWords(words.at(-1) ?? ''))
  const everyMonths = FREQUENCIES.find(([pattern]) => pattern.test((match[2] ?? '').toLowerCase()))?.[1]
  if (!count || count < 1 || count > 600 || !everyMonths) return null
  const start = START.exec(schedule)
  const first = start ? leadingDate(schedule.slice(start.index + start[0].length)) : null
  return { count, everyMonths, first }
}

/**
 * Principal split into whole-rupee instalments: each the same, the last carrying the
 * rounding so that they add up to the loan exactly.
 */
export function principalInstalments(principal: Paise, count: number): { each: Paise; last: Paise } {
  const each = Math.floor(principal / count / 100) * 100
  return { each, last: principal - each * (count - 1) }
}

/** The due date of the last instalment. */
export function lastDueDate(plan: InstalmentPlan & { first: CalendarDate }): CalendarDate {
  return addMonths(plan.first, plan.everyMonths * (plan.count - 1))
}
