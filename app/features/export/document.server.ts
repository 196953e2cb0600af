import { z } from 'zod'

/**
 * What every export renders: the agreement as a list of blocks with their roles, so the
 * PDF, Word and HTML files can show real headings and numbered clauses. It is read from
 * the drafting engine's structure when the agreement still has one, and otherwise parsed
 * from the stored plain text (an edited or AI-written document), whose conventions are
 * `renderPlainText`'s: a blank line between paragraphs, "4. HEADING" for a section,
 * "4.2 Heading. Text" for a clause and indented "(a) …" lines for its sub-paragraphs.
 */
export type Block =
  /** An unnumbered part: RECITALS, a schedule, WITNESSES. */
  | { kind: 'part'; text: string }
  /** A numbered section heading, "4. RENT AND DEPOSIT". */
  | { kind: 'section'; number: string; heading: string }
  /** A numbered clause with its heading, text, sub-paragraphs and closing words. */
  | { kind: 'clause'; number: string; heading: string; text: string; items: ClauseItem[]; tail?: string }
  /** Running text; several lines are kept as lines (a signature block, an address). */
  | { kind: 'paragraph'; lines: string[]; strong?: boolean }

export type ClauseItem = { label: string; text: string }

export interface ExportDocument {
  title: string
  blocks: Block[]
  /**
   * Sections are numbered 1, 2, … and their clauses n.1, n.2, … in order, so a word
   * processor's own numbering shows the same numbers; otherwise they are written out.
   */
  sequential: boolean
}

/** A file's bytes, on an ArrayBuffer of their own, as a Response body takes them. */
export type Bytes = Uint8Array<ArrayBuffer>

export interface ExportInput {
  title: string
  /** The stored text, `renderPlainText`'s output or an edit of it. */
  content: string
  /** The drafting engine's `Agreement`, or null once the text was edited or came from an AI. */
  structure: Record<string, unknown> | null
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const itemLabel = (index: number) => {
  const letter = LETTERS[index % 26] ?? 'z'
  return index < 26 ? `(${letter})` : `(${letter}${letter})`
}

// Only the parts the exports read; a structure of another shape falls back to the text.
const structureSchema = z.object({
  layout: z.string(),
  preamble: z.string(),
  parties: z.array(z.object({ name: z.string(), description: z.string() })),
  recitals: z.array(z.string()),
  operativeWords: z.string(),
  sections: z.array(
    z.object({
      number: z.string(),
      heading: z.string(),
      clauses: z.array(
        z.object({
          number: z.string(),
          heading: z.string(),
          text: z.string(),
          items: z.array(z.string()).optional(),
          tail: z.string().optional(),
        }),
      ),
    }),
  ),
  signatures: z.object({
    closing: z.string(),
    signatories: z.array(z.object({ caption: z.string(), name: z.string(), lines: z.array(z.string()) })),
    witnessCount: z.number(),
    attestation: z.string().optional(),
    acknowledgement: z.object({ heading: z.string(), text: z.string(), name: z.string() }).optional(),
  }),
  schedules: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })),
})
type Structure = z.infer<typeof structureSchema>

export function toExportDocument(input: ExportInput): ExportDocument {
  const structure = input.structure ? structureSchema.safeParse(input.structure) : null
  const blocks = structure?.success
    ? blocksFromStructure(structure.data)
    : blocksFromText(input.content, input.title)
  return { title: input.title, blocks, sequential: isSequential(blocks) }
}

const paragraph = (...lines: string[]): Block => ({ kind: 'paragraph', lines })

/** A text that may hold its own paragraphs and line breaks (a letter's heading does). */
const paragraphs = (text: string): Block[] =>
  text
    .split(/\n[ \t]*\n/)
    .map((group) =>
      group
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => paragraph(...lines))

function witnessBlocks(count: number): Block[] {
  return Array.from({ length: count }, (_, i) =>
    paragraph(
      `${i + 1}. Signature: ______________________`,
      'Name: ______________________',
      'Address: ______________________',
    ),
  )
}

