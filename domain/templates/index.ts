// A user's own templates (the Template Builder): definition, field and body rules, the
// event-sourced draft and versions, and rendering a document from a saved version.
import type { Decider } from '#domain/shared/decider.ts'
import { decideCustomTemplate, type CustomTemplateCommand } from './decide.ts'
import type { CustomTemplateEvent } from './events.ts'
import { evolveCustomTemplate, initialCustomTemplateState, type CustomTemplateState } from './state.ts'

export * from './definition.ts'
export * from './options.ts'
export * from './field-input.ts'
export * from './field-list.ts'
export * from './field-edit.ts'
export * from './body-language.ts'
export * from './body-rules.ts'
export * from './save-rules.ts'
export * from './answers.ts'
export * from './render.ts'
export * from './chat-state.ts'
export * from './chat-answer.ts'
export * from './chat.ts'
export * from './generated.ts'
export * from './void-screen.ts'
export * from './events.ts'
export * from './state.ts'
export * from './decide.ts'
export { isIsoDate, indianDate } from './iso-dates.ts'

export const customTemplateStreamId = (templateId: string) => `template-${templateId}`

/** The aggregate as `handleCommand` takes it. */
export const customTemplateDecider = {
  initialState: initialCustomTemplateState,
  evolve: evolveCustomTemplate,
  decide: decideCustomTemplate,
} satisfies Decider<CustomTemplateState, CustomTemplateCommand, CustomTemplateEvent>
