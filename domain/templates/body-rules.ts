import { findTemplate } from '#domain/catalogue/index.ts'
import { namesIn, parseBody } from './body-language.ts'
import type { TemplateDraft } from './definition.ts'
import { findVoidClause } from './void-screen.ts'

/** Why the body cannot be saved, or null: one message for the body editor. */
export function bodyProblem(draft: Pick<TemplateDraft, 'body' | 'fields' | 'category'>): string | null {
  const { body, fields } = draft
  if (body.kind === 'extends') {
    const base = findTemplate(body.templateId)
    if (!base) return 'Choose one of the built-in templates to extend.'
    // The built-in drafter refuses a document without its required details, so each must
    // come from a field of the same name that is always asked and required.
    const missing = base.fields.filter(
      (b) => b.required && !fields.some((f) => f.name === b.name && f.required && !f.condition),
    )
    if (missing.length > 0)
      return `${base.name} needs these details as required fields without a condition: ${missing
        .map((f) => `${f.name} (${f.label})`)
        .join(', ')}.`
    return null
  }
  if (body.text.trim() === '') return 'Write the body, or choose a built-in template to extend.'
  const parsed = parseBody(body.text)
  if (!parsed.ok) return parsed.error
  const names = new Set(fields.map((f) => f.name))
  const unknown = namesIn(parsed.nodes).filter((n) => !names.has(n))
  if (unknown.length > 0)
    return `No field is named ${unknown.map((n) => `"${n}"`).join(', ')}. Every {{placeholder}} must name a field.`
  const found = findVoidClause(body.text, { category: draft.category })
  if (found) return `${found.reason} (in: "${found.passage}")`
  return null
}
