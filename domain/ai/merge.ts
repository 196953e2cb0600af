import type { Agreement, Clause, ReviewFlag, Section } from '#domain/drafting/index.ts'
import { estimatePages, numberSections, renderPlainText } from '#domain/drafting/index.ts'
import { mapClauseText } from './sections.ts'

/**
 * A three-way merge for re-drafting with changed details. `base` is the engine's draft of
 * the old details, `current` the document as it is now (perhaps edited since), `next` the
 * draft of the new details. What the user has not touched since drafting comes from
 * `next`; what the user changed or added is kept, with the old value substituted.
 */

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function sameClause(a: Clause, b: Clause): boolean {
  return same(
    { h: a.heading, t: a.text, i: a.items ?? null, l: a.tail ?? null },
    { h: b.heading, t: b.text, i: b.items ?? null, l: b.tail ?? null },
  )
}

/** Every string inside a value through `fn`. */
export function mapStrings<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === 'string') return fn(value) as T
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, fn)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T
  }
  return value
}

const key = (sectionId: string, clauseId: string) => `${sectionId}/${clauseId}`

function index(sections: readonly Section[]): Map<string, Clause> {
  return new Map(sections.flatMap((s) => s.clauses.map((c) => [key(s.id, c.id), c] as const)))
}

function mergeSections(
  base: readonly Section[],
  current: readonly Section[],
  next: readonly Section[],
  substitute: (t: string) => string,
): Section[] {
  const baseClauses = index(base)
  const nextClauses = index(next)
  const baseSections = new Map(base.map((s) => [s.id, s]))
  const nextSections = new Map(next.map((s) => [s.id, s]))

  const merged: Section[] = current.map((section) => {
    const clauses: Clause[] = section.clauses.flatMap((clause) => {
      const k = key(section.id, clause.id)
      const before = baseClauses.get(k)
      if (before && sameClause(before, clause)) {
        const after = nextClauses.get(k)
        return after ? [after] : []
      }
      return [mapClauseText({ ...clause, heading: substitute(clause.heading) }, substitute)]
    })
    const nextSection = nextSections.get(section.id)
    const baseSection = baseSections.get(section.id)
    if (nextSection && baseSection) {
      // Clauses the new details bring in (a conditional clause now true) go after their predecessor.
      nextSection.clauses.forEach((clause, i) => {
        if (baseClauses.has(key(section.id, clause.id))) return
        const previous = nextSection.clauses[i - 1]
        const at = previous ? clauses.findIndex((c) => c.id === previous.id) + 1 : 0
        clauses.splice(at, 0, clause)
      })
    }
    const heading =
      baseSection && same(baseSection.heading, section.heading) && nextSection
        ? nextSection.heading
        : section.heading
    return { ...section, heading, clauses }
  })

  next.forEach((section, i) => {
    if (baseSections.has(section.id) || merged.some((s) => s.id === section.id)) return
    const following = next.slice(i + 1).find((s) => merged.some((m) => m.id === s.id))
    const at = following ? merged.findIndex((m) => m.id === following.id) : merged.length
    merged.splice(at, 0, section)
  })
  return numberSections(merged.filter((s) => s.clauses.length > 0))
}

function mergeFlags(
  base: readonly ReviewFlag[],
  current: readonly ReviewFlag[],
  next: readonly ReviewFlag[],
): ReviewFlag[] {
  const baseById = new Map(base.map((f) => [f.id, f]))
  const nextById = new Map(next.map((f) => [f.id, f]))
  const currentIds = new Set(current.map((f) => f.id))
  const kept = current.flatMap((flag) => {
    const before = baseById.get(flag.id)
    if (before && same(before, flag)) {
      const after = nextById.get(flag.id)
      return after ? [after] : []
    }
    return [flag]
  })
  const added = next.filter((f) => !baseById.has(f.id) && !currentIds.has(f.id))
  return [...kept, ...added]
}

const TOP_LEVEL = [
  'title',
  'preamble',
  'parties',
  'recitals',
  'operativeWords',
  'signatures',
  'schedules',
  'summary',
  'keyTerms',
  'statutes',
  'checklist',
] as const

export function mergeRedraft(
  base: Agreement,
  current: Agreement,
  next: Agreement,
  substitute: (text: string) => string,
): Agreement {
  const top = Object.fromEntries(
    TOP_LEVEL.map((k) => [k, same(base[k], current[k]) ? next[k] : mapStrings(current[k], substitute)]),
  ) as Pick<Agreement, (typeof TOP_LEVEL)[number]>
  const merged: Agreement = {
    ...next,
    ...top,
    sections: mergeSections(base.sections, current.sections, next.sections, substitute),
    reviewFlags: mergeFlags(base.reviewFlags, current.reviewFlags, next.reviewFlags),
    pages: 1,
  }
  return { ...merged, pages: estimatePages(renderPlainText(merged)) }
}

/** The agreement with new sections (and flags), numbered and with its pages recounted. */
export function withSections(
  agreement: Agreement,
  sections: readonly Section[],
  changes: Partial<Pick<Agreement, 'reviewFlags' | 'summary' | 'keyTerms'>> = {},
): Agreement {
  const updated: Agreement = { ...agreement, ...changes, sections: numberSections(sections), pages: 1 }
  return { ...updated, pages: estimatePages(renderPlainText(updated)) }
}
