import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { listChatSessions } from '#events/projections/index.ts'
import { apiError, apiJson, firstIssue, requireApiUser } from '#app/platform/api-auth.server.ts'
import { getDb } from '#app/platform/db.server.ts'

// GET /api/chat-sessions: the caller's conversations, most recently active first.
// A `userEmail` parameter (the earlier product's special case) is ignored: always the caller's.
const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

export async function chatSessionsApi({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const query = querySchema.safeParse({ limit: new URL(request.url).searchParams.get('limit') ?? undefined })
  if (!query.success) return apiError(400, firstIssue(query.error))
  const sessions = await listChatSessions(await getDb(), user.id, { limit: query.data.limit })
  return apiJson(
    sessions.map((s) => ({
      id: s.id,
      title: s.title,
      updatedAt: s.updatedAt?.toISOString() ?? null,
      documentCount: s.documentCount,
    })),
  )
}
