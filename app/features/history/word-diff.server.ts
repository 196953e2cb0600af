import { diffWords } from 'diff'
import type { DiffPart } from '#app/features/history/word-diff.tsx'

// Word-level changes between two texts, for the AI edit's change view and the history's
// version comparison: computed on the server, so the browser gets only the changed
// stretches and a little context around them.

/** Characters of unchanged text kept on each side of a change. */
const CONTEXT_CHARS = 80
/** A word diff of two very different long texts can be slow: past this it is not shown word by word. */
const DIFF_TIMEOUT_MS = 1_000

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

/** A long unchanged stretch keeps its ends next to the changes, cut at a word boundary, with a gap between. */
function shorten(text: string, keepHead: boolean, keepTail: boolean): DiffPart[] {
  if (text.length <= CONTEXT_CHARS * 2 + 20) return [{ kind: 'same', text }]
  const head = keepHead
    ? text.slice(0, CONTEXT_CHARS).replace(/\S*$/, '') || text.slice(0, CONTEXT_CHARS)
    : ''
  const tail = keepTail ? text.slice(-CONTEXT_CHARS).replace(/^\S*/, '') || text.slice(-CONTEXT_CHARS) : ''
  return [
    ...(head ? [{ kind: 'same' as const, text: head }] : []),
    { kind: 'gap' as const, text: '…' },
    ...(tail ? [{ kind: 'same' as const, text: tail }] : []),
  ]
}

/** The word-level changes from `before` to `after`, unchanged stretches shortened; null when too large to compare in time. */
export function wordChanges(
  before: string,
  after: string,
): { parts: DiffPart[]; added: number; removed: number } | null {
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
