import { z } from 'zod'
import { STATUTES, type Citation } from '#domain/glossary/statutes.ts'

// Spec 001 §3: the clause library's categories and risk levels, exactly as named there.
export const CLAUSE_CATEGORIES = [
  'Employment',
  'Corporate',
  'Property',
  'Commercial',
  'Intellectual Property',
  'Family',
  'Technology',
  'Financial',
] as const
export type ClauseCategory = (typeof CLAUSE_CATEGORIES)[number]

export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

export type Clause = {
  id: string
  title: string
  category: ClauseCategory
  subcategory: string
  /** Clause text with bracketed placeholders such as [PARTY A]. */
  content: string
  description: string
  riskLevel: RiskLevel
  /** Indian statutes, each naming an Act from shared/reference/indian-law.md. */
  applicableLaws: readonly Citation[]
  /**
   * The built-in seed only — an editorial ranking, not measured use. Recorded use comes from
   * events (mostUsedClauses ranks by it; this only breaks ties).
   */
  usageCount: number
  tags: readonly string[]
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string
}

const citation = z
  .string()
  .refine(
    (text) =>
      STATUTES.some((act) => text === act || text.startsWith(`${act}, `) || text.startsWith(`${act} (`)),
    'must name an Act from the reference',
  )

/** The Clause entity as a schema, for anything that reads clauses from outside the code. */
export const clauseSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  category: z.enum(CLAUSE_CATEGORIES),
  subcategory: z.string().min(1),
  content: z.string().min(1),
  description: z.string().min(1),
  riskLevel: z.enum(RISK_LEVELS),
  applicableLaws: z.array(citation).min(1),
  usageCount: z.number().int().nonnegative(),
  tags: z.array(z.string().min(1)).min(1),
  lastUpdated: z.iso.date(),
})

/** Browse filters as they arrive from a URL: anything unrecognised means "all". */
export const browseQuerySchema = z.object({
  query: z
    .string()
    .catch('')
    .transform((text) => text.slice(0, 200)),
  category: z.enum([...CLAUSE_CATEGORIES, 'all']).catch('all'),
  riskLevel: z.enum([...RISK_LEVELS, 'all']).catch('all'),
})
export type BrowseQuery = { query?: string; category?: ClauseCategory | 'all'; riskLevel?: RiskLevel | 'all' }