/** The same order and words as `renderPlainText`, with each piece's role kept. */
function blocksFromStructure(a: Structure): Block[] {
  const blocks: Block[] = []
  blocks.push(...paragraphs(a.preamble))
  if (a.layout === 'agreement' && a.parties.length > 0) {
    blocks.push({ kind: 'paragraph', lines: ['BETWEEN'], strong: true })
    a.parties.forEach((party, index) => {
      const last = index === a.parties.length - 1
      blocks.push(
        paragraph(`${index + 1}. ${party.name.toUpperCase()}, ${party.description}${last ? '.' : ';'}`),
      )
      if (!last) blocks.push({ kind: 'paragraph', lines: ['AND'], strong: true })
    })
    if (a.parties.length > 1) blocks.push(paragraph('(each a "Party" and together the "Parties")'))
  }
  if (a.recitals.length > 0) {
    blocks.push({ kind: 'part', text: a.layout === 'agreement' ? 'RECITALS' : 'WHEREAS' })
    a.recitals.forEach((recital, index) =>
      blocks.push(paragraph(`${String.fromCharCode(65 + index)}. ${recital}`)),
    )
  }
  blocks.push(...paragraphs(a.operativeWords))
  for (const section of a.sections) {
    blocks.push({ kind: 'section', number: section.number, heading: section.heading.toUpperCase() })
    for (const clause of section.clauses) {
      blocks.push({
        kind: 'clause',
        number: clause.number,
        heading: clause.heading,
        text: clause.text,
        items: (clause.items ?? []).map((text, index) => ({ label: itemLabel(index), text })),
        ...(clause.tail ? { tail: clause.tail } : {}),
      })
    }
  }
  const s = a.signatures
  blocks.push(...paragraphs(s.closing))
  for (const signatory of s.signatories) {
    blocks.push(paragraph(signatory.caption, signatory.name.toUpperCase(), ...signatory.lines))
  }
  if (s.attestation) blocks.push({ kind: 'part', text: 'ATTESTATION' }, ...paragraphs(s.attestation))
  if (s.witnessCount > 0) blocks.push({ kind: 'part', text: 'WITNESSES' }, ...witnessBlocks(s.witnessCount))
  if (s.acknowledgement) {
    const ack = s.acknowledgement
    blocks.push(
      { kind: 'part', text: ack.heading.toUpperCase() },
      ...paragraphs(ack.text),
      paragraph(ack.name.toUpperCase(), 'Signature: ______________________', 'Date: ______________________'),
    )
  }
  for (const schedule of a.schedules) {
    blocks.push(
      { kind: 'part', text: schedule.title.toUpperCase() },
      ...schedule.paragraphs.flatMap(paragraphs),
    )
  }
  return blocks
}

const SECTION = /^(\d{1,3})\.\s+(\S.*)$/
// The heading runs to the first full stop; a heading with a full stop of its own is read
// as running text, which loses nothing but the bold.
const CLAUSE = /^(\d{1,3}(?:\.\d{1,3})+)\s+([^.\n]{1,150})\.(?:\s+(.*))?$/
const ITEM = /^\s+(\((?:[a-z]{1,3}|[ivxlc]{1,6}|\d{1,3})\))\s+(.*)$/
const hasLetters = (text: string) => /\p{L}/u.test(text)
const isUpperCase = (text: string) => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text)

/** Reads the blocks back from the plain text: the fall-back when there is no structure. */
function blocksFromText(content: string, title: string): Block[] {
  const groups = content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((group) =>
      group
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== ''),
    )
    .filter((lines) => lines.length > 0)
  // The text opens with the title in capitals; the exports print the title themselves.
  const first = groups[0]
  if (first && first.length === 1 && first[0]!.trim().toUpperCase() === title.trim().toUpperCase())
    groups.shift()

  const blocks: Block[] = []
  for (const lines of groups) {
    const head = lines[0]!.trim()
    const clause = CLAUSE.exec(head)
    if (clause && lines.slice(1).every((line) => /^\s/.test(line))) {
      const items: ClauseItem[] = []
      let tail: string | undefined
      for (const line of lines.slice(1)) {
        const item = ITEM.exec(line)
        if (item && tail === undefined) items.push({ label: item[1]!, text: item[2]!.trim() })
        else tail = tail === undefined ? line.trim() : `${tail} ${line.trim()}`
      }
      blocks.push({
        kind: 'clause',
        number: clause[1]!,
        heading: clause[2]!.trim(),
        text: (clause[3] ?? '').trim(),
        items,
        ...(tail !== undefined ? { tail } : {}),
      })
      continue
    }
    const section = SECTION.exec(head)
    if (lines.length === 1 && section && isUpperCase(section[2]!)) {
      blocks.push({ kind: 'section', number: section[1]!, heading: section[2]!.trim() })
      continue
    }
    if (lines.length === 1 && (head === 'BETWEEN' || head === 'AND')) {
      blocks.push({ kind: 'paragraph', lines: [head], strong: true })
      continue
    }
    if (lines.length === 1 && head.length <= 120 && hasLetters(head) && isUpperCase(head)) {
      blocks.push({ kind: 'part', text: head.replace(/:$/, '') })
      continue
    }
    blocks.push({ kind: 'paragraph', lines: lines.map((line) => line.trim()) })
  }
  return blocks
}

function isSequential(blocks: readonly Block[]): boolean {
  let section = 0
  let clause = 0
  for (const block of blocks) {
    if (block.kind === 'section') {
      section += 1
      clause = 0
      if (block.number !== String(section)) return false
    } else if (block.kind === 'clause') {
      clause += 1
      if (section === 0 || block.number !== `${section}.${clause}`) return false
    }
  }
  return true
}

/** The last clause: what a reader checks to see that nothing was cut off. */
export function lastClause(doc: ExportDocument): Extract<Block, { kind: 'clause' }> | undefined {
  return doc.blocks.findLast((block): block is Extract<Block, { kind: 'clause' }> => block.kind === 'clause')
}
