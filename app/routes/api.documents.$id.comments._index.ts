import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { COLLABORATION_TEXTS } from '#domain/collaboration/index.ts'
import { commentsOf } from '#events/projections/collaboration.ts'
import { apiError, apiJson, methodNotAllowed, readJsonBody } from '#app/utils/api-auth.server.ts'
import { apiComment, refusal, requireApiDocument, withSuccessFlag } from '#app/utils/collaboration-api.server.ts'
import { postComment } from '#app/utils/collaboration-commands.server.ts'
import { getDb } from '#app/utils/db.server.ts'

// GET  /api/documents/:id/comments → {success, comments[]}, threads oldest first.
// POST /api/documents/:id/comments {content, parentId} → 201 {success, comment}: a comment,
//      or with parentId a reply in that thread. Every role may comment; no role is the same
//      404 as a missing document, and so is a parentId of another document's comment.

const bodySchema = z.object({
  content: z.string({ error: 'content must be a string' }).default(''),
  parentId: z.string({ error: 'parentId must be a string' }).max(100).nullish(),
})

export const loader = ({ request, params }: LoaderFunctionArgs) => withSuccessFlag(async () => {
  const { access } = await requireApiDocument(request, params.id)
  const comments = await commentsOf(await getDb(), access.agreement.id)
  return apiJson({ success: true, comments: comments.map(apiComment) })
})

export const action = ({ request, params }: ActionFunctionArgs) => withSuccessFlag(async () => {
  if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user, access } = await requireApiDocument(request, params.id)
  const body = await readJsonBody(request, bodySchema)
  if (body.content.trim() === '') return apiError(400, COLLABORATION_TEXTS.commentEmpty, { success: false })
  const db = await getDb()
  const outcome = await postComment(db, user, access.agreement.id, { content: body.content, parentId: body.parentId ?? undefined })
  if (!outcome.ok) return refusal(outcome)
  const threads = await commentsOf(db, access.agreement.id)
  const thread = threads.find((t) => t.id === outcome.commentId)
  if (thread) return apiJson({ success: true, comment: apiComment(thread) }, { status: 201 })
  const parent = threads.find((t) => t.replies.some((r) => r.id === outcome.commentId))
  const reply = parent?.replies.find((r) => r.id === outcome.commentId)
  return apiJson(
    {
      success: true,
      comment: reply ? { id: reply.id, authorName: reply.authorName, timestamp: reply.createdAt.toISOString(), content: reply.content, parentId: parent!.id } : null,
    },
    { status: 201 },
  )
})
