import { json } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'
import { collaborationAction } from './actions.server.ts'
import { sharedDocumentData } from './shared-document.server.ts'
import { documentAction } from '#app/platform/document-action.server.ts'

/** The shared document for anyone with a role on it; the print view too (?view=print). */
export async function sharedDocumentPage(request: Request, id: string | undefined, context: unknown = {}) {
  const user = await requireUser(request)
  // No role and no such document are the same answer: nothing of the document is sent.
  const data = await sharedDocumentData(user, id, new URL(request.url), { request, context })
  if (!data) throw json('Document Not Found', { status: 404 })
  return json(data)
}

/** Every collaboration form: team, comments and share. */
export const sharedDocumentAction = documentAction(collaborationAction)
