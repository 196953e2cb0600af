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
// Clauses joined by "and" / "but" ("… per month and she should not …"), so that only the void
// clause is quoted and left out; the whole sentence is screened when no clause alone is void.
const CLAUSES =
  /\s+(?=(?:and|but)\s+(?:he|she|they|will|shall|must|should|cannot|can't|may\s+not|is\s+not|not|never)\b)/i

export function voidAsksIn(text: string, context: DocumentContext = {}): VoidAsk[] {
  const found: VoidAsk[] = []
  const whole = normaliseText(text)
  const screen = (piece: string): boolean => {
    const words = piece.trim().replace(/^(?:and|but)\s+/i, '')
    if (!words) return false
    const refusal = screenInstruction(words, { ...context, text: context.text ?? whole })
    if (refusal?.reason !== 'refused') return false
    if (!found.some((f) => f.reason === refusal.message))
      found.push({ words, reason: refusal.message, statute: refusal.statute ?? '' })
    return true
  }
  for (const sentence of whole.split(SENTENCES)) {
    const clauses = sentence.split(CLAUSES).map((c) => screen(c))
    if (!clauses.some(Boolean)) screen(sentence)
  }
  return found
}

/**
 * The text without the words of each void ask, so that a recital quoting the request does not
 * record the void term either; the text as given when nothing else would be left.
 */
export function withoutVoidAsks(text: string, asks: readonly VoidAsk[]): string {
  let out = text
  for (const ask of asks) {
    const words = ask.words.replace(/[.;!?\s]+$/, '')
    const at = out.toLowerCase().indexOf(words.toLowerCase())
    if (at < 0) continue
    const before = out.slice(0, at).replace(/(?:[\s,;:]+(?:and|but))?[\s,;:]+$/i, '')
    const after = out.slice(at + words.length).replace(/^[.;!?]?/, '')
    out = `${before}${after}`
  }
  out = out.replace(/\s+/g, ' ').trim()
  return /[a-z]{3}/i.test(out) ? out : text
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
