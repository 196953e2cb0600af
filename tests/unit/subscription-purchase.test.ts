import { describe, expect, it } from 'vitest'
import {
  PROFESSIONAL_PRICE_PAISE,
  type SubscriptionEvent,
  subscriptionDecider,
} from '#domain/subscription/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

const given = deciderSpec(subscriptionDecider)
const now = new Date('2026-11-22T10:00:00.000Z')

const ordered = (orderId = 'order_A', amountPaise = PROFESSIONAL_PRICE_PAISE): SubscriptionEvent => ({
  type: 'PaymentOrderCreated',
  data: {
    orderId,
    kind: 'order',
    gateway: 'test',
    amountPaise,
    currency: 'INR',
    plan: 'professional',
    receipt: `rcpt_${orderId}`,
  },
})

const capture = (
  over: Partial<{
    orderId: string
    paymentId: string
    amountPaise: number
    currency: string
    status: string
  }> = {},
) =>
  ({
    type: 'RecordCapturedPayment',
    data: {
      now,
      source: 'checkout',
      orderId: 'order_A',
      paymentId: 'pay_1',
      amountPaise: PROFESSIONAL_PRICE_PAISE,
      currency: 'INR',
      status: 'captured',
      ...over,
    },
  }) as const

const activatedBy = (paymentId: string, orderId: string, start: string, end: string): SubscriptionEvent => ({
  type: 'SubscriptionActivated',
  data: {
    plan: 'professional',
    periodStart: start,
    periodEnd: end,
    source: 'checkout',
    payment: { paymentId, orderId, amountPaise: PROFESSIONAL_PRICE_PAISE, currency: 'INR' },
  },
})

describe('starting a purchase', () => {
  it('records the order at the plan’s price, once however often it is started', () => {
    given([])
      .when({
        type: 'StartPurchase',
        data: {
          orderId: 'order_A',
          kind: 'order',
          gateway: 'test',
          amountPaise: PROFESSIONAL_PRICE_PAISE,
          receipt: 'rcpt_order_A',
        },
      })
      .then([ordered()])
    given([ordered()])
      .when({
        type: 'StartPurchase',
        data: {
          orderId: 'order_A',
          kind: 'order',
          gateway: 'test',
          amountPaise: PROFESSIONAL_PRICE_PAISE,
          receipt: 'rcpt_order_A',
        },
      })
      .then([])
  })

  it('refuses an order for any other amount', () => {
    given([])
      .when({
        type: 'StartPurchase',
        data: { orderId: 'order_A', kind: 'order', gateway: 'test', amountPaise: 100, receipt: 'r' },
      })
      .thenThrows({ code: 'subscription.payment_mismatch' })
  })
})

describe('recording a captured payment', () => {
  it('activates one period of three months from now', () => {
    given([ordered()])
      .when(capture())
      .then([activatedBy('pay_1', 'order_A', '2026-11-22T10:00:00.000Z', '2027-02-22T10:00:00.000Z')])
  })

  it('activates nothing a second time for the same payment or the same order', () => {
    const paid = [ordered(), activatedBy('pay_1', 'order_A', now.toISOString(), '2027-02-22T10:00:00.000Z')]
    given(paid).when(capture()).then([])
    given(paid)
      .when(capture({ paymentId: 'pay_2' }))
      .then([])
  })

  it('extends a renewal from the current end, not from today', () => {
    given([
      ordered(),
      activatedBy('pay_1', 'order_A', now.toISOString(), '2027-02-22T10:00:00.000Z'),
      ordered('order_B'),
    ])
      .when(capture({ orderId: 'order_B', paymentId: 'pay_2' }))
      .then([activatedBy('pay_2', 'order_B', '2027-02-22T10:00:00.000Z', '2027-05-22T10:00:00.000Z')])
  })

  it('refuses an unknown order, another amount or currency, and a payment not captured', () => {
    given([]).when(capture()).thenThrows({ code: 'subscription.unknown_order' })
    given([ordered()])
      .when(capture({ amountPaise: 100 }))
      .thenThrows({ code: 'subscription.payment_mismatch' })
    given([ordered()])
      .when(capture({ currency: 'USD' }))
      .thenThrows({ code: 'subscription.payment_mismatch' })
    given([ordered()])
      .when(capture({ status: 'authorized' }))
      .thenThrows({ code: 'subscription.payment_not_captured' })
  })

  it('can still be paid after a failed attempt', () => {
    const failed: SubscriptionEvent = {
      type: 'PaymentFailed',
      data: { orderId: 'order_A', paymentId: 'pay_0', reason: 'Card declined', source: 'webhook' },
    }
    given([ordered(), failed])
      .when(capture())
      .then([activatedBy('pay_1', 'order_A', '2026-11-22T10:00:00.000Z', '2027-02-22T10:00:00.000Z')])
  })
})

describe('recording a failed payment', () => {
  const fail = (paymentId = 'pay_0') =>
    ({
      type: 'RecordFailedPayment',
      data: { orderId: 'order_A', paymentId, reason: 'Card declined', source: 'webhook' },
    }) as const

  it('records the gateway’s reason once per payment', () => {
    const failed: SubscriptionEvent = {
      type: 'PaymentFailed',
      data: { orderId: 'order_A', paymentId: 'pay_0', reason: 'Card declined', source: 'webhook' },
    }
    given([ordered()]).when(fail()).then([failed])
    given([ordered(), failed]).when(fail()).then([])
  })

  it('ignores a failure reported after the order was paid, and refuses an unknown order', () => {
    given([ordered(), activatedBy('pay_1', 'order_A', now.toISOString(), '2027-02-22T10:00:00.000Z')])
      .when(fail())
      .then([])
    given([]).when(fail()).thenThrows({ code: 'subscription.unknown_order' })
  })
})

it('keeps the purchases out of the summary the gate reads', () => {
  given([ordered()])
    .when(capture())
    .thenState((state) => {
      expect(state.orders.order_A).toMatchObject({ status: 'paid', paymentId: 'pay_1' })
      expect(state.capturedPaymentIds).toEqual(['pay_1'])
      expect(state.plan).toBe('professional')
    })
})
