import { redirect } from '@remix-run/node'
import { commandContext } from '#app/platform/command-context.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { requireDocumentAccess } from '#app/features/documents/guard.server.ts'
import { addClauseAction } from './actions.server.ts'

// The library itself is the document page's Clauses tab.
export async function clausesPage(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  await requireDocumentAccess(user, id)
  return redirect(`/app/documents/${id ?? ''}?tab=clauses`)
}

/** "Add to document" from the Clauses tab. */
export async function addClausePageAction({
  request,
  params,
  context,
}: {
  request: Request
  params: { id?: string }
  context: unknown
}) {
  const user = await requireUser(request)
  return addClauseAction(request, commandContext({ request, context }, user.id), params.id ?? '')
}
