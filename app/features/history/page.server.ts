import { json } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'
import { historyPageData } from './queries.server.ts'

/**
 * GET /app/documents/<id>/history — for whoever may view the document (the owner or any
 * collaborator); anyone else gets the same 404 as a missing id. The list, the versions, the
 * comparison and the chain check are all this URL's parameters, so it needs no JavaScript.
 */
export async function historyPage(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  const result = await historyPageData(user, id, new URL(request.url))
  if (!result) throw json('Document Not Found', { status: 404 })
  return json(result.page, { status: result.status })
}
