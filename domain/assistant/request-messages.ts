import { chatStateSchema, type ChatMessage } from './conversation.ts'

/**
 * The user's own words for the request now being gathered: their messages since the
 * conversation last stood idle (an earlier document, a question answered), then `message`.
 * The chat's state keeps only the form's fields; what else the words gave is read from these.
 */
export function requestMessages(history: readonly ChatMessage[], message: string): string[] {
  const words: string[] = []
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i]
    if (!turn) continue
    if (turn.role === 'user') {
      words.unshift(turn.content)
      continue
    }
    // A message without a valid state (a generated document's) is idle, as stateFromHistory reads it.
    const state = chatStateSchema.safeParse(turn.state)
    if (!state.success || state.data.step === 'idle') break
  }
  return [...words, message]
}
