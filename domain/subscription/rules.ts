import { PERIOD_MONTHS, TRIAL_DOCUMENTS } from './events.ts'
import type { SubscriptionSummary } from './state.ts'

/** Paid access holds from the period start up to, not including, its end. */
export function isActive(state: SubscriptionSummary, now: Date): boolean {
  return state.plan !== null && state.currentEnd !== null && now.getTime() < Date.parse(state.currentEnd)
}

export type Allowance =
  { allowed: true; kind: 'trial' | 'professional' } | { allowed: false; reason: 'Document limit reached' }

/** Which allowance the next document would use, if any. */
export function nextAllowance(state: SubscriptionSummary, now: Date): Allowance {
  if (isActive(state, now)) return { allowed: true, kind: 'professional' }
  if (state.trialDocumentsUsed < TRIAL_DOCUMENTS) return { allowed: true, kind: 'trial' }
  return { allowed: false, reason: 'Document limit reached' }
}

export function canCreateDocument(state: SubscriptionSummary, now: Date): boolean {
  return nextAllowance(state, now).allowed
}

/**
 * Adds calendar months, keeping the time of day; a day that does not exist in the target
 * month falls back to that month's last day (31 Jan + 1 month = 28/29 Feb), so a period
 * never spills into the month after.
 */
export function addCalendarMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear()
  const month = from.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(from.getUTCDate(), lastDay)
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  )
}

/** A renewal before the end extends from the end, so no paid day is lost. */
export function nextPeriod(state: SubscriptionSummary, now: Date): { start: Date; end: Date } {
  const start = isActive(state, now) && state.currentEnd ? new Date(state.currentEnd) : now
  return { start, end: addCalendarMonths(start, PERIOD_MONTHS) }
}
