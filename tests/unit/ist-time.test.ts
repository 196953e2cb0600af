import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { istDateTime } from '#domain/shared/ist-time.ts'

const withSeconds = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'medium',
})
const toMinute = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
})

describe('istDateTime', () => {
  it('words a time exactly as Intl en-IN medium does, in India Standard Time', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2200-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(istDateTime(date)).toBe(withSeconds.format(date))
          expect(istDateTime(date, { seconds: false })).toBe(toMinute.format(date))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('midnight and noon, and September as en-IN spells it', () => {
    expect(istDateTime(new Date('2026-09-08T18:30:00Z'))).toBe('9 Sept 2026, 12:00:00 am')
    expect(istDateTime(new Date('2026-09-09T06:30:00Z'), { seconds: false })).toBe('9 Sept 2026, 12:00 pm')
  })
})
