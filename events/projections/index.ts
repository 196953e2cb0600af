import '../event-types.ts'
import { activityProjection } from './activity.ts'
import { subscriptionsProjection } from './subscriptions.ts'
import type { Projection } from './types.ts'

/**
 * The projections every append runs inside its transaction, and that
 * `npm run projections:rebuild` replays. A feature adds its read model here.
 */
export const inlineProjections: Projection[] = [activityProjection, subscriptionsProjection]

export { activityProjection, activityOf, activityCount, type ActivityRow } from './activity.ts'
export { subscriptionsProjection, subscriptionOf } from './subscriptions.ts'
export { applyProjections, handles, type Projection } from './types.ts'
