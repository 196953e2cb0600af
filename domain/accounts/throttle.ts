/**
 * Sign-in throttling per (e-mail, address): the 10th failure in a row, and each one after
 * it, makes the pair wait, doubling from 1 s up to 15 minutes.
 * A success clears the count. (OWASP Authentication CS; reliability plan S1.)
 */
export const FREE_FAILURES = 10
export const MAX_WAIT_SECONDS = 15 * 60

export function lockoutSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS)
}

export function waitMessage(seconds: number): string {
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`
}
