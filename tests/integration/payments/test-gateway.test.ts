import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  describePayments,
  paymentGateway,
  paymentsAreTest,
  readPaymentsEnv,
  testGateway,
} from '#app/providers/payments.server.ts'
import {
  TEST_GATEWAY_FAILURE,
  TEST_GATEWAY_KEY_ID,
  createTestGateway,
  testCheckoutPath,
  testGatewaySecret,
} from '#app/providers/test-gateway.server.ts'
import { PaymentGatewayError } from '#domain/payments/gateway.ts'
import { webhookSignature } from '#domain/payments/signatures.ts'
import { useTestDatabase } from '#tests/support/db.ts'

// The official SDK's own validators: what they accept, Razorpay's servers sign the same way.
const { validatePaymentVerification, validateWebhookSignature } = createRequire(import.meta.url)(
  'razorpay/dist/utils/razorpay-utils',
) as {
  validatePaymentVerification: (params: Record<string, string>, signature: string, secret: string) => boolean
  validateWebhookSignature: (body: string, signature: string, secret: string) => boolean
}

const db = useTestDatabase()
const gateway = () => createTestGateway({ db: db() })
const secret = testGatewaySecret()

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
  callbackUrl: 'http://localhost:3000/payments/callback?plan=yearly',
  notes: { userId: 'u-1', plan: 'yearly' },
}

async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => null,
    (e: unknown) => e,
  )
}

