import type { LoaderFunctionArgs } from '@remix-run/node'
import { listCategories, listTemplates } from '#domain/catalogue/index.ts'
import { savedDefinitionsOf } from '#events/projections/custom-templates.ts'
import { apiJson, requireApiUser } from '#app/platform/api-auth.server.ts'
import { getDb } from '#app/platform/db.server.ts'

// GET /api/templates: what a chat can be started on — the built-in catalogue, and the
// caller's own templates at their latest saved version, each with its fields. Another
// user's templates are never listed; a draft never saved is not usable, so not listed.

const CATEGORY_NAMES = new Map(listCategories().map((c) => [c.id, c.name]))

// The catalogue is fixed for the life of the process: built once.
const BUILT_IN = listTemplates().map((t) => ({
  id: t.id,
  kind: 'built-in' as const,
  name: t.name,
  description: t.description,
  category: CATEGORY_NAMES.get(t.categoryId) ?? t.categoryId,
  fields: t.fields.map((f) => ({
    name: f.name,
    label: f.label,
    type: f.type,
    required: f.required,
    placeholder: f.placeholder,
    options: f.options ? [...f.options] : [],
  })),
}))

export async function templatesApi({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const saved = await savedDefinitionsOf(await getDb(), user.id)
  return apiJson({
    success: true,
    templates: BUILT_IN,
    customTemplates: saved.map((t) => ({
      id: t.id,
      kind: 'custom' as const,
      version: t.version,
      name: t.definition.name,
      description: t.definition.description,
      category: t.definition.category,
      savedAt: t.savedAt,
      body:
        t.definition.body.kind === 'extends' ? { extends: t.definition.body.templateId } : { ownText: true },
      fields: t.definition.fields.map((f) => ({
        name: f.name,
        label: f.label,
        type: f.type,
        required: f.required,
        placeholder: f.placeholder,
        options: f.options,
        validation: f.validation,
        condition: f.condition,
      })),
    })),
  })
}
