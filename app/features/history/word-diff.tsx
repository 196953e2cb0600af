// The word-level diff as the document view shows it; computed on the server by
// app/features/history/word-diff.server.ts. Plain data in, text out: this file ships to the browser.

/** One stretch of the word diff: unchanged, added, removed, or unchanged text left out. */
export type DiffPart = { kind: 'same' | 'added' | 'removed' | 'gap'; text: string }

/**
 * A word diff: an AI edit's change, or two versions compared in the history. Every piece
 * is a React text child — the AI's or a user's words are never HTML — so a `<script>` in
 * the text shows as the characters it is.
 */
export function DiffText({
  parts,
  testId = 'ai-change-diff',
}: {
  parts: readonly DiffPart[]
  testId?: string
}) {
  return (
    <div
      className="whitespace-pre-wrap break-words font-serif text-[15px] leading-relaxed"
      data-testid={testId}
    >
      {parts.map((part, index) => {
        switch (part.kind) {
          case 'added':
            return (
              <ins key={index} className="rounded bg-green-100 px-0.5 text-green-900 no-underline">
                <span className="sr-only">[added: </span>
                {part.text}
                <span className="sr-only">]</span>
              </ins>
            )
          case 'removed':
            return (
              <del key={index} className="rounded bg-red-100 px-0.5 text-red-800 line-through">
                <span className="sr-only">[removed: </span>
                {part.text}
                <span className="sr-only">]</span>
              </del>
            )
          case 'gap':
            return (
              <span key={index} className="mx-1 text-slate-400" title="Unchanged text left out">
                {' … '}
              </span>
            )
          default:
            return <span key={index}>{part.text}</span>
        }
      })}
    </div>
  )
}
