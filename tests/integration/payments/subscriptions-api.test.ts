import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStream } from '#events/read.server.ts'
import { subscriptionStreamId } from '#domain/subscription/index.ts'
import { checkoutSignature, webhookSignature } from '#domain/payments/signatures.ts'
import { createTestGateway, testGatewaySecret } from '#app/providers/test-gateway.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { call, client, signedIn } from '#tests/support/api.ts'
import { server } from '#tests/mocks/server.ts'
import {
  failWith,
  orderCreated,
  paymentEntity,
  paymentFound,
  RazorpayRecorder,
} from '#tests/mocks/razorpay.ts'

const database = useTestDatabase()
const KEY_ID = 'rzp_test_ApiSuite01'
const KEY_SECRET = 'api-suite-key-secret'

afterEach(() => {
  vi.unstubAllEnvs()
})

const json = async (response: Response) => (await response.json()) as Record<string, unknown>
const streamTypes = async (userId: string) =>
  (await readStream(database(), subscriptionStreamId(userId))).map((e) => e.type)

describe('without a session', () => {
  it('answers 401 with the specification’s sentences and records nothing', async () => {
    const anonymous = client()
    const create = await call(anonymous.request('POST', '/api/subscriptions', { planId: 'professional' }))
    expect(create.status).toBe(401)
    expect(await json(create)).toEqual({ error: 'Please sign in to create a subscription' })
    const status = await call(anonymous.request('GET', '/api/subscriptions/status'))
    expect(status.status).toBe(401)
    expect(await json(status)).toEqual({ error: 'Please sign in to access subscription features' })
    const verify = await call(
      anonymous.request('POST', '/api/payments/verify', {
        razorpay_payment_id: 'pay_x',
        razorpay_order_id: 'order_x',
        razorpay_signature: 'f'.repeat(64),
      }),
    )
    expect(verify.status).toBe(401)
    expect(await database().query('SELECT 1 FROM events')).toHaveLength(0)
  })
})

describe('through the test gateway (no keys)', () => {
  it('creates an order at the server’s price whatever the body says, verifies it and reports the status', async () => {
    const asha = await signedIn('asha@example.in')
    const before = await json(await call(asha.request('GET', '/api/subscriptions/status')))
    expect(before).toEqual({ subscription: null, canCreateDocument: true })

    const created = await call(
      asha.request('POST', '/api/subscriptions', { planId: 'professional', amount: 1, currency: 'USD' }),
    )
    expect(created.status).toBe(200)
    const order = await json(created)
    expect(order).toMatchObject({ razorpayKeyId: 'rzp_test_offline', amount: 29_900, currency: 'INR' })
    const pending = await json(await call(asha.request('GET', '/api/subscriptions/status')))
    expect(pending).toMatchObject({ subscription: { status: 'created' } })

    const paid = await createTestGateway({ db: database() }).payOnTestCheckout(String(order.orderId))
    if (paid.kind !== 'order') throw new Error('expected a checkout result')
    const verified = await call(asha.request('POST', '/api/payments/verify', paid.fields))
    expect(verified.status).toBe(200)
    expect(await json(verified)).toMatchObject({
      success: true,
      message: 'Your subscription has been activated successfully!',
      subscription: { status: 'active', plan: 'professional', documentsLimit: -1 },
      canCreateDocument: true,
    })
    // Again: the same answer, and still one period.
    expect((await call(asha.request('POST', '/api/payments/verify', paid.fields))).status).toBe(200)
    expect((await streamTypes(asha.userId)).filter((t) => t === 'SubscriptionActivated')).toHaveLength(1)
  })

  it('refuses a plan it does not sell, a tampered signature and another user’s order with 400', async () => {
    const asha = await signedIn('asha@example.in')
    const ravi = await signedIn('ravi@example.in')
    const wrongPlan = await call(asha.request('POST', '/api/subscriptions', { planId: 'enterprise' }))
    expect(wrongPlan.status).toBe(400)

    const order = await json(
      await call(asha.request('POST', '/api/subscriptions', { planId: 'professional' })),
    )
    const paid = await createTestGateway({ db: database() }).payOnTestCheckout(String(order.orderId))
    if (paid.kind !== 'order') throw new Error('expected a checkout result')
    const tampered = { ...paid.fields, razorpay_signature: '0'.repeat(64) }
    const refused = await call(asha.request('POST', '/api/payments/verify', tampered))
    expect(refused.status).toBe(400)
    expect(await json(refused)).toEqual({
      error: 'Payment verification failed: the signature does not match',
    })
    const stolen = await call(ravi.request('POST', '/api/payments/verify', paid.fields))
    expect(stolen.status).toBe(400)
    expect(await streamTypes(asha.userId)).toEqual(['PaymentOrderCreated'])
    expect(await streamTypes(ravi.userId)).toEqual([])
  })

  it('takes a webhook signed over its raw bytes, and refuses one that is not with 400', async () => {
    const asha = await signedIn('asha@example.in')
    const order = await json(
      await call(asha.request('POST', '/api/subscriptions', { planId: 'professional' })),
    )
    const paid = await createTestGateway({ db: database() }).payOnTestCheckout(String(order.orderId))
    if (paid.kind !== 'order') throw new Error('expected a checkout result')
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.fields.razorpay_payment_id,
            order_id: order.orderId,
            amount: 29_900,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    })
    const gatewayCall = (signature: string, raw = body) =>
      call(
        client().request(
          'POST',
          '/api/payments/webhook',
          undefined,
          {
            'content-type': 'application/json',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': 'evt_api_1',
          },
          raw,
        ),
      )
    const forged = await gatewayCall(
      webhookSignature(body, testGatewaySecret()),
      body.replace('29900', '100'),
    )
    expect(forged.status).toBe(400)
    expect(await streamTypes(asha.userId)).toEqual(['PaymentOrderCreated'])
    const accepted = await gatewayCall(webhookSignature(body, testGatewaySecret()))
    expect(accepted.status).toBe(200)
    expect(await json(accepted)).toEqual({ status: 'ok', outcome: 'recorded' })
    const replay = await gatewayCall(webhookSignature(body, testGatewaySecret()))
    expect(await json(replay)).toEqual({ status: 'ok', outcome: 'duplicate' })
    expect((await call(client().request('GET', '/api/payments/webhook'))).status).toBe(405)
  })
})

