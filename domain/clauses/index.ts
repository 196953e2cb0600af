export {
  CLAUSES,
  POPULAR_COUNT,
  browseClauses,
  findClauseByTitle,
  getClause,
  popularClauses,
  searchClauses,
} from '#domain/clauses/library.ts'
export { fillPlaceholders, listPlaceholders } from '#domain/clauses/placeholders.ts'
export type { FilledClause } from '#domain/clauses/placeholders.ts'
export { browseQuerySchema, CLAUSE_CATEGORIES, clauseSchema, RISK_LEVELS } from '#domain/clauses/types.ts'
export type { BrowseQuery, Clause, ClauseCategory, RiskLevel } from '#domain/clauses/types.ts'
