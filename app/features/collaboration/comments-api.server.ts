import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { COLLABORATION_TEXTS } from '#domain/collaboration/index.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { commentThreadOf, commentThreadsOf } from '#events/projections/collaboration.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { apiError, apiJson, methodNotAllowed, readJsonBody } from '#app/platform/api-auth.server.ts'
import { apiComment, documentNotFound, refusal, requireApiDocument, withSuccessFlag } from './api.server.ts'
import { postComment } from './commands.server.ts'
import { getDb } from '#app/platform/db.server.ts'

// GET  /api/documents/:id/comments?limit=&offset= → {success, comments[], total, offset, limit,
//      nextOffset}: a page of threads oldest first (50 by default, at most 100), each with
//      its replies; nextOffset is null on the last page.
// POST /api/documents/:id/comments {content, parentId} → 201 {success, comment}: a comment,
//      or with parentId a reply in that thread. Every role may comment; no role is the same
//      404 as a missing document, and so is a parentId of another document's comment.

const bodySchema = z.object({
  content: z.string({ error: 'content must be a string' }).default(''),
  parentId: z.string({ error: 'parentId must be a string' }).max(100).nullish(),
})

const DEFAULT_LIMIT = 50
const MAX_LIMIT = 100
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .optional()
const pageSchema = z.object({
  limit: wholeNumber(1, MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`),
  offset: wholeNumber(0, 999_999_999, 'offset must be a whole number, 0 or more'),
})

export const commentsApi = ({ request, params }: LoaderFunctionArgs) =>
  withSuccessFlag(async () => {
    const { access } = await requireApiDocument(request, params.id)
    const search = new URL(request.url).searchParams
    const asked = pageSchema.safeParse({
      limit: search.get('limit') ?? undefined,
      offset: search.get('offset') ?? undefined,
    })
    if (!asked.success) return apiError(400, asked.error.issues[0]?.message ?? 'Bad page', { success: false })
    const { limit = DEFAULT_LIMIT, offset = 0 } = asked.data
    const page = await commentThreadsOf(await getDb(), access.agreement.id, { offset, limit })
    const next = offset + page.threads.length
    return apiJson({
      success: true,
      comments: page.threads.map(apiComment),
      total: page.total,
      offset,
      limit,
      nextOffset: next < page.total ? next : null,
    })
  })

export const postCommentApi = ({ request, params, context }: ActionFunctionArgs) =>
  withSuccessFlag(async () => {
    if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const { user, access } = await requireApiDocument(request, params.id)
    const body = await readJsonBody(request, bodySchema)
    if (body.content.trim() === '') return apiError(400, COLLABORATION_TEXTS.commentEmpty, { success: false })
    // Only a uuid names a comment: anything else is the same 404 as another document's comment.
    if (body.parentId && !isUuid(body.parentId)) return documentNotFound()
    const db = await getDb()
    const outcome = await postComment(
      db,
      user,
      access.agreement.id,
      { content: body.content, parentId: body.parentId ?? undefined },
      { by: commandContext({ request, context }, user.id) },
    )
    if (!outcome.ok) return refusal(outcome)
    const thread = await commentThreadOf(db, access.agreement.id, outcome.commentId)
    if (thread?.id === outcome.commentId)
      return apiJson({ success: true, comment: apiComment(thread) }, { status: 201 })
    const parent = thread
    const reply = parent?.replies.find((r) => r.id === outcome.commentId)
    return apiJson(
      {
        success: true,
        comment: reply
          ? {
              id: reply.id,
              authorName: reply.authorName,
              timestamp: reply.createdAt.toISOString(),
              content: reply.content,
              parentId: parent!.id,
            }
          : null,
      },
      { status: 201 },
    )
  })