describe('through Razorpay (msw in its place)', () => {
  const withKeys = () => {
    vi.stubEnv('RAZORPAY_KEY_ID', KEY_ID)
    vi.stubEnv('RAZORPAY_KEY_SECRET', KEY_SECRET)
  }

  it('creates the order at Razorpay and activates on a payment Razorpay reports captured', async () => {
    withKeys()
    const asha = await signedIn('asha@example.in')
    const orders = new RazorpayRecorder()
    server.use(orderCreated(orders, 'order_RzpApi00000001'))
    const order = await json(
      await call(asha.request('POST', '/api/subscriptions', { planId: 'professional' })),
    )
    expect(order).toEqual({
      razorpayKeyId: KEY_ID,
      amount: 29_900,
      currency: 'INR',
      orderId: 'order_RzpApi00000001',
    })
    expect(orders.requests[0]?.body).toMatchObject({ amount: 29_900, currency: 'INR' })

    const payment = paymentEntity('pay_RzpApi000000001', { order_id: 'order_RzpApi00000001' })
    server.use(paymentFound(payment))
    const verified = await call(
      asha.request('POST', '/api/payments/verify', {
        razorpay_payment_id: payment.id,
        razorpay_order_id: 'order_RzpApi00000001',
        razorpay_signature: checkoutSignature('order_RzpApi00000001', payment.id, KEY_SECRET),
      }),
    )
    expect(verified.status).toBe(200)
    expect(await json(verified)).toMatchObject({ subscription: { status: 'active' } })
  })

  it('refuses a payment Razorpay reports for another amount, and records nothing', async () => {
    withKeys()
    const asha = await signedIn('asha@example.in')
    server.use(orderCreated(new RazorpayRecorder(), 'order_RzpApi00000002'))
    await call(asha.request('POST', '/api/subscriptions', { planId: 'professional' }))
    const payment = paymentEntity('pay_RzpApi000000002', { order_id: 'order_RzpApi00000002', amount: 100 })
    server.use(paymentFound(payment))
    const refused = await call(
      asha.request('POST', '/api/payments/verify', {
        razorpay_payment_id: payment.id,
        razorpay_order_id: 'order_RzpApi00000002',
        razorpay_signature: checkoutSignature('order_RzpApi00000002', payment.id, KEY_SECRET),
      }),
    )
    expect(refused.status).toBe(400)
    expect(await streamTypes(asha.userId)).toEqual(['PaymentOrderCreated'])
  })

  it('answers "Payment gateway error. Please try again later." when Razorpay fails, recording nothing', async () => {
    withKeys()
    const asha = await signedIn('asha@example.in')
    server.use(failWith('orders', 503))
    const failed = await call(asha.request('POST', '/api/subscriptions', { planId: 'professional' }))
    expect(failed.status).toBe(502)
    expect(await json(failed)).toEqual({ error: 'Payment gateway error. Please try again later.' })
    expect(await streamTypes(asha.userId)).toEqual([])
  })
})
