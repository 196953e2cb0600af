import {
  CLAUSE_CATEGORIES,
  getClause,
  listPlaceholders,
  RISK_LEVELS,
  type Clause,
} from '#domain/clauses/index.ts'
import type { Queryable } from '#db/types.ts'
import { queryClauses } from '#app/features/clauses/clause-query.server.ts'
import { type ClauseCard, type ClauseView, type ClausesTabView } from '#app/features/clauses/clauses-tab.tsx'
import { DOCUMENT_PARAMS as P } from '#app/features/documents/contract.ts'

/** Spec 001 §9: browse (and popular) cards show 3 tags, search cards 4. */
const TAGS_SHOWN: Record<ClauseView, number> = { browse: 3, popular: 3, search: 4 }

function card(clause: Clause, usageCount: number, timesAdded: number, tags: number): ClauseCard {
  return {
    id: clause.id,
    title: clause.title,
    category: clause.category,
    subcategory: clause.subcategory,
    description: clause.description,
    riskLevel: clause.riskLevel,
    usageCount,
    timesAdded,
    tags: clause.tags.slice(0, tags),
    moreTags: Math.max(0, clause.tags.length - tags),
    placeholderCount: listPlaceholders(clause.content).length,
  }
}

/**
 * The Clauses tab for the URL's view (`clause_view`), search (`clause_q`), filters
 * (`clause_category`, `clause_risk`) and open clause (`clause_id`). Popular ranks by the
 * clauses really added to documents (the clause-usage projection, one read of at most 20
 * rows), the seed breaking ties — as the workspace's clause library does; cards show only
 * the real count.
 */
export async function clausesTabData(q: Queryable, url: URL): Promise<ClausesTabView> {
  const params = url.searchParams
  const {
    show: view,
    filters,
    recorded,
    found,
  } = await queryClauses(q, {
    show: params.get(P.clauseView),
    query: params.get(P.clauseQuery),
    category: params.get(P.clauseCategory),
    risk: params.get(P.clauseRisk),
  })
  const uses = (clause: Clause) => clause.usageCount + (recorded[clause.id] ?? 0)
  const selected = getClause(params.get(P.clauseId) ?? '')
  return {
    view,
    query: filters.query,
    category: filters.category,
    risk: filters.riskLevel,
    categories: [...CLAUSE_CATEGORIES],
    risks: [...RISK_LEVELS],
    clauses: found.map((clause) => card(clause, uses(clause), recorded[clause.id] ?? 0, TAGS_SHOWN[view])),
    selected: selected
      ? {
          ...card(selected, uses(selected), recorded[selected.id] ?? 0, selected.tags.length),
          content: selected.content,
          applicableLaws: [...selected.applicableLaws],
          placeholders: listPlaceholders(selected.content),
          lastUpdated: selected.lastUpdated,
        }
      : null,
  }
}
