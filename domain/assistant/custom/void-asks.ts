import { type DocumentContext, screenInstruction } from '#domain/ai/void-clauses.ts'
import { normaliseText } from '../extract/index.ts'

/**
 * What a request asks for that the law makes void (a post-employment non-compete, a
 * patent no-challenge, a one-sided arbitrator), read with the AI edit's rules so the chat,
 * the API and the edit give the same reason, statute and case. Such a term is never drafted:
 * it is left out and the reason goes to the reply and the document's review notes.
 */
export interface VoidAsk {
  /** The words of the request that asked for it. */
  readonly words: string
  /** Why it cannot be drafted, with the statute and the case. */
  readonly reason: string
  readonly statute: string
}

const SENTENCES = /(?<=[.;!?\n])\s+|,\s+(?=(?:and|but)\s)/

export function voidAsksIn(text: string, context: DocumentContext = {}): VoidAsk[] {
  const found: VoidAsk[] = []
  const whole = normaliseText(text)
  for (const piece of whole.split(SENTENCES)) {
    const words = piece.trim()
    if (!words) continue
    const refusal = screenInstruction(words, { ...context, text: context.text ?? whole })
    if (refusal?.reason === 'refused' && !found.some((f) => f.reason === refusal.message))
      found.push({ words, reason: refusal.message, statute: refusal.statute ?? '' })
  }
  return found
}

/** Whether an obligation is one of the void asks (so it is not drafted). */
export function isVoidAsk(obligation: string, asks: readonly VoidAsk[]): boolean {
  const o = obligation.toLowerCase()
  return asks.some((a) => {
    const w = a.words.toLowerCase()
    return w.includes(o) || o.includes(w) || screenOverlap(o, w)
  })
}

function screenOverlap(a: string, b: string): boolean {
  const words = new Set(a.split(/\W+/).filter((w) => w.length > 3))
  const shared = b.split(/\W+/).filter((w) => words.has(w)).length
  return shared >= Math.max(3, Math.floor(words.size * 0.6))
}
