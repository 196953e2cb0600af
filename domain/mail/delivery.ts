/**
 * When the outbox tries a message again: a minute after the first failure, doubling after
 * each one (1, 2, 4 … 64 minutes, about two hours in all), and not after the 8th failure —
 * the row is left, with its last error, for the operator.
 */
export const MAX_DELIVERY_ATTEMPTS = 8
const FIRST_RETRY_SECONDS = 60

/** Seconds to wait after the given failed attempt (1-based), or null when it was the last one. */
export function retryDelaySeconds(failedAttempt: number): number | null {
  if (failedAttempt >= MAX_DELIVERY_ATTEMPTS) return null
  return FIRST_RETRY_SECONDS * 2 ** (Math.max(1, failedAttempt) - 1)
}
