import { type ChatMessage, type ChatState, stateFromHistory } from './conversation.ts'
import { indianDate } from './extract/index.ts'
import { detectIntent } from './intents.ts'
import { requestMessages } from './request-messages.ts'
import { onCollect } from './respond/collect.ts'
import { onConfirm } from './respond/confirm.ts'
import { onCustom, onCustomConfirm } from './respond/custom.ts'
import { onChoose, onIdle } from './respond/idle.ts'
import { pendingQuestion } from './respond/pending.ts'
import { sideQuestion } from './respond/side-questions.ts'
import { withWordsSupplied } from './respond/words-supplied.ts'
import type { ChatResponse, Outcome, Turn } from './respond/types.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'
import { attachedLine, readAttachmentContext, type AttachmentContext } from '#domain/attachments/index.ts'

export type { ChatAction, ChatResponse } from './respond/types.ts'
export { pendingQuestion } from './respond/pending.ts'

/**
 * The offline assistant: a deterministic conversation over the template catalogue. It
 * recognises what the user wants, fills a template's fields (one question at a time, or
 * many facts in one message), checks each answer, confirms a summary and, on "yes",
 * returns an action for the caller to generate the document. It also answers questions on
 * formalities and legal terms, and says plainly what it cannot do offline.
 */

/** Longest message read; the rest is ignored. */
export const MAX_MESSAGE_LENGTH = 5000

/**
 * Answers one user message. `history` is the conversation before this message (the state
 * is read from its last assistant message); `now` is the current instant (dates like
 * "tomorrow" or "1st March" without a year are read against India's calendar date).
 */
export function respondToChat(
  history: readonly ChatMessage[],
  message: string,
  now: Date,
  options: { attachment?: AttachmentContext } = {},
): ChatResponse {
  const today = indianDate(now)
  const response = reply(stateFromHistory(history), message, today, options.attachment)
  // What the user's words gave that the form's fields do not hold (a lease deed's deposit), read
  // from the user's own messages of this request (ADR 0046).
  const messages = requestMessages(history, message).map((m) => m.slice(0, MAX_MESSAGE_LENGTH))
  return withWordsSupplied(response, messages, today)
}

function reply(
  state: ChatState,
  message: string,
  today: CalendarDate,
  attachment: AttachmentContext | undefined,
): ChatResponse {
  if (!attachment) {
    const text = message.trim().slice(0, MAX_MESSAGE_LENGTH)
    return answer(state, { text, intent: detectIntent(text), today })
  }
  // The "[Attached file: …]" line is the product's, not the user's words.
  const typed = message.replaceAll(attachedLine(attachment.name), '').trim().slice(0, MAX_MESSAGE_LENGTH)
  const { note, excerpt } = readAttachmentContext(attachment)
  if (excerpt === null) {
    const answered = answer(state, { text: typed, intent: detectIntent(typed), today })
    return { ...answered, reply: `${note}\n\n${answered.reply}` }
  }
  // The file's text is read as if the user had typed it after their message: the facts in
  // it fill the template's fields or the custom agreement's parties and obligations. What
  // the user wants is read from their own words when they typed any.
  const text = typed ? `${typed}\n\n${excerpt}` : excerpt
  const answered = answer(state, {
    text,
    intent: detectIntent(typed || excerpt),
    today,
    source: attachment.name,
    typed,
  })
  return { ...answered, reply: `${note}\n\n${answered.reply}` }
}

function answer(state: ChatState, turn: Turn): ChatResponse {
  const reply = (r: string, s: ChatState): ChatResponse => ({ reply: r, state: s, intent: turn.intent.kind })

  if (turn.intent.kind === 'empty') {
    return reply(
      state.step === 'idle'
        ? 'Please type your question, or describe the agreement you need.'
        : pendingQuestion(state),
      state,
    )
  }
  if (turn.intent.kind === 'cancel') {
    if (state.step === 'idle')
      return reply(
        'There is nothing in progress to cancel. Tell me which agreement you need, or ask about formalities or a legal term.',
        state,
      )
    return reply(
      'Cancelled — nothing was generated. What would you like to do next? You can start a new agreement, or ask about formalities or a legal term.',
      { step: 'idle' },
    )
  }

  switch (state.step) {
    case 'idle':
      return toResponse(onIdle(state, turn), turn)
    case 'choose':
      return toResponse(onChoose(state, turn), turn)
    case 'collect':
      return toResponse(sideQuestion(state, turn) ?? onCollect(state, turn), turn)
    case 'confirm':
      return toResponse(sideQuestion(state, turn) ?? onConfirm(state, turn), turn)
    case 'custom':
      return toResponse(sideQuestion(state, turn) ?? onCustom(state, turn), turn)
    case 'custom-confirm':
      return toResponse(sideQuestion(state, turn) ?? onCustomConfirm(state, turn), turn)
  }
}

function toResponse(outcome: Outcome, turn: Turn): ChatResponse {
  const base = { reply: outcome.reply, state: fit(outcome.state), intent: turn.intent.kind }
  return outcome.action ? { ...base, action: outcome.action } : base
}

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text)

/** Keeps the state within chatStateSchema's limits, so it always reads back on the next turn. */
function fit(state: ChatState): ChatState {
  switch (state.step) {
    case 'custom':
    case 'custom-confirm':
      return {
        ...state,
        description: cut(state.description, 5000),
        parties: state.parties.slice(0, 10).map((p) => cut(p, 300)),
        obligations: state.obligations.slice(0, 50).map((o) => cut(o, 2000)),
        ...(state.place ? { place: cut(state.place, 100) } : {}),
      }
    case 'collect':
    case 'confirm':
      return { ...state, notes: state.notes.slice(-40).map((n) => cut(n, 300)) }
    case 'choose':
      return { ...state, description: cut(state.description, 5000) }
    case 'idle':
      return state
  }
}