describe('test gateway', () => {
  it('is mode test with the offline key id', () => {
    expect(gateway()).toMatchObject({ mode: 'test', keyId: TEST_GATEWAY_KEY_ID })
    expect(TEST_GATEWAY_KEY_ID).toBe('rzp_test_offline')
  })

  it('keeps an order it creates, with a Razorpay-shaped id, for the checkout page', async () => {
    const order = await gateway().createOrder(orderInput)

    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amountPaise: 29_900,
      currency: 'INR',
      receipt: 'ND-sub-7f3a',
    })
    expect(await gateway().testCheckoutOrder(order.id)).toEqual({
      id: order.id,
      kind: 'order',
      amountPaise: 29_900,
      currency: 'INR',
      reference: 'ND-sub-7f3a',
      description: null,
      notes: { userId: 'u-1', plan: 'monthly' },
      status: 'created',
      callbackUrl: null,
    })
    expect((await gateway().createOrder(orderInput)).id).not.toBe(order.id)
    expect(await gateway().testCheckoutOrder('order_Nonexistent000')).toBeNull()
  })

  it('paying an order returns what Checkout returns, signed so the SDK verifies it, and the payment is captured', async () => {
    const order = await gateway().createOrder(orderInput)

    const paid = await gateway().payOnTestCheckout(order.id)

    if (paid.kind !== 'order') throw new Error('expected an order result')
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = paid.fields
    expect(razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/)
    expect(razorpay_order_id).toBe(order.id)
    expect(
      validatePaymentVerification(
        { order_id: razorpay_order_id, payment_id: razorpay_payment_id },
        razorpay_signature,
        secret,
      ),
    ).toBe(true)
    expect(
      gateway().checkoutSignatureMatches({
        orderId: order.id,
        paymentId: razorpay_payment_id,
        signature: razorpay_signature,
      }),
    ).toBe(true)
    expect(
      gateway().checkoutSignatureMatches({
        orderId: 'order_Other000000000',
        paymentId: razorpay_payment_id,
        signature: razorpay_signature,
      }),
    ).toBe(false)

    expect(await gateway().fetchPayment(razorpay_payment_id)).toEqual({
      id: razorpay_payment_id,
      orderId: order.id,
      amountPaise: 29_900,
      currency: 'INR',
      status: 'captured',
      errorDescription: null,
      notes: { userId: 'u-1', plan: 'monthly' },
    })
    expect((await gateway().testCheckoutOrder(order.id))?.status).toBe('paid')
  })

  it('an order is paid once: a second payment is refused and nothing more is recorded', async () => {
    const order = await gateway().createOrder(orderInput)
    await gateway().payOnTestCheckout(order.id)

    const again = await Promise.all([
      rejection(gateway().payOnTestCheckout(order.id)),
      rejection(gateway().failOnTestCheckout(order.id)),
    ])

    expect(again.every((e) => e instanceof PaymentGatewayError)).toBe(true)
    const rows = await db().query('SELECT status FROM test_gateway_payments WHERE order_id = $1', [order.id])
    expect(rows).toEqual([{ status: 'captured' }])
  })

  it('two payments racing on one order capture it once', async () => {
    const order = await gateway().createOrder(orderInput)
    const results = await Promise.allSettled([
      gateway().payOnTestCheckout(order.id),
      gateway().payOnTestCheckout(order.id),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const rejected = results.find((r) => r.status === 'rejected')
    expect(rejected?.reason).toBeInstanceOf(PaymentGatewayError)
  })

  it('a failed payment is reported failed with the reason, and the order can still be paid', async () => {
    const order = await gateway().createOrder(orderInput)

    const failed = await gateway().failOnTestCheckout(order.id)
    expect(failed).toEqual({
      paymentId: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      orderId: order.id,
      errorDescription: TEST_GATEWAY_FAILURE,
    })
    expect(await gateway().fetchPayment(failed.paymentId)).toMatchObject({
      status: 'failed',
      errorDescription: 'Payment failed on the test gateway (chosen by the tester)',
      amountPaise: 29_900,
      orderId: order.id,
    })
    expect((await gateway().testCheckoutOrder(order.id))?.status).toBe('attempted')

    const custom = await gateway().failOnTestCheckout(order.id, 'Card declined (test)')
    expect((await gateway().fetchPayment(custom.paymentId)).errorDescription).toBe('Card declined (test)')

    const paid = await gateway().payOnTestCheckout(order.id)
    expect(paid.kind).toBe('order')
  })

  it('a payment link is kept with its callback, and paying it gives the callback query Razorpay sends, signed', async () => {
    const link = await gateway().createPaymentLink(linkInput)
    expect(link).toEqual({
      id: expect.stringMatching(/^plink_[A-Za-z0-9]{14}$/),
      shortUrl: testCheckoutPath(link.id),
      referenceId: 'ND-link-91b2',
      amountPaise: 99_900,
      currency: 'INR',
    })
    expect(await gateway().testCheckoutOrder(link.id)).toMatchObject({
      kind: 'payment_link',
      description: 'NyayaDraft yearly plan',
      callbackUrl: linkInput.callbackUrl,
      status: 'created',
    })

    const paid = await gateway().payOnTestCheckout(link.id)

    if (paid.kind !== 'payment_link') throw new Error('expected a payment link result')
    expect(paid.callbackUrl).toBe(linkInput.callbackUrl)
    expect(paid.params).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: 'ND-link-91b2',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const query = new URL(paid.redirectUrl).searchParams
    expect(query.get('plan')).toBe('yearly')
    expect(Object.fromEntries([...query].filter(([k]) => k.startsWith('razorpay_')))).toEqual(paid.params)
    expect(
      validatePaymentVerification(
        {
          payment_link_id: query.get('razorpay_payment_link_id')!,
          payment_link_reference_id: query.get('razorpay_payment_link_reference_id')!,
          payment_link_status: query.get('razorpay_payment_link_status')!,
          payment_id: query.get('razorpay_payment_id')!,
        },
        query.get('razorpay_signature')!,
        secret,
      ),
    ).toBe(true)
    const callback = {
      paymentLinkId: link.id,
      referenceId: 'ND-link-91b2',
      status: 'paid',
      paymentId: paid.params.razorpay_payment_id,
    }
    expect(
      gateway().paymentLinkSignatureMatches({ ...callback, signature: paid.params.razorpay_signature }),
    ).toBe(true)
    expect(
      gateway().paymentLinkSignatureMatches({
        ...callback,
        referenceId: 'ND-other',
        signature: paid.params.razorpay_signature,
      }),
    ).toBe(false)

    // As at Razorpay, the link's payment is reported against the link's own order, not the link.
    const payment = await gateway().fetchPayment(paid.params.razorpay_payment_id)
    expect(payment).toMatchObject({ status: 'captured', amountPaise: 99_900, notes: linkInput.notes })
    expect(payment.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/)
  })

  it('refuses a second payment link with the same reference_id, as Razorpay does', async () => {
    await gateway().createPaymentLink(linkInput)
    expect(await rejection(gateway().createPaymentLink(linkInput))).toBeInstanceOf(PaymentGatewayError)
  })

  it('refuses what Razorpay refuses: under ₹1, fractions of a paisa, an over-long receipt', async () => {
    for (const input of [
      { ...orderInput, amountPaise: 99 },
      { ...orderInput, amountPaise: 100.5 },
      { ...orderInput, receipt: 'r'.repeat(41) },
    ]) {
      expect(await rejection(gateway().createOrder(input))).toBeInstanceOf(PaymentGatewayError)
    }
    expect(await db().query('SELECT 1 FROM test_gateway_orders')).toEqual([])
  })

  it('unknown ids are PaymentGatewayErrors', async () => {
    // Started one at a time: a rejection made before it is awaited would be unhandled.
    for (const call of [
      () => gateway().fetchPayment('pay_Nonexistent00000'),
      () => gateway().payOnTestCheckout('order_Nonexistent000'),
      () => gateway().failOnTestCheckout('plink_Nonexistent000'),
    ]) {
      expect(await rejection(call())).toBeInstanceOf(PaymentGatewayError)
    }
  })

  it('webhook bodies are signed with the local secret, over the raw bytes, as the SDK checks them', () => {
    const raw = '{"event":"payment.captured","payload":{}}'
    const signature = webhookSignature(raw, secret)
    expect(validateWebhookSignature(raw, signature, secret)).toBe(true)
    expect(gateway().webhookSignatureMatches(new TextEncoder().encode(raw), signature)).toBe(true)
    expect(gateway().webhookSignatureMatches(new TextEncoder().encode(`${raw} `), signature)).toBe(false)
    expect(gateway().webhookSignatureMatches(new TextEncoder().encode(raw), null)).toBe(false)
  })

  it('a gateway with another secret does not accept this one’s signatures', async () => {
    const order = await gateway().createOrder(orderInput)
    const paid = await gateway().payOnTestCheckout(order.id)
    if (paid.kind !== 'order') throw new Error('expected an order result')
    const other = createTestGateway({ db: db(), secret: 'another local secret' })
    expect(
      other.checkoutSignatureMatches({
        orderId: order.id,
        paymentId: paid.fields.razorpay_payment_id,
        signature: paid.fields.razorpay_signature,
      }),
    ).toBe(false)
  })
})

