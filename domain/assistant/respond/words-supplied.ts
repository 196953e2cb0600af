import type { CalendarDate } from '#domain/shared/dates.ts'
import { suppliedByWords } from '../interpret/supplied.ts'
import type { ChatResponse } from './types.ts'

// The summary's last paragraph (confirmText): the notes go just above it.
const CONFIRM_PROMPT = '\n\nReply "yes" to generate the '

/**
 * Sums and dates the user's `messages` gave that the template's fields do not hold (a lease
 * deed's deposit, a sale's token): the generate action carries them to the drafter's
 * placeholders, as the API's free-text path does, and the summary to confirm names them first.
 */
export function withWordsSupplied(
  response: ChatResponse,
  messages: readonly string[],
  today: CalendarDate,
): ChatResponse {
  const { action, state } = response
  if (action?.type === 'generate') {
    const supplied = suppliedByWords(action.templateId, messages, today)
    return Object.keys(supplied).length > 0 ? { ...response, action: { ...action, supplied } } : response
  }
  const end = response.reply.lastIndexOf(CONFIRM_PROMPT)
  if (action || state.step !== 'confirm' || end < 0) return response
  const notes = Object.values(suppliedByWords(state.templateId, messages, today)).map(
    (f) => `Note: ${f.note}`,
  )
  if (notes.length === 0) return response
  const summary = response.reply.slice(0, end)
  const glue = summary.split('\n').at(-1)?.startsWith('Note: ') ? '\n' : '\n\n'
  return { ...response, reply: `${summary}${glue}${notes.join('\n')}${response.reply.slice(end)}` }
}
