import { evolveKnown } from '#domain/shared/decider.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import { isSubscriptionEvent, type SubscriptionEvent } from './events.ts'

export type SubscriptionState = {
  plan: 'professional' | null
  /** ISO instant the paid period ends (exclusive); null when never paid. */
  currentEnd: string | null
  cancelled: boolean
  trialDocumentsUsed: number
  documentsUsed: number
}

export const initialSubscriptionState = (): SubscriptionState => ({
  plan: null,
  currentEnd: null,
  cancelled: false,
  trialDocumentsUsed: 0,
  documentsUsed: 0,
})

function evolveKnownSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionActivated':
      return { ...state, plan: event.data.plan, currentEnd: event.data.periodEnd, cancelled: false }
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
