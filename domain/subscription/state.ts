import { evolveKnown } from '#domain/shared/decider.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import { isSubscriptionEvent, type SubscriptionEvent } from './events.ts'

/** A purchase as the stream has it: what verification matches a payment against. */
export type PurchaseOrder = {
  kind: 'order' | 'payment_link'
  amountPaise: number
  currency: string
  status: 'created' | 'paid' | 'failed'
  paymentId: string | null
  failedPaymentIds: string[]
}

/** What the plan gate and the status page need; the subscriptions read model holds exactly this. */
export type SubscriptionSummary = {
  plan: 'professional' | null
  /** ISO instant the paid period ends (exclusive); null when never paid. */
  currentEnd: string | null
  cancelled: boolean
  trialDocumentsUsed: number
  documentsUsed: number
}

/**
 * The decider's state: the summary plus the purchases and captured payments by id, folded
 * from the stream (the payment_orders read model lists them for display).
 */
export type SubscriptionState = SubscriptionSummary & {
  orders: Readonly<Record<string, PurchaseOrder>>
  capturedPaymentIds: readonly string[]
}

export const initialSubscriptionState = (): SubscriptionState => ({
  plan: null,
  currentEnd: null,
  cancelled: false,
  trialDocumentsUsed: 0,
  documentsUsed: 0,
  orders: {},
  capturedPaymentIds: [],
})

const withOrder = (state: SubscriptionState, orderId: string, change: Partial<PurchaseOrder>) => {
  const order = state.orders[orderId]
  return order ? { ...state, orders: { ...state.orders, [orderId]: { ...order, ...change } } } : state
}

function evolveKnownSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'PaymentOrderCreated': {
      const { orderId, kind, amountPaise, currency } = event.data
      const order: PurchaseOrder = {
        kind,
        amountPaise,
        currency,
        status: 'created',
        paymentId: null,
        failedPaymentIds: [],
      }
      return { ...state, orders: { ...state.orders, [orderId]: order } }
    }
    case 'PaymentFailed': {
      const { orderId, paymentId } = event.data
      const failed = state.orders[orderId]?.failedPaymentIds ?? []
      return withOrder(state, orderId, {
        status: 'failed',
        failedPaymentIds: paymentId ? [...failed, paymentId] : failed,
      })
    }
    case 'SubscriptionActivated': {
      const activated = {
        ...state,
        plan: event.data.plan,
        currentEnd: event.data.periodEnd,
        cancelled: false,
      }
      const payment = event.data.payment
      if (!payment) return activated
      return withOrder(
        { ...activated, capturedPaymentIds: [...state.capturedPaymentIds, payment.paymentId] },
        payment.orderId,
        { status: 'paid', paymentId: payment.paymentId },
      )
    }
    case 'DocumentAllowanceUsed':
      return {
        ...state,
        documentsUsed: state.documentsUsed + 1,
        trialDocumentsUsed: state.trialDocumentsUsed + (event.data.allowance === 'trial' ? 1 : 0),
      }
    case 'DocumentAllowanceReleased':
      return {
        ...state,
        documentsUsed: Math.max(0, state.documentsUsed - 1),
        trialDocumentsUsed: Math.max(
          0,
          state.trialDocumentsUsed - (event.data.allowance === 'trial' ? 1 : 0),
        ),
      }
    case 'SubscriptionCancelled':
      return { ...state, cancelled: true, currentEnd: event.data.accessUntil }
    default:
      return assertNever(event, 'subscription event')
  }
}

/** Events of types this build does not know leave the state as it is. */
export const evolveSubscription = evolveKnown(isSubscriptionEvent, evolveKnownSubscription)
