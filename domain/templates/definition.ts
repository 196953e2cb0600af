import { z } from 'zod'

// A user's own template: its details, its typed fields and its body. Plain data shared by
// the decider, the read model and the pages (the schemas also check stored events).

export const TEMPLATE_CATEGORIES = [
  'Employment',
  'Property',
  'Business',
  'Personal',
  'Commercial',
  'Legal',
] as const
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]

export const FIELD_TYPES = ['text', 'number', 'textarea', 'select', 'date', 'checkbox', 'radio'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** Types whose answer is one of the field's options. */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'radio']

export const NAME_MAX = 100
export const DESCRIPTION_MAX = 500
export const LABEL_MAX = 100
export const PLACEHOLDER_MAX = 100
export const FIELD_NAME_MAX = 40
export const FIELDS_MAX = 50
export const OPTIONS_MAX = 50
export const OPTION_MAX = 100
export const PATTERN_MAX = 200
export const BODY_MAX = 50_000
/** A text answer's own ceiling, whatever the field's maximum length says. */
export const ANSWER_MAX = 5_000

/** A field's name: what `{{name}}` in the body and a built-in template's details use. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const fieldValidationSchema = z.object({
  /** number: the smallest and largest value. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** date: the earliest and latest date, YYYY-MM-DD. */
  minDate: isoDate.optional(),
  maxDate: isoDate.optional(),
  /** text and textarea: length in characters. */
  minLength: z.int().nonnegative().optional(),
  maxLength: z.int().positive().optional(),
  /** text: a regular expression the whole answer must match. */
  pattern: z.string().max(PATTERN_MAX).optional(),
})
export type FieldValidation = z.infer<typeof fieldValidationSchema>

/** Show the field only when the field named `field` has the answer `equals`. */
export const fieldConditionSchema = z.object({
  field: z.string().min(1).max(FIELD_NAME_MAX),
  equals: z.string().min(1).max(OPTION_MAX),
})
export type FieldCondition = z.infer<typeof fieldConditionSchema>

export const templateFieldSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(FIELD_NAME_MAX).regex(FIELD_NAME_PATTERN),
  label: z.string().min(1).max(LABEL_MAX),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  placeholder: z.string().max(PLACEHOLDER_MAX),
  options: z.array(z.string().min(1).max(OPTION_MAX)).max(OPTIONS_MAX),
  validation: fieldValidationSchema,
  condition: fieldConditionSchema.nullable(),
})
export type TemplateField = z.infer<typeof templateFieldSchema>

/**
 * What the fields fill: a built-in catalogue template (fields map by name onto its
 * details, the rest become a "Particulars" schedule), or the user's own text with
 * `{{field}}` placeholders and `{{#if field}}…{{/if}}` sections.
 */
export const templateBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('extends'), templateId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('text'), text: z.string().max(BODY_MAX) }),
])
export type TemplateBody = z.infer<typeof templateBodySchema>

/** The template as the builder holds it; a draft may lack a name or a category. */
export const templateDraftSchema = z.object({
  name: z.string().max(NAME_MAX),
  description: z.string().max(DESCRIPTION_MAX),
  category: z.enum(TEMPLATE_CATEGORIES).nullable(),
  fields: z.array(templateFieldSchema).max(FIELDS_MAX),
  body: templateBodySchema,
})
export type TemplateDraft = z.infer<typeof templateDraftSchema>

/** A saved version: the draft once every save rule held, so name and category are set. */
export const templateDefinitionSchema = templateDraftSchema.extend({
  name: z.string().min(1).max(NAME_MAX),
  category: z.enum(TEMPLATE_CATEGORIES),
  fields: z.array(templateFieldSchema).min(1).max(FIELDS_MAX),
})
export type TemplateDefinition = z.infer<typeof templateDefinitionSchema>

export const emptyDraft = (): TemplateDraft => ({
  name: '',
  description: '',
  category: null,
  fields: [],
  body: { kind: 'text', text: '' },
})

export const isTemplateCategory = (value: string): value is TemplateCategory =>
  (TEMPLATE_CATEGORIES as readonly string[]).includes(value)

export const isFieldType = (value: string): value is FieldType =>
  (FIELD_TYPES as readonly string[]).includes(value)
