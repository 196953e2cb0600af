import { DomainError } from '#domain/shared/errors.ts'
import { CURRENCY, PROFESSIONAL_PLAN, PROFESSIONAL_PRICE_PAISE, type SubscriptionEvent } from './events.ts'
import { isActive, nextAllowance, nextPeriod } from './rules.ts'
import type { SubscriptionState } from './state.ts'

export type SubscriptionCommand =
  | { type: 'UseDocumentAllowance'; data: { agreementId: string; now: Date } }
  | { type: 'ActivateSubscription'; data: { now: Date; source: 'payment' | 'operator'; reference?: string } }
  | { type: 'CancelSubscription'; data: { now: Date } }
  | {
      type: 'StartPurchase'
      data: {
        orderId: string
        kind: 'order' | 'payment_link'
        gateway: 'razorpay' | 'test'
        amountPaise: number
        receipt: string
        placeOfSupply?: string
      }
    }
  | {
      /** A payment the gateway reported (fetched by the server, its signature checked). */
      type: 'RecordCapturedPayment'
      data: {
        now: Date
        source: 'checkout' | 'payment_link' | 'webhook'
        orderId: string
        paymentId: string
        amountPaise: number
        currency: string
        status: string
      }
    }
  | {
      type: 'RecordFailedPayment'
      data: {
        orderId: string
        paymentId?: string
        reason: string
        source: 'checkout' | 'payment_link' | 'webhook'
      }
    }
  | {
      type: 'ReleaseDocumentAllowance'
      data: { agreementId: string; allowance: 'trial' | 'professional'; reason: string }
    }

export class SubscriptionError extends DomainError<
  // `busy` is not the decider's: the command runner's answer when the stream stays busy.
  | 'subscription.limit_reached'
  | 'subscription.not_active'
  | 'subscription.nothing_to_release'
  | 'subscription.busy'
  | 'subscription.unknown_order'
  | 'subscription.payment_mismatch'
  | 'subscription.payment_not_captured'
> {}

export function decideSubscription(
  command: SubscriptionCommand,
  state: SubscriptionState,
): SubscriptionEvent[] {
  switch (command.type) {
    case 'UseDocumentAllowance': {
      const allowance = nextAllowance(state, command.data.now)
      if (!allowance.allowed) throw new SubscriptionError('subscription.limit_reached', allowance.reason)
      return [
        {
          type: 'DocumentAllowanceUsed',
          data: { agreementId: command.data.agreementId, allowance: allowance.kind },
        },
      ]
    }
    case 'ActivateSubscription': {
      const { start, end } = nextPeriod(state, command.data.now)
      return [
        {
          type: 'SubscriptionActivated',
          data: {
            plan: PROFESSIONAL_PLAN,
            periodStart: start.toISOString(),
            periodEnd: end.toISOString(),
            source: command.data.source,
            ...(command.data.reference ? { reference: command.data.reference } : {}),
          },
        },
      ]
    }
    case 'StartPurchase': {
      const d = command.data
      if (state.orders[d.orderId]) return []
      // The price is the server's constant; an order for anything else is a bug, not a sale.
      if (d.amountPaise !== PROFESSIONAL_PRICE_PAISE) {
        throw new SubscriptionError('subscription.payment_mismatch', 'The order is not for the plan’s price')
      }
      return [
        {
          type: 'PaymentOrderCreated',
          data: {
            orderId: d.orderId,
            kind: d.kind,
            gateway: d.gateway,
            amountPaise: d.amountPaise,
            currency: CURRENCY,
            plan: PROFESSIONAL_PLAN,
            receipt: d.receipt,
            ...(d.placeOfSupply ? { placeOfSupply: d.placeOfSupply } : {}),
          },
        },
      ]
    }
    case 'RecordCapturedPayment': {
      const d = command.data
      // One payment, one period: verify, callback and webhook may each report it.
      if (state.capturedPaymentIds.includes(d.paymentId)) return []
      const order = state.orders[d.orderId]
      if (!order) throw new SubscriptionError('subscription.unknown_order', 'No such order on this account')
      if (order.status === 'paid') return []
      if (d.amountPaise !== order.amountPaise || d.currency !== CURRENCY) {
        throw new SubscriptionError(
          'subscription.payment_mismatch',
          'The payment’s amount or currency does not match the order',
        )
      }
      if (d.status !== 'captured') {
        throw new SubscriptionError(
          'subscription.payment_not_captured',
          `The gateway reports this payment as ${d.status}, not captured`,
        )
      }
      const { start, end } = nextPeriod(state, d.now)
      return [
        {
          type: 'SubscriptionActivated',
          data: {
            plan: PROFESSIONAL_PLAN,
            periodStart: start.toISOString(),
            periodEnd: end.toISOString(),
            source: d.source,
            payment: {
              paymentId: d.paymentId,
              orderId: d.orderId,
              amountPaise: d.amountPaise,
              currency: CURRENCY,
            },
          },
        },
      ]
    }
    case 'RecordFailedPayment': {
      const d = command.data
      const order = state.orders[d.orderId]
      if (!order) throw new SubscriptionError('subscription.unknown_order', 'No such order on this account')
      // A failure reported after the order was paid, or reported twice, changes nothing.
      if (order.status === 'paid') return []
      if (d.paymentId && order.failedPaymentIds.includes(d.paymentId)) return []
      if (!d.paymentId && order.status === 'failed') return []
      return [
        {
          type: 'PaymentFailed',
          data: {
            orderId: d.orderId,
            ...(d.paymentId ? { paymentId: d.paymentId } : {}),
            reason: d.reason.trim().slice(0, 500) || 'The gateway gave no reason',
            source: d.source,
          },
        },
      ]
    }
    case 'ReleaseDocumentAllowance': {
      const { agreementId, allowance, reason } = command.data
      const spent = allowance === 'trial' ? state.trialDocumentsUsed : state.documentsUsed
      if (spent < 1)
        throw new SubscriptionError('subscription.nothing_to_release', 'No document allowance was used')
      return [
        {
          type: 'DocumentAllowanceReleased',
          data: { agreementId, allowance, reason: reason.slice(0, 300) || 'not stored' },
        },
      ]
    }
    case 'CancelSubscription': {
      if (!isActive(state, command.data.now) || state.cancelled || !state.currentEnd) {
        throw new SubscriptionError('subscription.not_active', 'There is no active subscription to cancel')
      }
      return [{ type: 'SubscriptionCancelled', data: { accessUntil: state.currentEnd } }]
    }
    default: {
      const unknown: never = command
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`)
    }
  }
}
