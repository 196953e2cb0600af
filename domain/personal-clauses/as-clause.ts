import type { Clause } from '#domain/clauses/types.ts'
import type { PersonalClauseFields } from './form.ts'

/** A saved personal clause as its read model keeps it; editedAt is null until its first edit. */
export type PersonalClause = PersonalClauseFields & { id: string; savedAt: Date; editedAt: Date | null }

export const PERSONAL_SUBCATEGORY = 'My clause'

/**
 * A personal clause in the library's shape, so the same search, filters, cards and "Add
 * to a document" serve both. It cites no statute (the user's own words, unchecked), and its
 * date is the day it was last saved (an edit's, else the first save's).
 */
export function asLibraryClause(clause: PersonalClause): Clause {
  return {
    id: clause.id,
    title: clause.title,
    category: clause.category,
    subcategory: PERSONAL_SUBCATEGORY,
    content: clause.content,
    description: clause.description,
    riskLevel: clause.riskLevel,
    applicableLaws: [],
    usageCount: 0,
    tags: clause.tags,
    lastUpdated: (clause.editedAt ?? clause.savedAt).toISOString().slice(0, 10),
  }
}
