import type { Queryable } from '#db/types.ts'
import {
  evolveSubscription,
  initialSubscriptionState,
  SUBSCRIPTION_EVENT_SCHEMAS,
  type SubscriptionState,
  type SubscriptionSummary,
} from '#domain/subscription/index.ts'
import type { RecordedEvent } from '../types.ts'
import type { Projection } from './types.ts'

const PREFIX = 'subscription-'

type Row = {
  user_id: string
  plan: 'professional' | null
  current_end: Date | null
  cancelled: boolean
  trial_documents_used: number
  documents_used: number
}

const toState = (row: Row | undefined): SubscriptionSummary =>
  row
    ? {
        plan: row.plan,
        currentEnd: row.current_end ? new Date(row.current_end).toISOString() : null,
        cancelled: row.cancelled,
        trialDocumentsUsed: row.trial_documents_used,
        documentsUsed: row.documents_used,
      }
    : initialSubscriptionState()

// The row holds the summary; folding one more event into it needs no purchases.
const foldable = (summary: SubscriptionSummary): SubscriptionState => ({
  ...summary,
  orders: {},
  capturedPaymentIds: [],
})

/**
 * Each user's subscription, folded by the same `evolveSubscription` the decider uses, so
 * the status page and the gate can never disagree about what the events say.
 */
export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  tables: ['subscriptions'],
  // evolveSubscription's exhaustive switch decides what each type does to the row.
  canHandle: Object.keys(SUBSCRIPTION_EVENT_SCHEMAS),
  async apply(tx, event: RecordedEvent) {
    if (!event.streamId.startsWith(PREFIX)) return
    const userId = event.streamId.slice(PREFIX.length)
    const [row] = await tx.query<Row>('SELECT * FROM subscriptions WHERE user_id = $1', [userId])
    const next = evolveSubscription(foldable(toState(row)), event)
    await tx.query(
      `INSERT INTO subscriptions (user_id, plan, current_end, cancelled, trial_documents_used, documents_used, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET plan = EXCLUDED.plan, current_end = EXCLUDED.current_end,
         cancelled = EXCLUDED.cancelled, trial_documents_used = EXCLUDED.trial_documents_used,
         documents_used = EXCLUDED.documents_used, updated_at = EXCLUDED.updated_at`,
      [
        userId,
        next.plan,
        next.currentEnd,
        next.cancelled,
        next.trialDocumentsUsed,
        next.documentsUsed,
        event.recordedAt,
      ],
    )
  },
}

/** The user's subscription as the read model has it; the initial state when none. */
export async function subscriptionOf(q: Queryable, userId: string): Promise<SubscriptionSummary> {
  const [row] = await q.query<Row>('SELECT * FROM subscriptions WHERE user_id = $1', [userId])
  return toState(row)
}
