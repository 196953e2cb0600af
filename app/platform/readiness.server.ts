import { pendingMigrations } from '#db/migrate.server.ts'
import type { Db } from '#db/types.ts'
import { getDb } from './db.server.ts'
import { getLog } from './log.server.ts'

export type Readiness = { ready: true } | { ready: false; reason: string }

/** Longer than a healthy database ever takes, shorter than a balancer's probe timeout. */
export const READINESS_TIMEOUT_MS = 2_000

/**
 * Whether this process should take traffic (GET /readyz): the database answers, within
 * the timeout, and has every migration this code ships. The reason names no error detail:
 * /readyz is public. server.js answers 503 itself while shutting down.
 */
export async function checkReadiness(
  db: () => Promise<Db> = getDb,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    const pending = await Promise.race([db().then(pendingMigrations), timedOut])
    if (pending === 'timeout') return { ready: false, reason: 'the database did not answer in time' }
    if (pending.length > 0) return { ready: false, reason: `${pending.length} migration(s) not applied` }
    return { ready: true }
  } catch (error) {
    getLog().warn({ err: error }, 'not ready: the database does not answer')
    return { ready: false, reason: 'the database does not answer' }
  } finally {
    clearTimeout(timer)
  }
}
