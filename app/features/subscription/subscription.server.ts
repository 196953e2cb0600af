import type { Db } from '#db/types.ts'
import { paymentOrdersOf, subscriptionOf } from '#events/projections/index.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { runCommand } from '#app/platform/command-runner.server.ts'
import {
  canCreateDocument,
  isActive,
  subscriptionDecider,
  subscriptionStreamId,
  type SubscriptionCommand,
  type SubscriptionSummary,
  SubscriptionError,
} from '#domain/subscription/index.ts'

export type SubscriptionStatus = {
  subscription: null | {
    /** `created`: a purchase begun and not yet paid, with no period before it. */
    status: 'active' | 'cancelled' | 'expired' | 'created'
    plan: 'professional'
    currentEnd: string | null
    documentsUsed: number
    /** -1 means unlimited, as the specification has it. */
    documentsLimit: number
  }
  canCreateDocument: boolean
}

/** The specification's subscription-status shape, read from the projection. */
export function describeSubscription(state: SubscriptionSummary, now: Date): SubscriptionStatus {
  const subscription =
    state.plan && state.currentEnd
      ? {
          status: !isActive(state, now)
            ? ('expired' as const)
            : state.cancelled
              ? ('cancelled' as const)
              : ('active' as const),
          plan: state.plan,
          currentEnd: state.currentEnd,
          documentsUsed: state.documentsUsed,
          documentsLimit: -1,
        }
      : null
  return { subscription, canCreateDocument: canCreateDocument(state, now) }
}

export async function subscriptionStatus(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<SubscriptionStatus> {
  const status = describeSubscription(await subscriptionOf(db, userId), now)
  if (status.subscription) return status
  const [latest] = await paymentOrdersOf(db, userId, 1)
  if (latest?.status !== 'created') return status
  return {
    ...status,
    subscription: {
      status: 'created',
      plan: 'professional',
      currentEnd: null,
      documentsUsed: 0,
      documentsLimit: -1,
    },
  }
}

/**
 * Whether the user has Professional now (active, or cancelled with paid days left): the
 * header's Pro badge on every page. One primary-key read of the subscriptions read model per
 * request, never kept across requests, so a payment recorded by any process shows on the next.
 */
export async function hasProfessional(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return isActive(await subscriptionOf(db, userId), now)
}

/**
 * Runs a subscription command on `userId`'s stream, as `by`'s (the user, or an operator's
 * script). Every document spends an allowance here first; generations racing for the last
 * trial document take turns on the stream, and the decider refuses every one after the first.
 */
export function runSubscriptionCommand(
  db: Db,
  by: CommandContext,
  userId: string,
  command: SubscriptionCommand,
) {
  return runCommand(db, by, subscriptionStreamId(userId), subscriptionDecider, command, {
    busy: (cause) =>
      new SubscriptionError(
        'subscription.busy',
        'The account is busy with other documents; please try again.',
        { cause },
      ),
  })
}