describe('choosing the gateway from the environment', () => {
  const razorpayKeys = { RAZORPAY_KEY_ID: 'rzp_test_Abc123', RAZORPAY_KEY_SECRET: 'kept-secret-value' }

  it('without Razorpay keys: the test gateway, on the database it is given', async () => {
    const chosen = paymentGateway(db(), {})
    expect(chosen).toMatchObject({ mode: 'test', keyId: TEST_GATEWAY_KEY_ID })
    const order = await chosen.createOrder(orderInput)
    expect(await gateway().testCheckoutOrder(order.id)).not.toBeNull()
    expect(paymentsAreTest({})).toBe(true)
    expect(testGateway(db(), {})?.mode).toBe('test')
    expect(describePayments({})).toEqual({ kind: 'test', label: 'Test payments — no money moves' })
    expect(paymentGateway(db(), { RAZORPAY_KEY_ID: '  ', RAZORPAY_KEY_SECRET: '' }).mode).toBe('test')
  })

  it('without a database handed in: the test gateway uses the app’s (getDb)', async () => {
    const order = await paymentGateway(undefined, {}).createOrder(orderInput)
    expect(await gateway().testCheckoutOrder(order.id)).not.toBeNull()
  })

  it('with both keys: Razorpay, test or live keys said; no test checkout page', () => {
    expect(paymentGateway(db(), razorpayKeys)).toMatchObject({ mode: 'razorpay', keyId: 'rzp_test_Abc123' })
    expect(paymentsAreTest(razorpayKeys)).toBe(false)
    expect(testGateway(db(), razorpayKeys)).toBeNull()
    expect(describePayments(razorpayKeys)).toEqual({
      kind: 'razorpay-test',
      label: 'Razorpay with test keys — no money moves',
    })
    const live = { ...razorpayKeys, RAZORPAY_KEY_ID: 'rzp_live_Abc123' }
    expect(describePayments(live)).toEqual({ kind: 'razorpay-live', label: 'Razorpay with live keys' })
  })

  it('the webhook secret, when set, is the one webhooks are checked with', () => {
    const raw = new TextEncoder().encode('{"event":"payment.captured"}')
    const withSecret = paymentGateway(db(), { ...razorpayKeys, RAZORPAY_WEBHOOK_SECRET: 'hook-secret' })
    expect(withSecret.webhookSignatureMatches(raw, webhookSignature(raw, 'hook-secret'))).toBe(true)
    expect(
      paymentGateway(db(), razorpayKeys).webhookSignatureMatches(raw, webhookSignature(raw, 'hook-secret')),
    ).toBe(false)
  })

  it('a malformed key id, or one key without the other, stops with the variable named and no value shown', () => {
    expect(() => readPaymentsEnv({ ...razorpayKeys, RAZORPAY_KEY_ID: 'key_123' })).toThrow(
      /RAZORPAY_KEY_ID: .*rzp_/,
    )
    expect(() => readPaymentsEnv({ RAZORPAY_KEY_ID: 'rzp_test_Abc123' })).toThrow(/RAZORPAY_KEY_SECRET/)
    expect(() => readPaymentsEnv({ RAZORPAY_KEY_SECRET: 'kept-secret-value' })).toThrow(/RAZORPAY_KEY_ID/)
    expect(() => paymentGateway(db(), { RAZORPAY_KEY_SECRET: 'kept-secret-value' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('kept-secret-value') }),
    )
  })
})
