import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { NO_CONTENT } from '#domain/ai/index.ts'
import { applyAiEdit, configuredAi } from './ai-edit.server.ts'
import {
  apiError,
  apiJson,
  methodNotAllowed,
  NOT_FOUND,
  readJsonBody,
  requireApiUser,
} from '#app/platform/api-auth.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'

// POST /api/edit-agreement {agreementId, editRequest, currentContent, userEmail}
//   → {success, editedContent, message} or {success: false, error}.
// The same AI edit as the document page's, for the owner and for collaborators whose role
// may edit (a viewer gets 403; no role at all, the same 404 as a missing document). `currentContent` is the text the client saw:
// when the stored text differs, the answer is 409 rather than an edit of a text the client
// never saw. `userEmail` is accepted and ignored (ADR 0005): the caller is who the session
// or token says.
const bodySchema = z.object({
  agreementId: z
    .string({ error: 'agreementId must be a string' })
    .max(100, 'agreementId is not an agreement id'),
  editRequest: z
    .string({ error: 'editRequest must be a string' })
    .max(20_000, 'editRequest can be at most 20,000 characters'),
  currentContent: z.string({ error: 'currentContent must be a string' }),
  userEmail: z.unknown().optional(),
})

export const STALE_CONTENT =
  'The document changed since you loaded it, so nothing was edited. Load it again (GET /api/agreements/:id) and send the request with its current content.'

export async function editAgreementApi({ request, context }: ActionFunctionArgs) {
  if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const body = await readJsonBody(request, bodySchema)
  if (body.currentContent.trim() === '')
    return apiError(400, NO_CONTENT, { success: false, title: 'No agreement available' })

  const outcome = await applyAiEdit(await getDb(), configuredAi(), {
    user,
    by: commandContext({ request, context }, user.id),
    agreementId: body.agreementId,
    instruction: body.editRequest,
    basis: { content: body.currentContent },
  })
  if (!outcome.ok) {
    if (outcome.code === 'not_found') return apiError(404, NOT_FOUND, { success: false })
    if (outcome.code === 'conflict')
      return apiError(409, STALE_CONTENT, { success: false, title: outcome.title })
    return apiError(outcome.status, outcome.message, {
      success: false,
      title: outcome.title,
      ...(outcome.suggestions.length > 0 ? { suggestions: outcome.suggestions } : {}),
    })
  }
  return apiJson({
    success: true,
    editedContent: outcome.content,
    message: outcome.summary,
    version: outcome.version,
  })
}
