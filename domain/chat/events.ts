import { z } from 'zod'
import { eventGuard, type EventOf, type PayloadsOf } from '#domain/shared/decider.ts'

// The `chat-<uuid>` stream: one saved conversation with the assistant, its title and
// every message in order, so a session reopens exactly as it was left.

export const TITLE_MAX = 100
export const MESSAGE_MAX = 20_000

export const chatSessionStartedSchema = z.object({
  ownerId: z.uuid(),
  title: z.string().min(1).max(TITLE_MAX),
})

export const attachmentRefSchema = z.object({
  attachmentId: z.uuid(),
  name: z.string().min(1).max(200),
  kind: z.enum(['txt', 'pdf', 'doc', 'docx']),
  sizeBytes: z.int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Characters of text read from it and offered to the assistant; 0 when none could be. */
  textChars: z.int().nonnegative(),
})
export type AttachmentRef = z.infer<typeof attachmentRefSchema>

export const chatMessagePostedSchema = z.object({
  messageId: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string().min(1).max(MESSAGE_MAX),
  postedAt: z.iso.datetime(),
  /** The assistant's conversation state after this reply, so the next turn resumes from it. */
  state: z.unknown().optional(),
  /** The agreement this message generated; such messages are the session's documents. */
  agreementId: z.uuid().optional(),
  pages: z.int().positive().optional(),
  /** A file sent with a user message: its bytes are kept outside the log, pinned by hash. */
  attachment: attachmentRefSchema.optional(),
})

export const chatSessionRenamedSchema = z.object({
  title: z.string().min(1).max(TITLE_MAX),
})

export const chatSessionDeletedSchema = z.object({})

export const CHAT_EVENT_SCHEMAS = {
  ChatSessionStarted: chatSessionStartedSchema,
  ChatMessagePosted: chatMessagePostedSchema,
  ChatSessionRenamed: chatSessionRenamedSchema,
  ChatSessionDeleted: chatSessionDeletedSchema,
} as const

export type ChatMessagePosted = z.infer<typeof chatMessagePostedSchema>

export type ChatEvent = EventOf<PayloadsOf<typeof CHAT_EVENT_SCHEMAS>>

export const isChatEvent = eventGuard(CHAT_EVENT_SCHEMAS)
