import { describe, expect, it } from 'vitest'
import { readStream } from '#events/read.server.ts'
import { inlineProjections, paymentOrdersOf } from '#events/projections/index.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { subscriptionStreamId } from '#domain/subscription/index.ts'
import { createUser } from '#app/features/auth/users.server.ts'
import { subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import {
  createCheckoutOrder,
  createPaymentLink,
  PaymentSignatureError,
  verifyCheckoutPayment,
  verifyPaymentLinkCallback,
} from '#app/features/payments/purchase.server.ts'
import { receiveWebhook } from '#app/features/payments/webhook.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { actingAs } from '#tests/support/actor.ts'
import { fakeGateway } from '#tests/support/fake-gateway.ts'

const database = useTestDatabase()

async function buyer(email = 'asha@example.in') {
  const user = await createUser(email, 'secret12')
  return { id: user.id, email: user.email, name: 'Asha Rao' }
}

const streamTypes = async (userId: string) =>
  (await readStream(database(), subscriptionStreamId(userId))).map((e) => e.type)

describe('a purchase through checkout', () => {
  it('records the order at the server’s price, then activates one period once verified', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const order = await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha, 'Maharashtra')
    expect(order).toMatchObject({ razorpayKeyId: 'rzp_test_fake', amount: 29_900, currency: 'INR' })
    expect((await subscriptionStatus(db, asha.id)).subscription?.status).toBe('created')

    const { checkout } = fake.pay(order.orderId)
    const result = await verifyCheckoutPayment(db, actingAs(asha.id), fake.gateway, asha.id, checkout)
    expect(result.activated).toBe(true)
    const status = await subscriptionStatus(db, asha.id)
    expect(status.subscription?.status).toBe('active')
    expect(status.canCreateDocument).toBe(true)
    const [row] = await paymentOrdersOf(db, asha.id)
    expect(row).toMatchObject({
      status: 'paid',
      paymentId: checkout.razorpay_payment_id,
      activatedBy: 'checkout',
    })
    expect(row?.placeOfSupply).toBe('Maharashtra')
  })

  it('refuses a tampered signature, a changed amount, another user’s order and an unknown order, recording nothing', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const ravi = await buyer('ravi@example.in')
    const order = await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha)
    const before = await streamTypes(asha.id)

    const { checkout } = fake.pay(order.orderId)
    const tampered = {
      ...checkout,
      razorpay_signature: checkout.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    }
    await expect(
      verifyCheckoutPayment(db, actingAs(asha.id), fake.gateway, asha.id, tampered),
    ).rejects.toBeInstanceOf(PaymentSignatureError)

    const cheaper = fake.pay(order.orderId, { amountPaise: 100 }).checkout
    await expect(
      verifyCheckoutPayment(db, actingAs(asha.id), fake.gateway, asha.id, cheaper),
    ).rejects.toMatchObject({
      code: 'subscription.payment_mismatch',
    })

    await expect(
      verifyCheckoutPayment(db, actingAs(ravi.id), fake.gateway, ravi.id, checkout),
    ).rejects.toMatchObject({
      code: 'subscription.unknown_order',
    })

    const unknown = fake.pay('order_00000000009999').checkout
    await expect(
      verifyCheckoutPayment(db, actingAs(asha.id), fake.gateway, asha.id, unknown),
    ).rejects.toMatchObject({
      code: 'subscription.unknown_order',
    })

    expect(await streamTypes(asha.id)).toEqual(before)
    expect(await streamTypes(ravi.id)).toEqual([])
  })

  it('records a failed payment with the gateway’s reason and activates nothing', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const order = await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha)
    const { checkout } = fake.pay(order.orderId, {
      status: 'failed',
      errorDescription: 'Card declined by the bank',
    })
    await expect(
      verifyCheckoutPayment(db, actingAs(asha.id), fake.gateway, asha.id, checkout),
    ).rejects.toMatchObject({
      code: 'subscription.payment_not_captured',
    })
    const [row] = await paymentOrdersOf(db, asha.id)
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Card declined by the bank' })
    expect((await subscriptionStatus(db, asha.id)).subscription).toBeNull()
  })
})

describe('a purchase through a payment link', () => {
  it('activates a period from the signed callback, once however often it arrives', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const link = await createPaymentLink(
      db,
      actingAs(asha.id),
      fake.gateway,
      asha,
      'http://localhost/subscription/callback',
    )
    expect(link.url).toMatch(/^https:\/\/rzp\.example\//)
    const callback = fake.pay(link.paymentLinkId).linkCallback()
    const first = await verifyPaymentLinkCallback(db, actingAs(asha.id), fake.gateway, asha.id, callback)
    const again = await verifyPaymentLinkCallback(db, actingAs(asha.id), fake.gateway, asha.id, callback)
    expect([first.activated, again.activated]).toEqual([true, false])
    expect((await streamTypes(asha.id)).filter((t) => t === 'SubscriptionActivated')).toHaveLength(1)

    const forged = { ...callback, razorpay_payment_link_status: 'paid ' }
    await expect(
      verifyPaymentLinkCallback(db, actingAs(asha.id), fake.gateway, asha.id, forged),
    ).rejects.toBeInstanceOf(PaymentSignatureError)
  })
})

