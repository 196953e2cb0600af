export * from './events.ts'
export * from './state.ts'
export * from './rules.ts'
export * from './decide.ts'

import type { Decider } from '#domain/shared/decider.ts'
import { decideSubscription, type SubscriptionCommand } from './decide.ts'
import type { SubscriptionEvent } from './events.ts'
import { evolveSubscription, initialSubscriptionState, type SubscriptionState } from './state.ts'

export const subscriptionStreamId = (userId: string) => `subscription-${userId}`

/** The aggregate as `handleCommand` takes it. */
export const subscriptionDecider = {
  initialState: initialSubscriptionState,
  evolve: evolveSubscription,
  decide: decideSubscription,
} satisfies Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent>
