import crypto from 'node:crypto'
import type { Queryable } from '#db/types.ts'
import type { MailMessage } from '#domain/mail/mailer.ts'
import { openBodies, sealBodies } from './sealed-body.server.ts'

/**
 * The outbox every e-mail goes through. `queueMail` only writes a row — in the caller's
 * transaction when given one, so the mail exists exactly when the change that asked for it
 * does — and the deliverer (delivery.server.ts) sends it after the commit. Sending never
 * blocks or fails the user's action.
 */
export const MAIL_CHANNEL = 'mail_outbox'

export type QueuedMail = MailMessage & { purpose: string }

export async function queueMail(q: Queryable, mail: QueuedMail): Promise<void> {
  // One address per message; a line break would be a header of its own.
  if (!mail.to || /[\r\n,;]/.test(mail.to)) throw new Error('queueMail: `to` must be one e-mail address')
  if (/[\r\n]/.test(mail.subject)) throw new Error('queueMail: a subject is one line')
  await q.query(
    `INSERT INTO mail_outbox (id, purpose, recipient, subject, body) VALUES ($1, $2, $3, $4, $5)`,
    [
      crypto.randomUUID(),
      mail.purpose,
      mail.to,
      mail.subject,
      sealBodies({ text: mail.text, html: mail.html }),
    ],
  )
  // NOTIFY inside a transaction is delivered at its commit: the deliverer wakes to a row it can see.
  await q.query('SELECT pg_notify($1, $2)', [MAIL_CHANNEL, ''])
}

export interface OutboxMail extends QueuedMail {
  id: string
  createdAt: Date
  attempts: number
  sentAt: Date | null
  lastError: string | null
}

type Row = {
  id: string
  purpose: string
  recipient: string
  subject: string
  body: string
  created_at: Date
  attempts: number
  sent_at: Date | null
  last_error: string | null
}

/** The messages queued for one address, oldest first, opened (for tests and the operator). */
export async function outboxFor(q: Queryable, to: string): Promise<OutboxMail[]> {
  const rows = await q.query<Row>(
    `SELECT id, purpose, recipient, subject, body, created_at, attempts, sent_at, last_error
       FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id`,
    [to],
  )
  return rows.map((r) => ({
    id: r.id,
    purpose: r.purpose,
    to: r.recipient,
    subject: r.subject,
    ...openBodies(r.body),
    createdAt: new Date(r.created_at),
    attempts: r.attempts,
    sentAt: r.sent_at ? new Date(r.sent_at) : null,
    lastError: r.last_error,
  }))
}

export interface DeliveryProblem {
  /** The mailer's last error, for the operator's log more than for the user. */
  error: string
  /** No further attempt will be made. */
  givenUp: boolean
}

/**
 * Why the newest message of this purpose to this address has not gone out, or null when it
 * was sent, is still on its way, or there is none. For pages where the mail is the point and
 * the address is the signed-in user's own (a change of address to verify).
 */
export async function mailDeliveryProblem(
  q: Queryable,
  { purpose, to }: { purpose: string; to: string },
): Promise<DeliveryProblem | null> {
  const rows = await q.query<{
    sent_at: Date | null
    last_error: string | null
    next_attempt_at: Date | null
  }>(
    `SELECT sent_at, last_error, next_attempt_at FROM mail_outbox
      WHERE recipient = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [to, purpose],
  )
  const row = rows[0]
  if (!row || row.sent_at || !row.last_error) return null
  return { error: row.last_error, givenUp: row.next_attempt_at === null }
}

/**
 * Whether the mail service looks down: its newest attempt, to anyone, failed. Says nothing
 * about any one address, so a page that must not tell whether an account exists may show it.
 */
export async function mailServiceDown(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ failed: Date | null; sent: Date | null }>(
    `SELECT (SELECT max(last_failed_at) FROM mail_outbox) AS failed, (SELECT max(sent_at) FROM mail_outbox) AS sent`,
  )
  const { failed, sent } = rows[0] ?? { failed: null, sent: null }
  if (!failed) return false
  return !sent || new Date(failed).getTime() > new Date(sent).getTime()
}

/**
 * The outbox's size for the metrics, read on scrape: messages waiting to be sent (a first
 * try or a retry ahead), and messages the deliverer gave up on after its last attempt.
 * Both counts run on partial indexes that hold only unsent or failed rows.
 */
export async function outboxSize(q: Queryable): Promise<{ waiting: number; givenUp: number }> {
  const [row] = await q.query<{ waiting: number; given_up: number }>(
    `SELECT (SELECT count(*) FROM mail_outbox WHERE next_attempt_at IS NOT NULL)::int AS waiting,
            (SELECT count(*) FROM mail_outbox
              WHERE last_failed_at IS NOT NULL AND next_attempt_at IS NULL AND sent_at IS NULL)::int AS given_up`,
  )
  return { waiting: Number(row?.waiting ?? 0), givenUp: Number(row?.given_up ?? 0) }
}
