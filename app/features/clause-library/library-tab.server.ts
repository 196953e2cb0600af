import {
  browseClauses,
  browseQuerySchema,
  CLAUSE_CATEGORIES,
  RISK_LEVELS,
  type Clause,
} from '#domain/clauses/index.ts'
import { asLibraryClause } from '#domain/personal-clauses/index.ts'
import { clauseUsage } from '#events/projections/clause-usage.ts'
import { personalClausesOf } from '#events/projections/personal-clauses.ts'
import type { Queryable } from '#db/types.ts'
import { queryClauses } from '#app/features/clauses/clause-query.server.ts'
import {
  LIBRARY_PARAMS as P,
  type ClauseLibraryView,
  type LibraryCard,
  type LibraryView,
} from './contract.ts'

/** Spec 001 §9: browse cards show 3 tags, search cards 4 (Popular's cards are browse cards). */
const TAGS_SHOWN: Record<LibraryView, number> = { browse: 3, popular: 3, search: 4, mine: 3 }

export function libraryCard(clause: Clause, uses: number, tags: number, personal = false): LibraryCard {
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
    personal,
  }
}

/**
 * The clause library tab for the URL: Browse (search text, category and risk filters),
 * Popular (top 5 by recorded use, from the clause-usage projection — one read of at most
 * 20 rows), Search, or My clauses (the user's own). Unknown values mean "all", never an error.
 */
export async function clauseLibraryData(q: Queryable, url: URL, userId: string): Promise<ClauseLibraryView> {
  const params = url.searchParams
  if (params.get(P.show) === 'mine') return myClausesData(q, params, userId)
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

/**
 * My clauses: only the user's own (the read model is read by owner), newest first, with
 * Browse's search text, category and risk filters over them.
 */
async function myClausesData(
  q: Queryable,
  params: URLSearchParams,
  userId: string,
): Promise<ClauseLibraryView> {
  const filters = browseQuerySchema.parse({
    query: params.get(P.search) ?? '',
    category: params.get(P.category) ?? 'all',
    riskLevel: params.get(P.risk) ?? 'all',
  })
  const [mine, recorded] = await Promise.all([personalClausesOf(q, userId), clauseUsage(q)])
  const found = browseClauses(filters, mine.map(asLibraryClause))
  return {
    show: 'mine',
    search: filters.query,
    category: filters.category,
    risk: filters.riskLevel,
    categories: [...CLAUSE_CATEGORIES],
    risks: [...RISK_LEVELS],
    clauses: found.map((clause) => libraryCard(clause, recorded[clause.id] ?? 0, TAGS_SHOWN.mine, true)),
    mineCount: mine.length,
  }
}
