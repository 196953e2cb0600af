import { z } from 'zod'
import { eventGuard, type EventOf, type PayloadsOf } from '#domain/shared/decider.ts'

// The `subscription-<userId>` stream: what a user may create, decided in one place so
// that concurrent generations cannot both spend the one free-trial document.

export const PROFESSIONAL_PLAN = 'professional'
export const PERIOD_MONTHS = 3
export const TRIAL_DOCUMENTS = 1
/** ₹299 per 3 months, in paise. */
export const PROFESSIONAL_PRICE_PAISE = 29_900

export const subscriptionActivatedSchema = z.object({
  plan: z.literal(PROFESSIONAL_PLAN),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /** How it was paid for: the payment gateway, or an operator's grant. */
  source: z.enum(['payment', 'operator']),
  reference: z.string().max(200).optional(),
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
  SubscriptionActivated: subscriptionActivatedSchema,
  DocumentAllowanceUsed: documentAllowanceUsedSchema,
  DocumentAllowanceReleased: documentAllowanceReleasedSchema,
  SubscriptionCancelled: subscriptionCancelledSchema,
} as const

export type SubscriptionEvent = EventOf<PayloadsOf<typeof SUBSCRIPTION_EVENT_SCHEMAS>>

export const isSubscriptionEvent = eventGuard(SUBSCRIPTION_EVENT_SCHEMAS)
