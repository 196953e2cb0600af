import crypto from 'node:crypto'
import yauzl from 'yauzl'
import type { Db } from '#db/types.ts'
import {
  ATTACHMENT_MAX_BYTES,
  checkAttachment,
  cleanFileName,
  tidyExtractedText,
  type AttachmentKind,
} from '#domain/attachments/index.ts'
import type { AttachmentRef } from '#domain/chat/index.ts'

/**
 * Attachments on the server: the checks the browser's cannot replace (size, magic bytes,
 * a .docx's zip directory), reading the text of PDF and Word files, and storing the bytes.
 */

export type AcceptedAttachment = {
  ref: AttachmentRef
  /** The text read from it for the assistant; null for a .doc or a file with no text. */
  text: string | null
}

export type AttachmentOutcome =
  | { ok: true; attachment: AcceptedAttachment }
  | { ok: false; title: string; description: string; status: 400 | 413 }

// A .docx is a zip: these bound what opening one may cost before any byte is inflated.
const ZIP_MAX_ENTRIES = 2000
const ZIP_MAX_TOTAL_UNCOMPRESSED = 100 * 1024 * 1024
const ZIP_MAX_RATIO = 200
const EXTRACTION_TIMEOUT_MS = 15_000

/** True when the zip's central directory lists `word/document.xml` and nothing suggests a zip bomb. */
export async function isWordZip(bytes: Buffer): Promise<boolean> {
  let zip: yauzl.ZipFile
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
        error || !file ? reject(error ?? new Error('not a zip')) : resolve(file),
      ),
    )
  } catch {
    return false
  }
  return new Promise<boolean>((resolve) => {
    let entries = 0
    let total = 0
    let hasDocument = false
    let hasContentTypes = false
    const finish = (verdict: boolean) => {
      zip.close()
      resolve(verdict)
    }
    zip.on('error', () => finish(false))
    zip.on('entry', (entry: yauzl.Entry) => {
      entries++
      total += entry.uncompressedSize
      const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : 0
      if (
        entries > ZIP_MAX_ENTRIES ||
        total > ZIP_MAX_TOTAL_UNCOMPRESSED ||
        (entry.uncompressedSize > 1024 * 1024 && ratio > ZIP_MAX_RATIO)
      ) {
        return finish(false)
      }
      if (entry.fileName === 'word/document.xml') hasDocument = true
      if (entry.fileName === '[Content_Types].xml') hasContentTypes = true
      zip.readEntry()
    })
    zip.on('end', () => finish(hasDocument && hasContentTypes))
    zip.readEntry()
  })
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** The file's text, or null when this kind is not read or nothing could be read. */
export async function extractText(kind: AttachmentKind, bytes: Buffer): Promise<string | null> {
  try {
    if (kind === 'txt') return tidyExtractedText(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '')) || null
    if (kind === 'pdf') {
      const { extractText: readPdf, getDocumentProxy } = await import('unpdf')
      const read = async () => {
        const pdf = await getDocumentProxy(new Uint8Array(bytes))
        const { text } = await readPdf(pdf, { mergePages: true })
        return text
      }
      const text = await withTimeout(read(), EXTRACTION_TIMEOUT_MS)
      return text ? tidyExtractedText(text) || null : null
    }
    if (kind === 'docx') {
      const mammoth = (await import('mammoth')).default
      const result = await withTimeout(mammoth.extractRawText({ buffer: bytes }), EXTRACTION_TIMEOUT_MS)
      return result ? tidyExtractedText(result.value) || null : null
    }
    // Word 97–2003 (.doc) is stored but not read: no well-kept library reads it in Node.
    return null
  } catch {
    // A damaged file the checks let through: stored, but offers no text.
    return null
  }
}

/**
 * Checks an uploaded file and, when it passes, stores it for `ownerId`. A refused file
 * changes nothing. Returns what the chat message records about it.
 */
export async function acceptAttachment(db: Db, ownerId: string, file: File): Promise<AttachmentOutcome> {
  const name = cleanFileName(file.name)
  if (file.size > ATTACHMENT_MAX_BYTES) {
    return { ok: false, status: 413, title: 'File too large', description: 'Please select a file smaller than 10MB' }
  }
  const bytes = Buffer.from(await file.arrayBuffer())
  const check = checkAttachment({ name, size: bytes.length, bytes })
  if (!check.ok) return { ok: false, status: check.reason === 'too_large' ? 413 : 400, title: check.title, description: check.description }
  if (check.kind === 'docx' && !(await isWordZip(bytes))) {
    return { ok: false, status: 400, title: 'Unsupported file type', description: 'Please select a text, PDF, or Word document' }
  }
  const text = await extractText(check.kind, bytes)
  const ref: AttachmentRef = {
    attachmentId: crypto.randomUUID(),
    name,
    kind: check.kind,
    sizeBytes: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    textChars: text?.length ?? 0,
  }
  await db.query(
    `INSERT INTO attachments (attachment_id, owner_id, name, kind, media_type, size_bytes, sha256, content, extracted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [ref.attachmentId, ownerId, name, check.kind, check.mediaType, ref.sizeBytes, ref.sha256, bytes, text],
  )
  return { ok: true, attachment: { ref, text } }
}
