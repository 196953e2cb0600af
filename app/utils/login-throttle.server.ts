import crypto from 'node:crypto'
import { lockoutSeconds } from '#domain/accounts/throttle.ts'
import { getDb } from './db.server.ts'

const keyFor = (email: string, address: string) =>
  crypto.createHash('sha256').update(`${email}\n${address}`).digest('hex')

/** Seconds this (e-mail, address) pair must still wait; 0 when it may try. */
export async function secondsToWait(email: string, address: string): Promise<number> {
  const db = await getDb()
  const rows = await db.query<{ wait: number | string | null }>(
    `SELECT CEIL(EXTRACT(EPOCH FROM (locked_until - now()))) AS wait
       FROM login_throttle WHERE throttle_key = $1 AND locked_until > now()`,
    [keyFor(email, address)],
  )
  return rows[0] ? Math.max(1, Number(rows[0].wait)) : 0
}

/** Counts a failure and returns the wait it now imposes (0 for the first ten). */
export async function recordFailure(email: string, address: string): Promise<number> {
  const db = await getDb()
  const rows = await db.query<{ failures: number }>(
    `INSERT INTO login_throttle (throttle_key, failures, updated_at) VALUES ($1, 1, now())
     ON CONFLICT (throttle_key) DO UPDATE
       SET failures = login_throttle.failures + 1, updated_at = now()
     RETURNING failures`,
    [keyFor(email, address)],
  )
  const wait = lockoutSeconds(rows[0]?.failures ?? 1)
  if (wait > 0) {
    await db.query(
      `UPDATE login_throttle SET locked_until = now() + make_interval(secs => $2) WHERE throttle_key = $1`,
      [keyFor(email, address), wait],
    )
  }
  return wait
}

export async function clearFailures(email: string, address: string): Promise<void> {
  const db = await getDb()
  await db.query('DELETE FROM login_throttle WHERE throttle_key = $1', [keyFor(email, address)])
}
