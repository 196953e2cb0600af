import { CLAUSE_CATEGORIES, RISK_LEVELS, type Clause } from '#domain/clauses/index.ts'
import type { Queryable } from '#db/types.ts'
import { queryClauses } from '#app/features/clauses/clause-query.server.ts'
import {
  LIBRARY_PARAMS as P,
  type ClauseLibraryView,
  type LibraryCard,
  type LibraryView,
} from './contract.ts'

/** Spec 001 §9: browse cards show 3 tags, search cards 4 (Popular's cards are browse cards). */
const TAGS_SHOWN: Record<LibraryView, number> = { browse: 3, popular: 3, search: 4 }

export function libraryCard(clause: Clause, uses: number, tags: number): LibraryCard {
  return {
    id: clause.id,
    title: clause.title,
    category: clause.category,
    subcategory: clause.subcategory,
    description: clause.description,
    riskLevel: clause.riskLevel,
    tags: clause.tags.slice(0, tags),
    moreTags: Math.max(0, clause.tags.length - tags),
    applicableLaws: [...clause.applicableLaws],
    lastUpdated: clause.lastUpdated,
    uses,
  }
}

/**
 * The clause library tab for the URL: Browse (search text, category and risk filters),
 * Popular (top 5 by recorded use, from the clause-usage projection — one read of at most
 * 20 rows) or Search. Unknown values mean "all", never an error.
 */
export async function clauseLibraryData(q: Queryable, url: URL): Promise<ClauseLibraryView> {
  const params = url.searchParams
  const { show, filters, recorded, found } = await queryClauses(q, {
    show: params.get(P.show),
    query: params.get(P.search),
    category: params.get(P.category),
    risk: params.get(P.risk),
  })
  const uses = (clause: Clause) => recorded[clause.id] ?? 0
  return {
    show,
    search: show === 'popular' ? '' : filters.query,
    category: show === 'browse' ? filters.category : 'all',
    risk: show === 'browse' ? filters.riskLevel : 'all',
    categories: [...CLAUSE_CATEGORIES],
    risks: [...RISK_LEVELS],
    clauses: found.map((clause) => libraryCard(clause, uses(clause), TAGS_SHOWN[show])),
  }
}
