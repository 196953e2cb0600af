import { describe, expect, it } from 'vitest'
import { createRazorpayGateway } from '#app/providers/razorpay.server.ts'
import { PaymentGatewayError } from '#domain/payments/gateway.ts'
import { checkoutSignature, paymentLinkSignature, webhookSignature } from '#domain/payments/signatures.ts'
import {
  ORDERS_URL,
  PAYMENT_LINKS_URL,
  RAZORPAY_API,
  RazorpayRecorder,
  basicAuth,
  failWith,
  hang,
  networkError,
  orderCreated,
  paymentEntity,
  paymentFound,
  paymentLinkCreated,
} from '#tests/mocks/razorpay.ts'
import { server } from '#tests/mocks/server.ts'

// The SDK's real HTTP calls, answered by the suite's msw server; an unmocked request fails the test.
const KEY_ID = 'rzp_test_Adapter01'
const KEY_SECRET = 'adapter-secret-never-in-messages'
const WEBHOOK_SECRET = 'adapter-webhook-secret'
const TIMEOUT_MS = 200

const gateway = (options: { webhookSecret?: string } = { webhookSecret: WEBHOOK_SECRET }) =>
  createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, timeoutMs: TIMEOUT_MS, ...options })

const orderInput = {
  amountPaise: 29_900,
  currency: 'INR' as const,
  receipt: 'ND-sub-7f3a',
  notes: { userId: 'u-1', plan: 'monthly' },
}

const linkInput = {
  amountPaise: 99_900,
  currency: 'INR' as const,
  referenceId: 'ND-link-91b2',
  description: 'NyayaDraft yearly plan',
  customer: { name: 'Asha Rao', email: 'asha@example.in' },
  callbackUrl: 'https://nyaya.example/payments/callback',
  notes: { userId: 'u-1', plan: 'yearly' },
}

/** The error a call failed with, checked to be a PaymentGatewayError that names Razorpay and hides the secret. */
async function gatewayFailure(call: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PaymentGatewayError)
  const failure = error as PaymentGatewayError
  expect(failure.message).toContain('Razorpay')
  expect(failure.message).not.toContain(KEY_SECRET)
  expect(JSON.stringify(failure)).not.toContain(KEY_SECRET)
  expect(failure.cause).toBeUndefined()
  return failure
}

