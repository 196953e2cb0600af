import { DomainError } from '#domain/shared/errors.ts'
import {
  MESSAGE_MAX,
  TITLE_MAX,
  type AttachmentRef,
  type ChatEvent,
  type ChatMessagePosted,
} from './events.ts'
import type { ChatSessionState } from './state.ts'
import { titleFromMessage } from './title.ts'

/** What a message carries besides its author; the time comes from the caller. */
type MessageInput = {
  messageId: string
  content: string
  now: Date
  state?: unknown
  agreementId?: string
  pages?: number
  attachment?: AttachmentRef
}

/** `actorId` is the signed-in user acting; only the session's owner may. */
export type ChatCommand =
  | { type: 'PostMessage'; data: MessageInput & { actorId: string; role: 'user' | 'assistant' } }
  | { type: 'PostAssistantReply'; data: MessageInput & { actorId: string } }
  | { type: 'RenameSession'; data: { actorId: string; title: string } }
  | { type: 'DeleteSession'; data: { actorId: string } }

export type ChatErrorCode =
  | 'chat.not_found'
  | 'chat.not_owner'
  | 'chat.deleted'
  | 'chat.first_message_not_user'
  | 'chat.message_required'
  | 'chat.message_too_long'
  | 'chat.title_required'
  | 'chat.title_too_long'
  | 'chat.title_unchanged'
  // Not the decider's: the command runner's answer when the stream stays busy past the deadline.
  | 'chat.busy'

export class ChatError extends DomainError<ChatErrorCode> {}

export function decideChatSession(command: ChatCommand, state: ChatSessionState): ChatEvent[] {
  switch (command.type) {
    case 'PostMessage': {
      const { actorId, role } = command.data
      if (state.ownerId === null) {
        if (role !== 'user')
          throw new ChatError('chat.first_message_not_user', 'A conversation starts with a user message')
        const posted = messagePosted(command.data, role)
        return [
          { type: 'ChatSessionStarted', data: { ownerId: actorId, title: titleFromMessage(posted.content) } },
          { type: 'ChatMessagePosted', data: posted },
        ]
      }
      assertOpenAndOwned(state, actorId)
      return [{ type: 'ChatMessagePosted', data: messagePosted(command.data, role) }]
    }
    case 'PostAssistantReply': {
      assertOpenAndOwned(state, command.data.actorId)
      return [{ type: 'ChatMessagePosted', data: messagePosted(command.data, 'assistant') }]
    }
    case 'RenameSession': {
      assertOpenAndOwned(state, command.data.actorId)
      const title = command.data.title.trim()
      if (title.length === 0) throw new ChatError('chat.title_required', 'Title is required')
      if (title.length > TITLE_MAX)
        throw new ChatError('chat.title_too_long', `Title must be at most ${TITLE_MAX} characters`)
      if (title === state.title)
        throw new ChatError('chat.title_unchanged', 'The new title is the same as the old one')
      return [{ type: 'ChatSessionRenamed', data: { title } }]
    }
    case 'DeleteSession': {
      assertOpenAndOwned(state, command.data.actorId)
      return [{ type: 'ChatSessionDeleted', data: {} }]
    }
    default: {
      const unknown: never = command
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`)
    }
  }
}

function assertOpenAndOwned(state: ChatSessionState, actorId: string): void {
  if (state.ownerId === null) throw new ChatError('chat.not_found', 'Conversation not found')
  // Someone else's conversation reads exactly like a missing one, so an id reveals nothing.
  if (state.ownerId !== actorId) throw new ChatError('chat.not_owner', 'Conversation not found')
  if (state.deleted) throw new ChatError('chat.deleted', 'This conversation has been deleted')
}

function messagePosted(input: MessageInput, role: 'user' | 'assistant'): ChatMessagePosted {
  // Kept as written (the user's own line breaks and spacing); only blank text is refused.
  const { content } = input
  if (content.trim().length === 0) throw new ChatError('chat.message_required', 'A message cannot be empty')
  if (content.length > MESSAGE_MAX) {
    throw new ChatError(
      'chat.message_too_long',
      `A message may be at most ${MESSAGE_MAX.toLocaleString('en-IN')} characters`,
    )
  }
  return {
    messageId: input.messageId,
    role,
    content,
    postedAt: input.now.toISOString(),
    // Optional fields are left out rather than stored as undefined, so the stored JSON
    // and the decided event are the same object.
    ...(input.state !== undefined ? { state: input.state } : {}),
    ...(input.agreementId !== undefined ? { agreementId: input.agreementId } : {}),
    ...(input.pages !== undefined ? { pages: input.pages } : {}),
    ...(input.attachment !== undefined ? { attachment: input.attachment } : {}),
  }
}
