import { z } from 'zod'

// The `chat-<uuid>` stream: one saved conversation with the assistant, its title and
// every message in order, so a session reopens exactly as it was left.

export const TITLE_MAX = 100
export const MESSAGE_MAX = 20_000

export const chatSessionStartedSchema = z.object({
  ownerId: z.uuid(),
  title: z.string().min(1).max(TITLE_MAX),
})

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

export type ChatEvent =
  | { type: 'ChatSessionStarted'; data: z.infer<typeof chatSessionStartedSchema> }
  | { type: 'ChatMessagePosted'; data: ChatMessagePosted }
  | { type: 'ChatSessionRenamed'; data: z.infer<typeof chatSessionRenamedSchema> }
  | { type: 'ChatSessionDeleted'; data: z.infer<typeof chatSessionDeletedSchema> }
