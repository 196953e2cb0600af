import { CLAUSES, POPULAR_COUNT } from '#domain/clauses/library.ts'
import type { Clause } from '#domain/clauses/types.ts'

export type UsedClause = {
  clause: Clause
  /** Times added to a document (ClauseAdded events). */ uses: number
}

/**
 * The clause library's Popular tab: the top clauses by recorded use (ClauseAdded events,
 * counted by the caller). The seed's editorial count only breaks ties, then the title, so
 * with nothing recorded yet the order is the seed's.
 */
export function mostUsedClauses(
  recorded: Readonly<Record<string, number>> = {},
  count = POPULAR_COUNT,
): UsedClause[] {
  return CLAUSES.map((clause) => ({ clause, uses: Math.max(0, recorded[clause.id] ?? 0) }))
    .sort(
      (a, b) =>
        b.uses - a.uses ||
        b.clause.usageCount - a.clause.usageCount ||
        a.clause.title.localeCompare(b.clause.title),
    )
    .slice(0, count)
}
