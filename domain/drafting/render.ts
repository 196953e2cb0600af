import type { Agreement, Section } from './types.ts'

/**
 * Plain-text rendering of an agreement. Other renderers (HTML, PDF, DOCX) read the same
 * structure; this one is also what the page estimate and the library's `content` use.
 */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

function itemLabel(index: number): string {
  const letter = LETTERS[index % 26] ?? 'z'
  return index < 26 ? `(${letter})` : `(${letter}${letter})`
}

function renderSection(section: Section): string[] {
  const lines = [`${section.number}. ${section.heading.toUpperCase()}`, '']
  for (const clause of section.clauses) {
    lines.push(`${clause.number} ${clause.heading}. ${clause.text}`.trimEnd())
    clause.items?.forEach((item, index) => lines.push(`    ${itemLabel(index)} ${item}`))
    if (clause.tail) lines.push(`    ${clause.tail}`)
    lines.push('')
  }
  return lines
}

function witnessLines(count: number): string[] {
  const lines: string[] = []
  for (let i = 1; i <= count; i += 1) {
    lines.push(`${i}. Signature: ______________________`)
    lines.push('   Name: ______________________')
    lines.push('   Address: ______________________')
    lines.push('')
  }
  return lines
}

export function renderPlainText(agreement: Agreement): string {
  const a = agreement
  const lines: string[] = [a.title.toUpperCase(), '', a.preamble, '']

  if (a.layout === 'agreement' && a.parties.length > 0) {
    lines.push('BETWEEN', '')
    a.parties.forEach((party, index) => {
      const last = index === a.parties.length - 1
      lines.push(`${index + 1}. ${party.name.toUpperCase()}, ${party.description}${last ? '.' : ';'}`, '')
      if (!last) lines.push('AND', '')
    })
    if (a.parties.length > 1) lines.push('(each a "Party" and together the "Parties")', '')
  }

  if (a.recitals.length > 0) {
    lines.push(a.layout === 'agreement' ? 'RECITALS' : 'WHEREAS', '')
    a.recitals.forEach((recital, index) => lines.push(`${String.fromCharCode(65 + index)}. ${recital}`, ''))
  }
  if (a.operativeWords) lines.push(a.operativeWords, '')

  for (const section of a.sections) lines.push(...renderSection(section))

  const s = a.signatures
  lines.push(s.closing, '')
  for (const signatory of s.signatories) {
    lines.push(signatory.caption, signatory.name.toUpperCase(), ...signatory.lines, '')
  }
  if (s.attestation) lines.push('ATTESTATION', '', s.attestation, '')
  if (s.witnessCount > 0) lines.push('WITNESSES:', '', ...witnessLines(s.witnessCount))
  if (s.acknowledgement) {
    const ack = s.acknowledgement
    lines.push(
      ack.heading.toUpperCase(),
      '',
      ack.text,
      '',
      ack.name.toUpperCase(),
      'Signature: ______________________',
      'Date: ______________________',
      '',
    )
  }

  for (const schedule of a.schedules) {
    lines.push(schedule.title.toUpperCase(), '', ...schedule.paragraphs.flatMap((p) => [p, '']))
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}

/** A4 at 12 point with 2.5 cm margins holds about 90 characters a line and 46 lines a page. */
export const CHARS_PER_LINE = 90
export const LINES_PER_PAGE = 46

/**
 * Estimated printed pages: every line of the text is wrapped at CHARS_PER_LINE characters
 * (a blank line counts as one line), and the total is divided by LINES_PER_PAGE, rounded up.
 */
export function estimatePages(text: string): number {
  let lines = 0
  for (const line of text.split('\n')) lines += Math.max(1, Math.ceil(line.length / CHARS_PER_LINE))
  return Math.max(1, Math.ceil(lines / LINES_PER_PAGE))
}
