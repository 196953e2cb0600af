import type { Queryable } from '#db/types.ts'
import { CONTACT_RATE_LIMIT } from '#domain/contact/message.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { claimSendSlot } from '#app/platform/send-throttle.server.ts'

/**
 * Counts a message from this client address: the seconds to wait when it is over the limit,
 * else null. Only messages about to be kept are counted; a refused form costs nothing.
 */
export function claimContactSlot(q: Queryable, client: string): Promise<number | null> {
  return claimSendSlot(q, 'contact', client, {
    limit: getEnv().CONTACT_MESSAGES_PER_HOUR ?? CONTACT_RATE_LIMIT.messages,
    windowSeconds: CONTACT_RATE_LIMIT.windowSeconds,
  })
}