describe('the webhook', () => {
  it('activates once whether verify, webhook replays or ten parallel deliveries report the payment', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const order = await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha)
    const { payment, checkout } = fake.pay(order.orderId)
    const by = actingAs('payment-gateway')

    const replayed = fake.webhook('payment.captured', payment, 'evt_1')
    const outcomes = []
    for (let i = 0; i < 3; i++)
      outcomes.push((await receiveWebhook(db, by, fake.gateway, replayed.raw, replayed.headers)).outcome)
    expect(outcomes).toEqual(['recorded', 'duplicate', 'duplicate'])

    const parallel = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const delivery = fake.webhook(i % 2 ? 'order.paid' : 'payment.captured', payment, `evt_p${i}`)
        return receiveWebhook(db, by, fake.gateway, delivery.raw, delivery.headers)
      }),
    )
    expect(parallel.every((r) => r.status === 200)).toBe(true)
    await verifyCheckoutPayment(db, actingAs(asha.id), fake.gateway, asha.id, checkout)
    expect((await streamTypes(asha.id)).filter((t) => t === 'SubscriptionActivated')).toHaveLength(1)
  })

  it('finds the order by the ids the gateway set, never by notes a browser could write', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const ravi = await buyer('ravi@example.in')
    await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha)
    const [ashaOrder] = await paymentOrdersOf(db, asha.id)
    const raviOrder = await createCheckoutOrder(db, actingAs(ravi.id), fake.gateway, ravi)
    // Ravi pays his own order with Asha's receipt in the checkout notes.
    const { payment } = fake.pay(raviOrder.orderId)
    const delivery = fake.webhook(
      'payment.captured',
      { ...payment, notes: { receipt: ashaOrder!.receipt } },
      'evt_notes',
    )
    const outcome = await receiveWebhook(
      db,
      actingAs('payment-gateway'),
      fake.gateway,
      delivery.raw,
      delivery.headers,
    )
    expect(outcome.outcome).toBe('recorded')
    expect(await streamTypes(asha.id)).toEqual(['PaymentOrderCreated'])
    expect((await streamTypes(ravi.id)).filter((t) => t === 'SubscriptionActivated')).toHaveLength(1)
    // A payment naming an order that is not ours is not matched by its notes either.
    const stray = fake.webhook(
      'payment.captured',
      { ...payment, id: 'pay_stray', orderId: 'order_elsewhere', notes: { receipt: ashaOrder!.receipt } },
      'evt_stray',
    )
    expect(
      (await receiveWebhook(db, actingAs('payment-gateway'), fake.gateway, stray.raw, stray.headers)).outcome,
    ).toBe('unknown_order')
    expect(await streamTypes(asha.id)).toEqual(['PaymentOrderCreated'])
  })

  it('refuses a bad signature with 400 and records nothing', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const order = await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha)
    const { payment } = fake.pay(order.orderId)
    const delivery = fake.webhook('payment.captured', payment, 'evt_bad')
    const changed = new TextEncoder().encode(new TextDecoder().decode(delivery.raw).replace('29900', '100'))
    const outcome = await receiveWebhook(
      db,
      actingAs('payment-gateway'),
      fake.gateway,
      changed,
      delivery.headers,
    )
    expect(outcome).toEqual({ status: 400, outcome: 'bad_signature' })
    expect(await streamTypes(asha.id)).toEqual(['PaymentOrderCreated'])
    const seen = await db.query('SELECT 1 FROM payment_webhook_deliveries')
    expect(seen).toHaveLength(0)
  })

  it('records a payment.failed delivery with the gateway’s reason', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const order = await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha)
    const { payment } = fake.pay(order.orderId, {
      status: 'failed',
      errorDescription: 'Payment was unsuccessful',
    })
    const delivery = fake.webhook('payment.failed', payment, 'evt_failed')
    expect(
      (await receiveWebhook(db, actingAs('payment-gateway'), fake.gateway, delivery.raw, delivery.headers))
        .status,
    ).toBe(200)
    const [row] = await paymentOrdersOf(db, asha.id)
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Payment was unsuccessful' })
  })
})

describe('the payment_orders read model', () => {
  it('is the same rebuilt from the log as kept by the appends', async () => {
    const db = database()
    const fake = fakeGateway()
    const asha = await buyer()
    const paidOrder = await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha, 'Goa')
    await verifyCheckoutPayment(
      db,
      actingAs(asha.id),
      fake.gateway,
      asha.id,
      fake.pay(paidOrder.orderId).checkout,
    )
    const failedOrder = await createCheckoutOrder(db, actingAs(asha.id), fake.gateway, asha)
    const failed = fake.pay(failedOrder.orderId, { status: 'failed', errorDescription: 'Declined' }).checkout
    await verifyCheckoutPayment(db, actingAs(asha.id), fake.gateway, asha.id, failed).catch(() => undefined)
    await createPaymentLink(
      db,
      actingAs(asha.id),
      fake.gateway,
      asha,
      'http://localhost/subscription/callback',
    )
    const live = await db.query('SELECT * FROM payment_orders ORDER BY order_id')
    expect(live.map((row) => (row as { status: string }).status).sort()).toEqual([
      'created',
      'failed',
      'paid',
    ])
    await rebuildProjections(db, inlineProjections)
    expect(await db.query('SELECT * FROM payment_orders ORDER BY order_id')).toEqual(live)
  })
})
