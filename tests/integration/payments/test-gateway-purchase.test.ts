import { describe, expect, it } from 'vitest'
import { createUser } from '#app/features/auth/users.server.ts'
import { subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import {
  createCheckoutOrder,
  createPaymentLink,
  verifyCheckoutPayment,
  verifyPaymentLinkCallback,
} from '#app/features/payments/purchase.server.ts'
import { receiveWebhook } from '#app/features/payments/webhook.server.ts'
import { createTestGateway, testGatewaySecret } from '#app/providers/test-gateway.server.ts'
import { webhookSignature } from '#domain/payments/signatures.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { actingAs } from '#tests/support/actor.ts'

// The app's own purchase code, unchanged, fed what the test gateway's checkout page returns:
// it must accept it as it accepts Razorpay's.
const database = useTestDatabase()

async function buyer(email = 'asha@example.in') {
  const user = await createUser(email, 'secret12')
  return { id: user.id, email: user.email, name: 'Asha Rao' }
}

describe('purchases through the test gateway', () => {
  it('checkout: the order is created at the gateway, paid on its page, verified and activated', async () => {
    const db = database()
    const gateway = createTestGateway({ db })
    const asha = await buyer()
    const order = await createCheckoutOrder(db, actingAs(asha.id), gateway, asha)
    expect(order.razorpayKeyId).toBe('rzp_test_offline')

    const paid = await gateway.payOnTestCheckout(order.orderId)
    if (paid.kind !== 'order') throw new Error('expected an order result')
    const result = await verifyCheckoutPayment(db, actingAs(asha.id), gateway, asha.id, paid.fields)

    expect(result).toMatchObject({ activated: true, paymentId: paid.fields.razorpay_payment_id })
    expect((await subscriptionStatus(db, asha.id)).subscription?.status).toBe('active')
  })

  it('payment link: the callback query the page redirects with is verified and activates', async () => {
    const db = database()
    const gateway = createTestGateway({ db })
    const asha = await buyer()
    const link = await createPaymentLink(
      db,
      actingAs(asha.id),
      gateway,
      asha,
      'http://localhost:3000/payments/callback',
    )

    const paid = await gateway.payOnTestCheckout(link.paymentLinkId)
    if (paid.kind !== 'payment_link') throw new Error('expected a payment link result')
    const query = Object.fromEntries(new URL(paid.redirectUrl).searchParams)
    const result = await verifyPaymentLinkCallback(
      db,
      actingAs(asha.id),
      gateway,
      asha.id,
      query as unknown as Parameters<typeof verifyPaymentLinkCallback>[4],
    )

    expect(result.activated).toBe(true)
    expect((await subscriptionStatus(db, asha.id)).subscription?.status).toBe('active')
  })

  it('a webhook body signed with the local secret is accepted; a wrong signature is not', async () => {
    const db = database()
    const gateway = createTestGateway({ db })
    const asha = await buyer()
    const order = await createCheckoutOrder(db, actingAs(asha.id), gateway, asha)
    const paid = await gateway.payOnTestCheckout(order.orderId)
    if (paid.kind !== 'order') throw new Error('expected an order result')
    const payment = await gateway.fetchPayment(paid.fields.razorpay_payment_id)
    const raw = new TextEncoder().encode(
      JSON.stringify({
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: payment.id,
              order_id: payment.orderId,
              amount: payment.amountPaise,
              currency: payment.currency,
              status: payment.status,
              notes: payment.notes,
            },
          },
        },
      }),
    )
    const by = actingAs(asha.id)

    const wrong = await receiveWebhook(
      db,
      by,
      gateway,
      raw,
      new Headers({ 'x-razorpay-signature': 'a'.repeat(64) }),
    )
    expect(wrong).toEqual({ status: 400, outcome: 'bad_signature' })
    const signature = webhookSignature(raw, testGatewaySecret())
    const heard = await receiveWebhook(
      db,
      by,
      gateway,
      raw,
      new Headers({ 'x-razorpay-signature': signature }),
    )
    expect(heard).toEqual({ status: 200, outcome: 'recorded' })
  })
})
