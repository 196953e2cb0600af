import { type CalendarDate, addMonths, isValidDate, monthNumber, parseDate } from '#domain/shared/dates.ts'
import type { Paise } from '#domain/shared/money.ts'
import { numberFromWords } from '#domain/shared/number-words.ts'
import { parseAmount } from '#domain/shared/written-amounts.ts'

// A schedule of instalments as people write it ("24 equal monthly instalments from
// 01/05/2026", "twelve quarterly EMIs starting 1st April 2027", "in 6 kishton"): the one
// reader for the loan agreement and for custom agreements, so both state each instalment's
// amount and due date instead of echoing the words.

export type Interval = 'week' | 'month' | 'quarter' | 'half-year' | 'year'

/** What a text says about instalments: how many and how often, each possibly unsaid. */
export interface InstalmentMention {
  readonly index: number
  readonly count: number | null
  readonly interval: Interval | null
}

export interface InstalmentPlan {
  count: number
  /** Months between instalments: 1 monthly, 3 quarterly, 6 half-yearly, 12 yearly. */
  everyMonths: 1 | 3 | 6 | 12
  /** The first due date, when the schedule gives one. */
  first: CalendarDate | null
  /** Each instalment's amount, when the schedule states it ("of ₹10,000 each"). */
  each?: Paise
}

const INTERVALS: ReadonlyArray<[RegExp, Interval]> = [
  [/^weekly$/, 'week'],
  [/^monthly$/, 'month'],
  [/^quarterly$/, 'quarter'],
  [/^(?:half[- ]?yearly|six[- ]monthly|semi[- ]annual)$/, 'half-year'],
  [/^(?:yearly|annual)$/, 'year'],
]
const MONTHS: Readonly<Partial<Record<Interval, InstalmentPlan['everyMonths']>>> = {
  month: 1,
  quarter: 3,
  'half-year': 6,
  year: 12,
}

// "payments" counts only with an interval ("twenty-four monthly payments"); an EMI is an
// equated monthly instalment, so it says how often by itself.
const MENTION =
  /\b(?:(\d{1,3}|[a-z]+(?:[- ][a-z]+)?)\s+)?(?:equal\s+|equated\s+)?(?:(weekly|monthly|quarterly|half[- ]?yearly|six[- ]monthly|semi[- ]annual|yearly|annual)\s+)?(instal?l?ments?|emis?|kisht(?:on|en|s)?|payments?)\b/gi

const START =
  /\b(?:from|starting|commencing|beginning|first\s+(?:due\s+)?on|with\s+effect\s+from)\s+(?:on\s+)?/i

/** A count written in figures or words; "in two" (a word caught before the number) reads as 2. */
function countFrom(written: string): number | null {
  if (!written) return null
  if (/^\d+$/.test(written)) return Number(written)
  const words = written.toLowerCase().split(/[- ]/)
  const n = numberFromWords(words.join(' ')) ?? numberFromWords(words.at(-1) ?? '')
  return n ?? null
}

/** The first mention of instalments in the text, or null when it names none. */
export function findInstalments(text: string): InstalmentMention | null {
  for (const match of text.matchAll(MENTION)) {
    const noun = (match[3] ?? '').toLowerCase()
    let [counted = '', often = ''] = [match[1]?.toLowerCase(), match[2]?.toLowerCase()]
    // "three yearly instalments": the count's pattern may take the interval word with it.
    const split = /^(.+?)[- ](\S+)$/.exec(counted)
    if (!often && split && INTERVALS.some(([pattern]) => pattern.test(split[2] ?? '')))
      [counted, often] = [split[1] ?? '', split[2] ?? '']
    const stated = INTERVALS.find(([pattern]) => pattern.test(often))?.[1]
    const interval = stated ?? (/^emi/.test(noun) ? 'month' : null)
    if (/^payment/.test(noun) && !interval) continue
    const n = countFrom(counted)
    const count = n !== null && n >= 1 && n <= 600 ? n : null
    return { index: match.index, count, interval }
  }
  return null
}

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

/** The first due date a schedule gives after "from", "starting" and the like. */
export function firstDueDate(schedule: string): CalendarDate | null {
  const start = START.exec(schedule)
  return start ? leadingDate(schedule.slice(start.index + start[0].length)) : null
}

const EACH = /\bof\s+((?:₹|rs\.?|inr)\s*[\d,]+(?:\.\d{1,2})?(?:\/-)?)\s+each\b/i

/** The plan a schedule states, or null when it does not say how many instalments and how often. */
export function readInstalmentPlan(schedule: string): InstalmentPlan | null {
  const mention = findInstalments(schedule)
  const everyMonths = mention?.interval ? MONTHS[mention.interval] : undefined
  if (!mention?.count || !everyMonths) return null
  const each = parseAmount(EACH.exec(schedule)?.[1] ?? '')
  return { count: mention.count, everyMonths, first: firstDueDate(schedule), ...(each ? { each } : {}) }
}

/**
 * What a schedule that speaks of instalments leaves unsaid, among how many, how often and the
 * first due date: a placeholder asks only for those ("3 instalments of ₹25,000 each from next month").
 */
export function unsaidOfInstalments(schedule: string): string[] {
  const mention = findInstalments(schedule)
  return [
    ...(mention?.count ? [] : ['the number of instalments']),
    ...(mention?.interval && MONTHS[mention.interval] ? [] : ['how often they fall due']),
    ...(firstDueDate(schedule) ? [] : ['the first due date']),
  ]
}

/**
 * Principal split into whole-rupee instalments: each the same (the amount the schedule
 * states, if it states one), the last carrying the difference so that they add up to the
 * loan exactly.
 */
export function principalInstalments(
  principal: Paise,
  count: number,
  stated?: Paise,
): { each: Paise; last: Paise } {
  const fits = stated !== undefined && stated * (count - 1) < principal && stated * count >= principal
  const each = fits ? stated : Math.floor(principal / count / 100) * 100
  return { each, last: principal - each * (count - 1) }
}

/** The due date of the last instalment. */
export function lastDueDate(plan: InstalmentPlan & { first: CalendarDate }): CalendarDate {
  return addMonths(plan.first, plan.everyMonths * (plan.count - 1))
}
