import type { SubscriptionEvent } from './events.ts'

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

export function evolveSubscription(state: SubscriptionState, event: { type: string; data: unknown }): SubscriptionState {
  const known = event as SubscriptionEvent
  switch (known.type) {
    case 'SubscriptionActivated':
      return { ...state, plan: known.data.plan, currentEnd: known.data.periodEnd, cancelled: false }
    case 'DocumentAllowanceUsed':
      return {
        ...state,
        documentsUsed: state.documentsUsed + 1,
        trialDocumentsUsed: state.trialDocumentsUsed + (known.data.allowance === 'trial' ? 1 : 0),
      }
    case 'DocumentAllowanceReleased':
      return {
        ...state,
        documentsUsed: Math.max(0, state.documentsUsed - 1),
        trialDocumentsUsed: Math.max(0, state.trialDocumentsUsed - (known.data.allowance === 'trial' ? 1 : 0)),
      }
    case 'SubscriptionCancelled':
      return { ...state, cancelled: true, currentEnd: known.data.accessUntil }
    default:
      // Events of later schema versions or other types leave the state as it is.
      return state
  }
}
