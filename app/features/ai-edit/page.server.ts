import { redirect } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'
import { requireDocumentAccess } from '#app/features/documents/guard.server.ts'
import { aiEditAction } from './actions.server.ts'
import { aiEditorHref } from './contract.ts'
import { documentAction } from '#app/platform/document-action.server.ts'

// The editor lives on the document page (?ai=1); this route takes the posts. Remix also
// runs this loader to render the page after the action answered a refusal — with the
// post's headers — and a redirect then would throw the refusal away, so only a browser's
// own GET (which sends no Content-Type) is sent to the editor.
export async function aiEditPage(request: Request, id: string | undefined) {
  const user = await requireUser(request)
  await requireDocumentAccess(user, id)
  if (request.headers.has('content-type')) return null
  return redirect(aiEditorHref(id ?? ''))
}

/** The AI editor's form and its Undo. */
export const aiEditPageAction = documentAction(aiEditAction)
