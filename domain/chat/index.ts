import type { Decider } from '#domain/shared/decider.ts'
import { decideChatSession, type ChatCommand } from './decide.ts'
import type { ChatEvent } from './events.ts'
import { evolveChatSession, initialChatSessionState, type ChatSessionState } from './state.ts'

export * from './events.ts'
export * from './state.ts'
export * from './title.ts'
export * from './decide.ts'
export * from './dates.ts'

export const chatStreamId = (sessionId: string) => `chat-${sessionId}`

/** The aggregate as `handleCommand` takes it. */
export const chatSessionDecider = {
  initialState: initialChatSessionState,
  evolve: evolveChatSession,
  decide: decideChatSession,
} satisfies Decider<ChatSessionState, ChatCommand, ChatEvent>
