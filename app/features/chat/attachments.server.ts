import crypto from 'node:crypto'
import type { Db, Queryable } from '#db/types.ts'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TEXTS,
  checkAttachment,
  cleanFileName,
} from '#domain/attachments/index.ts'
import type { AttachmentRef } from '#domain/chat/index.ts'
import { extractText } from '#app/platform/text-extraction.server.ts'

/**
 * Attachments on the server: the checks the browser's cannot replace (size, magic bytes,
 * a .docx's zip, what a file inflates to), reading the text of PDF and Word files in a
 * child process bounded in memory (app/platform/text-extraction.server.ts), and storing
 * the bytes. Inspecting writes nothing; `storeAttachment` is called only once the message
 * it belongs to is known to be sendable.
 */

export type InspectedAttachment = {
  ref: AttachmentRef
  mediaType: string
  bytes: Buffer
  /** The text read from it for the assistant; null for a .doc or a file with no text. */
  text: string | null
}

export type AcceptedAttachment = { ref: AttachmentRef; text: string | null }

export type AttachmentRefusal = {
  ok: false
  title: string
  description: string
  /** 413 over 10 MB, 422 when reading it would pass the memory or time bound, 429 while busy. */
  status: 400 | 413 | 422 | 429
}
export type AttachmentOutcome = { ok: true; attachment: InspectedAttachment } | AttachmentRefusal

const refusal = (
  status: AttachmentRefusal['status'],
  texts: { title: string; description: string },
): AttachmentRefusal => ({
  ok: false,
  status,
  ...texts,
})

/** Checks an uploaded file and reads its text. Writes nothing; a refused file changes nothing. */
export async function inspectAttachment(file: File): Promise<AttachmentOutcome> {
  const name = cleanFileName(file.name)
  if (file.size > ATTACHMENT_MAX_BYTES) return refusal(413, ATTACHMENT_TEXTS.tooLarge)
  const bytes = Buffer.from(await file.arrayBuffer())
  const check = checkAttachment({ name, size: bytes.length, bytes })
  if (!check.ok) return refusal(check.reason === 'too_large' ? 413 : 400, check)
  const read = await extractText(check.kind, bytes)
  if (read.outcome === 'busy') return refusal(429, ATTACHMENT_TEXTS.busy)
  if (read.outcome === 'invalid') return refusal(400, ATTACHMENT_TEXTS.unsupported)
  // A .docx not read to the end was never shown to be a Word document that opens; a PDF
  // that ran out of time is kept unread, as the assistant says.
  if (read.outcome === 'too_complex' || (read.outcome === 'unread' && check.kind === 'docx'))
    return refusal(422, ATTACHMENT_TEXTS.tooComplex)
  const text = read.outcome === 'read' ? read.text : null
  return {
    ok: true,
    attachment: {
      ref: {
        attachmentId: crypto.randomUUID(),
        name,
        kind: check.kind,
        sizeBytes: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        textChars: text?.length ?? 0,
      },
      mediaType: check.mediaType,
      bytes,
      text,
    },
  }
}

/** Stores an inspected file for `ownerId`; returns what the chat message records of it. */
export async function storeAttachment(
  q: Queryable,
  ownerId: string,
  a: InspectedAttachment,
): Promise<AcceptedAttachment> {
  await q.query(
    `INSERT INTO attachments (attachment_id, owner_id, name, kind, media_type, size_bytes, sha256, content, extracted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      a.ref.attachmentId,
      ownerId,
      a.ref.name,
      a.ref.kind,
      a.mediaType,
      a.ref.sizeBytes,
      a.ref.sha256,
      a.bytes,
      a.text,
    ],
  )
  return { ref: a.ref, text: a.text }
}

/** Takes back a stored file whose message could not be sent after all. */
export async function discardAttachment(db: Db, attachmentId: string): Promise<void> {
  await db.query('DELETE FROM attachments WHERE attachment_id = $1', [attachmentId])
}
