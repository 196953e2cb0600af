import { DomainError } from '#domain/shared/errors.ts'
import { PROFESSIONAL_PLAN, type SubscriptionEvent } from './events.ts'
import { isActive, nextAllowance, nextPeriod } from './rules.ts'
import type { SubscriptionState } from './state.ts'

export type SubscriptionCommand =
  | { type: 'UseDocumentAllowance'; data: { agreementId: string; now: Date } }
  | { type: 'ActivateSubscription'; data: { now: Date; source: 'payment' | 'operator'; reference?: string } }
  | { type: 'CancelSubscription'; data: { now: Date } }
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
