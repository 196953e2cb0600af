import { diffWords } from 'diff'
import { agreementAiEditedSchema, agreementStreamId } from '#domain/agreement/index.ts'
import type { Queryable } from '#db/types.ts'
import type { AgreementView } from '#events/projections/agreements.ts'
import { contentBefore, contentVersionOf } from '#events/projections/agreement-version-queries.ts'
import { readStream } from '#events/read.server.ts'
import { DOCUMENT_PARAMS } from '#app/components/document/types.ts'
import type { AiChangeView, DiffPart } from '#app/components/document/ai-change.tsx'

/**
 * What an AI edit changed, for the Document tab after the edit's redirect
 * (`ai_change=<version>`): the text before it against the text it made, word by word, with
 * the instruction and the provider's summary from the event. Computed on the server from
 * the version history, so the browser gets only the changed stretches and a little context.
 */

/** Characters of unchanged text kept on each side of a change. */
const CONTEXT_CHARS = 80
/** A word diff of two very different long texts can be slow: past this it is not shown word by word. */
const DIFF_TIMEOUT_MS = 1_000

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

/** A long unchanged stretch keeps its ends next to the changes, cut at a word boundary, with a gap between. */
function shorten(text: string, keepHead: boolean, keepTail: boolean): DiffPart[] {
  if (text.length <= CONTEXT_CHARS * 2 + 20) return [{ kind: 'same', text }]
  const head = keepHead ? text.slice(0, CONTEXT_CHARS).replace(/\S*$/, '') || text.slice(0, CONTEXT_CHARS) : ''
  const tail = keepTail ? text.slice(-CONTEXT_CHARS).replace(/^\S*/, '') || text.slice(-CONTEXT_CHARS) : ''
  return [
    ...(head ? [{ kind: 'same' as const, text: head }] : []),
    { kind: 'gap' as const, text: '…' },
    ...(tail ? [{ kind: 'same' as const, text: tail }] : []),
  ]
}

/** The word-level changes from `before` to `after`, unchanged stretches shortened; null when too large to compare in time. */
export function wordChanges(before: string, after: string): { parts: DiffPart[]; added: number; removed: number } | null {
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS })
  if (!changes) return null
  const parts: DiffPart[] = []
  let added = 0
  let removed = 0
  changes.forEach((change, index) => {
    if (change.added) {
      added += words(change.value)
      parts.push({ kind: 'added', text: change.value })
    } else if (change.removed) {
      removed += words(change.value)
      parts.push({ kind: 'removed', text: change.value })
    } else {
      parts.push(...shorten(change.value, index > 0, index < changes.length - 1))
    }
  })
  return { parts, added, removed }
}

/** The change the URL asks to see, when it is an AI edit of this agreement; null otherwise. */
export async function aiChangeData(q: Queryable, agreement: AgreementView, url: URL): Promise<AiChangeView | null> {
  const raw = url.searchParams.get(DOCUMENT_PARAMS.aiChange)
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const version = Number(raw)
  if (version < 2 || version > agreement.version) return null
  const [event] = await readStream(q, agreementStreamId(agreement.id), { fromVersion: version, maxCount: 1 })
  if (!event || event.streamVersion !== version || event.type !== 'AgreementAiEdited') return null
  const data = agreementAiEditedSchema.safeParse(event.data)
  if (!data.success) return null
  const [before, latest] = await Promise.all([contentBefore(q, agreement.id, version), contentVersionOf(q, agreement.id)])
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