describe('Razorpay adapter over HTTP (msw)', () => {
  it('has mode razorpay and the public key id', () => {
    expect(gateway()).toMatchObject({ mode: 'razorpay', keyId: KEY_ID })
  })

  it('creates an order: the body and the key pair go to POST /v1/orders, the answer is mapped', async () => {
    const recorder = new RazorpayRecorder()
    server.use(orderCreated(recorder, 'order_Ord0000000001'))

    const order = await gateway().createOrder(orderInput)

    expect(order).toEqual({
      id: 'order_Ord0000000001',
      amountPaise: 29_900,
      currency: 'INR',
      receipt: 'ND-sub-7f3a',
    })
    expect(recorder.calls).toBe(1)
    const [request] = recorder.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe(ORDERS_URL)
    expect(request?.body).toEqual({
      amount: 29_900,
      currency: 'INR',
      receipt: 'ND-sub-7f3a',
      notes: { userId: 'u-1', plan: 'monthly' },
    })
    expect(basicAuth(request!.headers)).toEqual({ keyId: KEY_ID, keySecret: KEY_SECRET })
  })

  it('creates a payment link with no Razorpay notifications and a GET callback, and returns its short URL', async () => {
    const recorder = new RazorpayRecorder()
    server.use(paymentLinkCreated(recorder, 'plink_Lnk0000000001'))

    const link = await gateway().createPaymentLink(linkInput)

    expect(link).toEqual({
      id: 'plink_Lnk0000000001',
      shortUrl: 'https://rzp.io/i/00000001',
      referenceId: 'ND-link-91b2',
      amountPaise: 99_900,
      currency: 'INR',
    })
    const [request] = recorder.requests
    expect(request?.url).toBe(PAYMENT_LINKS_URL)
    expect(request?.body).toEqual({
      amount: 99_900,
      currency: 'INR',
      reference_id: 'ND-link-91b2',
      description: 'NyayaDraft yearly plan',
      customer: { name: 'Asha Rao', email: 'asha@example.in' },
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: 'https://nyaya.example/payments/callback',
      callback_method: 'get',
      notes: { userId: 'u-1', plan: 'yearly' },
    })
    expect(basicAuth(request!.headers)).toEqual({ keyId: KEY_ID, keySecret: KEY_SECRET })
  })

  it('fetches a payment by GET /v1/payments/:id and maps it; Razorpay’s empty notes array becomes {}', async () => {
    const recorder = new RazorpayRecorder()
    server.use(paymentFound(paymentEntity('pay_Pay0000000001'), recorder))

    const payment = await gateway().fetchPayment('pay_Pay0000000001')

    expect(payment).toEqual({
      id: 'pay_Pay0000000001',
      orderId: 'order_RzpTest0000001',
      amountPaise: 29_900,
      currency: 'INR',
      status: 'captured',
      errorDescription: null,
      notes: {},
    })
    expect(recorder.requests[0]?.method).toBe('GET')
    expect(recorder.requests[0]?.url.startsWith(`${RAZORPAY_API}/payments/pay_Pay0000000001`)).toBe(true)
    expect(basicAuth(recorder.requests[0]!.headers)).toEqual({ keyId: KEY_ID, keySecret: KEY_SECRET })
  })

  it('reports a failed payment with Razorpay’s reason and its notes as strings', async () => {
    server.use(
      paymentFound(
        paymentEntity('pay_Pay0000000002', {
          status: 'failed',
          captured: false,
          error_code: 'BAD_REQUEST_ERROR',
          error_description: 'Payment was cancelled by the customer.',
          notes: { userId: 'u-1', attempt: 2 },
        }),
      ),
    )

    const payment = await gateway().fetchPayment('pay_Pay0000000002')

    expect(payment).toMatchObject({
      status: 'failed',
      errorDescription: 'Payment was cancelled by the customer.',
      notes: { userId: 'u-1', attempt: '2' },
    })
  })

  it.each([
    ['5xx', () => failWith('orders', 502), 'failed: HTTP 502'],
    [
      '401 (bad keys)',
      () => failWith('orders', 401, 'Authentication failed'),
      'failed: HTTP 401 Authentication failed',
    ],
    ['a network error', () => networkError('orders'), 'failed: no answer (network error)'],
  ])('an order refused with %s becomes a PaymentGatewayError', async (_, handler, said) => {
    server.use(handler())
    const failure = await gatewayFailure(gateway().createOrder(orderInput))
    expect(failure.message).toContain(`Razorpay: creating an order ${said}`)
  })

  it('says what Razorpay answered when it refused', async () => {
    server.use(failWith('payment_links', 400, 'reference_id already exists'))
    const failure = await gatewayFailure(gateway().createPaymentLink(linkInput))
    expect(failure.message).toBe(
      'Razorpay: creating a payment link failed: HTTP 400 reference_id already exists',
    )
  })

  it('a payment fetch that fails with 5xx, or for an unknown id, becomes a PaymentGatewayError', async () => {
    server.use(failWith('payment', 503))
    await gatewayFailure(gateway().fetchPayment('pay_Pay0000000003'))
    server.use(paymentFound(paymentEntity('pay_Pay0000000004')))
    const failure = await gatewayFailure(gateway().fetchPayment('pay_Unknown000005'))
    expect(failure.message).toContain('HTTP 404')
  })

  it('refuses an id that is not a payment id before any request is made', async () => {
    const recorder = new RazorpayRecorder()
    server.use(paymentFound(paymentEntity('pay_Pay0000000001'), recorder))
    await gatewayFailure(gateway().fetchPayment('../orders'))
    await gatewayFailure(gateway().fetchPayment(''))
    expect(recorder.calls).toBe(0)
  })

  it.each(['orders', 'payment_links', 'payment'] as const)(
    'gives up on %s when Razorpay does not answer within the deadline',
    async (endpoint) => {
      const recorder = new RazorpayRecorder()
      server.use(hang(endpoint, recorder))
      const started = Date.now()
      const call =
        endpoint === 'orders'
          ? gateway().createOrder(orderInput)
          : endpoint === 'payment_links'
            ? gateway().createPaymentLink(linkInput)
            : gateway().fetchPayment('pay_Pay0000000001')
      const failure = await gatewayFailure(call)
      expect(failure.message).toMatch(`did not answer within ${TIMEOUT_MS} ms`)
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000)
      expect(recorder.calls).toBe(1)
    },
  )

  it('an answer of the wrong shape is a PaymentGatewayError, not a half-filled order', async () => {
    const { http, HttpResponse } = await import('msw')
    server.use(http.post(ORDERS_URL, () => HttpResponse.json({ id: 'order_X', amount: 'lots' })))
    await gatewayFailure(gateway().createOrder(orderInput))
  })

  describe('signatures', () => {
    it('checkout and payment link signatures are checked with the key secret', () => {
      const g = gateway()
      const signature = checkoutSignature('order_A', 'pay_B', KEY_SECRET)
      expect(g.checkoutSignatureMatches({ orderId: 'order_A', paymentId: 'pay_B', signature })).toBe(true)
      expect(g.checkoutSignatureMatches({ orderId: 'order_A', paymentId: 'pay_C', signature })).toBe(false)
      expect(
        g.checkoutSignatureMatches({
          orderId: 'order_A',
          paymentId: 'pay_B',
          signature: checkoutSignature('order_A', 'pay_B', 'another secret'),
        }),
      ).toBe(false)

      const callback = { paymentLinkId: 'plink_A', referenceId: 'ND-1', status: 'paid', paymentId: 'pay_B' }
      const linkSignature = paymentLinkSignature(callback, KEY_SECRET)
      expect(g.paymentLinkSignatureMatches({ ...callback, signature: linkSignature })).toBe(true)
      expect(
        g.paymentLinkSignatureMatches({ ...callback, status: 'cancelled', signature: linkSignature }),
      ).toBe(false)
    })

    it('webhooks are checked with the webhook secret over the raw bytes, and refused when none is set', () => {
      const raw = new TextEncoder().encode('{"event":"payment.captured"}')
      const signature = webhookSignature(raw, WEBHOOK_SECRET)
      expect(gateway().webhookSignatureMatches(raw, signature)).toBe(true)
      expect(gateway().webhookSignatureMatches(raw, webhookSignature(raw, KEY_SECRET))).toBe(false)
      expect(gateway().webhookSignatureMatches(raw, null)).toBe(false)
      expect(gateway({}).webhookSignatureMatches(raw, signature)).toBe(false)
    })
  })
})
