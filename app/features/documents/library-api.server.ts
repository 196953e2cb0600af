import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { libraryTotal } from '#events/projections/index.ts'
import { libraryWithContentOf } from '#events/projections/agreements.ts'
import { apiError, apiJson, firstIssue, requireApiUser } from '#app/platform/api-auth.server.ts'
import { getDb } from '#app/platform/db.server.ts'

// GET /api/user-agreements: the caller's library, newest first, a page at a time from the
// read model (a user may have thousands). `userEmail` (the earlier product's special
// case) is ignored: the library is always the caller's own.
const querySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit can be at most 200')
    .default(50),
  offset: z.coerce
    .number()
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .max(1_000_000, 'offset is too large')
    .default(0),
})

export async function libraryApi({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const params = new URL(request.url).searchParams
  const query = querySchema.safeParse({
    limit: params.get('limit') ?? undefined,
    offset: params.get('offset') ?? undefined,
  })
  if (!query.success) return apiError(400, firstIssue(query.error))
  const db = await getDb()
  const [entries, total] = await Promise.all([
    libraryWithContentOf(db, user.id, query.data),
    libraryTotal(db, user.id),
  ])
  return apiJson({
    success: true,
    agreements: entries.map((e) => ({
      id: e.id,
      title: e.title,
      content: e.content,
      pages: e.pages,
      summary: e.summary,
      createdAt: e.createdAt.toISOString(),
    })),
    total,
    limit: query.data.limit,
    offset: query.data.offset,
  })
}
