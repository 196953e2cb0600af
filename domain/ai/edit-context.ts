import type { CategoryId, TemplateId, ValidatedDetails } from '#domain/catalogue/index.ts'
import type { Layout, ReviewFlag, Section } from '#domain/drafting/index.ts'
import type { AiFailure, EditChange } from './types.ts'

/**
 * What a clause-level edit sees of a document, the same whether the document is a
 * structured agreement or plain text in the engine's numbered layout.
 */
export interface EditContext {
  readonly sections: readonly Section[]
  /** Defined terms of the parties in order ("Licensor", "Licensee"). */
  readonly roles: readonly string[]
  /** The parties' names, in the same order (empty strings when unknown). */
  readonly names: readonly string[]
  /** City of execution, seat and courts, when the document names one. */
  readonly city: string | null
  readonly templateId: TemplateId | null
  readonly categoryId: CategoryId | null
  /** How the instrument calls itself: "Agreement", "Deed", "letter". */
  readonly noun: string
  readonly details: ValidatedDetails | null
  /** 'agreement', 'letter', 'will' …; null for plain text. */
  readonly layout: Layout | null
}

export interface OpSuccess {
  readonly ok: true
  readonly sections: readonly Section[]
  readonly change: EditChange
  /** One sentence for the user. */
  readonly summary: string
  readonly unfilled?: readonly string[]
  readonly addFlags?: readonly ReviewFlag[]
  readonly dropFlags?: readonly string[]
  /** Standard terms this edit settles: entries matching it leave the "standard terms" flag. */
  readonly settles?: RegExp
  /** Applied to the summary and key terms so they do not contradict the clauses. */
  readonly rewrite?: (text: string) => string
}

export type OpOutcome = OpSuccess | AiFailure

/** "this Agreement" / "this Deed" — the noun the clause texts use for the instrument. */
export function nounOf(texts: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const text of texts) {
    for (const match of text.matchAll(
      /\bthis (Agreement|Deed|Memorandum|letter|Will|Resolution|Power of Attorney)\b/g,
    )) {
      const noun = match[1] ?? 'Agreement'
      counts.set(noun, (counts.get(noun) ?? 0) + 1)
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Agreement'
}

/** The city in "made and executed at Mumbai on …", or null when it is a placeholder. */
export function cityOf(preamble: string): string | null {
  const match =
    /\bexecuted at ([A-Z][A-Za-z .'-]{1,40}?) on\b/.exec(preamble) ??
    /\bat ([A-Z][A-Za-z .'-]{1,40}?) on this\b/.exec(preamble)
  return match?.[1]?.trim() ?? null
}
