import type { Queryable } from '#db/types.ts'
import { chatStreamId, isChatEvent } from '#domain/chat/index.ts'
import { readStream } from '#events/read.server.ts'

// The conversations part of "Download my data", read from each `chat-<uuid>` stream rather
// than the chat read model: a deleted conversation's messages leave the read model but stay
// in the append-only log, so the account is told they are still held (marked deleted).

type Stamp = Date | string
const iso = (value: Stamp | null): string | null => (value === null ? null : new Date(value).toISOString())

/** Every conversation the account started, oldest first, with each message as recorded. */
export async function conversations(q: Queryable, userId: string) {
  const sessions = await q.query<{
    session_id: string
    title: string
    deleted: boolean
    created_at: Stamp | null
  }>(
    `SELECT session_id::text AS session_id, title, deleted, created_at
       FROM chat_sessions WHERE owner_id = $1 ORDER BY created_at NULLS LAST, session_id`,
    [userId],
  )
  const result = []
  for (const session of sessions) {
    const events = await readStream(q, chatStreamId(session.session_id))
    const messages = []
    for (const event of events) {
      if (!isChatEvent(event) || event.type !== 'ChatMessagePosted') continue
      const m = event.data
      // The assistant's working state is left out: it restates what the messages say.
      messages.push({
        role: m.role,
        content: m.content,
        at: m.postedAt,
        ...(m.agreementId ? { documentId: m.agreementId } : {}),
        ...(m.attachment
          ? {
              attachment: {
                id: m.attachment.attachmentId,
                name: m.attachment.name,
                sizeBytes: m.attachment.sizeBytes,
                sha256: m.attachment.sha256,
              },
            }
          : {}),
      })
    }
    result.push({
      id: session.session_id,
      title: session.title,
      startedAt: iso(session.created_at),
      deleted: session.deleted,
      messages,
    })
  }
  return result
}

/** The files the account attached, described (the ZIP carries the files themselves). */
export async function attachmentsOf(q: Queryable, userId: string) {
  const rows = await q.query<{
    attachment_id: string
    name: string
    kind: string
    media_type: string
    size_bytes: number
    sha256: string
    created_at: Stamp
  }>(
    `SELECT attachment_id::text AS attachment_id, name, kind, media_type, size_bytes, sha256, created_at
       FROM attachments WHERE owner_id = $1 ORDER BY created_at, attachment_id`,
    [userId],
  )
  return rows.map((r) => ({
    id: r.attachment_id,
    name: r.name,
    kind: r.kind,
    mediaType: r.media_type,
    sizeBytes: Number(r.size_bytes),
    sha256: r.sha256,
    uploadedAt: iso(r.created_at),
  }))
}

/** One attachment's bytes, if it is the account's. */
export async function attachmentBytes(q: Queryable, userId: string, attachmentId: string) {
  const [row] = await q.query<{ content: Uint8Array }>(
    'SELECT content FROM attachments WHERE attachment_id = $1 AND owner_id = $2',
    [attachmentId, userId],
  )
  return row ? new Uint8Array(row.content) : null
}
