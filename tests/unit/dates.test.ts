import { describe, expect, it } from 'vitest'
import {
  addMonths,
  compareDates,
  formatDate,
  formatDateLong,
  isLeapYear,
  parseDate,
} from '#domain/shared/dates.ts'

describe('parseDate (DD/MM/YYYY)', () => {
  it.each([
    ['01/04/2026', { day: 1, month: 4, year: 2026 }],
    ['1/4/2026', { day: 1, month: 4, year: 2026 }],
    ['31/12/2025', { day: 31, month: 12, year: 2025 }],
    ['29/02/2024', { day: 29, month: 2, year: 2024 }],
    ['29/02/2000', { day: 29, month: 2, year: 2000 }],
    ['15-08-1947', { day: 15, month: 8, year: 1947 }],
    ['26.01.1950', { day: 26, month: 1, year: 1950 }],
    [' 30/06/2026 ', { day: 30, month: 6, year: 2026 }],
  ])('%s is a real date', (text, date) => {
    expect(parseDate(text)).toEqual(date)
  })

  it.each([
    ['31/04/2026'],
    ['29/02/2025'],
    ['29/02/1900'],
    ['00/01/2026'],
    ['32/01/2026'],
    ['12/13/2026'],
    ['2026-04-01'],
    ['04/01/26'],
    ['1 April 2026'],
    [''],
    ['01/04/1899'],
  ])('%s is not', (text) => {
    expect(parseDate(text)).toBeNull()
  })

  it('knows leap years', () => {
    expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false])
  })

  it('formats, compares and adds months', () => {
    const date = { day: 31, month: 1, year: 2024 }
    expect(formatDate({ day: 1, month: 4, year: 2026 })).toBe('01/04/2026')
    expect(formatDateLong({ day: 1, month: 4, year: 2026 })).toBe('1 April 2026')
    expect(addMonths(date, 1)).toEqual({ day: 29, month: 2, year: 2024 })
    expect(addMonths(date, 12)).toEqual({ day: 31, month: 1, year: 2025 })
    expect(addMonths({ day: 15, month: 11, year: 2026 }, 3)).toEqual({ day: 15, month: 2, year: 2027 })
    expect(compareDates(date, { day: 1, month: 2, year: 2024 })).toBeLessThan(0)
    expect(compareDates(date, date)).toBe(0)
  })
})
