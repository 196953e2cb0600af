import { detectIntent } from '#domain/assistant/intents.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'
import { answerFor, visibleFields, type Answers } from './answers.ts'
import { fieldPrompt, readChatAnswer } from './chat-answer.ts'
import type { TemplateChatState, TemplateRef } from './chat-state.ts'
import type { TemplateDefinition, TemplateField } from './definition.ts'
import { indianDate } from './iso-dates.ts'
import { renderTemplateDocument, type TemplateDocument } from './render.ts'

// The chat on one of the user's own templates: each shown field asked in order (a field
// whose condition is not met is never asked), each answer checked by the field's rules,
// a summary to confirm with "yes", then the document rendered from the pinned version.

export type TemplateChatAction = {
  type: 'generate-template'
  template: TemplateRef
  answers: Answers
  document: TemplateDocument
}

export type TemplateChatOutcome = {
  reply: string
  /** The chat's next state; the assistant's idle once it is cancelled or ends. */
  state: TemplateChatState | { step: 'idle' }
  action?: TemplateChatAction
}

export const CANCELLED_REPLY =
  'Cancelled — nothing was generated. What would you like to do next? You can start a new agreement, or ask about formalities or a legal term.'

/** The next field to ask: shown, unanswered, and not waiting on a field still to be answered. */
export function nextTemplateField(
  definition: TemplateDefinition,
  answers: Readonly<Answers>,
): TemplateField | undefined {
  const answered = (name: string) => answerFor(answers, name) !== undefined
  const pending = visibleFields(definition.fields, answers).filter((f) => !answered(f.name))
  return pending.find((f) => !f.condition || answered(f.condition.field)) ?? pending[0]
}

const shownValue = (field: TemplateField, value: string): string => {
  if (value === '') return 'left out'
  if (field.type === 'checkbox') return value === 'yes' ? 'Yes' : 'No'
  return field.type === 'date' ? indianDate(value) : value
}

function correctionExample(definition: TemplateDefinition, answers: Readonly<Answers>): string {
  const field = visibleFields(definition.fields, answers).find((f) => f.type !== 'checkbox')
  return field ? `${field.label}: ${field.placeholder || 'new value'}` : 'Field: new value'
}

/** The summary awaiting "yes", worded as the built-in templates' confirmation is. */
export function templateConfirmText(definition: TemplateDefinition, answers: Readonly<Answers>): string {
  const lines = visibleFields(definition.fields, answers).flatMap((f) => {
    const value = answerFor(answers, f.name)
    return value === undefined ? [] : [`- ${f.label}: ${shownValue(f, value)}`]
  })
  return [
    `Here is what I have for your ${definition.name}:`,
    ...lines,
    '',
    `Reply "yes" to generate the ${definition.name}, or send a correction such as "${correctionExample(definition, answers)}". Say "cancel" to stop.`,
  ].join('\n')
}

/** Ask the next field, or confirm when every shown field is answered. */
function advance(
  definition: TemplateDefinition,
  template: TemplateRef,
  answers: Answers,
  lead: string[],
): TemplateChatOutcome {
  const next = nextTemplateField(definition, answers)
  const text = next ? fieldPrompt(next) : templateConfirmText(definition, answers)
  return {
    reply: [...lead, ...(lead.length > 0 ? [''] : []), text].join('\n'),
    state: { step: 'custom-template', template, answers, asking: next ? next.name : null },
  }
}

/** The first turn: what the template is, then its first question. */
export function startTemplateChat(
  template: TemplateRef,
  definition: TemplateDefinition,
): TemplateChatOutcome {
  const intro = `I can draft your ${definition.name} for you from your saved template (version ${template.version}).${definition.description ? ` ${definition.description}` : ''}`
  return advance(definition, template, {}, [intro])
}

