import '../event-types.ts'
import { activityProjection } from './activity.ts'
import { chatSessionsProjection } from './chat-sessions.ts'
import { subscriptionsProjection } from './subscriptions.ts'
import { agreementProjections } from './agreements.ts'
import { libraryCountsProjection } from './library-counts.ts'
import { clauseUsageProjection } from './clause-usage.ts'
import { paymentOrdersProjection } from './payment-orders.ts'
import { invoicesProjection } from './invoices.ts'
import { personalClausesProjection } from './personal-clauses.ts'
import { customTemplatesProjection } from './custom-templates.ts'
import type { Projection } from './types.ts'

/**
 * The projections every append runs inside its transaction, and that
 * `npm run projections:rebuild` replays. A feature adds its read model here.
 */
export const inlineProjections: Projection[] = [
  activityProjection,
  subscriptionsProjection,
  paymentOrdersProjection,
  invoicesProjection,
  chatSessionsProjection,
  ...agreementProjections,
  libraryCountsProjection,
  clauseUsageProjection,
  personalClausesProjection,
  customTemplatesProjection,
]

export { activityProjection, activityOf, activityCount, type ActivityRow } from './activity.ts'
export { subscriptionsProjection, subscriptionOf } from './subscriptions.ts'
export {
  chatSessionsProjection,
  listChatSessions,
  getChatSession,
  chatMessages,
  type ChatSessionSummary,
  type ChatMessageView,
} from './chat-sessions.ts'
export {
  agreementsProjection,
  agreementVersionsProjection,
  libraryOf,
  libraryCount,
  agreementFor,
  versionsOf,
  type LibraryEntry,
  type AgreementView,
  type AgreementVersion,
} from './agreements.ts'
export { libraryCountsProjection, libraryTotal } from './library-counts.ts'
export { clauseUsageProjection, clauseUsage } from './clause-usage.ts'
export {
  paymentOrdersProjection,
  paymentOrdersOf,
  paymentOrderByReference,
  type PaymentOrderRow,
} from './payment-orders.ts'
export { invoicesProjection, invoiceOf, invoicesOf } from './invoices.ts'
export { personalClausesProjection, personalClausesOf, personalClauseOf } from './personal-clauses.ts'
export { applyProjections, handles, type Projection } from './types.ts'
