import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { appendToStream } from '#events/append.server.ts'
import { catchUp } from '#events/catch-up.server.ts'
import { ConcurrencyError } from '#events/types.ts'
import { createUser } from '#app/features/auth/users.server.ts'
import { queueMail } from '#app/features/mail/outbox.server.ts'
import { createCheckoutOrder, verifyCheckoutPayment } from '#app/features/payments/purchase.server.ts'
import { createTestGateway } from '#app/providers/test-gateway.server.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { answerMetrics } from '#app/platform/metrics-endpoint.server.ts'
import { observeRequest, registry } from '#app/platform/metrics.server.ts'
import { getAiProvider } from '#app/providers/ai.server.ts'
import { answerWith, OPENAI_TEST_BASE_URL } from '#tests/mocks/openai.ts'
import { server } from '#tests/mocks/server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { actingAs } from '#tests/support/actor.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { untilLogBelowHorizon } from '#tests/support/catch-up.ts'

const db = useTestDatabase()
const TOKEN = 'a-metrics-token-of-32-characters!'

/** One series' value in the registry, 0 when it has not been observed yet. */
async function valueOf(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = registry.getSingleMetric(name)
  if (!metric) throw new Error(`no metric ${name}`)
  const { values } = await metric.get()
  const series = values.find((v) =>
    Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want),
  )
  return series?.value ?? 0
}

/** The exposition text as Prometheus would get it with the token. */
async function scrape(): Promise<string> {
  const answer = await answerMetrics(`Bearer ${TOKEN}`, { token: TOKEN })
  if (answer.status !== 200) throw new Error(`scrape answered ${answer.status}`)
  return answer.body
}

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN, whatever the request sends', async () => {
    expect(await answerMetrics(undefined, { token: undefined })).toEqual({ status: 404 })
    expect(await answerMetrics(`Bearer ${TOKEN}`, { token: undefined })).toEqual({ status: 404 })
  })

  it('with METRICS_TOKEN set, answers only its bearer: anything else is a 401', async () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer wrong-token',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      expect(await answerMetrics(authorization, { token: TOKEN }), String(authorization)).toEqual({
        status: 401,
      })
    }
    const answer = await answerMetrics(`Bearer ${TOKEN}`, { token: TOKEN })
    expect(answer).toMatchObject({
      status: 200,
      contentType: expect.stringMatching(/^text\/plain; version=0\.0\.4/),
    })
    if (answer.status !== 200) return
    // Process memory and event-loop lag come from prom-client's default metrics.
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nyaya_http_requests_total',
      'nyaya_mail_outbox_messages',
    ]) {
      expect(answer.body).toContain(`# TYPE ${name} `)
    }
  })
})

