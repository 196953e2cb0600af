// The Template Builder (/app/templates/<id>, listed on /app?view=templates): its intents,
// URL parameters and the data its pages show. Plain data only: this file ships to the browser.

import type {
  TemplateCategory,
  TemplateDraft,
  TemplateField,
  FieldType,
} from '#domain/templates/definition.ts'

export const BUILDER_INTENTS = {
  details: 'details',
  addField: 'add-field',
  editField: 'edit-field',
  moveField: 'move-field',
  deleteField: 'delete-field',
  body: 'body',
  save: 'save',
  revert: 'revert',
  deleteTemplate: 'delete-template',
} as const
export type BuilderIntent = (typeof BUILDER_INTENTS)[keyof typeof BUILDER_INTENTS]

/** The workspace's own form intent that starts a new template. */
export const NEW_TEMPLATE_INTENT = 'new-template'
/** Starts a chat on one of the user's saved templates (a post to /app, from the sidebar or this tab). */
export const USE_TEMPLATE_INTENT = 'pick-custom-template'

/** A preview answer's query parameter: `a.<field name>`. */
export const ANSWER_PREFIX = 'a.'
export const answerParam = (name: string) => `${ANSWER_PREFIX}${name}`

export const builderHref = (
  id: string,
  params: { preview?: boolean; version?: number; edit?: string } = {},
) => {
  const query = new URLSearchParams()
  if (params.preview) query.set('mode', 'preview')
  if (params.version) query.set('version', String(params.version))
  if (params.edit) query.set('edit', params.edit)
  const search = query.toString()
  return `/app/templates/${encodeURIComponent(id)}${search ? `?${search}` : ''}${params.edit ? '#field-form' : ''}`
}

export const TEMPLATES_TAB_HREF = '/app?view=templates'

export interface VersionSummary {
  version: number
  name: string
  category: string
  fieldCount: number
  savedAt: string
}

export interface TemplateSummary {
  id: string
  name: string
  category: string | null
  fieldCount: number
  latestVersion: number
  unsaved: boolean
  createdAt: string
  updatedAt: string
  versions: VersionSummary[]
}

export interface BuiltInOption {
  id: string
  name: string
  /** The detail names its fields map onto (required ones first marked with *). */
  details: { name: string; label: string; required: boolean }[]
}

export interface PreviewState {
  /** What the preview form's fields hold (from the URL), by field name. */
  answers: Record<string, string>
  /** Messages per field after "Check answers"; empty before. */
  errors: Record<string, string>
  checked: boolean
  /** The document these answers make, when they pass. */
  document: { title: string; text: string } | null
  formError: string | null
}

export interface BuilderPage {
  template: TemplateSummary
  /** What the page shows: the draft, or a saved version when `viewing` is set. */
  draft: TemplateDraft
  mode: 'edit' | 'preview'
  /** The field whose edit form is open (`?edit=<field id>`), in place of the add form. */
  editing: TemplateField | null
  viewing: VersionSummary | null
  preview: PreviewState | null
  /** Why the draft could not be saved as it is (shown beside Save before trying). */
  saveProblems: Record<string, string>
  builtIns: BuiltInOption[]
  /** The forms' idempotency key: a double submit is recorded once. */
  formKey: string
}

export const CATEGORY_LABELS: readonly TemplateCategory[] = [
  'Employment',
  'Property',
  'Business',
  'Personal',
  'Commercial',
  'Legal',
]

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  number: 'Number',
  textarea: 'Text area',
  select: 'Select',
  date: 'Date',
  checkbox: 'Checkbox',
  radio: 'Radio',
}
