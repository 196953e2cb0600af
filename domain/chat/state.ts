import type { ChatEvent } from './events.ts'

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

export function evolveChatSession(state: ChatSessionState, event: { type: string; data: unknown }): ChatSessionState {
  const known = event as ChatEvent
  switch (known.type) {
    case 'ChatSessionStarted':
      return { ...state, ownerId: known.data.ownerId, title: known.data.title }
    case 'ChatMessagePosted':
      return {
        ...state,
        messageCount: state.messageCount + 1,
        documentCount: state.documentCount + (known.data.agreementId ? 1 : 0),
        createdAt: state.createdAt ?? known.data.postedAt,
        updatedAt: known.data.postedAt,
      }
    case 'ChatSessionRenamed':
      return { ...state, title: known.data.title }
    case 'ChatSessionDeleted':
      return { ...state, deleted: true }
    default:
      // Events of later schema versions or other types leave the state as it is.
      return state
  }
}
