import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { agreementFor } from '#events/projections/index.ts'
import { getAiProvider } from '#app/providers/ai.server.ts'
import { sendChatMessage } from './chat.server.ts'
import { apiJson, methodNotAllowed, readJsonBody, requireApiUser } from '#app/platform/api-auth.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { errorResponse } from '#app/platform/http-errors.server.ts'

// POST /api/chat: one turn of the workspace chat. Without a sessionId it starts a new
// conversation; with one it must be the caller's own.
const bodySchema = z.object({
  sessionId: z.uuid('sessionId must be a conversation id').nullish(),
  message: z
    .string({ error: 'message must be a string' })
    .trim()
    .min(1, 'Please type a message before sending.')
    .max(20_000, 'A message can be at most 20,000 characters.'),
})

export async function chatTurnApi({ request, context }: ActionFunctionArgs) {
  if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const body = await readJsonBody(request, bodySchema)
  const db = await getDb()
  let turn: Awaited<ReturnType<typeof sendChatMessage>>
  try {
    turn = await sendChatMessage(db, getAiProvider(), {
      by: commandContext({ request, context }, user.id),
      sessionId: body.sessionId ?? undefined,
      text: body.message,
    })
  } catch (error) {
    return errorResponse(error)
  }
  const agreement = turn.agreementId ? await agreementFor(db, user.id, turn.agreementId) : null
  return apiJson({
    sessionId: turn.sessionId,
    response: turn.reply,
    ...(agreement ? { agreement: { id: agreement.id, title: agreement.title, pages: agreement.pages } } : {}),
  })
}
