import type { Queryable } from '#db/types.ts'
import { isUuid } from '#domain/shared/ids.ts'
import {
  type AttachmentRef,
  evolveChatSession,
  initialChatSessionState,
  CHAT_EVENT_SCHEMAS,
  isChatEvent,
  type ChatEvent,
  type ChatSessionState,
} from '#domain/chat/index.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import type { RecordedEvent } from '../types.ts'
import type { Projection } from './types.ts'
import { chunksOf, groupBy, recordset } from './recordset.ts'

const PREFIX = 'chat-'

type SessionRow = {
  session_id: string
  owner_id: string
  title: string
  created_at: Date | string | null
  updated_at: Date | string | null
  message_count: number
  document_count: number
  deleted: boolean
}

type MessageRow = {
  session_id: string
  position: number
  message_id: string
  role: 'user' | 'assistant'
  content: string
  posted_at: Date | string
  state: unknown
  agreement_id: string | null
  pages: number | null
  attachment: AttachmentRef | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

const toState = (row: SessionRow | undefined): ChatSessionState =>
  row
    ? {
        ownerId: row.owner_id,
        title: row.title,
        deleted: row.deleted,
        messageCount: row.message_count,
        documentCount: row.document_count,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      }
    : initialChatSessionState()

/** The session's row after `event`; null when there is none to keep (an event before it started). */
function sessionAfter(sessionId: string, row: SessionRow | undefined, event: ChatEvent): SessionRow | null {
  const next = evolveChatSession(toState(row), event)
  if (next.ownerId === null) return null
  return {
    session_id: sessionId,
    owner_id: next.ownerId,
    title: next.title,
    created_at: next.createdAt,
    updated_at: next.updatedAt,
    message_count: next.messageCount,
    document_count: next.documentCount,
    deleted: next.deleted,
  }
}

/** The message row a post adds, at the session's count after it; JSON as text, so a bare string or number state is stored as JSON by either driver. */
function messageOf(session: SessionRow, event: ChatEvent & { type: 'ChatMessagePosted' }) {
  const m = event.data
  return {
    session_id: session.session_id,
    position: session.message_count,
    message_id: m.messageId,
    role: m.role,
    content: m.content,
    posted_at: m.postedAt,
    state: m.state === undefined ? null : JSON.stringify(m.state),
    agreement_id: m.agreementId ?? null,
    pages: m.pages ?? null,
    attachment: m.attachment ? JSON.stringify(m.attachment) : null,
  }
}

const SESSION_COLUMNS =
  'session_id, owner_id, title, created_at, updated_at, message_count, document_count, deleted'
const SESSION_UPSERT = `ON CONFLICT (session_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, title = EXCLUDED.title,
  created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, message_count = EXCLUDED.message_count,
  document_count = EXCLUDED.document_count, deleted = EXCLUDED.deleted`
const MESSAGE_COLUMNS =
  'session_id, position, message_id, role, content, posted_at, state, agreement_id, pages, attachment'

const sessionIdOf = (event: RecordedEvent) =>
  event.streamId.startsWith(PREFIX) && isChatEvent(event) ? event.streamId.slice(PREFIX.length) : null

/**
 * Each conversation and its messages, folded by the same `evolveChatSession` the decider
 * uses, so the list's counts and the decider's never disagree. A message's position is
 * the session's message count after it: 1-based and gap-free, like the stream.
 */
export const chatSessionsProjection: Projection = {
  name: 'chat-sessions',
  tables: ['chat_sessions', 'chat_messages'],
  canHandle: Object.keys(CHAT_EVENT_SCHEMAS),
  async apply(tx, event: RecordedEvent) {
    const sessionId = sessionIdOf(event)
    if (sessionId === null || !isChatEvent(event)) return
    const [row] = await tx.query<SessionRow>('SELECT * FROM chat_sessions WHERE session_id = $1', [sessionId])
    // The row exists from ChatSessionStarted on; nothing to keep for a stray earlier event.
    const next = sessionAfter(sessionId, row, event)
    if (next === null) return
    await tx.query(
      `INSERT INTO chat_sessions (${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ${SESSION_UPSERT}`,
      [
        sessionId,
        next.owner_id,
        next.title,
        next.created_at,
        next.updated_at,
        next.message_count,
        next.document_count,
        next.deleted,
      ],
    )
    switch (event.type) {
      case 'ChatMessagePosted': {
        const m = messageOf(next, event)
        await tx.query(
          `INSERT INTO chat_messages (${MESSAGE_COLUMNS})
           VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8, $9, $10::text::jsonb)`,
          [
            m.session_id,
            m.position,
            m.message_id,
            m.role,
            m.content,
            m.posted_at,
            m.state,
            m.agreement_id,
            m.pages,
            m.attachment,
          ],
        )
        return
      }
      case 'ChatSessionDeleted':
        // A deleted conversation's text leaves the read model; the log keeps the audit trail.
        await tx.query('DELETE FROM chat_messages WHERE session_id = $1', [sessionId])
        return
      case 'ChatSessionStarted':
      case 'ChatSessionRenamed':
        // The session row above is all these change.
        return
      default:
        return assertNever(event, 'chat event')
    }
  },
  replay: { page: replayChatPage },
}

/**
 * A rebuild's page in at most four statements: the page's sessions read, folded in memory,
 * written in one upsert; the messages of sessions deleted in the page deleted, then the
 * page's messages posted after their session's last deletion inserted.
 */
async function replayChatPage(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const streams = groupBy(events, sessionIdOf)
  if (streams.size === 0) return
  const stored = await tx.query<SessionRow>(
    'SELECT * FROM chat_sessions WHERE session_id = ANY($1::uuid[])',
    [[...streams.keys()]],
  )
  const rows = new Map(stored.map((row) => [row.session_id, row]))
  const changed = new Map<string, SessionRow>()
  const deleted: string[] = []
  const messages: ReturnType<typeof messageOf>[] = []
  for (const [sessionId, stream] of streams) {
    let row = rows.get(sessionId)
    for (const event of stream as ChatEvent[]) {
      const next = sessionAfter(sessionId, row, event)
      if (next === null) continue
      changed.set(sessionId, (row = next))
      if (event.type === 'ChatMessagePosted') messages.push(messageOf(next, event))
      else if (event.type === 'ChatSessionDeleted') {
        deleted.push(sessionId)
        // What the DELETE would have removed had it run after them.
        for (let i = messages.length - 1; i >= 0; i--)
          if (messages[i]!.session_id === sessionId) messages.splice(i, 1)
      }
    }
  }
  if (changed.size > 0)
    await tx.query(
      `INSERT INTO chat_sessions (${SESSION_COLUMNS})
       SELECT ${SESSION_COLUMNS} FROM jsonb_to_recordset($1::text::jsonb) AS r(session_id uuid, owner_id uuid,
         title text, created_at timestamptz, updated_at timestamptz, message_count int, document_count int,
         deleted boolean)
       ${SESSION_UPSERT}`,
      [recordset([...changed.values()])],
    )
  if (deleted.length > 0)
    await tx.query('DELETE FROM chat_messages WHERE session_id = ANY($1::uuid[])', [deleted])
  for (const chunk of chunksOf(messages, (m) => m.content.length + (m.state?.length ?? 0)))
    await tx.query(
      `INSERT INTO chat_messages (${MESSAGE_COLUMNS})
       SELECT session_id, position, message_id, role, content, posted_at, state::jsonb, agreement_id, pages,
              attachment::jsonb
         FROM jsonb_to_recordset($1::text::jsonb) AS r(session_id uuid, position int, message_id uuid, role text,
           content text, posted_at timestamptz, state text, agreement_id uuid, pages int, attachment text)`,
      [recordset(chunk)],
    )
}

export interface ChatSessionSummary {
  id: string
  title: string
  createdAt: Date | null
  updatedAt: Date | null
  messageCount: number
  documentCount: number
}

export interface ChatMessageView {
  id: string
  position: number
  role: 'user' | 'assistant'
  content: string
  postedAt: Date
  /** The assistant's conversation state after this reply; null on user messages. */
  state: unknown
  agreementId: string | null
  pages: number | null
  attachment: AttachmentRef | null
}

const toSummary = (row: SessionRow): ChatSessionSummary => ({
  id: row.session_id,
  title: row.title,
  createdAt: row.created_at === null ? null : new Date(row.created_at),
  updatedAt: row.updated_at === null ? null : new Date(row.updated_at),
  messageCount: row.message_count,
  documentCount: row.document_count,
})

export const CHAT_SESSIONS_LIMIT = 50

/**
 * The owner's conversations, most recently active first. `search` is a case-insensitive
 * substring of the title; `%`, `_` and `\` in it match themselves.
 */
export async function listChatSessions(
  q: Queryable,
  ownerId: string,
  options: { search?: string; limit?: number } = {},
): Promise<ChatSessionSummary[]> {
  if (!isUuid(ownerId)) return []
  const search = options.search?.trim() ? `%${escapeLike(options.search.trim())}%` : null
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? CHAT_SESSIONS_LIMIT), 1), 500)
  const rows = await q.query<SessionRow>(
    `SELECT * FROM chat_sessions
     WHERE owner_id = $1 AND NOT deleted AND ($2::text IS NULL OR title ILIKE $2::text ESCAPE '\\')
     ORDER BY updated_at DESC NULLS LAST, session_id
     LIMIT $3`,
    [ownerId, search, limit],
  )
  return rows.map(toSummary)
}

/** The owner's conversation; null when it does not exist, is deleted or is someone else's. */
export async function getChatSession(
  q: Queryable,
  ownerId: string,
  sessionId: string,
): Promise<ChatSessionSummary | null> {
  if (!isUuid(sessionId) || !isUuid(ownerId)) return null
  const [row] = await q.query<SessionRow>(
    'SELECT * FROM chat_sessions WHERE session_id = $1 AND owner_id = $2 AND NOT deleted',
    [sessionId, ownerId],
  )
  return row ? toSummary(row) : null
}

/** A conversation's messages in order. Check access with `getChatSession` first. */
export async function chatMessages(q: Queryable, sessionId: string): Promise<ChatMessageView[]> {
  if (!isUuid(sessionId)) return []
  const rows = await q.query<MessageRow>(
    'SELECT * FROM chat_messages WHERE session_id = $1 ORDER BY position',
    [sessionId],
  )
  return rows.map((row) => ({
    id: row.message_id,
    position: row.position,
    role: row.role,
    content: row.content,
    postedAt: new Date(row.posted_at),
    state: row.state,
    agreementId: row.agreement_id,
    pages: row.pages,
    attachment: row.attachment ?? null,
  }))
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
