import type { GatewayPayment, GatewayPaymentStatus, PaymentGateway } from '#domain/payments/gateway.ts'
import {
  checkoutSignature,
  paymentLinkSignature,
  signatureMatches,
  webhookSignature,
} from '#domain/payments/signatures.ts'

export const FAKE_KEY_SECRET = 'fake-gateway-key-secret'
export const FAKE_WEBHOOK_SECRET = 'fake-gateway-webhook-secret'

/**
 * A gateway in memory that signs as Razorpay does, so a test can make it report any payment
 * (another amount, a failure, a payment on someone else's order) and see what verification does.
 */
export function fakeGateway() {
  let next = 0
  const id = (prefix: string) => `${prefix}_${String(++next).padStart(14, '0')}`
  const payments = new Map<string, GatewayPayment>()
  const orders = new Map<string, { amountPaise: number; receipt: string }>()
  const gateway: PaymentGateway = {
    mode: 'test',
    keyId: 'rzp_test_fake',
    async createOrder(input) {
      const order = {
        id: id('order'),
        amountPaise: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
      }
      orders.set(order.id, order)
      return order
    },
    async createPaymentLink(input) {
      const linkId = id('plink')
      orders.set(linkId, { amountPaise: input.amountPaise, receipt: input.referenceId })
      return {
        id: linkId,
        shortUrl: `https://rzp.example/${linkId}`,
        referenceId: input.referenceId,
        amountPaise: input.amountPaise,
        currency: input.currency,
      }
    },
    async fetchPayment(paymentId) {
      const payment = payments.get(paymentId)
      if (!payment) throw new Error(`no payment ${paymentId}`)
      return payment
    },
    checkoutSignatureMatches: ({ orderId, paymentId, signature }) =>
      signatureMatches(checkoutSignature(orderId, paymentId, FAKE_KEY_SECRET), signature),
    paymentLinkSignatureMatches: ({ signature, ...callback }) =>
      signatureMatches(paymentLinkSignature(callback, FAKE_KEY_SECRET), signature),
    webhookSignatureMatches: (raw, signature) =>
      signatureMatches(webhookSignature(raw, FAKE_WEBHOOK_SECRET), signature),
  }

  /** The customer pays `orderId` (or the gateway says they did, for `amountPaise`). */
  function pay(
    orderId: string,
    over: {
      amountPaise?: number
      status?: GatewayPaymentStatus
      currency?: string
      errorDescription?: string
    } = {},
  ) {
    const order = orders.get(orderId)
    const payment: GatewayPayment = {
      id: id('pay'),
      orderId,
      amountPaise: over.amountPaise ?? order?.amountPaise ?? 29_900,
      currency: over.currency ?? 'INR',
      status: over.status ?? 'captured',
      errorDescription: over.errorDescription ?? null,
      notes: {},
    }
    payments.set(payment.id, payment)
    return {
      payment,
      checkout: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: checkoutSignature(orderId, payment.id, FAKE_KEY_SECRET),
      },
      linkCallback: () => {
        const callback = {
          paymentLinkId: orderId,
          referenceId: order?.receipt ?? '',
          status: 'paid',
          paymentId: payment.id,
        }
        return {
          razorpay_payment_id: payment.id,
          razorpay_payment_link_id: orderId,
          razorpay_payment_link_reference_id: callback.referenceId,
          razorpay_payment_link_status: 'paid',
          razorpay_signature: paymentLinkSignature(callback, FAKE_KEY_SECRET),
        }
      },
    }
  }

  /** A webhook delivery as Razorpay sends it: the body, its signature and its event id. */
  function webhook(event: string, payment: GatewayPayment, eventId: string) {
    const body = JSON.stringify({
      entity: 'event',
      event,
      payload: {
        payment: {
          entity: {
            id: payment.id,
            order_id: payment.orderId,
            amount: payment.amountPaise,
            currency: payment.currency,
            status: payment.status,
            error_description: payment.errorDescription,
            notes: payment.notes,
          },
        },
      },
    })
    const raw = new TextEncoder().encode(body)
    const headers = new Headers({
      'x-razorpay-signature': webhookSignature(raw, FAKE_WEBHOOK_SECRET),
      'x-razorpay-event-id': eventId,
      'content-type': 'application/json',
    })
    return { raw, headers }
  }

  return { gateway, pay, webhook }
}
