import { describe, expect, it } from 'vitest'
import { CLAUSES } from '#domain/clauses/library.ts'
import { listPlaceholders } from '#domain/clauses/placeholders.ts'
import { CLAUSE_CATEGORIES, clauseSchema, RISK_LEVELS } from '#domain/clauses/types.ts'
import { STATUTES } from '#domain/glossary/statutes.ts'

// Clauses Indian law makes void, which the library must never offer (shared/reference/indian-law.md):
// post-employment non-competes (Contract Act s.27), patent no-challenge and exclusive grant-back
// terms (Patents Act s.140), one-sided arbitrator appointment (CORE v ECI-SPIC 2024) and clauses
// shutting a party out of the courts and of arbitration altogether (Contract Act s.28).
const VOID_CLAUSES: ReadonlyArray<[string, RegExp]> = [
  ['non-compete', /\bnon[\s-]?compet/i],
  [
    'post-employment restraint',
    /\b(?:after|following|post)\b[^.]{0,120}\b(?:shall|will|must)\s+not\b[^.]{0,80}\b(?:compet\w*|join\w*\s+(?:a|any)\s+competitor|engage\s+in\s+(?:any\s+)?(?:similar|competing)\s+business|be\s+employed)/i,
  ],
  [
    'no-challenge',
    /\bno[\s-]?challenge\b|\b(?:shall|will)\s+not\s+(?:challenge|contest|dispute)\s+the\s+validity/i,
  ],
  [
    'exclusive grant-back',
    /(?<!non-)\bexclusive\b[^.]{0,60}\bgrant[\s-]?back|grant[\s-]?back\b[^.]{0,60}(?<!non-)\bexclusive/i,
  ],
  [
    'one-sided arbitrator appointment',
    /\barbitrators?\b[^.]{0,60}\b(?:appointed|nominated|chosen)\s+(?:solely\s+|unilaterally\s+|only\s+)?by\s+(?:the\s+)?\[?[A-Z][A-Za-z ]*\]?\s*(?:alone|only)?\s*[.;,]/i,
  ],
  [
    'ouster of courts',
    /\b(?:shall|will)\s+not\s+(?:sue|approach\s+any\s+court|initiate\s+any\s+legal\s+proceedings)/i,
  ],
]

describe('clause library data', () => {
  it('holds exactly the 20 built-in clauses, with unique ids and titles', () => {
    expect(CLAUSES).toHaveLength(20)
    expect(new Set(CLAUSES.map((clause) => clause.id)).size).toBe(20)
    expect(new Set(CLAUSES.map((clause) => clause.title.toLowerCase())).size).toBe(20)
  })

  it.each(CLAUSES.map((clause) => [clause.id, clause] as const))(
    '%s fits the Clause entity',
    (_id, clause) => {
      expect(clauseSchema.parse(clause)).toEqual({
        ...clause,
        applicableLaws: [...clause.applicableLaws],
        tags: [...clause.tags],
      })
      expect(Number.isNaN(Date.parse(clause.lastUpdated))).toBe(false)
      expect(clause.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    },
  )

  it('uses only the specification’s categories, each at least twice', () => {
    for (const category of CLAUSE_CATEGORIES) {
      expect(
        CLAUSES.filter((clause) => clause.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(2)
    }
    for (const clause of CLAUSES) expect(CLAUSE_CATEGORIES).toContain(clause.category)
  })

  it('uses every risk level', () => {
    expect(new Set(CLAUSES.map((clause) => clause.riskLevel))).toEqual(new Set(RISK_LEVELS))
  })

  it('cites only Acts from the reference', () => {
    for (const clause of CLAUSES) {
      for (const law of clause.applicableLaws) {
        expect(
          STATUTES.some((act) => law === act || law.startsWith(`${act}, `) || law.startsWith(`${act} (`)),
          law,
        ).toBe(true)
      }
    }
  })

  it('gives every clause placeholders, and uses square brackets for nothing else', () => {
    for (const clause of CLAUSES) {
      expect(listPlaceholders(clause.content).length, clause.id).toBeGreaterThan(0)
      const brackets = clause.content.match(/\[[^\]]*\]?/g) ?? []
      expect(
        brackets.every((bracket) => /^\[[A-Z][A-Z0-9 &/'-]*\]$/.test(bracket)),
        clause.id,
      ).toBe(true)
    }
  })

  it.each(CLAUSES.map((clause) => [clause.id, clause.content] as const))(
    '%s contains no void clause',
    (_id, content) => {
      for (const [name, pattern] of VOID_CLAUSES) expect(pattern.test(content), name).toBe(false)
    },
  )

  it('the void-clause check does catch void clauses', () => {
    const samples = [
      'For two years after the employment ends, the Employee shall not join any competitor.',
      'The Employee agrees to a non-compete for 24 months.',
      'The Licensee shall not challenge the validity of the Licensed Patents.',
      'The Licensee shall grant the Licensor an exclusive grant-back of all improvements.',
      'The sole arbitrator shall be appointed by the Lender alone.',
      'The Sole Arbitrator shall be appointed by [COMPANY].',
    ]
    for (const sample of samples)
      expect(
        VOID_CLAUSES.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true)
  })
})
