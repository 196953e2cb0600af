import { z } from 'zod'
import { ANSWER_MAX, FIELD_NAME_MAX, NAME_MAX } from './definition.ts'

// Where a chat on one of the user's own templates stands. It travels on each assistant
// message (like the offline assistant's state), pinned to the saved version it began with,
// so the next turn reloads exactly that definition however the template changed since.

/** Which saved version a chat or a document came from. */
export const templateRefSchema = z.object({
  templateId: z.uuid(),
  version: z.int().positive(),
  /** The version's name, so a history reads without the template (it may be deleted). */
  name: z.string().min(1).max(NAME_MAX),
})
export type TemplateRef = z.infer<typeof templateRefSchema>

export const templateChatStateSchema = z.object({
  step: z.literal('custom-template'),
  template: templateRefSchema,
  /** The answers given so far, by field name, as the rules read them ('' for one left out). */
  answers: z.record(z.string().max(FIELD_NAME_MAX), z.string().max(ANSWER_MAX)),
  /** The field just asked; null once every shown field is answered and "yes" is awaited. */
  asking: z.string().max(FIELD_NAME_MAX).nullable(),
})
export type TemplateChatState = z.infer<typeof templateChatStateSchema>

/** The chat state of a custom template, or null for any other state (the assistant's own). */
export function templateChatStateOf(state: unknown): TemplateChatState | null {
  const parsed = templateChatStateSchema.safeParse(state)
  return parsed.success ? parsed.data : null
}
