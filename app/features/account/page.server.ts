import { json } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { billingHistoryOf } from '#app/features/billing/billing-history.server.ts'
import { subscriptionStatus } from '#app/features/subscription/subscription.server.ts'

/** The account's details, its plan and its billing history (each invoice downloadable). */
export async function profilePage(request: Request) {
  const user = await requireUser(request)
  const db = await getDb()
  const [status, billing] = await Promise.all([
    subscriptionStatus(db, user.id),
    billingHistoryOf(db, user.id),
  ])
  const plan = status.subscription
  return json({
    user,
    plan: plan ? { status: plan.status, validUntil: plan.currentEnd } : null,
    billing,
  })
}
