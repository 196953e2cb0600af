import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import { paymentOrderByReference } from '#events/projections/index.ts'
import { type PaymentGateway } from '#domain/payments/gateway.ts'
import {
  CURRENCY,
  PROFESSIONAL_PLAN,
  PROFESSIONAL_PRICE_PAISE,
  SubscriptionError,
} from '#domain/subscription/index.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { countPayment } from '#app/platform/metrics.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { settlePurchase } from './settle.server.ts'
import { getLog } from '#app/platform/log.server.ts'

// The purchase's use cases. Whatever the browser or the hosted page sends back, a period is
// activated only by a payment the gateway itself reports captured, for this user's order, at
// the server's price; the subscription stream makes every report after the first a no-op.

export const CHECKOUT_DESCRIPTION = 'Professional Plan - 3 months'

export interface Buyer {
  id: string
  email: string
  name: string | null
}

/** A signature that does not check: 400 and nothing recorded. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError'
}

/** Ours, unique, at most 40 characters (Razorpay's receipt limit). */
const newReceipt = () => `nd_${crypto.randomBytes(12).toString('base64url')}`

const notesFor = (buyer: Buyer, receipt: string) => ({
  plan_id: PROFESSIONAL_PLAN,
  type: '3_month_purchase',
  receipt,
  user_id: buyer.id,
})

export interface CheckoutOrder {
  razorpayKeyId: string
  amount: number
  currency: string
  orderId: string
}

/** POST /api/subscriptions: an order for the plan's price, for checkout to open with. */
export async function createCheckoutOrder(
  db: Db,
  by: CommandContext,
  gateway: PaymentGateway,
  buyer: Buyer,
  placeOfSupply?: string,
): Promise<CheckoutOrder> {
  const receipt = newReceipt()
  const order = await gateway.createOrder({
    amountPaise: PROFESSIONAL_PRICE_PAISE,
    currency: CURRENCY,
    receipt,
    notes: notesFor(buyer, receipt),
  })
  await runSubscriptionCommand(db, by, buyer.id, {
    type: 'StartPurchase',
    data: {
      orderId: order.id,
      kind: 'order',
      gateway: gateway.mode,
      amountPaise: PROFESSIONAL_PRICE_PAISE,
      receipt,
      ...(placeOfSupply ? { placeOfSupply } : {}),
    },
  })
  return {
    razorpayKeyId: gateway.keyId,
    amount: PROFESSIONAL_PRICE_PAISE,
    currency: CURRENCY,
    orderId: order.id,
  }
}

/** The no-JavaScript purchase: a hosted payment page that sends the customer back to `callbackUrl`. */
export async function createPaymentLink(
  db: Db,
  by: CommandContext,
  gateway: PaymentGateway,
  buyer: Buyer,
  callbackUrl: string,
  placeOfSupply?: string,
): Promise<{ url: string; paymentLinkId: string }> {
  const receipt = newReceipt()
  const link = await gateway.createPaymentLink({
    amountPaise: PROFESSIONAL_PRICE_PAISE,
    currency: CURRENCY,
    referenceId: receipt,
    description: CHECKOUT_DESCRIPTION,
    customer: { name: buyer.name ?? buyer.email, email: buyer.email },
    callbackUrl,
    notes: notesFor(buyer, receipt),
  })
  await runSubscriptionCommand(db, by, buyer.id, {
    type: 'StartPurchase',
    data: {
      orderId: link.id,
      kind: 'payment_link',
      gateway: gateway.mode,
      amountPaise: PROFESSIONAL_PRICE_PAISE,
      receipt,
      ...(placeOfSupply ? { placeOfSupply } : {}),
    },
  })
  return { url: link.shortUrl, paymentLinkId: link.id }
}

