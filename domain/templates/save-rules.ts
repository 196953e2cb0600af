import { bodyProblem } from './body-rules.ts'
import type { TemplateDefinition, TemplateDraft } from './definition.ts'

export type SaveProblems = Partial<Record<'name' | 'category' | 'fields' | 'body', string>>

export type SaveCheck = { ok: true; definition: TemplateDefinition } | { ok: false; problems: SaveProblems }

/** A draft may be saved with a name, a category, at least one field and a body that passes. */
export function checkSave(draft: TemplateDraft): SaveCheck {
  const problems: SaveProblems = {}
  if (draft.name.trim() === '') problems.name = 'Template name is required.'
  if (!draft.category) problems.category = 'Category is required.'
  if (draft.fields.length === 0) problems.fields = 'Add at least one field.'
  const body = bodyProblem(draft)
  if (body) problems.body = body
  if (Object.keys(problems).length > 0 || !draft.category) return { ok: false, problems }
  return { ok: true, definition: { ...draft, name: draft.name.trim(), category: draft.category } }
}
