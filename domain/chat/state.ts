import { evolveKnown } from '#domain/shared/decider.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import { isChatEvent, type ChatEvent } from './events.ts'

export type ChatSessionState = {
  /** null until the first message starts the session. */
  ownerId: string | null
  title: string
  deleted: boolean
  messageCount: number
  /** Messages that carry an agreement. */
  documentCount: number
  /** ISO instants of the first and the latest message; null before any. */
  createdAt: string | null
  updatedAt: string | null
}

export const initialChatSessionState = (): ChatSessionState => ({
  ownerId: null,
  title: '',
  deleted: false,
  messageCount: 0,
  documentCount: 0,
  createdAt: null,
  updatedAt: null,
})

function evolveKnownChatSession(state: ChatSessionState, event: ChatEvent): ChatSessionState {
  switch (event.type) {
    case 'ChatSessionStarted':
      return { ...state, ownerId: event.data.ownerId, title: event.data.title }
    case 'ChatMessagePosted':
      return {
        ...state,
        messageCount: state.messageCount + 1,
        documentCount: state.documentCount + (event.data.agreementId ? 1 : 0),
        createdAt: state.createdAt ?? event.data.postedAt,
        updatedAt: event.data.postedAt,
      }
    case 'ChatSessionRenamed':
      return { ...state, title: event.data.title }
    case 'ChatSessionDeleted':
      return { ...state, deleted: true }
    default:
      return assertNever(event, 'chat event')
  }
}

/** Events of types this build does not know leave the state as it is. */
export const evolveChatSession = evolveKnown(isChatEvent, evolveKnownChatSession)
