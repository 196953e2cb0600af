import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  browseClauses,
  CLAUSES,
  findClauseByTitle,
  getClause,
  searchClauses,
} from '#domain/clauses/library.ts'
import { fillPlaceholders, listPlaceholders } from '#domain/clauses/placeholders.ts'
import { browseQuerySchema } from '#domain/clauses/types.ts'

const ids = (clauses: ReadonlyArray<{ id: string }>) => clauses.map((clause) => clause.id)

describe('searchClauses (spec 001 §5)', () => {
  it('is a case-insensitive substring match', () => {
    expect(ids(searchClauses('ARBITRATION'))).toContain('commercial-arbitration')
    expect(ids(searchClauses('arbitrat'))).toContain('commercial-arbitration')
  })

  it.each([
    ['title', 'work product', 'employment-ip-assignment'],
    ['description', 'CORE v ECI-SPIC', 'commercial-arbitration'],
    ['tags', 'incident response', 'technology-breach-notification'],
    ['content', 'Seventh Schedule', 'commercial-arbitration'],
  ])('searches the %s', (_field, query, id) => {
    expect(ids(searchClauses(query))).toEqual([id])
  })

  it('matches exactly the clauses whose title, description, tags or content contain the query', () => {
    const words = CLAUSES.flatMap((clause) =>
      [clause.title, clause.description, ...clause.tags].join(' ').split(/\s+/),
    )
    fc.assert(
      fc.property(fc.constantFrom(...words), (word) => {
        const needle = word.toLowerCase()
        const expected = CLAUSES.filter((clause) =>
          [clause.title, clause.description, clause.content, ...clause.tags].some((field) =>
            field.toLowerCase().includes(needle),
          ),
        )
        expect(ids(searchClauses(word.toUpperCase()))).toEqual(ids(expected))
      }),
    )
  })

  it('returns every clause for a blank query and none for an unknown word', () => {
    expect(searchClauses('')).toHaveLength(20)
    expect(searchClauses('   ')).toHaveLength(20)
    expect(searchClauses('zebra crossing')).toEqual([])
  })
})

describe('browseClauses', () => {
  it('filters by category', () => {
    const employment = browseClauses({ category: 'Employment' })
    expect(employment.length).toBeGreaterThanOrEqual(2)
    expect(employment.every((clause) => clause.category === 'Employment')).toBe(true)
  })

  it('filters by risk level', () => {
    const high = browseClauses({ riskLevel: 'High' })
    expect(high.length).toBeGreaterThan(0)
    expect(high.every((clause) => clause.riskLevel === 'High')).toBe(true)
  })

  it('applies category and risk level on top of the search', () => {
    expect(ids(browseClauses({ query: 'indemnif', category: 'Commercial', riskLevel: 'High' }))).toEqual(
      ids(
        searchClauses('indemnif').filter(
          (clause) => clause.category === 'Commercial' && clause.riskLevel === 'High',
        ),
      ),
    )
    expect(ids(browseClauses({ query: 'deposit', category: 'Property', riskLevel: 'Low' }))).toEqual([
      'property-security-deposit',
    ])
    expect(browseClauses({ query: 'deposit', category: 'Family' })).toEqual([])
  })

  it('treats "all" and missing filters as no filter', () => {
    expect(browseClauses()).toHaveLength(20)
    expect(browseClauses({ query: '', category: 'all', riskLevel: 'all' })).toHaveLength(20)
  })

  it('reads filters from a URL, falling back to "all" for anything unknown', () => {
    expect(browseQuerySchema.parse({ query: 'lease', category: 'Property', riskLevel: 'Low' })).toEqual({
      query: 'lease',
      category: 'Property',
      riskLevel: 'Low',
    })
    expect(browseQuerySchema.parse({ category: 'Criminal', riskLevel: 'Extreme', query: ['x'] })).toEqual({
      query: '',
      category: 'all',
      riskLevel: 'all',
    })
    expect(browseQuerySchema.parse({ query: 'x'.repeat(500) }).query).toHaveLength(200)
  })
})

describe('getClause and findClauseByTitle', () => {
  it('gets a clause by id', () => {
    expect(getClause('commercial-force-majeure')?.title).toBe('Force Majeure')
    expect(getClause('no-such-clause')).toBeUndefined()
  })

  it.each([
    'Force Majeure',
    'force majeure',
    'FORCE   MAJEURE',
    'the force majeure clause',
    '“Force Majeure”',
  ])('finds Force Majeure from %j', (title) => {
    expect(findClauseByTitle(title)?.id).toBe('commercial-force-majeure')
  })

  it('finds a clause from part of its title when only one title contains it', () => {
    expect(findClauseByTitle('non-solicitation clause')?.id).toBe('employment-non-solicitation')
    expect(findClauseByTitle('tag-along')?.id).toBe('corporate-tag-drag-along')
  })

  it('finds nothing when the title is ambiguous or unknown', () => {
    expect(findClauseByTitle('assignment')).toBeUndefined() // two titles contain it
    expect(findClauseByTitle('non-compete')).toBeUndefined()
    expect(findClauseByTitle('')).toBeUndefined()
  })
})

describe('placeholders', () => {
  const content = 'Between [PARTY A] and [PARTY B]. [PARTY A] pays ₹[AMOUNT] by [DATE].'

  it('lists each placeholder once, in order', () => {
    expect(listPlaceholders(content)).toEqual(['PARTY A', 'PARTY B', 'AMOUNT', 'DATE'])
  })

  it('fills the given values and lists what is left', () => {
    expect(fillPlaceholders(content, { 'PARTY A': 'Asha Traders', AMOUNT: '50,000' })).toEqual({
      content: 'Between Asha Traders and [PARTY B]. Asha Traders pays ₹50,000 by [DATE].',
      unfilled: ['PARTY B', 'DATE'],
    })
  })

  it('matches keys ignoring case, spacing and brackets, and treats blank values as unfilled', () => {
    const result = fillPlaceholders(content, {
      'party  a': 'Asha',
      '[PARTY B]': 'Ravi',
      amount: '  ',
      Date: '1 May 2026',
    })
    expect(result.content).toBe('Between Asha and Ravi. Asha pays ₹[AMOUNT] by 1 May 2026.')
    expect(result.unfilled).toEqual(['AMOUNT'])
  })

  it('does not fill a value that itself looks like a placeholder', () => {
    expect(
      fillPlaceholders('[PARTY A] and [PARTY B]', { 'PARTY A': '[PARTY B]', 'PARTY B': 'Ravi' }),
    ).toEqual({
      content: '[PARTY B] and Ravi',
      unfilled: [],
    })
  })

  it('leaves no placeholder behind when every one is given a value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLAUSES),
        fc.string({ minLength: 1 }).filter((value) => value.trim() !== '' && !value.includes('[')),
        (clause, value) => {
          const values = Object.fromEntries(listPlaceholders(clause.content).map((name) => [name, value]))
          const filled = fillPlaceholders(clause.content, values)
          expect(filled.unfilled).toEqual([])
          expect(listPlaceholders(filled.content)).toEqual([])
        },
      ),
    )
  })
})
