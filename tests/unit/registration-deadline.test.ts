import { describe, expect, it } from 'vitest'
import {
  executionDateProblem,
  registrationCountdown,
  registrationDeadline,
  registrationDeadlineLine,
} from '#domain/execution/index.ts'
import {
  addMonths,
  daysBetween,
  formatCalendarDate,
  isCalendarDate,
  istDateOf,
} from '#domain/shared/calendar-date.ts'

// Registration Act 1908 s.23: four months from execution, with month ends and leap years
// as a calendar has them, and "today" the day in India.

describe('a calendar date', () => {
  it('is a real day in YYYY-MM-DD', () => {
    for (const real of ['2026-11-03', '2028-02-29', '2000-02-29', '2026-12-31'])
      expect(isCalendarDate(real), real).toBe(true)
    for (const unreal of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-11-3'])
      expect(isCalendarDate(unreal), unreal).toBe(false)
    for (const notDate of ['', '3 Nov 2026', '2026/11/03', '2026-11-03T00:00', ' 2026-11-03'])
      expect(isCalendarDate(notDate), notDate).toBe(false)
  })

  it('is today in India from 00:00 IST (18:30 UTC the day before)', () => {
    expect(istDateOf(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25')
    expect(istDateOf(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26')
    expect(istDateOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01')
  })

  it('adds months to the same day, or the last day of a shorter month', () => {
    expect(addMonths('2026-11-03', 4)).toBe('2027-03-03')
    expect(addMonths('2026-10-31', 4)).toBe('2027-02-28')
    expect(addMonths('2027-10-31', 4)).toBe('2028-02-29')
    expect(addMonths('2026-10-30', 4)).toBe('2027-02-28')
    expect(addMonths('2026-08-31', 4)).toBe('2026-12-31')
    expect(addMonths('2026-09-30', 4)).toBe('2027-01-30')
    expect(addMonths('2028-02-29', 4)).toBe('2028-06-29')
    expect(addMonths('2026-12-31', 4)).toBe('2027-04-30')
  })

  it('counts days across month and year ends, and words a date as en-IN does', () => {
    expect(daysBetween('2026-11-26', '2027-03-03')).toBe(97)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1)
    expect(daysBetween('2027-03-03', '2026-11-26')).toBe(-97)
    expect(formatCalendarDate('2026-11-03')).toBe('3 Nov 2026')
    expect(formatCalendarDate('2026-09-15')).toBe(
      new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date('2026-09-15T00:00:00Z')),
    )
  })
})

describe('the registration deadline (s.23)', () => {
  // 26 Nov 2026 in India all day: 00:00 IST is 18:30 UTC on the 25th.
  const morningIst = new Date('2026-11-25T19:00:00Z')
  const nightIst = new Date('2026-11-26T18:00:00Z')

  it('is four months after execution: 31 Oct → 28 Feb, or 29 Feb in a leap year', () => {
    expect(registrationDeadline('2026-11-03')).toBe('2027-03-03')
    expect(registrationDeadline('2026-10-31')).toBe('2027-02-28')
    expect(registrationDeadline('2027-10-31')).toBe('2028-02-29')
  })

  it('counts the days left from today in India, whatever the hour in UTC', () => {
    for (const now of [morningIst, nightIst])
      expect(registrationCountdown('2026-11-03', now)).toEqual({
        executedOn: '2026-11-03',
        deadline: '2027-03-03',
        daysLeft: 97,
      })
    // 25 Nov 2026 23:59 IST is still the 25th: a day more.
    expect(registrationCountdown('2026-11-03', new Date('2026-11-25T18:29:00Z')).daysLeft).toBe(98)
  })

  it('says the deadline and the days left, the last day, and a deadline passed', () => {
    expect(registrationDeadlineLine('2026-11-03', morningIst)).toBe(
      'Executed 3 Nov 2026: register by 3 Mar 2027 (97 days left)',
    )
    expect(registrationDeadlineLine('2026-07-27', morningIst)).toBe(
      'Executed 27 Jul 2026: register by 27 Nov 2026 (1 day left)',
    )
    expect(registrationDeadlineLine('2026-07-26', morningIst)).toBe(
      'Executed 26 Jul 2026: register by 26 Nov 2026 (today is the last day)',
    )
    expect(registrationDeadlineLine('2026-07-21', morningIst)).toBe(
      'Executed 21 Jul 2026: the registration deadline passed on 21 Nov 2026 (5 days ago); s.25 lets the Registrar admit it within up to 4 further months on payment of a fine',
    )
  })
})

describe('a recorded date of execution', () => {
  const createdAt = new Date('2026-11-20T20:00:00Z') // 21 Nov 2026, 01:30 IST
  const now = new Date('2026-11-25T19:00:00Z') // 26 Nov 2026, 00:30 IST

  it('is accepted from the day the document was created (in India) to today (in India)', () => {
    expect(executionDateProblem('2026-11-21', { createdAt, now })).toBeNull()
    expect(executionDateProblem('2026-11-26', { createdAt, now })).toBeNull()
  })

  it('is refused when not a real day, in the future, or before the document existed', () => {
    expect(executionDateProblem('2026-02-30', { createdAt, now })).toMatchObject({ problem: 'invalid' })
    expect(executionDateProblem('next week', { createdAt, now })).toMatchObject({ problem: 'invalid' })
    expect(executionDateProblem('2026-11-27', { createdAt, now })).toEqual({
      problem: 'future',
      message: 'The date of execution cannot be in the future (today is 26 Nov 2026).',
    })
    // 20 Nov in UTC, but the document was created on the 21st in India.
    expect(executionDateProblem('2026-11-20', { createdAt, now })).toEqual({
      problem: 'before_creation',
      message: 'This document was created on 21 Nov 2026; it cannot have been signed before that.',
    })
  })
})
