import { screenInstruction } from '#domain/ai/void-clauses.ts'
import type { CategoryId } from '#domain/catalogue/index.ts'
import type { TemplateCategory } from './definition.ts'

// The body is screened with the AI edit's own void rules (domain/ai/void-clauses.ts), one
// sentence at a time, so a template cannot carry what an edit may not add.

const CATALOGUE_CATEGORY: Partial<Record<TemplateCategory, CategoryId>> = {
  Employment: 'employment',
  Property: 'property',
  Business: 'business',
}

export interface VoidClause {
  /** Why the law makes it void, with the provision. */
  reason: string
  statute: string | null
  /** The sentence that holds it. */
  passage: string
}

/** The first void clause in the text, or null. */
export function findVoidClause(
  text: string,
  context: { category: TemplateCategory | null; templateId?: string | null },
): VoidClause | null {
  const categoryId = context.category ? (CATALOGUE_CATEGORY[context.category] ?? null) : null
  const documentContext = { templateId: context.templateId ?? null, categoryId, text }
  for (const passage of sentencesOf(text)) {
    const refusal = screenInstruction(passage, documentContext)
    if (refusal)
      return {
        reason: refusal.message,
        statute: refusal.statute ?? null,
        passage: passage.length > 160 ? `${passage.slice(0, 157)}…` : passage,
      }
  }
  return null
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.;!?])\s+(?=[A-Z0-9("'])/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
}
