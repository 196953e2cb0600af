import {
  browseClauses,
  browseQuerySchema,
  mostUsedClauses,
  searchClauses,
  type Clause,
} from '#domain/clauses/index.ts'
import type { Queryable } from '#db/types.ts'
import { clauseUsage } from '#events/projections/clause-usage.ts'
import { CLAUSE_VIEWS, type ClauseView } from './clauses-tab.tsx'

// The clause library's one query, behind both Clauses tabs (the workspace's and a
// document's): which view, its filters, and the clauses it lists. Unknown values mean
// "browse" and "all", never an error.

export interface ClauseQuery {
  show: ClauseView
  filters: ReturnType<typeof browseQuerySchema.parse>
  /** Times each clause was added to a document here (the clause-usage projection). */
  recorded: Record<string, number>
  found: Clause[]
}

/**
 * Popular is the top 5 by recorded use (one read of at most 20 rows, the seed breaking
 * ties); Search lists nothing until something is asked; Browse filters on the search text.
 */
export async function queryClauses(
  q: Queryable,
  asked: { show: string | null; query: string | null; category: string | null; risk: string | null },
): Promise<ClauseQuery> {
  const show = (CLAUSE_VIEWS as readonly string[]).includes(asked.show ?? '')
    ? (asked.show as ClauseView)
    : 'browse'
  const filters = browseQuerySchema.parse({
    query: asked.query ?? '',
    category: asked.category ?? 'all',
    riskLevel: asked.risk ?? 'all',
  })
  const recorded = await clauseUsage(q)
  const found =
    show === 'popular'
      ? mostUsedClauses(recorded).map((used) => used.clause)
      : show === 'search'
        ? filters.query.trim() === ''
          ? []
          : searchClauses(filters.query)
        : browseClauses(filters)
  return { show, filters, recorded, found }
}
