import {
  formatCalendarDate,
  isCalendarDate,
  istDateOf,
  type CalendarDate,
} from '#domain/shared/calendar-date.ts'

// The day the Sub-Registrar registered the document, and the number given to it, as the user
// records them: once registered, s.23's four months no longer run against the document.

/** The registration (or document) number as written on the endorsement: free text, this long at most. */
export const MAX_REGISTRATION_NUMBER_LENGTH = 60

export type RegistrationDateProblem = 'invalid' | 'future' | 'before_execution' | 'before_creation'

/**
 * Why a recorded date of registration cannot be right, or null: a real day, not after today
 * in India, not before the recorded date of execution (a document is presented once signed),
 * and not before the day the document was created.
 */
export function registrationDateProblem(
  registeredOn: string,
  { executedOn, createdAt, now }: { executedOn: CalendarDate | null; createdAt: Date; now: Date },
): { problem: RegistrationDateProblem; message: string } | null {
  if (!isCalendarDate(registeredOn))
    return { problem: 'invalid', message: 'Enter a real date, as day, month and year (YYYY-MM-DD).' }
  const today = istDateOf(now)
  if (registeredOn > today)
    return {
      problem: 'future',
      message: `The date of registration cannot be in the future (today is ${formatCalendarDate(today)}).`,
    }
  if (executedOn && registeredOn < executedOn)
    return {
      problem: 'before_execution',
      message: `The date of execution recorded is ${formatCalendarDate(executedOn)}; the document cannot have been registered before it was signed.`,
    }
  const created = istDateOf(createdAt)
  if (registeredOn < created)
    return {
      problem: 'before_creation',
      message: `This document was created on ${formatCalendarDate(created)}; it cannot have been registered before that.`,
    }
  return null
}

/** The number as stored: spaces and line breaks run together, trimmed; null when nothing was typed. */
export function normaliseRegistrationNumber(raw: string | null | undefined): string | null {
  const number = (raw ?? '').replace(/\s+/g, ' ').trim()
  return number === '' ? null : number
}

/** "Registered on 3 Nov 2026 (No. 1234/2026)": the dashboard and the checklist say it instead of a deadline. */
export function registeredLine(registeredOn: CalendarDate, registrationNumber: string | null): string {
  const on = `Registered on ${formatCalendarDate(registeredOn)}`
  return registrationNumber ? `${on} (No. ${registrationNumber})` : on
}
