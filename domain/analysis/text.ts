import type { ExecutionChecklist } from '#domain/drafting/index.ts'
import type { TemplateId } from '#domain/catalogue/index.ts'
import type { DocumentKind } from './types.ts'

/** A sentence of the document and the 1-based line it starts on. */
export interface Sentence {
  readonly text: string
  readonly line: number
}

/** A paragraph: the lines between blank lines (a rendered clause with its sub-paragraphs). */
export interface Paragraph {
  readonly text: string
  readonly line: number
}

/** The document as the rules read it: lines, paragraphs and sentences, computed once. */
export interface Doc {
  readonly title: string
  readonly text: string
  readonly lines: readonly string[]
  readonly paragraphs: readonly Paragraph[]
  readonly sentences: readonly Sentence[]
  readonly kind: DocumentKind
  /** Offset of the first character of each line, for finding the line of a match. */
  readonly lineStarts: readonly number[]
  /** The template the rules treat the document as (given, or recognised from the title). */
  readonly templateId?: TemplateId
  /** The document's own execution checklist, when the caller has it (AnalysisInput.checklist). */
  readonly checklist?: ExecutionChecklist
}

// Words after which a full stop does not end a sentence: "s.27", "No. 5", "M/s. Acme Pvt. Ltd.".
const ABBREVIATIONS = new Set([
  's',
  'ss',
  'no',
  'nos',
  'art',
  'arts',
  'sch',
  'cl',
  'cls',
  'r',
  'rr',
  'para',
  'paras',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'ltd',
  'pvt',
  'co',
  'inc',
  'corp',
  'vs',
  'v',
  'viz',
  'rs',
  'approx',
  'sq',
  'ft',
  'govt',
  'dept',
  'jr',
  'sr',
  'm/s',
  'sec',
  'secs',
  'ch',
  'fig',
  'vol',
  'pp',
  'p',
  'ref',
  'cf',
  'hon',
  'smt',
  'shri',
  'sri',
  'u/s',
  'w.e.f',
  'e.g',
  'i.e',
])

const BOUNDARY = /[.!?]+["'’”)\]]*(?=\s)/g

/**
 * Splits prose into sentences at ".", "!" or "?" followed by white space and a capital,
 * digit, quote or bracket, except after an abbreviation, an initial or a dotted token
 * ("e.g.", "1.1"). Offsets are kept so callers can find the line a sentence starts on.
 */
export function sentenceSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = []
  let start = 0
  BOUNDARY.lastIndex = 0
  for (let match = BOUNDARY.exec(text); match; match = BOUNDARY.exec(text)) {
    const end = match.index + match[0].length
    const next = /\S/.exec(text.slice(end, end + 8))
    const following = next ? text.charAt(end + next.index) : ''
    if (following && !/[A-Z0-9"'‘“([]/.test(following)) continue
    if (match[0].startsWith('.')) {
      const before =
        /([\p{L}/.]+)$/u.exec(text.slice(Math.max(start, match.index - 12), match.index))?.[1] ?? ''
      const word = before.toLowerCase()
      if (ABBREVIATIONS.has(word) || /^\p{Lu}$/u.test(before) || (word.includes('.') && word.length <= 6))
        continue
    }
    if (text.slice(start, end).trim()) spans.push({ start, end })
    start = end
  }
  if (text.slice(start).trim()) spans.push({ start, end: text.length })
  return spans
}

export function splitSentences(text: string): string[] {
  return sentenceSpans(text).map(({ start, end }) => text.slice(start, end).trim())
}

function paragraphsOf(lines: readonly string[]): Paragraph[] {
  const paragraphs: Paragraph[] = []
  let current: string[] = []
  let startLine = 1
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (current.length > 0) paragraphs.push({ text: current.join('\n'), line: startLine })
      current = []
      return
    }
    if (current.length === 0) startLine = index + 1
    current.push(line)
  })
  if (current.length > 0) paragraphs.push({ text: current.join('\n'), line: startLine })
  return paragraphs
}

function sentencesOf(paragraphs: readonly Paragraph[]): Sentence[] {
  const sentences: Sentence[] = []
  for (const paragraph of paragraphs) {
    const text = paragraph.text
    let line = paragraph.line
    let counted = 0
    for (const { start, end } of sentenceSpans(text)) {
      let first = start
      while (first < end && /\s/.test(text.charAt(first))) first += 1
      line += countNewlines(text, counted, first)
      counted = first
      const raw = text.slice(first, end)
      sentences.push({
        text: raw.includes('\n') || raw.includes('  ') ? raw.replace(/\s+/g, ' ').trim() : raw.trimEnd(),
        line,
      })
    }
  }
  return sentences
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0
  for (let i = from; i < to; i += 1) if (text.charCodeAt(i) === 10) count += 1
  return count
}

export function prepare(title: string, content: string, kind: DocumentKind): Doc {
  const text = content.replace(/\r\n?/g, '\n')
  const lines = text.split('\n')
  const paragraphs = paragraphsOf(lines)
  const lineStarts: number[] = []
  let offset = 0
  for (const line of lines) {
    lineStarts.push(offset)
    offset += line.length + 1
  }
  return {
    title: title.trim(),
    text,
    lines,
    paragraphs,
    sentences: sentencesOf(paragraphs),
    kind,
    lineStarts,
    ...(kind.templateId ? { templateId: kind.templateId } : {}),
  }
}

/** The 1-based line of a character offset in the text. */
export function lineAt(doc: Doc, offset: number): number {
  let low = 0
  let high = doc.lineStarts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((doc.lineStarts[mid] ?? 0) <= offset) low = mid
    else high = mid - 1
  }
  return low + 1
}

/** A sentence or phrase shortened for display. */
export function shorten(text: string, max = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

/** About `max` characters of a long sentence around the offending words at `index`. */
export function excerptAt(text: string, index: number, max = 220): string {
  if (text.length <= max) return shorten(text, max)
  const start = Math.max(0, Math.min(index - Math.floor(max / 3), text.length - max))
  const window = text
    .slice(start, start + max)
    .replace(/\s+/g, ' ')
    .trim()
  return `${start > 0 ? '…' : ''}${window}${start + max < text.length ? '…' : ''}`
}

/** True when a sentence mentions the pattern without negating it ("not referred to arbitration"). */
export function affirms(sentence: string, pattern: RegExp): boolean {
  const match = pattern.exec(sentence)
  if (!match) return false
  const before = sentence.slice(Math.max(0, match.index - 40), match.index)
  return !/\b(?:not|no|never|nor|neither|without)\b[^,;]*$/i.test(before)
}
