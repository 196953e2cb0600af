import type { Clause, Section } from '#domain/drafting/index.ts'

/**
 * Plain text in the engine's numbered layout ("4. USE, REPAIRS AND ACCESS", "4.5 Police
 * Verification. …", "    (a) …") read as sections and clauses, so the offline edits also
 * work on a document whose structure was lost (edited by hand, or saved as text). Text
 * outside the numbered sections is kept exactly; so is every clause the edit does not touch.
 */

export interface TextDocument {
  readonly head: readonly string[]
  readonly sections: readonly Section[]
  readonly tail: readonly string[]
  /** The lines of each parsed clause (number prefix removed), by clause id. */
  readonly originals: ReadonlyMap<string, { readonly clause: Clause; readonly lines: readonly string[] }>
}

const SECTION_LINE = /^(\d{1,2})\. ([^a-z]*[A-Z][^a-z]*)$/
const CLAUSE_LINE = /^(\d{1,2})\.(\d{1,3}) (.*)$/
const CLOSING =
  /^(?:IN WITNESS|SIGNED|Signed and delivered|SCHEDULE|ANNEXURE|Yours|WITNESSES|ATTESTATION|ACCEPTED|Accepted|ACKNOWLEDG|For and on behalf|FOR AND ON BEHALF)/
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

function itemLabel(index: number): string {
  const letter = LETTERS[index % 26] ?? 'z'
  return index < 26 ? `(${letter})` : `(${letter}${letter})`
}

function firstSection(lines: readonly string[]): number {
  return lines.findIndex((line, i) => {
    const section = SECTION_LINE.exec(line)
    if (!section) return false
    const next = lines.slice(i + 1).find((l) => l.trim() !== '')
    return next !== undefined && next.startsWith(`${section[1]}.1 `)
  })
}

interface Building {
  id: string
  number: string
  heading: string
  text: string
  items: string[]
  tail: string[]
  lines: string[]
}

function finish(b: Building): { clause: Clause; lines: string[] } {
  const clause: Clause = {
    id: b.id,
    number: b.number,
    heading: b.heading,
    text: b.text,
    ...(b.items.length > 0 ? { items: b.items } : {}),
    ...(b.tail.length > 0 ? { tail: b.tail.join('\n') } : {}),
  }
  return { clause, lines: b.lines }
}

/** The numbered sections of a plain-text document, or null when it has none. */
export function parseTextDocument(text: string): TextDocument | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const start = firstSection(lines)
  if (start === -1) return null
  const sections: { id: string; number: string; heading: string; clauses: Clause[] }[] = []
  const originals = new Map<string, { clause: Clause; lines: string[] }>()
  let current: Building | null = null
  let end = lines.length
  let afterBlank = false
  const close = () => {
    if (!current) return
    const done = finish(current)
    sections[sections.length - 1]?.clauses.push(done.clause)
    originals.set(done.clause.id, done)
    current = null
  }
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i] ?? ''
    const blank = afterBlank
    afterBlank = line.trim() === ''
    const section = SECTION_LINE.exec(line)
    const clause = CLAUSE_LINE.exec(line)
    if (section) {
      close()
      sections.push({
        id: `text-section-${sections.length + 1}`,
        number: section[1] ?? '',
        heading: section[2] ?? '',
        clauses: [],
      })
    } else if (clause && sections.length > 0) {
      close()
      const rest = clause[3] ?? ''
      const split = /^(.{1,120}?)\. (.*)$/.exec(rest)
      current = {
        id: `text-clause-${originals.size + 1}`,
        number: `${clause[1]}.${clause[2]}`,
        heading: split ? (split[1] ?? '') : rest.replace(/\.$/, ''),
        text: split ? (split[2] ?? '') : '',
        items: [],
        tail: [],
        lines: [rest],
      }
    } else if (line.trim() === '') {
      continue
    } else if (CLOSING.test(line) || !current || (blank && !/^\s/.test(line))) {
      // A paragraph of its own after the last clause: the closing of the instrument.
      end = i
      break
    } else if (/^ {2,}\S/.test(line)) {
      const b: Building = current
      const item = /^ +\([a-z]{1,2}\) (.*)$/.exec(line)
      if (item && b.tail.length === 0) b.items.push(item[1] ?? '')
      else b.tail.push(line.trim())
      b.lines.push(line)
    } else {
      const b: Building = current
      b.text = `${b.text}\n${line}`
      b.lines.push(line)
    }
  }
  close()
  return { head: lines.slice(0, start), sections, tail: lines.slice(end), originals }
}

function sameClause(a: Clause, b: Clause): boolean {
  return (
    a.heading === b.heading &&
    a.text === b.text &&
    JSON.stringify(a.items ?? []) === JSON.stringify(b.items ?? []) &&
    (a.tail ?? '') === (b.tail ?? '')
  )
}

function renderClause(
  clause: Clause,
  original: { clause: Clause; lines: readonly string[] } | undefined,
): string[] {
  if (original && sameClause(original.clause, clause)) {
    const [first = '', ...rest] = original.lines
    return [`${clause.number} ${first}`, ...rest]
  }
  const lines = [`${clause.number} ${clause.heading}. ${clause.text}`.trimEnd()]
  clause.items?.forEach((item, index) => lines.push(`    ${itemLabel(index)} ${item}`))
  if (clause.tail) lines.push(`    ${clause.tail}`)
  return lines
}

/** The document's text with its sections replaced by `sections` (same layout as the engine's). */
export function renderTextDocument(doc: TextDocument, sections: readonly Section[]): string {
  const body: string[] = []
  for (const section of sections) {
    body.push(`${section.number}. ${section.heading.toUpperCase()}`, '')
    for (const clause of section.clauses) body.push(...renderClause(clause, doc.originals.get(clause.id)), '')
  }
  return [...doc.head, ...body, ...doc.tail].join('\n')
}

/** Defined terms of the parties ('(the "Licensee", …') in the order they appear. */
export function rolesInText(text: string): string[] {
  return [...new Set([...text.matchAll(/\(the "([A-Z][A-Za-z ]{1,40})"/g)].map((m) => m[1] ?? ''))].filter(
    Boolean,
  )
}
