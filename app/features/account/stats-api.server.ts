import type { LoaderFunctionArgs } from '@remix-run/node'
import { normaliseEmail } from '#domain/accounts/credentials.ts'
import { apiError, apiJson, requireApiUser } from '#app/platform/api-auth.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { recentActivityOf } from './activity.server.ts'
import { accountStatsOf } from './stats.server.ts'

export const OWN_STATS_ONLY = 'You can see only your own statistics'

/**
 * GET /api/user-stats (spec 001 §7): the caller's own statistics, by session cookie or
 * bearer token. `userEmail` never selects an account: the caller's own address is
 * accepted, any other is a 403 — the same for every other address, so nothing is learned.
 */
export async function userStatsApi({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const asked = new URL(request.url).searchParams.get('userEmail')?.trim() ?? ''
  if (asked !== '' && normaliseEmail(asked) !== normaliseEmail(user.email)) {
    return apiError(403, OWN_STATS_ONLY)
  }
  const db = await getDb()
  const now = new Date()
  const [{ stats }, activity] = await Promise.all([
    accountStatsOf(db, user.id, now),
    recentActivityOf(db, user.id, now),
  ])
  return apiJson({
    stats,
    recentActivity: activity.map(({ type, text, href, at }) => ({ type, text, href, at })),
  })
}
