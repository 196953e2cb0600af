import type { Db } from '#db/types.ts'
import { retryDelaySeconds } from '#domain/mail/delivery.ts'
import type { Mailer } from '#domain/mail/mailer.ts'
import { MAIL_CHANNEL } from './outbox.server.ts'
import { openBodies } from './sealed-body.server.ts'
import { getLog } from '#app/platform/log.server.ts'

/**
 * The outbox's deliverer: wakes on each queued message (NOTIFY, sent at its commit) and on a
 * timer for retries, claims one due row at a time and hands it to the mailer. A claim is
 * one statement (FOR UPDATE SKIP LOCKED) that counts the attempt and leases the row, so
 * several processes on one Postgres never send a message twice at once, and a process
 * that dies mid-send leaves the row due again when the lease ends.
 */
export interface MailDelivery {
  /** Sends every due message; resolves when none is left (what a nudge runs). */
  drain(): Promise<void>
  stop(): Promise<void>
}

const TICK_MS = 30_000
// Longer than the SMTP adapter's timeouts put together.
const LEASE_SECONDS = 300

const CLAIM = `
  UPDATE mail_outbox
     SET attempts = attempts + 1, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => $1)
   WHERE id = (SELECT id FROM mail_outbox
                WHERE next_attempt_at <= now()
                ORDER BY next_attempt_at, created_at
                LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING id, recipient, subject, body, attempts`

type Claimed = { id: string; recipient: string; subject: string; body: string; attempts: number }

export async function startMailDelivery({
  db,
  mailer,
  tickMs = TICK_MS,
  log = (line: string) => getLog().warn(line),
}: {
  db: Db
  mailer: Mailer
  tickMs?: number
  log?: (line: string) => void
}): Promise<MailDelivery> {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  async function deliverOne(): Promise<boolean> {
    const [row] = await db.query<Claimed>(CLAIM, [LEASE_SECONDS])
    if (!row) return false
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, ...openBodies(row.body) })
      await db.query('UPDATE mail_outbox SET sent_at = now(), next_attempt_at = NULL WHERE id = $1', [row.id])
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      const delay = retryDelaySeconds(row.attempts)
      await db.query(
        `UPDATE mail_outbox SET last_failed_at = now(), last_error = $2,
                next_attempt_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(secs => $3::int) END
          WHERE id = $1`,
        [row.id, reason, delay],
      )
      const next = delay === null ? 'given up, left in mail_outbox' : `next try in ${delay} s`
      // The outbox row's id, not the address: logs never hold a user's e-mail.
      log(
        `mail: sending "${row.subject}" (outbox ${row.id}) failed (attempt ${row.attempts}, ${next}): ${reason}`,
      )
    }
    return true
  }

  function drain(): Promise<void> {
    if (stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          while (!stopped && (await deliverOne())) {
            // one message at a time, until none is due
          }
        } while (again && !stopped)
      } catch (error) {
        // The database went away (shutting down) or failed: the timer tries again.
        log(`mail: the outbox could not be read: ${error instanceof Error ? error.message : String(error)}`)
      } finally {
        running = null
      }
    })()
    return running
  }

  const timer = setInterval(() => void drain(), tickMs)
  timer.unref()
  // Each (re)connection of the listener drains too: notices sent while it was away are lost.
  const unlisten = await db.listen(
    MAIL_CHANNEL,
    () => void drain(),
    () => void drain(),
  )
  return {
    drain,
    async stop() {
      stopped = true
      clearInterval(timer)
      await unlisten()
      await running
    },
  }
}
