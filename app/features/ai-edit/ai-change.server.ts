import { agreementAiEditedSchema, agreementStreamId } from '#domain/agreement/index.ts'
import type { Queryable } from '#db/types.ts'
import type { AgreementView } from '#events/projections/agreements.ts'
import { contentBefore, contentVersionOf } from '#events/projections/agreement-version-queries.ts'
import { readStream } from '#events/read.server.ts'
import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import type { AiChangeView } from '#app/features/ai-edit/ai-change.tsx'
import { wordChanges } from '#app/features/history/word-diff.server.ts'

export { wordChanges }

// What an AI edit changed, for the Document tab after the edit's redirect
// (`ai_change=<version>`): the text before it against the text it made, word by word, with
// the instruction and the provider's summary from the event. Computed on the server from
// the version history, so the browser gets only the changed stretches and a little context.

/** The change the URL asks to see, when it is an AI edit of this agreement; null otherwise. */
export async function aiChangeData(
  q: Queryable,
  agreement: AgreementView,
  url: URL,
): Promise<AiChangeView | null> {
  const raw = url.searchParams.get(DOCUMENT_PARAMS.aiChange)
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const version = Number(raw)
  if (version < 2 || version > agreement.version) return null
  const [event] = await readStream(q, agreementStreamId(agreement.id), { fromVersion: version, maxCount: 1 })
  if (!event || event.streamVersion !== version || event.type !== 'AgreementAiEdited') return null
  const data = agreementAiEditedSchema.safeParse(event.data)
  if (!data.success) return null
  const [before, latest] = await Promise.all([
    contentBefore(q, agreement.id, version),
    contentVersionOf(q, agreement.id),
  ])
  if (!before) return null
  const diff = wordChanges(before.content, data.data.content)
  return {
    version,
    instruction: data.data.instruction,
    summary: data.data.changeSummary,
    provider: data.data.provider,
    model: data.data.model,
    parts: diff?.parts ?? null,
    added: diff?.added ?? 0,
    removed: diff?.removed ?? 0,
    canUndo: latest === version,
  }
}