export interface CheckoutResult {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

export type VerifiedPayment = { paymentId: string; orderId: string; activated: boolean }

/** The user's own order by its id; anyone else's, or none, is the same refusal. */
async function ownOrder(db: Db, userId: string, orderId: string) {
  const order = await paymentOrderByReference(db, { orderId })
  if (!order || order.userId !== userId || order.orderId !== orderId) {
    throw new SubscriptionError('subscription.unknown_order', 'No such order on this account')
  }
  return order
}

/** POST /api/payments/verify: checkout's result, checked, then the payment as the gateway has it. */
export async function verifyCheckoutPayment(
  db: Db,
  by: CommandContext,
  gateway: PaymentGateway,
  userId: string,
  result: CheckoutResult,
  now = new Date(),
): Promise<VerifiedPayment> {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = result
  if (!gateway.checkoutSignatureMatches({ orderId, paymentId, signature: result.razorpay_signature })) {
    countPayment('checkout', 'bad_signature')
    throw new PaymentSignatureError('The payment signature does not match')
  }
  await ownOrder(db, userId, orderId)
  const payment = await gateway.fetchPayment(paymentId)
  if (payment.orderId !== orderId) {
    throw new SubscriptionError('subscription.payment_mismatch', 'The payment is not for this order')
  }
  return recordPayment(db, by, userId, orderId, payment, 'checkout', now)
}

export interface PaymentLinkCallback {
  razorpay_payment_id: string
  razorpay_payment_link_id: string
  razorpay_payment_link_reference_id: string
  razorpay_payment_link_status: string
  razorpay_signature: string
}

/** The hosted page's redirect back: its signature first, then the payment as the gateway has it. */
export async function verifyPaymentLinkCallback(
  db: Db,
  by: CommandContext,
  gateway: PaymentGateway,
  userId: string,
  callback: PaymentLinkCallback,
  now = new Date(),
): Promise<VerifiedPayment> {
  const signed = gateway.paymentLinkSignatureMatches({
    paymentLinkId: callback.razorpay_payment_link_id,
    referenceId: callback.razorpay_payment_link_reference_id,
    status: callback.razorpay_payment_link_status,
    paymentId: callback.razorpay_payment_id,
    signature: callback.razorpay_signature,
  })
  if (!signed) {
    countPayment('payment_link', 'bad_signature')
    throw new PaymentSignatureError('The payment signature does not match')
  }
  const order = await ownOrder(db, userId, callback.razorpay_payment_link_id)
  if (order.receipt !== callback.razorpay_payment_link_reference_id) {
    throw new SubscriptionError('subscription.payment_mismatch', 'The payment is not for this order')
  }
  const payment = await gateway.fetchPayment(callback.razorpay_payment_id)
  return recordPayment(db, by, userId, order.orderId, payment, 'payment_link', now)
}

type FetchedPayment = Awaited<ReturnType<PaymentGateway['fetchPayment']>>

/** Records what the gateway reported: a failure as such, anything else through the decider's checks. */
export async function recordPayment(
  db: Db,
  by: CommandContext,
  userId: string,
  orderId: string,
  payment: FetchedPayment,
  source: 'checkout' | 'payment_link' | 'webhook',
  now = new Date(),
): Promise<VerifiedPayment> {
  if (payment.status === 'failed') {
    countPayment(source, 'failed')
    await runSubscriptionCommand(db, by, userId, {
      type: 'RecordFailedPayment',
      data: {
        orderId,
        paymentId: payment.id,
        reason: payment.errorDescription ?? 'The payment failed',
        source,
      },
    })
    throw new SubscriptionError(
      'subscription.payment_not_captured',
      payment.errorDescription ?? 'The payment failed',
    )
  }
  const { events } = await runSubscriptionCommand(db, by, userId, {
    type: 'RecordCapturedPayment',
    data: {
      now,
      source,
      orderId,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      status: payment.status,
    },
  }).catch((error: unknown) => {
    // The decider refused it (not this order's amount, currency or status); busy is no outcome yet.
    if (error instanceof SubscriptionError && error.code !== 'subscription.busy')
      countPayment(source, 'refused')
    throw error
  })
  countPayment(source, events.length > 0 ? 'captured' : 'repeat')
  // Also when this report was a repeat: whatever an earlier one left unfinished is finished now.
  // The period is recorded whatever happens here; a step that fails is finished by the next
  // report or the next visit to /subscription, and the payer is not told their payment failed.
  await settlePurchase(db, by, userId).catch((error: unknown) => {
    getLog().error(
      { err: error },
      'settling a recorded payment did not finish; the next report or visit will',
    )
  })
  return { paymentId: payment.id, orderId, activated: events.length > 0 }
}
