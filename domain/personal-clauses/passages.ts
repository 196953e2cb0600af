import { parseTextDocument } from '#domain/ai/text-document.ts'

/** A part of a document offered as the start of a personal clause. */
export type Passage = { label: string; text: string }

const LABEL_MAX = 80

const labelOf = (text: string) => {
  const line = text.trim().split('\n')[0]?.trim() ?? ''
  return line.length > LABEL_MAX ? `${line.slice(0, LABEL_MAX - 1)}…` : line
}

/**
 * The document's clauses ("4.5 Police Verification"), each with its own text, when the text
 * is in the drafting engine's numbered layout; otherwise its paragraphs. The user trims the
 * one they pick, so this only has to offer sensible starting points.
 */
export function documentPassages(content: string): Passage[] {
  const parsed = parseTextDocument(content)
  if (parsed && parsed.originals.size > 0) {
    return [...parsed.originals.values()].map(({ clause, lines }) => ({
      label: `${clause.number} ${clause.heading}`.slice(0, LABEL_MAX),
      text: lines.map((line) => line.trimEnd()).join('\n'),
    }))
  }
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+$/, '').replace(/^\s*\n/, ''))
    .filter((block) => block.trim() !== '')
    .map((text) => ({ label: labelOf(text), text }))
}
