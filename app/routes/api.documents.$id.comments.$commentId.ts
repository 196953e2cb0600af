import type { ActionFunctionArgs } from '@remix-run/node'
import { commentApiOtherMethod, resolveCommentApi } from '#app/features/collaboration/comment-api.server.ts'

// PATCH /api/documents/:id/comments/:commentId: resolve or reopen a thread.
export const loader = () => commentApiOtherMethod()

export const action = (args: ActionFunctionArgs) => resolveCommentApi(args)
