import { getTemplate } from '#domain/catalogue/index.ts'
import type { ChatState } from '../conversation.ts'
import { OBLIGATIONS_QUESTION, PARTIES_QUESTION, customSummary } from './custom.ts'
import { confirmText, nextField, question } from './form.ts'

/** The question the conversation is waiting on, asked again. */
export function pendingQuestion(state: ChatState): string {
  switch (state.step) {
    case 'idle':
      return 'What would you like to do next?'
    case 'choose':
      return `Which document do you want? ${state.candidates.map((id, i) => `${i + 1}. ${getTemplate(id).name}`).join('; ')}; ${state.candidates.length + 1}. A custom agreement.`
    case 'collect': {
      const template = getTemplate(state.templateId)
      const next = nextField(template, state.details, state.incomplete, state.skipped)
      return next
        ? question(template, next, state.details)
        : confirmText(template, state.details, state.notes, state.place)
    }
    case 'confirm':
      return confirmText(getTemplate(state.templateId), state.details, state.notes, state.place)
    case 'custom':
      return state.asking === 'parties' ? PARTIES_QUESTION : OBLIGATIONS_QUESTION
    case 'custom-confirm':
      return customSummary(state)
  }
}
