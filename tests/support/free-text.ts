import { resolveGeneration } from '#app/features/chat/api-generation.server.ts'
import { generateOffline } from '#domain/ai/offline.ts'
import type { Agreement } from '#domain/drafting/index.ts'

/**
 * A plain request drafted as `POST /api/generate-agreement` drafts it without a template:
 * read, resolved to an instrument, drafted by the offline engine. `self` is the account
 * holder, the "I" of the request. Throws on a refusal, so a test reads the draft.
 */
export function draftedFreeText(text: string, self: string, now: Date) {
  const resolved = resolveGeneration({ userInput: text, details: {}, self }, now)
  if (!resolved.ok) throw new Error(`refused: ${resolved.error}`)
  const result = generateOffline(resolved.request)
  if (!result.ok) throw new Error(result.message)
  return { resolved, content: result.document.content, agreement: result.document.agreement as Agreement }
}

/** A clause of a draft by its id. */
export const clauseOf = (agreement: Agreement, id: string) =>
  agreement.sections.flatMap((s) => s.clauses).find((c) => c.id === id)
