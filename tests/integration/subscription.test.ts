import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConcurrencyError } from '#events/types.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { SubscriptionError } from '#domain/subscription/index.ts'
import { runSubscriptionCommand, subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { actingAs } from '#tests/support/actor.ts'

const db = useTestDatabase()

const spend = (userId: string, now = new Date()) =>
  runSubscriptionCommand(db(), actingAs(userId), userId, {
    type: 'UseDocumentAllowance',
    data: { agreementId: crypto.randomUUID(), now },
  })

describe('the free trial under concurrency', () => {
  it('20 simultaneous documents from a trial user: exactly one is allowed', async () => {
    const userId = crypto.randomUUID()
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(userId)))
    const allowed = results.filter((r) => r.status === 'fulfilled')
    expect(allowed).toHaveLength(1)
    for (const r of results) {
      if (r.status === 'rejected') {
        const refusedForTheRightReason =
          (r.reason instanceof SubscriptionError && r.reason.code === 'subscription.limit_reached') ||
          r.reason instanceof ConcurrencyError
        expect(refusedForTheRightReason, String(r.reason)).toBe(true)
      }
    }
    const events = await db().query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1', [
      `subscription-${userId}`,
    ])
    expect(events.map((e) => e.type)).toEqual(['DocumentAllowanceUsed'])
    expect(await subscriptionStatus(db(), userId)).toEqual({ subscription: null, canCreateDocument: false })
  })

  it('Professional is unlimited: 20 simultaneous documents all go through', async () => {
    const userId = crypto.randomUUID()
    await runSubscriptionCommand(db(), actingAs(userId), userId, {
      type: 'ActivateSubscription',
      data: { now: new Date(), source: 'operator' },
    })
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(userId)))
    // Conflicts are retried (re-read, re-decided), so on a contended stream some may run
    // out of retries; none may be refused for the limit.
    const limited = results.filter((r) => r.status === 'rejected' && r.reason instanceof SubscriptionError)
    expect(limited).toHaveLength(0)
    const fulfilled = results.filter((r) => r.status === 'fulfilled').length
    const status = await subscriptionStatus(db(), userId)
    expect(status.canCreateDocument).toBe(true)
    expect(status.subscription).toMatchObject({
      status: 'active',
      plan: 'professional',
      documentsUsed: fulfilled,
      documentsLimit: -1,
    })
  })
})

describe('the subscriptions read model', () => {
  it('equals its rebuild from the log', async () => {
    const users = [crypto.randomUUID(), crypto.randomUUID()]
    await spend(users[0]!)
    await runSubscriptionCommand(db(), actingAs(users[1]!), users[1]!, {
      type: 'ActivateSubscription',
      data: { now: new Date(), source: 'operator' },
    })
    await spend(users[1]!)
    await runSubscriptionCommand(db(), actingAs(users[1]!), users[1]!, {
      type: 'CancelSubscription',
      data: { now: new Date() },
    })
    const before = await db().query('SELECT * FROM subscriptions ORDER BY user_id')
    await rebuildProjections(db())
    expect(await db().query('SELECT * FROM subscriptions ORDER BY user_id')).toEqual(before)
    expect(before).toHaveLength(2)
  })
})
