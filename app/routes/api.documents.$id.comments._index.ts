import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { commentsApi, postCommentApi } from '#app/features/collaboration/comments-api.server.ts'

// GET and POST /api/documents/:id/comments: the threads a page at a time, and a new comment or reply.
export const loader = (args: LoaderFunctionArgs) => commentsApi(args)

export const action = (args: ActionFunctionArgs) => postCommentApi(args)
