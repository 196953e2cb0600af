import { storableText } from '#domain/shared/storable-text.ts'

/**
 * The text of an attachment, offered to the assistant as context. Only so much is read
 * (the assistant reads 5,000 characters of a message); the user is told when more was cut.
 */
export const CONTEXT_MAX_CHARS = 5000

export type AttachmentContext = {
  readonly name: string
  /** The file's text, or null when it cannot be read (a .doc, a scanned PDF). */
  readonly text: string | null
}

// Control characters no reader wants, which a crafted PDF's font can produce; NUL and
// unpaired surrogates are the database's own rule (storableText, ADR 0017).
/* eslint-disable no-control-regex */
const CONTROLS = /[\u0001-\u0008\u000e-\u001f\u007f]/g
/* eslint-enable no-control-regex */

/** Collapses the whitespace PDF and Word extraction leave, keeping paragraph breaks. */
export function tidyExtractedText(text: string): string {
  return storableText(text)
    .replace(CONTROLS, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export function contextExcerpt(text: string): { excerpt: string; truncated: boolean } {
  const tidy = tidyExtractedText(text)
  if (tidy.length <= CONTEXT_MAX_CHARS) return { excerpt: tidy, truncated: false }
  const cut = tidy.slice(0, CONTEXT_MAX_CHARS)
  const lastBreak = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf('. '))
  return { excerpt: lastBreak > CONTEXT_MAX_CHARS * 0.6 ? cut.slice(0, lastBreak + 1) : cut, truncated: true }
}

const wordCount = (text: string) => (text.match(/\S+/g) ?? []).length

/**
 * The part of the file the assistant reads (null when it has no text), and what the
 * assistant says about it before its answer, so the user sees whether it was used.
 */
export function readAttachmentContext(context: AttachmentContext): { note: string; excerpt: string | null } {
  if (context.text === null || context.text.trim() === '') {
    const note = `I could not read any text in ${context.name} (old .doc files and scanned PDFs cannot be read here), so it is stored with this conversation but not used. Paste the terms, or attach a .docx, text or PDF with selectable text.`
    return { note, excerpt: null }
  }
  const { excerpt, truncated } = contextExcerpt(context.text)
  const words = wordCount(excerpt).toLocaleString('en-IN')
  const note = truncated
    ? `I read the first ${words} words of ${context.name} and used them as context below; the rest of the file was not read.`
    : `I read ${context.name} (${words} words) and used it as context below.`
  return { note, excerpt }
}
