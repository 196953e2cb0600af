import { json } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'
import { editPageData, saveDocumentEdit } from './actions.server.ts'
import { documentAction } from '#app/platform/document-action.server.ts'

// The document page has edit mode in place (?edit=1) and posts here. Opened directly, this
// is a plain editor of the current text; after a refused save it shows what was kept. (The
// loader also runs after the action, so it must not redirect, or the 409 would be lost.)
export async function editPage(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  const data = await editPageData(user, id)
  if (!data) throw json('Document Not Found', { status: 404 })
  return json(data)
}

/** Saves the edited text on top of the version it was made from. */
export const editAction = documentAction(saveDocumentEdit)
