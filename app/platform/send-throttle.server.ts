import crypto from 'node:crypto'
import type { Queryable } from '#db/types.ts'

// One statement counts the send in its window (a new window once the old one is over) and
// answers the count and the seconds left: sends made together are each counted.
const COUNT = `
  INSERT INTO send_throttle AS t (throttle_key, window_start, messages)
  VALUES ($1, now(), 1)
  ON CONFLICT (throttle_key) DO UPDATE
     SET window_start = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN now() ELSE t.window_start END,
         messages     = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE t.messages + 1 END
  RETURNING messages, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now())))::int AS wait`

/**
 * Counts one send of `purpose` by `who` (a client address, an account id): the seconds to
 * wait when that is over `limit` in the window, else null. Only hashes are stored.
 */
export async function claimSendSlot(
  q: Queryable,
  purpose: string,
  who: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<number | null> {
  const key = crypto.createHash('sha256').update(`${purpose}\n${who}`).digest('hex')
  const [row] = await q.query<{ messages: number; wait: number }>(COUNT, [key, windowSeconds])
  return row && row.messages > limit ? Math.max(1, Number(row.wait)) : null
}
