import { describe, expect, it } from 'vitest'
import { lastMonths, lastWeeks, monthKey, weekKey } from '#domain/portfolio/calendar.ts'
import { countChanges, type PortfolioDocument } from '#domain/portfolio/counts.ts'

describe('the dashboard’s calendar (IST)', () => {
  it('puts an instant in its Indian month and its Monday-started week', () => {
    // 19:00 UTC on Monday 30 November is 00:30 IST on Tuesday 1 December.
    expect(monthKey(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12')
    expect(monthKey(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11')
    // The week turns at midnight IST between Sunday and Monday.
    expect(weekKey(new Date('2026-11-29T18:29:00Z'))).toBe('2026-11-23')
    expect(weekKey(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-30')
    expect(lastMonths(new Date('2026-02-10T00:00:00Z'), 3)).toEqual(['2025-12', '2026-01', '2026-02'])
    expect(lastWeeks(new Date('2026-11-26T10:00:00Z'), 2)).toEqual(['2026-11-16', '2026-11-23'])
  })
})

describe('the portfolio counts', () => {
  const doc = (risk: number, placeholders: number): PortfolioDocument => ({
    templateId: 'rental-agreement',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    facts: { risk, compliance: 100 - risk, placeholders, seriousIssues: risk >= 50 ? 1 : 0 },
    needs: { stampDuty: true, registration: 'compulsory' },
  })

  it('counts a new document once in every measure it belongs to', () => {
    expect(countChanges(null, doc(0, 3))).toEqual([
      { measure: 'documents', key: 'all', n: 1 },
      { measure: 'template', key: 'rental-agreement', n: 1 },
      { measure: 'month', key: '2026-11', n: 1 },
      { measure: 'risk', key: 'Low', n: 1 },
      { measure: 'compliance', key: 'sum', n: 100 },
      { measure: 'compliance', key: 'scored', n: 1 },
      { measure: 'attention', key: 'placeholders', n: 1 },
      { measure: 'attention', key: 'execution', n: 1 },
    ])
  })

  it('moves an edited document between measures and leaves the rest alone', () => {
    expect(countChanges(doc(0, 3), doc(95, 0))).toEqual([
      { measure: 'risk', key: 'Low', n: -1 },
      { measure: 'compliance', key: 'sum', n: -95 },
      { measure: 'attention', key: 'placeholders', n: -1 },
      { measure: 'risk', key: 'High', n: 1 },
      { measure: 'attention', key: 'serious', n: 1 },
    ])
    expect(countChanges(doc(0, 3), doc(0, 3))).toEqual([])
  })
})
