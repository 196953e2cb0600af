import crypto from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { libraryCount, libraryTotal } from '#events/projections/index.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { openPostgres } from '#db/postgres.server.ts'
import { noticesDelivered } from '#tests/support/notices.ts'
import { actingAs } from '#tests/support/actor.ts'

const db = useTestDatabase()

const ai = createOfflineProvider()

/** From now on (once earlier notices are in), how many times the snapshot statement runs. */
async function countSnapshotReads() {
  await noticesDelivered(db())
  const reads = vi.spyOn(db(), 'query')
  const snapshotReads = () => reads.mock.calls.filter(([text]) => text.includes('workspace_snapshot')).length
  return { snapshotReads, reads }
}

async function professional() {
  const ownerId = crypto.randomUUID()
  await runSubscriptionCommand(db(), actingAs(ownerId), ownerId, {
    type: 'ActivateSubscription',
    data: { now: new Date(), source: 'operator' },
  })
  return ownerId
}

describe('the library total', () => {
  it('counts each owner’s agreements as they are generated, concurrently too, and equals its rebuild', async () => {
    const [a, b] = [await professional(), await professional()]
    const generate = (ownerId: string) =>
      generateAgreement(db(), ai, {
        owner: actingAs(ownerId),
        templateId: 'rental-agreement',
        details: SAMPLE_DETAILS['rental-agreement'],
      })
    await Promise.all([...Array.from({ length: 6 }, () => generate(a)), generate(b)])
    expect([await libraryTotal(db(), a), await libraryTotal(db(), b)]).toEqual([6, 1])
    expect(await libraryTotal(db(), a)).toBe(await libraryCount(db(), a))
    expect(await libraryTotal(db(), crypto.randomUUID())).toBe(0)
    expect(await libraryTotal(db(), 'not-an-id')).toBe(0)

    const before = await db().query('SELECT * FROM library_counts ORDER BY owner_id')
    await rebuildProjections(db())
    expect(await db().query('SELECT * FROM library_counts ORDER BY owner_id')).toEqual(before)
  })
})

describe('the workspace snapshot', () => {
  it('reads the same library page, total and subscription as the separate reads', async () => {
    const { workspaceSnapshot } = await import('#app/features/workspace/snapshot.server.ts')
    const { libraryOf, subscriptionOf } = await import('#events/projections/index.ts')
    const empty = crypto.randomUUID()
    expect(await workspaceSnapshot(db(), empty, 5)).toEqual({
      library: [],
      total: 0,
      subscription: await subscriptionOf(db(), empty),
    })
    const a = await professional()
    for (let i = 0; i < 7; i++)
      await generateAgreement(db(), ai, {
        owner: actingAs(a),
        templateId: 'rental-agreement',
        details: SAMPLE_DETAILS['rental-agreement'],
      })
    const snapshot = await workspaceSnapshot(db(), a, 5)
    expect(snapshot.library).toEqual(await libraryOf(db(), a, { limit: 5, offset: 0 }))
    expect(snapshot.total).toBe(7)
    expect(snapshot.subscription).toEqual(await subscriptionOf(db(), a))
    expect(snapshot.subscription.plan).toBe('professional')
  })

  it('is read once per change of the read models, whoever makes it', async () => {
    const { workspaceSnapshot } = await import('#app/features/workspace/snapshot.server.ts')
    const a = await professional()
    const { snapshotReads, reads } = await countSnapshotReads()
    try {
      const first = await workspaceSnapshot(db(), a, 5)
      expect(await workspaceSnapshot(db(), a, 5)).toEqual(first)
      expect(snapshotReads()).toBe(1)
      expect(Object.isFrozen(first.library)).toBe(true)

      // This process's append is seen on the very next view (a redirect after generating).
      await generateAgreement(db(), ai, {
        owner: actingAs(a),
        templateId: 'rental-agreement',
        details: SAMPLE_DETAILS['rental-agreement'],
      })
      const generated = await workspaceSnapshot(db(), a, 5)
      expect(generated.total).toBe(1)
      expect(generated.library.map((e) => e.title)).toEqual(['Leave and Licence Agreement'])

      // So are a subscription change and a rebuild of the read models.
      await runSubscriptionCommand(db(), actingAs(a), a, {
        type: 'CancelSubscription',
        data: { now: new Date() },
      })
      expect((await workspaceSnapshot(db(), a, 5)).subscription.cancelled).toBe(true)
      await db().query('UPDATE library_counts SET total = 99 WHERE owner_id = $1', [a])
      await rebuildProjections(db())
      expect((await workspaceSnapshot(db(), a, 5)).total).toBe(1)

      // Each user and each page size is its own copy.
      const b = await professional()
      expect((await workspaceSnapshot(db(), b, 5)).total).toBe(0)
      expect((await workspaceSnapshot(db(), a, 0)).library).toEqual([])
    } finally {
      reads.mockRestore()
    }
  })

  it('keeps no copy longer than 30 seconds, whatever the notices say', async () => {
    const { workspaceSnapshot } = await import('#app/features/workspace/snapshot.server.ts')
    const a = await professional()
    const { snapshotReads, reads } = await countSnapshotReads()
    const start = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start)
    try {
      await workspaceSnapshot(db(), a, 5)
      clock.mockReturnValue(start + 29_000)
      await workspaceSnapshot(db(), a, 5)
      expect(snapshotReads()).toBe(1)
      clock.mockReturnValue(start + 31_000)
      await workspaceSnapshot(db(), a, 5)
      expect(snapshotReads()).toBe(2)
    } finally {
      clock.mockRestore()
      reads.mockRestore()
    }
  })

  it('drops what it kept when another writer changes the read models (the database notices)', async () => {
    const { workspaceSnapshot } = await import('#app/features/workspace/snapshot.server.ts')
    const a = await professional()
    await generateAgreement(db(), ai, {
      owner: actingAs(a),
      templateId: 'rental-agreement',
      details: SAMPLE_DETAILS['rental-agreement'],
    })
    expect((await workspaceSnapshot(db(), a, 5)).total).toBe(1)
    // Another server on Postgres (its own connection), or a hand-written fix on PGlite: no
    // append of this process is involved, only the triggers' notice.
    const other = testDatabaseKind === 'postgres' ? openPostgres(process.env.DATABASE_URL!, { max: 1 }) : db()
    try {
      await other.query(`UPDATE agreements SET title = 'Renamed elsewhere' WHERE owner_id = $1`, [a])
      await other.query('UPDATE library_counts SET total = 42 WHERE owner_id = $1', [a])
      await expect
        .poll(async () => {
          const seen = await workspaceSnapshot(db(), a, 5)
          return [seen.total, seen.library[0]?.title]
        })
        .toEqual([42, 'Renamed elsewhere'])
    } finally {
      if (other !== db()) await other.close()
    }
  })
})
