import { type Clause, type Section, numberSections } from '#domain/drafting/index.ts'

/**
 * Finding, removing and inserting clauses in numbered sections. Clause texts refer to other
 * clauses by heading ("the Clause on Permitted Use"), never by number, so renumbering with
 * `numberSections` after an edit keeps every cross-reference right.
 */

export interface Located {
  readonly sectionIndex: number
  /** null when the whole section is meant ("delete section 4"). */
  readonly clauseIndex: number | null
  readonly number: string
  readonly heading: string
}

export function renumber(sections: readonly Section[]): Section[] {
  return numberSections(sections)
}

export function clauseAt(sections: readonly Section[], at: Located): Clause | undefined {
  return at.clauseIndex === null ? undefined : sections[at.sectionIndex]?.clauses[at.clauseIndex]
}

export function findByNumber(sections: readonly Section[], number: string): Located | null {
  for (const [sectionIndex, section] of sections.entries()) {
    if (section.number === number)
      return { sectionIndex, clauseIndex: null, number, heading: section.heading }
    const clauseIndex = section.clauses.findIndex((clause) => clause.number === number)
    const clause = section.clauses[clauseIndex]
    if (clause) return { sectionIndex, clauseIndex, number, heading: clause.heading }
  }
  return null
}

const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'on',
  'and',
  'or',
  'to',
  'for',
  'in',
  'about',
  'regarding',
  'with',
  'its',
  'any',
])

/** Content words, singular, for matching a user's words against headings. */
export function keywords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !STOP.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
}

function covers(heading: string, wanted: readonly string[]): boolean {
  const have = new Set(keywords(heading))
  return wanted.length > 0 && wanted.every((w) => have.has(w))
}

/**
 * Clauses whose heading contains every content word the user gave ("police verification"
 * → Police Verification). Sections are searched only when no clause matches.
 */
export function findByHeading(sections: readonly Section[], words: string): Located[] {
  const wanted = keywords(words)
  const clauses: Located[] = []
  sections.forEach((section, sectionIndex) =>
    section.clauses.forEach((clause, clauseIndex) => {
      if (covers(clause.heading, wanted) || clause.id === words.trim().toLowerCase()) {
        clauses.push({ sectionIndex, clauseIndex, number: clause.number, heading: clause.heading })
      }
    }),
  )
  if (clauses.length > 0) return clauses
  return sections.flatMap((section, sectionIndex) =>
    covers(section.heading, wanted)
      ? [{ sectionIndex, clauseIndex: null, number: section.number, heading: section.heading }]
      : [],
  )
}

/** Removes the clause (or section); a section left with no clauses goes too. Renumbered. */
export function removeAt(sections: readonly Section[], at: Located): Section[] {
  const kept = sections.flatMap((section, sectionIndex) => {
    if (sectionIndex !== at.sectionIndex) return [section]
    if (at.clauseIndex === null) return []
    const clauses = section.clauses.filter((_, clauseIndex) => clauseIndex !== at.clauseIndex)
    return clauses.length > 0 ? [{ ...section, clauses }] : []
  })
  return renumber(kept)
}

const CLOSING_SECTION = /governing law|dispute|general provisions|miscellaneous|boilerplate/i

/**
 * Inserts a section before the closing provisions (governing law, disputes, general), or
 * at the end when there are none. Returns the renumbered sections and the new section's number.
 */
export function insertSection(
  sections: readonly Section[],
  section: Section,
): { sections: Section[]; number: string } {
  const closing = sections.findIndex(
    (s) => CLOSING_SECTION.test(s.heading) || /^(governing-law|general)/.test(s.id),
  )
  const at = closing === -1 ? sections.length : closing
  const renumbered = renumber([...sections.slice(0, at), section, ...sections.slice(at)])
  return { sections: renumbered, number: renumbered[at]?.number ?? String(at + 1) }
}

/** Clauses that still refer by heading to a clause that is gone ("the Clause on X"). */
export function danglingReferences(sections: readonly Section[], heading: string): string[] {
  const needle = new RegExp(`Clause on ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')
  return sections.flatMap((section) =>
    section.clauses
      .filter((clause) =>
        [clause.text, ...(clause.items ?? []), clause.tail ?? ''].some((t) => needle.test(t)),
      )
      .map((clause) => describeClause(clause.number, clause.heading)),
  )
}

/** Every string of a clause through `fn` (text, items, tail). */
export function mapClauseText(clause: Clause, fn: (text: string) => string): Clause {
  const text = fn(clause.text)
  const items = clause.items?.map(fn)
  const tail = clause.tail === undefined ? undefined : fn(clause.tail)
  return { ...clause, text, ...(items ? { items } : {}), ...(tail === undefined ? {} : { tail }) }
}

export function replaceClause(
  sections: readonly Section[],
  sectionIndex: number,
  clauseIndex: number,
  clause: Clause,
): Section[] {
  return sections.map((section, s) =>
    s !== sectionIndex
      ? section
      : { ...section, clauses: section.clauses.map((c, i) => (i === clauseIndex ? clause : c)) },
  )
}

export function describeClause(number: string, heading: string): string {
  return `clause ${number} (${heading})`
}
