import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { changeChatSessionApi, chatSessionApi } from '#app/features/chat/session-api.server.ts'

export { MESSAGES_ARE_RECORDED } from '#app/features/chat/session-api.server.ts'

// GET, PATCH (rename) and DELETE /api/chat-sessions/:id, for the caller's own conversations.
export const loader = (args: LoaderFunctionArgs) => chatSessionApi(args)

export const action = (args: ActionFunctionArgs) => changeChatSessionApi(args)
