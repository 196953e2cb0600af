import { TRIAL_DOCUMENTS } from './events.ts'
import { isActive } from './rules.ts'
import type { SubscriptionSummary } from './state.ts'

/** The specification's "unlimited" (spec 001 §3: documentsLimit -1). */
export const UNLIMITED = -1

export interface DocumentUsage {
  /** Documents counted against the limit that applies now. */
  used: number
  /** `UNLIMITED` while Professional runs; the free trial's one document otherwise. */
  limit: number
}

/**
 * The documents used against the plan in force: every document while Professional runs
 * (no limit), the trial documents otherwise — what `nextAllowance` decides by.
 */
export function documentUsage(state: SubscriptionSummary, now: Date): DocumentUsage {
  return isActive(state, now)
    ? { used: state.documentsUsed, limit: UNLIMITED }
    : { used: state.trialDocumentsUsed, limit: TRIAL_DOCUMENTS }
}

/** "3 documents — unlimited on Professional", "1 of 1 free-trial document". */
export function documentUsageText({ used, limit }: DocumentUsage): string {
  const documents = `${used} ${used === 1 ? 'document' : 'documents'}`
  if (limit === UNLIMITED) return `${documents} — unlimited on Professional`
  return `${used} of ${limit} free-trial ${limit === 1 ? 'document' : 'documents'}`
}