describe('what the counters count', () => {
  it('requests, by route id, method and status, with their duration', async () => {
    const labels = { route: 'routes/app.documents.$id._index', method: 'GET', status: '200' }
    const before = await valueOf('nyaya_http_requests_total', labels)
    observeRequest(labels.route, 'GET', 200, 0.042)
    observeRequest(labels.route, 'GET', 200, 0.3)
    expect(await valueOf('nyaya_http_requests_total', labels)).toBe(before + 2)
    const bucket = (await scrape())
      .split('\n')
      .find(
        (line) =>
          line.startsWith('nyaya_http_request_duration_seconds_bucket{') &&
          line.includes('le="0.05"') &&
          line.includes(`route="${labels.route}"`),
      )
    // The 42 ms request is in the 50 ms bucket, the 300 ms one is not.
    expect(Number(bucket?.split(' ').at(-1))).toBe(1)
  })

  it('appends and events by stream type, and the ConcurrencyErrors given to the caller', async () => {
    const appends = () => valueOf('nyaya_event_store_appends_total', { stream_type: 'agreement' })
    const events = () => valueOf('nyaya_event_store_events_appended_total', { stream_type: 'agreement' })
    const conflicts = () =>
      valueOf('nyaya_event_store_concurrency_errors_total', { stream_type: 'agreement' })
    const [a, e, c] = [await appends(), await events(), await conflicts()]
    const id = `agreement-${crypto.randomUUID()}`
    const event = (n: number) => ({ type: 'Edited', data: { n } })
    await appendToStream(db(), id, 'no_stream', [event(1), event(2)], { projections: [] })
    await expect(appendToStream(db(), id, 1, [event(3)], { projections: [] })).rejects.toBeInstanceOf(
      ConcurrencyError,
    )
    expect([await appends(), await events(), await conflicts()]).toEqual([a + 1, e + 2, c + 1])
  })

  it('generations by provider and outcome: offline here, fallback when the model fails', async () => {
    const ownerId = crypto.randomUUID()
    await runSubscriptionCommand(db(), actingAs(ownerId), ownerId, {
      type: 'ActivateSubscription',
      data: { now: new Date(), source: 'operator' },
    })
    const rental = { templateId: 'rental-agreement', details: SAMPLE_DETAILS['rental-agreement'] }
    const offline = { provider: 'offline', outcome: 'generated' }
    const fallback = { provider: 'fallback', outcome: 'generated' }
    const [o, f] = [
      await valueOf('nyaya_generations_total', offline),
      await valueOf('nyaya_generations_total', fallback),
    ]

    const appends = await valueOf('nyaya_event_store_appends_total', { stream_type: 'agreement' })
    await generateAgreement(db(), createOfflineProvider(), { owner: actingAs(ownerId), ...rental })
    server.use(answerWith('not json'))
    const model = getAiProvider({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: OPENAI_TEST_BASE_URL })
    const outcome = await generateAgreement(db(), model, { owner: actingAs(ownerId), ...rental })
    expect(outcome).toMatchObject({ ok: true, fellBack: true })

    expect(await valueOf('nyaya_generations_total', offline)).toBe(o + 1)
    expect(await valueOf('nyaya_generations_total', fallback)).toBe(f + 1)
    // Each document's AgreementGenerated went through the command handler's turn: one append each.
    expect(await valueOf('nyaya_event_store_appends_total', { stream_type: 'agreement' })).toBe(appends + 2)
  })

  it('payment reports by source and outcome: captured, then the same report again, and a bad signature', async () => {
    const gateway = createTestGateway({ db: db() })
    const user = await createUser('payer.metrics@example.in', 'secret12')
    const buyer = { id: user.id, email: user.email, name: 'Asha Rao' }
    const count = (outcome: string) => valueOf('nyaya_payments_total', { source: 'checkout', outcome })
    const [captured, repeat, bad] = [
      await count('captured'),
      await count('repeat'),
      await count('bad_signature'),
    ]

    const order = await createCheckoutOrder(db(), actingAs(user.id), gateway, buyer)
    const paid = await gateway.payOnTestCheckout(order.orderId)
    if (paid.kind !== 'order') throw new Error('expected an order result')
    await verifyCheckoutPayment(db(), actingAs(user.id), gateway, user.id, paid.fields)
    await verifyCheckoutPayment(db(), actingAs(user.id), gateway, user.id, paid.fields)
    const forged = { ...paid.fields, razorpay_signature: 'a'.repeat(64) }
    await expect(verifyCheckoutPayment(db(), actingAs(user.id), gateway, user.id, forged)).rejects.toThrow(
      /signature/,
    )

    expect([await count('captured'), await count('repeat'), await count('bad_signature')]).toEqual([
      captured + 1,
      repeat + 1,
      bad + 1,
    ])
  })

  it('the mail outbox, read on scrape', async () => {
    await queueMail(db(), {
      purpose: 'test',
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    })
    await queueMail(db(), {
      purpose: 'test',
      to: 'someone@example.com',
      subject: 'Again',
      text: 'Hi',
      html: '<p>Hi</p>',
    })
    expect(await scrape()).toMatch(/^nyaya_mail_outbox_messages\{state="waiting"\} 2$/m)
  })

  it("a catch-up reader's lag behind the log, read on scrape", async () => {
    const id = `agreement-${crypto.randomUUID()}`
    const events = Array.from({ length: 5 }, (_, n) => ({ type: 'Edited', data: { n } }))
    await appendToStream(db(), id, 'no_stream', events, { projections: [] })
    await untilLogBelowHorizon(db())
    await catchUp(db(), 'lag-probe', async () => {})
    expect(await scrape()).toMatch(/^nyaya_projection_lag_positions\{reader="lag-probe"\} 0$/m)
    await appendToStream(db(), id, 5, events.slice(0, 3), { projections: [] })
    expect(await scrape()).toMatch(/^nyaya_projection_lag_positions\{reader="lag-probe"\} 3$/m)
  })
})
