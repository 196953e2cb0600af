import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { chatMessages, getChatSession, type ChatSessionSummary } from '#events/projections/index.ts'
import { manageChatSession } from './chat.server.ts'
import {
  apiError,
  apiJson,
  methodNotAllowed,
  notFound,
  readJsonBody,
  requireApiUser,
} from '#app/platform/api-auth.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { errorResponse } from '#app/platform/http-errors.server.ts'

// GET, PATCH (rename) and DELETE /api/chat-sessions/:id, for the caller's own conversations.
// Another user's id and an id that does not exist get the same 404.

export const MESSAGES_ARE_RECORDED =
  'Messages are recorded as they are sent and cannot be replaced; only the title of a conversation can be changed.'

// `messages` and `documentCount` are what the earlier client sent to "save the
// conversation"; here each message is an event when it is sent, so they are refused.
const patchSchema = z.object({
  title: z.string({ error: 'title must be a string' }).max(1000, 'title is too long').optional(),
  messages: z.unknown().optional(),
  documentCount: z.unknown().optional(),
})

const summary = (s: ChatSessionSummary) => ({
  id: s.id,
  title: s.title,
  updatedAt: s.updatedAt?.toISOString() ?? null,
  documentCount: s.documentCount,
})

async function ownSession(request: Request, id: string | undefined) {
  const user = await requireApiUser(request)
  const db = await getDb()
  const session = id ? await getChatSession(db, user.id, id) : null
  if (!session) throw notFound()
  return { user, db, session }
}

export async function chatSessionApi({ request, params }: LoaderFunctionArgs) {
  const { db, session } = await ownSession(request, params.id)
  const messages = await chatMessages(db, session.id)
  return apiJson({
    ...summary(session),
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      timestamp: m.postedAt.toISOString(),
      ...(m.agreementId ? { agreementData: { agreementId: m.agreementId, pages: m.pages } } : {}),
    })),
  })
}

export async function changeChatSessionApi({ request, params, context }: ActionFunctionArgs) {
  const method = request.method.toUpperCase()
  if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(['GET', 'PATCH', 'DELETE'])
  const { user, db, session } = await ownSession(request, params.id)
  const by = commandContext({ request, context }, user.id)

  if (method === 'DELETE') {
    const failed = await change(() => manageChatSession(db, by, session.id, { type: 'delete' }))
    return failed ?? apiJson({ success: true })
  }

  const body = await readJsonBody(request, patchSchema)
  if (body.messages !== undefined || body.documentCount !== undefined)
    return apiError(400, MESSAGES_ARE_RECORDED)
  if (body.title === undefined) return apiError(400, 'Send {"title": "…"} to rename the conversation')
  const title = body.title
  const failed = await change(() => manageChatSession(db, by, session.id, { type: 'rename', title }))
  if (failed) return failed
  const renamed = await getChatSession(db, user.id, session.id)
  return renamed ? apiJson(summary(renamed)) : notFound()
}

/** Runs a change; a refusal from the decider becomes the API's answer. */
async function change(run: () => Promise<unknown>): Promise<Response | null> {
  try {
    await run()
    return null
  } catch (error) {
    return errorResponse(error)
  }
}
