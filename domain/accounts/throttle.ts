/**
 * Sign-in throttling per (e-mail, address): the 10th failure in a row, and each one after
 * it, makes the pair wait, doubling from 1 s up to 15 minutes.
 * A success clears the count. (OWASP Authentication CS; reliability plan S1.)
 *
 * An attempt counts as a failure from the moment it is let through until its password is
 * shown right, so attempts sent together cannot outrun the count.
 */
export const FREE_FAILURES = 10
export const MAX_WAIT_SECONDS = 15 * 60

export function lockoutSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS)
}

/**
 * The wait after the 1st, 2nd, … failure, up to the first that reaches the cap (every later
 * one waits as long): the database applies it as it counts, in the same statement.
 */
export function waitSchedule(): number[] {
  const waits = [lockoutSeconds(1)]
  while (waits.at(-1)! < MAX_WAIT_SECONDS) waits.push(lockoutSeconds(waits.length + 1))
  return waits
}

export function waitMessage(seconds: number): string {
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`
}
