import crypto from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '#db/types.ts'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { libraryCount, libraryTotal } from '#events/projections/index.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { generateAgreement } from '#app/utils/generation.server.ts'
import { runSubscriptionCommand } from '#app/utils/subscription.server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { openTestDb, resetDb } from '#tests/support/db.ts'

let db: Db
beforeAll(async () => {
  db = await openTestDb()
})
afterAll(() => db.close())
beforeEach(() => resetDb(db))

const ai = createOfflineProvider()

async function professional() {
  const ownerId = crypto.randomUUID()
  await runSubscriptionCommand(db, ownerId, { type: 'ActivateSubscription', data: { now: new Date(), source: 'operator' } })
  return ownerId
}

describe('the library total', () => {
  it('counts each owner’s agreements as they are generated, concurrently too, and equals its rebuild', async () => {
    const [a, b] = [await professional(), await professional()]
    const generate = (ownerId: string) =>
      generateAgreement(db, ai, { ownerId, templateId: 'rental-agreement', details: SAMPLE_DETAILS['rental-agreement'] })
    await Promise.all([...Array.from({ length: 6 }, () => generate(a)), generate(b)])
    expect([await libraryTotal(db, a), await libraryTotal(db, b)]).toEqual([6, 1])
    expect(await libraryTotal(db, a)).toBe(await libraryCount(db, a))
    expect(await libraryTotal(db, crypto.randomUUID())).toBe(0)
    expect(await libraryTotal(db, 'not-an-id')).toBe(0)

    const before = await db.query('SELECT * FROM library_counts ORDER BY owner_id')
    await rebuildProjections(db)
    expect(await db.query('SELECT * FROM library_counts ORDER BY owner_id')).toEqual(before)
  })
})

describe('the workspace snapshot', () => {
  it('reads the same library page, total and subscription as the separate reads', async () => {
    const { workspaceSnapshot } = await import('#app/utils/workspace-snapshot.server.ts')
    const { libraryOf, subscriptionOf } = await import('#events/projections/index.ts')
    const empty = crypto.randomUUID()
    expect(await workspaceSnapshot(db, empty, 5)).toEqual({
      library: [],
      total: 0,
      subscription: await subscriptionOf(db, empty),
    })
    const a = await professional()
    for (let i = 0; i < 7; i++)
      await generateAgreement(db, ai, { ownerId: a, templateId: 'rental-agreement', details: SAMPLE_DETAILS['rental-agreement'] })
    const snapshot = await workspaceSnapshot(db, a, 5)
    expect(snapshot.library).toEqual(await libraryOf(db, a, { limit: 5, offset: 0 }))
    expect(snapshot.total).toBe(7)
    expect(snapshot.subscription).toEqual(await subscriptionOf(db, a))
    expect(snapshot.subscription.plan).toBe('professional')
  })
})
