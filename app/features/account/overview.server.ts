import type { Queryable } from '#db/types.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import { relativeTime } from '#domain/shared/relative-time.ts'
import { recentActivityOf } from './activity.server.ts'
import { accountStatsOf } from './stats.server.ts'

/** The Overview tab: the statistics and the last recorded actions. */
export async function overviewOf(q: Queryable, userId: string, now = new Date()) {
  const [{ stats }, activity] = await Promise.all([
    accountStatsOf(q, userId, now),
    recentActivityOf(q, userId, now),
  ])
  const lastActive = stats.lastActive ? new Date(stats.lastActive) : null
  return {
    stats,
    // Worded here, with the request's clock, so the page reads the same without JavaScript.
    lastActive: lastActive
      ? { when: relativeTime(lastActive, now), exact: istDateTime(lastActive, { seconds: false }) }
      : null,
    activity,
  }
}

export type OverviewData = Awaited<ReturnType<typeof overviewOf>>
