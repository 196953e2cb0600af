import crypto from 'node:crypto'
import { json } from '@remix-run/node'
import type { Db } from '#db/types.ts'
import { listTemplates } from '#domain/catalogue/index.ts'
import {
  checkAnswers,
  checkSave,
  renderTemplateDocument,
  visibleFields,
  type TemplateDraft,
} from '#domain/templates/index.ts'
import {
  customTemplateOf,
  customTemplatesOf,
  customTemplateVersion,
} from '#events/projections/custom-templates.ts'
import { getDb } from '#app/platform/db.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { ANSWER_PREFIX, type BuilderPage, type BuiltInOption, type PreviewState } from './contract.ts'

/** The Templates tab: the user's own templates with their versions. */
export const templatesTab = (db: Db, userId: string) => customTemplatesOf(db, userId)

const builtIns = (): BuiltInOption[] =>
  listTemplates().map((t) => ({
    id: t.id,
    name: t.name,
    details: t.fields.map((f) => ({ name: f.name, label: f.label, required: f.required })),
  }))

/** Someone else's template, a deleted one and a missing one are the same 404. */
export const templateNotFound = () => json('Template Not Found', { status: 404 })

/**
 * /app/templates/<id>: the builder on the draft the server keeps, or with `?edit=<field id>` that field's
 * edit form open, or with `?mode=preview`
 * the form its fields make (answers in the URL as `a.<name>`, so conditions and checks work
 * with no JavaScript); `?version=N` shows a saved version read-only, as a preview.
 */
export async function builderPage(request: Request, templateId: string | undefined) {
  const user = await requireUser(request)
  const db = await getDb()
  const record = await customTemplateOf(db, user.id, templateId ?? '')
  if (!record) throw templateNotFound()
  const url = new URL(request.url)
  const versionParam = url.searchParams.get('version')
  let viewing: BuilderPage['viewing'] = null
  let draft: TemplateDraft = record.draft
  if (versionParam !== null) {
    const saved = await customTemplateVersion(db, user.id, record.id, Number(versionParam))
    if (!saved) throw json('Version Not Found', { status: 404 })
    const { definition, ...summary } = saved
    viewing = summary
    draft = definition
  }
  const mode = viewing || url.searchParams.get('mode') === 'preview' ? 'preview' : 'edit'
  const check = checkSave(draft)
  const { draft: _draft, ...template } = record
  const page: BuilderPage = {
    template,
    draft,
    mode,
    editing:
      mode === 'edit' ? (draft.fields.find((f) => f.id === url.searchParams.get('edit')) ?? null) : null,
    viewing,
    preview: mode === 'preview' ? previewOf(draft, url.searchParams) : null,
    saveProblems: check.ok ? {} : check.problems,
    builtIns: builtIns(),
    formKey: crypto.randomUUID(),
  }
  return json(page, { status: page.preview && page.preview.checked && !page.preview.document ? 400 : 200 })
}

/** The preview's state from the URL: answers kept as typed, checked when the form was sent. */
function previewOf(draft: TemplateDraft, params: URLSearchParams): PreviewState {
  const answers: Record<string, string> = {}
  for (const field of draft.fields) {
    const value = params.get(`${ANSWER_PREFIX}${field.name}`)
    if (value !== null) answers[field.name] = value.slice(0, 5_000)
  }
  const checked = params.get('check') === '1'
  if (!checked) return { answers, errors: {}, checked, document: null, formError: null }
  const shown = visibleFields(draft.fields, answers)
  const result = checkAnswers(shown, answers)
  if (!result.ok) return { answers, errors: result.errors, checked, document: null, formError: null }
  const saved = checkSave(draft)
  if (!saved.ok)
    return {
      answers,
      errors: {},
      checked,
      document: null,
      formError: `The answers pass. The document shows once the template could be saved: ${Object.values(saved.problems)[0]}`,
    }
  const rendered = renderTemplateDocument(saved.definition, answers)
  return rendered.ok
    ? {
        answers,
        errors: {},
        checked,
        document: { title: rendered.document.title, text: rendered.document.text },
        formError: null,
      }
    : { answers, errors: rendered.errors, checked, document: null, formError: rendered.formError }
}
