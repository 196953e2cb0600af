import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Db, Queryable } from '#db/types.ts'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TEXTS,
  checkAttachment,
  cleanFileName,
  tidyExtractedText,
  type AttachmentKind,
} from '#domain/attachments/index.ts'
import type { AttachmentRef } from '#domain/chat/index.ts'

/**
 * Attachments on the server: the checks the browser's cannot replace (size, magic bytes,
 * a .docx's zip), reading the text of PDF and Word files in a worker thread, and storing
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

export type AttachmentOutcome =
  | { ok: true; attachment: InspectedAttachment }
  | { ok: false; title: string; description: string; status: 400 | 413 }

const EXTRACTION_TIMEOUT_MS = 15_000
// The worker's heap: enough for a real 10 MB document, not for a crafted one's expansion.
const WORKER_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 }

/** server/extract-text.worker.js, found from this module whether it runs from source or from build/. */
function workerPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'server', 'extract-text.worker.js')
    if (fs.existsSync(candidate)) return candidate
    dir = path.dirname(dir)
  }
  throw new Error('server/extract-text.worker.js not found beside the running code')
}

export type Extraction = { valid: boolean; text: string | null }

/**
 * Reads the file in a worker with capped memory, stopped after 15 s. A .docx whose zip
 * is not a Word document, or would inflate past the bounds, is `valid: false`; a file
 * that cannot be read in time or within memory is valid but gives no text.
 */
export function extractText(kind: AttachmentKind, bytes: Buffer, options: { timeoutMs?: number } = {}): Promise<Extraction> {
  return new Promise((resolve) => {
    const worker = new Worker(workerPath(), { workerData: { kind, bytes: new Uint8Array(bytes) }, resourceLimits: WORKER_LIMITS })
    let done = false
    const finish = (result: Extraction) => {
      if (done) return
      done = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(result)
    }
    // A docx that cannot be checked is not accepted; other kinds are stored unread.
    const unread: Extraction = { valid: kind !== 'docx', text: null }
    const timer = setTimeout(() => finish(unread), options.timeoutMs ?? EXTRACTION_TIMEOUT_MS)
    worker.once('message', (message: { ok: boolean; valid?: boolean; text?: string | null }) => {
      if (!message.ok) return finish(unread)
      const text = message.text ? tidyExtractedText(message.text) : ''
      finish({ valid: message.valid !== false, text: text === '' ? null : text })
    })
    worker.once('error', () => finish(unread))
    worker.once('exit', () => finish(unread))
  })
}

const unsupported = { ok: false as const, status: 400 as const, ...ATTACHMENT_TEXTS.unsupported }

/** Checks an uploaded file and reads its text. Writes nothing; a refused file changes nothing. */
export async function inspectAttachment(file: File): Promise<AttachmentOutcome> {
  const name = cleanFileName(file.name)
  if (file.size > ATTACHMENT_MAX_BYTES) return { ok: false, status: 413, ...ATTACHMENT_TEXTS.tooLarge }
  const bytes = Buffer.from(await file.arrayBuffer())
  const check = checkAttachment({ name, size: bytes.length, bytes })
  if (!check.ok) return { ok: false, status: check.reason === 'too_large' ? 413 : 400, title: check.title, description: check.description }
  const { valid, text } = await extractText(check.kind, bytes)
  if (!valid) return unsupported
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
export async function storeAttachment(q: Queryable, ownerId: string, a: InspectedAttachment): Promise<AcceptedAttachment> {
  await q.query(
    `INSERT INTO attachments (attachment_id, owner_id, name, kind, media_type, size_bytes, sha256, content, extracted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [a.ref.attachmentId, ownerId, a.ref.name, a.ref.kind, a.mediaType, a.ref.sizeBytes, a.ref.sha256, a.bytes, a.text],
  )
  return { ref: a.ref, text: a.text }
}

/** Takes back a stored file whose message could not be sent after all. */
export async function discardAttachment(db: Db, attachmentId: string): Promise<void> {
  await db.query('DELETE FROM attachments WHERE attachment_id = $1', [attachmentId])
}
