import { CLAUSE_CATEGORIES, RISK_LEVELS, type ClauseCategory, type RiskLevel } from '#domain/clauses/types.ts'
import { CONTENT_MAX, DESCRIPTION_MAX, TAG_MAX, TAGS_MAX, TITLE_MAX } from './events.ts'

/** What a user gives a passage to keep it as a clause of their own. */
export type PersonalClauseFields = {
  title: string
  category: ClauseCategory
  riskLevel: RiskLevel
  tags: string[]
  description: string
  content: string
}

/** The save form's fields, by their names in the form. */
export const PERSONAL_CLAUSE_FIELDS = ['title', 'category', 'risk', 'tags', 'description', 'passage'] as const
export type PersonalClauseField = (typeof PERSONAL_CLAUSE_FIELDS)[number]

export type PersonalClauseForm =
  | { ok: true; clause: PersonalClauseFields; values: Record<PersonalClauseField, string> }
  | {
      ok: false
      errors: Partial<Record<PersonalClauseField, string>>
      values: Record<PersonalClauseField, string>
    }

/** "a, b,, B , c" → ["a", "b", "c"]: trimmed, inner spacing collapsed, empties and repeats (any case) dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (tag === '' || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    tags.push(tag)
  }
  return tags
}

/**
 * Reads the save form: a title, one of the library's 8 categories and 3 risk levels, tags
 * (comma-separated), an optional description and the passage itself. Each problem is
 * named beside its field, and what was typed comes back as it was.
 */
export function readPersonalClauseForm(
  typed: (name: PersonalClauseField) => string | undefined,
): PersonalClauseForm {
  const values = Object.fromEntries(
    PERSONAL_CLAUSE_FIELDS.map((name) => [name, typed(name) ?? '']),
  ) as Record<PersonalClauseField, string>
  const errors: Partial<Record<PersonalClauseField, string>> = {}
  const title = values.title.trim().replace(/\s+/g, ' ')
  if (title === '') errors.title = 'Give the clause a title.'
  else if (title.length > TITLE_MAX) errors.title = `The title can be at most ${TITLE_MAX} characters.`

  const category = CLAUSE_CATEGORIES.find((c) => c === values.category)
  if (!category) errors.category = 'Choose one of the categories.'
  const riskLevel = RISK_LEVELS.find((r) => r === values.risk)
  if (!riskLevel) errors.risk = 'Choose a risk level.'

  const tags = parseTags(values.tags)
  if (tags.length > TAGS_MAX) errors.tags = `At most ${TAGS_MAX} tags.`
  else if (tags.some((tag) => tag.length > TAG_MAX))
    errors.tags = `A tag can be at most ${TAG_MAX} characters.`

  const description = values.description.trim()
  if (description.length > DESCRIPTION_MAX)
    errors.description = `The description can be at most ${DESCRIPTION_MAX} characters.`

  // The passage keeps its own line breaks; only the blank lines around it go.
  const content = values.passage.replace(/\r\n?/g, '\n').replace(/^\s*\n|\s+$/g, '')
  if (content.trim() === '') errors.passage = 'Choose or paste the passage to keep.'
  else if (content.length > CONTENT_MAX)
    errors.passage = `The passage can be at most ${CONTENT_MAX.toLocaleString('en-IN')} characters.`

  if (Object.keys(errors).length > 0 || !category || !riskLevel) return { ok: false, errors, values }
  return { ok: true, clause: { title, category, riskLevel, tags, description, content }, values }
}
