import type { Queryable } from '#db/types.ts'
import { subscriptionOf } from '#events/projections/subscriptions.ts'
import { documentUsage, documentUsageText } from '#domain/subscription/usage.ts'

/** The Subscription tab's documents used against the plan in force (trial: 1; Professional: unlimited). */
export async function documentUsageOf(q: Queryable, userId: string, now = new Date()) {
  const usage = documentUsage(await subscriptionOf(q, userId), now)
  return { ...usage, text: documentUsageText(usage) }
}
