import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { isUuid } from '#domain/shared/ids.ts'
import { commentThreadOf } from '#events/projections/collaboration.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { apiJson, methodNotAllowed, readJsonBody } from '#app/platform/api-auth.server.ts'
import { apiComment, documentNotFound, refusal, requireApiDocument, withSuccessFlag } from './api.server.ts'
import { setCommentResolved } from './commands.server.ts'
import { getDb } from '#app/platform/db.server.ts'

// PATCH /api/documents/:id/comments/:commentId {resolved} → {success, comment}: resolve or
// reopen a thread (any role). A comment id of another document is the same 404 as a
// document the caller has no role on.

const bodySchema = z.object({ resolved: z.boolean({ error: 'resolved must be true or false' }) })

export const commentApiOtherMethod = () => withSuccessFlag(async () => methodNotAllowed(['PATCH']))

export const resolveCommentApi = ({ request, params, context }: ActionFunctionArgs) =>
  withSuccessFlag(async () => {
    if (request.method.toUpperCase() !== 'PATCH') return methodNotAllowed(['PATCH'])
    const { user, access } = await requireApiDocument(request, params.id)
    const body = await readJsonBody(request, bodySchema)
    const db = await getDb()
    const commentId = params.commentId ?? ''
    // Only a uuid names a comment: anything else is the same 404 as another document's id.
    if (!isUuid(commentId)) return documentNotFound()
    const outcome = await setCommentResolved(db, user, access.agreement.id, commentId, body.resolved, {
      by: commandContext({ request, context }, user.id),
    })
    if (!outcome.ok) return refusal(outcome)
    const thread = await commentThreadOf(db, access.agreement.id, commentId)
    return apiJson({ success: true, comment: thread ? apiComment(thread) : null })
  })
