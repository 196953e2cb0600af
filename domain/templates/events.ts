import { z } from 'zod'
import { eventGuard, type EventOf, type PayloadsOf } from '#domain/shared/decider.ts'
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  TEMPLATE_CATEGORIES,
  templateBodySchema,
  templateDefinitionSchema,
  templateFieldSchema,
} from './definition.ts'

// The `template-<uuid>` stream: one user's own template. Each builder action is a change
// to its draft; each save records the draft as a new numbered version; delete ends it.

export const customTemplateCreatedSchema = z.object({
  ownerId: z.uuid(),
  createdAt: z.iso.datetime(),
})

/** One builder action on the draft, as decided: replaying them rebuilds the draft. */
export const templateChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('details'),
    name: z.string().max(NAME_MAX),
    description: z.string().max(DESCRIPTION_MAX),
    category: z.enum(TEMPLATE_CATEGORIES).nullable(),
  }),
  z.object({ action: z.literal('field-added'), field: templateFieldSchema }),
  /** The field as edited in place: same id and position, every other part as decided. */
  z.object({ action: z.literal('field-edited'), field: templateFieldSchema }),
  z.object({ action: z.literal('field-moved'), fieldId: z.uuid(), direction: z.enum(['up', 'down']) }),
  z.object({
    action: z.literal('field-deleted'),
    fieldId: z.uuid(),
    /** Fields that were shown only on its answer: their condition went with it. */
    released: z.array(z.uuid()),
  }),
  z.object({ action: z.literal('body'), body: templateBodySchema }),
  /** Back to the last saved version, dropping the changes since. */
  z.object({ action: z.literal('reverted'), toVersion: z.int().positive() }),
])
export type TemplateChange = z.infer<typeof templateChangeSchema>

export const customTemplateChangedSchema = z.object({
  change: templateChangeSchema,
  changedAt: z.iso.datetime(),
})

export const customTemplateSavedSchema = z.object({
  version: z.int().positive(),
  definition: templateDefinitionSchema,
  savedAt: z.iso.datetime(),
})

export const customTemplateDeletedSchema = z.object({ deletedAt: z.iso.datetime() })

export const CUSTOM_TEMPLATE_EVENT_SCHEMAS = {
  CustomTemplateCreated: customTemplateCreatedSchema,
  CustomTemplateChanged: customTemplateChangedSchema,
  CustomTemplateSaved: customTemplateSavedSchema,
  CustomTemplateDeleted: customTemplateDeletedSchema,
} as const

export type CustomTemplatePayloads = PayloadsOf<typeof CUSTOM_TEMPLATE_EVENT_SCHEMAS>
export type CustomTemplateEvent = EventOf<CustomTemplatePayloads>

export const isCustomTemplateEvent = eventGuard(CUSTOM_TEMPLATE_EVENT_SCHEMAS)
