import crypto from 'node:crypto'
import { waitSchedule } from '#domain/accounts/throttle.ts'
import { getDb } from '#app/platform/db.server.ts'

const keyFor = (email: string, address: string) =>
  crypto.createHash('sha256').update(`${email}\n${address}`).digest('hex')

// `failures` counts the attempts let through since the last success, the ones still being
// checked included; `locked_until` is the wait the newest of them imposes if it fails.
const SCHEDULE = waitSchedule()
const lockAfter = (count: string) => {
  const wait = `($2::int[])[LEAST(${count}, cardinality($2::int[]))]`
  return `CASE WHEN ${wait} > 0 THEN now() + make_interval(secs => ${wait}) END`
}

// One statement checks the lock and takes the attempt's place in the count, locking ahead
// as if it fails: of attempts sent together, only those the policy lets through get a row
// back (ON CONFLICT DO UPDATE locks the row, so each sees the one before it).
const CLAIM = `
  INSERT INTO login_throttle AS t (throttle_key, failures, locked_until, updated_at)
  VALUES ($1, 1, ${lockAfter('1')}, now())
  ON CONFLICT (throttle_key) DO UPDATE
     SET failures = t.failures + 1, locked_until = ${lockAfter('t.failures + 1')}, updated_at = now()
   WHERE t.locked_until IS NULL OR t.locked_until <= now()
  RETURNING failures`

export type AttemptClaim = { ok: true; attempt: number } | { ok: false; wait: number }

/**
 * Takes a sign-in attempt for this (e-mail, address) before its password is checked: its
 * number in the run of failures, or the seconds the pair must still wait.
 */
export async function claimAttempt(email: string, address: string): Promise<AttemptClaim> {
  const db = await getDb()
  const key = keyFor(email, address)
  const claimed = await db.query<{ failures: number }>(CLAIM, [key, SCHEDULE])
  if (claimed[0]) return { ok: true, attempt: claimed[0].failures }
  const rows = await db.query<{ wait: number | string | null }>(
    `SELECT CEIL(EXTRACT(EPOCH FROM (locked_until - now()))) AS wait FROM login_throttle WHERE throttle_key = $1`,
    [key],
  )
  // The lock may have ended (or a success cleared it) since the claim: still at least 1 s.
  return { ok: false, wait: Math.max(1, Number(rows[0]?.wait ?? 1)) }
}

/** A right password: the run of failures is over. */
export async function clearAttempts(email: string, address: string): Promise<void> {
  const db = await getDb()
  await db.query('DELETE FROM login_throttle WHERE throttle_key = $1', [keyFor(email, address)])
}
