import crypto from 'node:crypto'
import type { Queryable } from '#db/types.ts'
import { CONTACT_RATE_LIMIT } from '#domain/contact/message.ts'
import { getEnv } from '#app/platform/env.server.ts'

// One statement counts the message in its window (a new window once the old one is over)
// and answers the count and the seconds left: messages sent together are each counted.
const COUNT = `
  INSERT INTO contact_throttle AS t (throttle_key, window_start, messages)
  VALUES ($1, now(), 1)
  ON CONFLICT (throttle_key) DO UPDATE
     SET window_start = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN now() ELSE t.window_start END,
         messages     = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE t.messages + 1 END
  RETURNING messages, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now())))::int AS wait`

/**
 * Counts a message from this client address: the seconds to wait when it is over the limit,
 * else null. Only messages about to be kept are counted; a refused form costs nothing.
 */
export async function claimContactSlot(q: Queryable, client: string): Promise<number | null> {
  const key = crypto.createHash('sha256').update(`contact\n${client}`).digest('hex')
  const [row] = await q.query<{ messages: number; wait: number }>(COUNT, [
    key,
    CONTACT_RATE_LIMIT.windowSeconds,
  ])
  const limit = getEnv().CONTACT_MESSAGES_PER_HOUR ?? CONTACT_RATE_LIMIT.messages
  return row && row.messages > limit ? Math.max(1, Number(row.wait)) : null
}
