import type { Queryable } from '#db/types.ts'
import { maskedAddress } from '#domain/accounts/masked-address.ts'
import { deviceOf } from '#domain/accounts/user-agent.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { istDateTime } from '#domain/shared/ist-time.ts'
import { IDLE_TIMEOUT_MS, sessionTokenHash } from '#app/platform/session.server.ts'
import type { SessionEntry } from './security-contract.ts'

// The account's sessions as the Security tab lists and ends them. A session is named by
// its public id (migration 0034); "this device" is the one whose token the request carries.

const idleCutoff = () => new Date(Date.now() - IDLE_TIMEOUT_MS)
const worded = (at: Date) => `${istDateTime(at, { seconds: false })} IST`

type SessionRow = {
  id: string
  user_agent: string | null
  ip: string | null
  created_at: Date | string
  last_seen_at: Date | string
  current: boolean
}

/** The account's live sessions (not expired, not idle past the timeout), this device first, then the latest seen. */
export async function sessionsOf(q: Queryable, request: Request, userId: string): Promise<SessionEntry[]> {
  const rows = await q.query<SessionRow>(
    `SELECT public_id::text AS id, user_agent, ip, created_at, last_seen_at,
            COALESCE(token_hash = $2, false) AS current
       FROM sessions
      WHERE user_id = $1 AND expires_at > now() AND last_seen_at > $3
      ORDER BY current DESC, last_seen_at DESC, created_at DESC`,
    [userId, await sessionTokenHash(request), idleCutoff()],
  )
  return rows.map((row) => {
    const createdAt = new Date(row.created_at)
    const lastSeenAt = new Date(row.last_seen_at)
    return {
      id: row.id,
      device: deviceOf(row.user_agent),
      address: maskedAddress(row.ip),
      createdAt: createdAt.toISOString(),
      lastSeenAt: lastSeenAt.toISOString(),
      created: worded(createdAt),
      lastSeen: worded(lastSeenAt),
      current: row.current === true,
    }
  })
}

export type EndSessionOutcome =
  { ended: true; device: string } | { ended: false; reason: 'current' | 'missing' }

/**
 * Signs out one other session of the account. Another account's session, an ended one and
 * a made-up id are all "missing" alike; this device's own is "current" (Sign out ends it).
 */
export async function endSession(
  q: Queryable,
  request: Request,
  userId: string,
  sessionId: string,
): Promise<EndSessionOutcome> {
  if (!isUuid(sessionId)) return { ended: false, reason: 'missing' }
  const current = await sessionTokenHash(request)
  const ended = await q.query<{ user_agent: string | null }>(
    `DELETE FROM sessions WHERE public_id = $1 AND user_id = $2 AND token_hash IS DISTINCT FROM $3
     RETURNING user_agent`,
    [sessionId, userId, current],
  )
  if (ended[0]) return { ended: true, device: deviceOf(ended[0].user_agent) }
  const mine = await q.query('SELECT 1 FROM sessions WHERE public_id = $1 AND user_id = $2', [
    sessionId,
    userId,
  ])
  return { ended: false, reason: mine.length > 0 ? 'current' : 'missing' }
}

/** Signs out every session of the account but this one; how many of them were live. */
export async function endOtherSessions(q: Queryable, request: Request, userId: string): Promise<number> {
  const ended = await q.query<{ live: boolean }>(
    `DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2
     RETURNING (expires_at > now() AND last_seen_at > $3) AS live`,
    [userId, await sessionTokenHash(request), idleCutoff()],
  )
  return ended.filter((row) => row.live).length
}
