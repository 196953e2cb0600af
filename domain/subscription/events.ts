import { z } from 'zod'
import { eventGuard, type EventOf, type PayloadsOf } from '#domain/shared/decider.ts'

// The `subscription-<userId>` stream: what a user may create, decided in one place so
// that concurrent generations cannot both spend the one free-trial document.

export const PROFESSIONAL_PLAN = 'professional'
export const PERIOD_MONTHS = 3
export const TRIAL_DOCUMENTS = 1
/** ₹299 per 3 months, in paise. */
export const PROFESSIONAL_PRICE_PAISE = 29_900

export const CURRENCY = 'INR'

const orderIdSchema = z.string().min(1).max(64)
const paymentIdSchema = z.string().min(1).max(64)

/** How a purchase was started: checkout on an order (JavaScript), or a hosted payment link (none). */
export const purchaseKindSchema = z.enum(['order', 'payment_link'])

/**
 * A purchase begun: the gateway's order (or payment link) for the server's own price.
 * Verification later matches a payment against this, never against what a browser sends.
 */
export const paymentOrderCreatedSchema = z.object({
  orderId: orderIdSchema,
  kind: purchaseKindSchema,
  gateway: z.enum(['razorpay', 'test']),
  amountPaise: z.number().int().positive(),
  currency: z.literal(CURRENCY),
  plan: z.literal(PROFESSIONAL_PLAN),
  receipt: z.string().min(1).max(40),
  /** The customer's state or union territory, which decides CGST + SGST or IGST. */
  placeOfSupply: z.string().min(2).max(60).optional(),
})

/** The captured payment a period was activated by. */
export const capturedPaymentSchema = z.object({
  paymentId: paymentIdSchema,
  orderId: orderIdSchema,
  amountPaise: z.number().int().positive(),
  currency: z.literal(CURRENCY),
})

export const subscriptionActivatedSchema = z.object({
  plan: z.literal(PROFESSIONAL_PLAN),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /**
   * What recorded the payment: the checkout's verification, a payment link's callback, the
   * gateway's webhook, or an operator's grant (`payment` is the name events before issue 15 used).
   */
  source: z.enum(['checkout', 'payment_link', 'webhook', 'operator', 'payment']),
  reference: z.string().max(200).optional(),
  /** Absent for an operator's grant. */
  payment: capturedPaymentSchema.optional(),
})

/** The gateway reported a failed payment on one of the user's orders. */
export const paymentFailedSchema = z.object({
  orderId: orderIdSchema,
  paymentId: paymentIdSchema.optional(),
  reason: z.string().min(1).max(500),
  source: z.enum(['checkout', 'payment_link', 'webhook']),
})

export const documentAllowanceUsedSchema = z.object({
  agreementId: z.uuid(),
  /** A trial document is generated preview-only; a Professional one is full. */
  allowance: z.enum(['trial', 'professional']),
})

/**
 * Gives back an allowance whose document could not be stored after it was spent (the
 * agreement's own append failed): the user must not lose the free-trial document to a
 * database error between two streams' appends.
 */
export const documentAllowanceReleasedSchema = z.object({
  agreementId: z.uuid(),
  allowance: z.enum(['trial', 'professional']),
  reason: z.string().min(1).max(300),
})

export const subscriptionCancelledSchema = z.object({
  /** Access continues until the end of the period already paid for. */
  accessUntil: z.iso.datetime(),
})

export const SUBSCRIPTION_EVENT_SCHEMAS = {
  PaymentOrderCreated: paymentOrderCreatedSchema,
  PaymentFailed: paymentFailedSchema,
  SubscriptionActivated: subscriptionActivatedSchema,
  DocumentAllowanceUsed: documentAllowanceUsedSchema,
  DocumentAllowanceReleased: documentAllowanceReleasedSchema,
  SubscriptionCancelled: subscriptionCancelledSchema,
} as const

export type SubscriptionPayloads = PayloadsOf<typeof SUBSCRIPTION_EVENT_SCHEMAS>
export type SubscriptionEvent = EventOf<SubscriptionPayloads>

export const isSubscriptionEvent = eventGuard(SUBSCRIPTION_EVENT_SCHEMAS)
