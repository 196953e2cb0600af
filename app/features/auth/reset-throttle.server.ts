import crypto from 'node:crypto'
import { RESET_LIMITS } from '#domain/accounts/password-reset.ts'
import { getDb } from '#app/platform/db.server.ts'

// One statement counts the request in its window (a new window once the old one is over)
// and answers the count and the seconds left: requests sent together are each counted.
const COUNT = `
  INSERT INTO password_reset_throttle AS t (throttle_key, window_start, requests)
  VALUES ($1, now(), 1)
  ON CONFLICT (throttle_key) DO UPDATE
     SET window_start = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN now() ELSE t.window_start END,
         requests     = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE t.requests + 1 END
  RETURNING requests, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now())))::int AS wait`

const keyFor = (kind: 'address' | 'client', value: string) =>
  crypto.createHash('sha256').update(`${kind}\n${value}`).digest('hex')

async function count(kind: 'address' | 'client', value: string): Promise<number | null> {
  const db = await getDb()
  const limit = RESET_LIMITS[kind]
  const [row] = await db.query<{ requests: number; wait: number }>(COUNT, [
    keyFor(kind, value),
    limit.windowSeconds,
  ])
  return row && row.requests > limit.requests ? Math.max(1, Number(row.wait)) : null
}

/**
 * Counts a reset request for this client, then for this address, whether or not the address
 * has an account: the seconds to wait when either is over its limit, else null.
 */
export async function claimResetRequest(email: string, client: string): Promise<number | null> {
  return (await count('client', client)) ?? (await count('address', email))
}
