import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Db } from '#db/types.ts'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementFor, libraryCount, libraryOf } from '#events/projections/index.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runSubscriptionCommand, subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { actingAs } from '#tests/support/actor.ts'

const db = useTestDatabase()

const ai = createOfflineProvider()
const rental = { templateId: 'rental-agreement', details: SAMPLE_DETAILS['rental-agreement'] }

describe('generating an agreement', () => {
  it('a trial user firing 20 generations at once gets exactly one document, preview-only', async () => {
    const ownerId = crypto.randomUUID()
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        generateAgreement(db(), ai, { owner: actingAs(ownerId), ...rental }, { retryDelayMs: 1 }),
      ),
    )
    const made = outcomes.filter((o) => o.ok)
    expect(made).toHaveLength(1)
    expect(outcomes.filter((o) => !o.ok && o.reason === 'limit_reached')).toHaveLength(19)
    expect(await libraryCount(db(), ownerId)).toBe(1)
    const [entry] = await libraryOf(db(), ownerId, { limit: 5, offset: 0 })
    expect(entry).toMatchObject({ title: 'Leave and Licence Agreement', access: 'preview' })
    expect((await subscriptionStatus(db(), ownerId)).canCreateDocument).toBe(false)
  })

  it('stores the drafted text and its structure for a Professional user', async () => {
    const ownerId = crypto.randomUUID()
    await runSubscriptionCommand(db(), actingAs(ownerId), ownerId, {
      type: 'ActivateSubscription',
      data: { now: new Date(), source: 'operator' },
    })
    const outcome = await generateAgreement(db(), ai, { owner: actingAs(ownerId), ...rental })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.access).toBe('full')
    const stored = await agreementFor(db(), ownerId, outcome.agreementId)
    expect(stored?.content).toBe(outcome.document.content)
    expect(stored?.content).toContain('₹45,000 (Rupees Forty-Five Thousand only)')
    expect(stored?.pages).toBe(outcome.document.pages)
    expect(stored?.structure).not.toBeNull()
    // Another user sees nothing of it.
    expect(await agreementFor(db(), crypto.randomUUID(), outcome.agreementId)).toBeNull()
  })

  it('retries a failed draft once after the delay, then reports it and stores nothing', async () => {
    const ownerId = crypto.randomUUID()
    const started = performance.now()
    const outcome = await generateAgreement(
      db(),
      ai,
      { owner: actingAs(ownerId), templateId: 'rental-agreement', details: { landlordName: 'Asha Rao' } },
      { retryDelayMs: 200 },
    )
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
    expect(outcome).toMatchObject({ ok: false, reason: 'generation_failed' })
    expect(await db().query('SELECT 1 FROM events')).toHaveLength(0)
    expect((await subscriptionStatus(db(), ownerId)).canCreateDocument).toBe(true)
  })

  it('gives the trial allowance back when the agreement cannot be stored after it was spent', async () => {
    const ownerId = crypto.randomUUID()
    // A database that fails every write to an agreement stream, as a lost connection would.
    const failing: Db = {
      ...db(),
      kind: db().kind,
      query: (text, params) =>
        params?.some((p) => typeof p === 'string' && p.startsWith('agreement-'))
          ? Promise.reject(new Error('connection reset'))
          : db().query(text, params),
      exec: (text) => db().exec(text),
      transaction: (fn) =>
        db().transaction((tx) =>
          fn({
            exec: (text) => tx.exec(text),
            query: (text, params) =>
              params?.some((p) => typeof p === 'string' && p.startsWith('agreement-'))
                ? Promise.reject(new Error('connection reset'))
                : tx.query(text, params),
          }),
        ),
      listen: (channel, fn) => db().listen(channel, fn),
      close: () => Promise.resolve(),
    }
    await expect(generateAgreement(failing, ai, { owner: actingAs(ownerId), ...rental })).rejects.toThrow(
      'connection reset',
    )
    expect(await libraryCount(db(), ownerId)).toBe(0)
    expect((await subscriptionStatus(db(), ownerId)).canCreateDocument).toBe(true)
    const types = await db().query<{ type: string }>('SELECT type FROM events ORDER BY global_position')
    expect(types.map((t) => t.type)).toEqual(['DocumentAllowanceUsed', 'DocumentAllowanceReleased'])
    // And the trial document can still be made.
    const again = await generateAgreement(db(), ai, { owner: actingAs(ownerId), ...rental })
    expect(again).toMatchObject({ ok: true, access: 'preview' })
  })
})
