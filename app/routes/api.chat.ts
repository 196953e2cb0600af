import type { ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { chatTurnApi } from '#app/features/chat/chat-api.server.ts'

// POST /api/chat: one turn of the workspace chat.
export async function loader() {
  return methodNotAllowed(['POST'])
}

export const action = (args: ActionFunctionArgs) => chatTurnApi(args)
