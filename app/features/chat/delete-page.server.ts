import { json } from '@remix-run/node'
import { commandContext } from '#app/platform/command-context.server.ts'
import { assertCsrf } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { deleteChatSession, ownedChatSession } from './chat.server.ts'

async function ownedSession(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  const session = await ownedChatSession(await getDb(), user.id, id)
  if (!session) throw json('Conversation not found', { status: 404 })
  return { user, session }
}

// The confirmation is a page of its own, so deleting needs no JavaScript.
export async function deleteConversationPage(request: Request, id: string | undefined) {
  const { session } = await ownedSession(request, id)
  return json({ id: session.id, title: session.title })
}

/** Deletes the conversation (its agreements stay in the library) and returns to the chat list. */
export async function deleteConversationAction({
  request,
  params,
  context,
}: {
  request: Request
  params: { id?: string }
  context: unknown
}) {
  await assertCsrf(request, await readForm(request))
  const { user, session } = await ownedSession(request, params.id)
  const deleted = await deleteChatSession(
    await getDb(),
    commandContext({ request, context }, user.id),
    session.id,
  )
  if (!deleted.ok) throw json(deleted.message, { status: deleted.status })
  return redirectWithToast(request, '/app?tab=chats', {
    type: 'success',
    title: 'Chat deleted',
    description: 'The conversation has been removed',
  })
}
