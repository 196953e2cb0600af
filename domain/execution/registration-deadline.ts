import {
  addMonths,
  daysBetween,
  formatCalendarDate,
  isCalendarDate,
  istDateOf,
  type CalendarDate,
} from '#domain/shared/calendar-date.ts'

// When a document that must be registered has to reach the Sub-Registrar: Registration Act
// 1908 s.23, within four months of execution, counted from the date of execution the user
// records. "Today" is the day in India.

/** Registration Act 1908 s.23: months from execution to present the document. */
export const REGISTRATION_MONTHS = 4

/** The last day to present the document for registration (31 Oct → 28 or 29 Feb). */
export const registrationDeadline = (executedOn: CalendarDate): CalendarDate =>
  addMonths(executedOn, REGISTRATION_MONTHS)

export interface RegistrationCountdown {
  executedOn: CalendarDate
  deadline: CalendarDate
  /** Days from today (IST) to the deadline: 0 on the last day, negative once it has passed. */
  daysLeft: number
}

export function registrationCountdown(executedOn: CalendarDate, now: Date): RegistrationCountdown {
  const deadline = registrationDeadline(executedOn)
  return { executedOn, deadline, daysLeft: daysBetween(istDateOf(now), deadline) }
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

/**
 * "Executed 3 Nov 2026: register by 3 Mar 2027 (97 days left)", or that the deadline has
 * passed — the dashboard and the document's checklist say the same words.
 */
export function registrationDeadlineLine(executedOn: CalendarDate, now: Date): string {
  const { deadline, daysLeft } = registrationCountdown(executedOn, now)
  const executed = `Executed ${formatCalendarDate(executedOn)}`
  if (daysLeft > 0) return `${executed}: register by ${formatCalendarDate(deadline)} (${days(daysLeft)} left)`
  if (daysLeft === 0)
    return `${executed}: register by ${formatCalendarDate(deadline)} (today is the last day)`
  return `${executed}: the registration deadline passed on ${formatCalendarDate(deadline)} (${days(-daysLeft)} ago); s.25 lets the Registrar admit it within up to 4 further months on payment of a fine`
}

export type ExecutionDateProblem = 'invalid' | 'future' | 'before_creation'

/**
 * Why a recorded date of execution cannot be right, or null: it must be a real day, not
 * after today in India, and not before the day (in India) the document was created.
 */
export function executionDateProblem(
  executedOn: string,
  { createdAt, now }: { createdAt: Date; now: Date },
): { problem: ExecutionDateProblem; message: string } | null {
  if (!isCalendarDate(executedOn))
    return { problem: 'invalid', message: 'Enter a real date, as day, month and year (YYYY-MM-DD).' }
  const today = istDateOf(now)
  if (executedOn > today)
    return {
      problem: 'future',
      message: `The date of execution cannot be in the future (today is ${formatCalendarDate(today)}).`,
    }
  const created = istDateOf(createdAt)
  if (executedOn < created)
    return {
      problem: 'before_creation',
      message: `This document was created on ${formatCalendarDate(created)}; it cannot have been signed before that.`,
    }
  return null
}
