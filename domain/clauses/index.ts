export {
  CLAUSES,
  POPULAR_COUNT,
  browseClauses,
  findClauseByTitle,
  getClause,
  searchClauses,
} from '#domain/clauses/library.ts'
export { fillPlaceholders, listPlaceholders } from '#domain/clauses/placeholders.ts'
export type { FilledClause } from '#domain/clauses/placeholders.ts'
export { browseQuerySchema, CLAUSE_CATEGORIES, clauseSchema, RISK_LEVELS } from '#domain/clauses/types.ts'
export type { BrowseQuery, Clause, ClauseCategory, RiskLevel } from '#domain/clauses/types.ts'
export { mostUsedClauses } from '#domain/clauses/most-used.ts'
export type { UsedClause } from '#domain/clauses/most-used.ts'
export { prefillPlaceholders } from '#domain/clauses/prefill.ts'
export type { DocumentFacts } from '#domain/clauses/prefill.ts'
export { MAX_PLACEHOLDER_VALUE, readPlaceholderValues } from '#domain/clauses/placeholder-values.ts'
export type { PlaceholderValues } from '#domain/clauses/placeholder-values.ts'
