/**
 * What the workspace accepts as an attachment (spec 000 §5, §9): plain text, PDF and Word
 * (.doc, .docx), at most 10 MB — decided from the bytes, not only from the name, so a
 * renamed executable or an HTML page called "terms.pdf" is refused.
 */

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const ATTACHMENT_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx'] as const
/** For the file picker's `accept`: extensions and the media types browsers report. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_EXTENSIONS,
  'text/plain',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',')

export type AttachmentKind = 'txt' | 'pdf' | 'doc' | 'docx'

export const MEDIA_TYPES: Readonly<Record<AttachmentKind, string>> = {
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

// The specification's toasts, word for word; the last three are this product's own.
export const ATTACHMENT_TEXTS = {
  tooLarge: { title: 'File too large', description: 'Please select a file smaller than 10MB' },
  unsupported: { title: 'Unsupported file type', description: 'Please select a text, PDF, or Word document' },
  attached: { title: 'File attached' },
  empty: {
    title: 'The file is empty',
    description: 'Please select a text, PDF, or Word document that has something in it',
  },
  // A small file that expands past what reading one may take (a decompression bomb, or
  // a document far beyond any agreement's size).
  tooComplex: {
    title: 'File too complex to read',
    description:
      'Reading it would take more memory or time than a document may use here. Please send a smaller file, or paste the text into your message',
  },
  busy: {
    title: 'Busy reading other files',
    description: 'Please try again in a minute; your message is still here',
  },
} as const

export type AttachmentRefusal = 'too_large' | 'unsupported' | 'empty'

export type AttachmentCheck =
  | { ok: true; kind: AttachmentKind; mediaType: string }
  | { ok: false; reason: AttachmentRefusal; title: string; description: string }

const refuse = (reason: AttachmentRefusal): AttachmentCheck =>
  reason === 'too_large'
    ? { ok: false, reason, ...ATTACHMENT_TEXTS.tooLarge }
    : reason === 'empty'
      ? { ok: false, reason, ...ATTACHMENT_TEXTS.empty }
      : { ok: false, reason, ...ATTACHMENT_TEXTS.unsupported }

/** The kind its name claims, or null for any other extension. */
export function kindFromName(name: string): AttachmentKind | null {
  const match = /\.(txt|pdf|docx?)$/i.exec(name.trim())
  return match ? (match[1]!.toLowerCase() as AttachmentKind) : null
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // "%PDF-"
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] // Compound File (Word 97–2003)
const ZIP = [0x50, 0x4b, 0x03, 0x04] // "PK\3\4", the first local header of a .docx

/**
 * Plain text: valid UTF-8 (a BOM is fine) with no NUL and few control characters. Binary
 * formats almost always fail one of these within their first bytes.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  let decoded: string
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  let control = 0
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i)
    if (code === 0) return false
    if (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) control++
  }
  return control <= Math.max(2, decoded.length / 1000)
}

/**
 * Checks size, extension and content together: the extension must be one of the four and
 * the bytes must be of that kind. A .docx passing here still needs its zip directory
 * checked for `word/document.xml` (app/features/chat/attachments.server.ts does, with bounds).
 */
export function checkAttachment(file: { name: string; size: number; bytes: Uint8Array }): AttachmentCheck {
  if (file.size > ATTACHMENT_MAX_BYTES) return refuse('too_large')
  if (file.size === 0 || file.bytes.length === 0) return refuse('empty')
  const kind = kindFromName(file.name)
  if (!kind) return refuse('unsupported')
  const matches =
    kind === 'pdf'
      ? startsWith(file.bytes, PDF)
      : kind === 'doc'
        ? startsWith(file.bytes, OLE)
        : kind === 'docx'
          ? startsWith(file.bytes, ZIP)
          : looksLikeText(file.bytes)
  return matches ? { ok: true, kind, mediaType: MEDIA_TYPES[kind] } : refuse('unsupported')
}

/** "12.3 KB" — the chip's size, in KB with one decimal as the old product showed. */
export function sizeInKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** The line the specification appends to the message. */
export const attachedLine = (name: string) => `[Attached file: ${name}]`

const FILE_NAME_MAX = 200
// Control characters, and the invisible ones that reorder or hide text: a right-to-left
// override makes "cod.exe" read "exe.doc". ZWJ and ZWNJ stay: Indian scripts use them.
/* eslint-disable no-control-regex */
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * A file name safe to show and store: no path, no hidden characters, no lone surrogates,
 * at most 200 characters — the end kept, where the extension is.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base.replace(HIDDEN, '').replace(LONE_SURROGATE, '').trim()
  if (clean.length <= FILE_NAME_MAX) return clean
  const cut = clean.length - FILE_NAME_MAX
  // Never start in the middle of a surrogate pair.
  return clean.slice(/[\uDC00-\uDFFF]/.test(clean[cut]!) ? cut + 1 : cut).trimStart()
}
