import { EMPLOYMENT_AND_CORPORATE } from '#domain/clauses/data/employment-corporate.ts'
import { IP_AND_FAMILY } from '#domain/clauses/data/ip-family.ts'
import { PROPERTY_AND_COMMERCIAL } from '#domain/clauses/data/property-commercial.ts'
import { TECHNOLOGY_AND_FINANCIAL } from '#domain/clauses/data/technology-financial.ts'
import type { BrowseQuery, Clause } from '#domain/clauses/types.ts'

/** The 20 built-in clauses (spec 001 §9), grouped by category. */
export const CLAUSES: readonly Clause[] = [
  ...EMPLOYMENT_AND_CORPORATE,
  ...PROPERTY_AND_COMMERCIAL,
  ...IP_AND_FAMILY,
  ...TECHNOLOGY_AND_FINANCIAL,
]

/** The Popular tab shows this many (spec 001 §9). */
export const POPULAR_COUNT = 5

const BY_ID = new Map(CLAUSES.map((clause) => [clause.id, clause]))

export function getClause(id: string): Clause | undefined {
  return BY_ID.get(id)
}

/**
 * Spec 001 §5: case-insensitive substring over title, description, tags and content.
 * A blank query matches every clause. Results keep the given order (the library's by default).
 */
export function searchClauses(query: string, clauses: readonly Clause[] = CLAUSES): Clause[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return [...clauses]
  return clauses.filter((clause) =>
    [clause.title, clause.description, clause.content, ...clause.tags].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  )
}

/**
 * Browse: the search, then category and risk-level filters on top ("all" or absent = no
 * filter). Over the built-in library unless given other clauses (a user's own).
 */
export function browseClauses(
  { query = '', category = 'all', riskLevel = 'all' }: BrowseQuery = {},
  clauses: readonly Clause[] = CLAUSES,
): Clause[] {
  return searchClauses(query, clauses).filter(
    (clause) =>
      (category === 'all' || clause.category === category) &&
      (riskLevel === 'all' || clause.riskLevel === riskLevel),
  )
}

function normaliseTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’“”"']/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '')
    .replace(/ clause$/, '')
}

/**
 * The clause whose title matches, ignoring case, spacing, quotes, a leading "the" and a
 * trailing "clause" — so an AI edit "add the force majeure clause" finds Force Majeure.
 * Falls back to the one clause whose title contains the words, if exactly one does.
 */
export function findClauseByTitle(title: string): Clause | undefined {
  const wanted = normaliseTitle(title)
  if (wanted === '') return undefined
  const exact = CLAUSES.find((clause) => normaliseTitle(clause.title) === wanted)
  if (exact) return exact
  const partial = CLAUSES.filter((clause) => normaliseTitle(clause.title).includes(wanted))
  return partial.length === 1 ? partial[0] : undefined
}