/** The question the chat is waiting on, asked again. */
export function pendingTemplateQuestion(state: TemplateChatState, definition: TemplateDefinition): string {
  const field = definition.fields.find((f) => f.name === state.asking)
  return field ? fieldPrompt(field) : templateConfirmText(definition, state.answers)
}

/**
 * One user message in a template chat. `definition` is the saved version the state is
 * pinned to; `today` is India's calendar date.
 */
export function continueTemplateChat(
  state: TemplateChatState,
  definition: TemplateDefinition,
  message: string,
  today?: CalendarDate,
): TemplateChatOutcome {
  const text = message.trim()
  const intent = detectIntent(text)
  const stay = (reply: string): TemplateChatOutcome => ({ reply, state })
  if (intent.kind === 'empty') return stay(pendingTemplateQuestion(state, definition))
  if (intent.kind === 'cancel') return { reply: CANCELLED_REPLY, state: { step: 'idle' } }

  const asked = definition.fields.find((f) => f.name === state.asking)
  if (asked) {
    if (intent.kind === 'skip' && asked.type !== 'checkbox') {
      if (asked.required)
        return stay(
          `${asked.label} is needed for this document, so I cannot leave it out.\n\n${fieldPrompt(asked)}`,
        )
      return advance(definition, state.template, { ...state.answers, [asked.name]: '' }, ['Left out.'])
    }
    const read = readChatAnswer(asked, text, today)
    if (!read.ok) return stay(`That did not work: ${read.problem}\n\n${fieldPrompt(asked)}`)
    return advance(definition, state.template, { ...state.answers, [asked.name]: read.value }, [])
  }
  return onConfirm(state, definition, text, intent.kind, today)
}

function onConfirm(
  state: TemplateChatState,
  definition: TemplateDefinition,
  text: string,
  intent: string,
  today: CalendarDate | undefined,
): TemplateChatOutcome {
  const stay = (reply: string): TemplateChatOutcome => ({ reply, state })
  if (intent === 'affirm') {
    const rendered = renderTemplateDocument(definition, state.answers)
    if (rendered.ok) {
      return {
        reply: `Generating your ${definition.name} now.`,
        state: { step: 'idle' },
        action: {
          type: 'generate-template',
          template: state.template,
          answers: rendered.answers,
          document: rendered.document,
        },
      }
    }
    const problemOf = (f: TemplateField) => answerFor(rendered.errors, f.name)
    const wrong = definition.fields.find(problemOf)
    if (wrong) {
      const problems = definition.fields.flatMap((f) => problemOf(f) ?? [])
      const { [wrong.name]: _dropped, ...answers } = state.answers
      return {
        reply: `Before I generate it: ${problems.join(' ')}\n\n${fieldPrompt(wrong)}`,
        state: { ...state, answers, asking: wrong.name },
      }
    }
    return stay(
      `I cannot generate it as it stands: ${rendered.formError ?? 'the answers do not fit the template.'}\n\n${templateConfirmText(definition, state.answers)}`,
    )
  }
  if (intent === 'deny') {
    return stay(
      `What would you like to change? Send the field and the new value, for example "${correctionExample(definition, state.answers)}".`,
    )
  }
  const correction = /^([^:\n]{1,100}):\s*([\s\S]*)$/.exec(text)
  const field =
    correction &&
    visibleFields(definition.fields, state.answers).find((f) =>
      [f.label.toLowerCase(), f.name.toLowerCase()].includes(correction[1]!.trim().toLowerCase()),
    )
  if (correction && field) {
    const read = readChatAnswer(field, correction[2]!, today)
    if (!read.ok)
      return stay(`That did not work: ${read.problem}\n\n${templateConfirmText(definition, state.answers)}`)
    return advance(definition, state.template, { ...state.answers, [field.name]: read.value }, ['Updated.'])
  }
  return stay(
    `Reply "yes" to generate the ${definition.name}, or tell me what to change (for example "${correctionExample(definition, state.answers)}"). Say "cancel" to stop.`,
  )
}
