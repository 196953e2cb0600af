import { GLOSSARY } from '#domain/glossary/glossary.ts'
import type { GlossaryTerm, TermPattern } from '#domain/glossary/types.ts'

// Terms are matched in English text, so ASCII word boundaries suffice; a Unicode-aware
// lookbehind boundary is far slower on long documents.
function wordRegex(sources: readonly string[], caseSensitive: boolean): RegExp {
  return new RegExp(`\\b(?:${sources.join('|')})\\b`, caseSensitive ? '' : 'i')
}

export function compilePattern(pattern: TermPattern): RegExp {
  return typeof pattern === 'string' ? wordRegex([pattern], false) : wordRegex([pattern.cased], true)
}

// One alternation per term and case mode: the leftmost match of the alternation is the term's
// first occurrence, whichever alias it is.
const COMPILED: ReadonlyArray<{ entry: GlossaryTerm; regexes: readonly RegExp[] }> = GLOSSARY.map((entry) => {
  const insensitive = entry.patterns.filter((pattern): pattern is string => typeof pattern === 'string')
  const cased = entry.patterns.flatMap((pattern) => (typeof pattern === 'string' ? [] : [pattern.cased]))
  const regexes = [
    insensitive.length > 0 ? wordRegex(insensitive, false) : null,
    cased.length > 0 ? wordRegex(cased, true) : null,
  ]
  return { entry, regexes: regexes.filter((regex): regex is RegExp => regex !== null) }
})

export type TermOccurrence = {
  entry: GlossaryTerm
  /** Index of the first match in the text. */
  index: number
  /** The text as written at the first match, e.g. "indemnify". */
  matched: string
}

/**
 * The glossary terms that occur in `text`, each once, ordered by where they first occur.
 * Aliases and inflections count for their term ("indemnify" → Indemnity). Where two terms start
 * at the same place, the longer match comes first, then glossary order.
 */
export function findTerms(text: string): TermOccurrence[] {
  const found: Array<TermOccurrence & { order: number }> = []
  COMPILED.forEach(({ entry, regexes }, order) => {
    let first: RegExpExecArray | null = null
    for (const regex of regexes) {
      const match = regex.exec(text)
      if (match && (!first || match.index < first.index)) first = match
    }
    if (first) found.push({ entry, index: first.index, matched: first[0], order })
  })
  found.sort((a, b) => a.index - b.index || b.matched.length - a.matched.length || a.order - b.order)
  return found.map(({ entry, index, matched }) => ({ entry, index, matched }))
}
