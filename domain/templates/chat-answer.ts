import { normaliseDate } from '#domain/assistant/extract/index.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'
import { answerOf, answerProblem } from './answers.ts'
import type { TemplateField } from './definition.ts'
import { isIsoDate } from './iso-dates.ts'

// A chat message read as the answer to one field: the same value a form would send, then
// the same checks (`answerProblem`) as the builder's preview and the final render.

const YES = /^(?:y|yes|yeah|yep|true|ticked|tick|checked|agreed?|haan?|ha)[\s.!]*$/i
const NO = /^(?:n|no|nope|false|unticked|not\s+ticked|nahi|nahin)[\s.!]*$/i

export type ChatAnswer = { ok: true; value: string } | { ok: false; problem: string }

/** `today` is India's calendar date, for dates written without a year or as "tomorrow". */
export function readChatAnswer(field: TemplateField, text: string, today?: CalendarDate): ChatAnswer {
  const typed = text.trim()
  let raw = typed
  switch (field.type) {
    case 'checkbox':
      if (YES.test(typed)) raw = 'yes'
      else if (NO.test(typed)) raw = 'no'
      else return { ok: false, problem: 'Please answer "yes" or "no".' }
      break
    case 'select':
    case 'radio': {
      // The option by its words (any case) or by its number in the list.
      const byName = field.options.find((o) => o.toLowerCase() === typed.toLowerCase())
      const index = /^\d{1,2}$/.test(typed) ? Number(typed) - 1 : -1
      const chosen = byName ?? field.options[index]
      if (!chosen) return { ok: false, problem: `Choose one of: ${field.options.join(', ')}.` }
      raw = chosen
      break
    }
    case 'date': {
      if (isIsoDate(typed)) break
      const written = normaliseDate(typed, today)
      if (written) raw = written.split('/').reverse().join('-')
      break
    }
    case 'number':
      raw = typed.replace(/^(?:₹|rs\.?|inr)\s*/i, '').replace(/\s*(?:rupees|\/-)$/i, '')
      break
    case 'text':
    case 'textarea':
      break
  }
  const value = answerOf(field, { [field.name]: raw })
  const problem = answerProblem(field, value)
  return problem ? { ok: false, problem } : { ok: true, value }
}

/** How the chat asks a field: its label, what kind of answer, and how to leave it out. */
export function fieldPrompt(field: TemplateField): string {
  const hint = (() => {
    switch (field.type) {
      case 'checkbox':
        return 'reply "yes" or "no"'
      case 'select':
      case 'radio':
        return `choose one of ${field.options.join(', ')}`
      case 'date':
        return 'a date in DD/MM/YYYY, e.g. 01/04/2027'
      case 'number':
        return field.placeholder ? `a number, e.g. ${field.placeholder}` : 'a number'
      default:
        return field.placeholder ? `e.g. ${field.placeholder}` : null
    }
  })()
  const optional =
    field.required || field.type === 'checkbox' ? '' : ' (optional — reply "skip" to leave it out)'
  return `${field.label}?${optional}${hint ? ` (${hint})` : ''}`
}
