import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { chatSessionsApi } from '#app/features/chat/sessions-api.server.ts'

// GET /api/chat-sessions: the caller's conversations, most recently active first.
export const loader = (args: LoaderFunctionArgs) => chatSessionsApi(args)

export async function action() {
  return methodNotAllowed(['GET'])
}
