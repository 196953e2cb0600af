import type { LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/platform/api-auth.server.ts'
import { userStatsApi } from '#app/features/account/stats-api.server.ts'

// GET /api/user-stats: the caller's own statistics and recent activity.
export const loader = (args: LoaderFunctionArgs) => userStatsApi(args)

export async function action() {
  return methodNotAllowed(['GET'])
}
