import crypto from 'node:crypto'
import type { Db, Queryable } from '#db/types.ts'
import { contactMessageMail } from '#domain/contact/mail.ts'
import { contactReference, type ContactMessage } from '#domain/contact/message.ts'
import { queueMail } from '#app/features/mail/outbox.server.ts'

/**
 * Contact messages, the use cases: keep one and queue its mail to the support address in one
 * transaction (the message exists exactly when its mail does, and without a support address
 * it waits in the operator's list), list them, mark one handled, delete old handled ones.
 */
export const CONTACT_MAIL_PURPOSE = 'contact-message'
/** How long a handled message is kept before `--purge` deletes it. */
export const HANDLED_RETENTION_DAYS = 365

export async function receiveContactMessage(
  db: Db,
  message: ContactMessage,
  { supportAddress }: { supportAddress: string | null },
): Promise<{ reference: string }> {
  return db.transaction(async (tx) => {
    // The number first, so the reference is stored with the row and never computed twice.
    const [next] = await tx.query<{ number: number; at: Date }>(
      `SELECT nextval(pg_get_serial_sequence('contact_messages', 'number'))::int8 AS number, now() AS at`,
    )
    const number = Number(next!.number)
    const receivedAt = new Date(next!.at)
    const reference = contactReference(number, receivedAt)
    await tx.query(
      `INSERT INTO contact_messages
         (id, number, reference, first_name, last_name, email, phone, subject, message, received_at, mailed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        crypto.randomUUID(),
        number,
        reference,
        message.firstName,
        message.lastName,
        message.email,
        message.phone,
        message.subject,
        message.message,
        receivedAt,
        supportAddress !== null,
      ],
    )
    if (supportAddress) {
      await queueMail(tx, {
        purpose: CONTACT_MAIL_PURPOSE,
        ...contactMessageMail({ to: supportAddress, reference, receivedAt, message }),
      })
    }
    return { reference }
  })
}

export interface StoredContactMessage extends ContactMessage {
  reference: string
  receivedAt: Date
  mailed: boolean
  handledAt: Date | null
  handledBy: string | null
}

type Row = {
  reference: string
  first_name: string
  last_name: string
  email: string
  phone: string | null
  subject: string
  message: string
  received_at: Date
  mailed: boolean
  handled_at: Date | null
  handled_by: string | null
}

/** Messages oldest first: the open ones only, unless `all`. */
export async function listContactMessages(
  q: Queryable,
  { all = false }: { all?: boolean } = {},
): Promise<StoredContactMessage[]> {
  const rows = await q.query<Row>(
    `SELECT reference, first_name, last_name, email, phone, subject, message, received_at, mailed,
            handled_at, handled_by
       FROM contact_messages ${all ? '' : 'WHERE handled_at IS NULL'}
      ORDER BY received_at, number`,
  )
  return rows.map((r) => ({
    reference: r.reference,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    receivedAt: new Date(r.received_at),
    mailed: r.mailed,
    handledAt: r.handled_at ? new Date(r.handled_at) : null,
    handledBy: r.handled_by,
  }))
}

/** Marks a message handled, once: 'marked', 'already' (with when) or 'unknown'. */
export async function markContactHandled(
  q: Queryable,
  reference: string,
  by: string,
): Promise<{ outcome: 'marked' | 'already'; at: Date } | { outcome: 'unknown' }> {
  const [marked] = await q.query<{ handled_at: Date }>(
    `UPDATE contact_messages SET handled_at = now(), handled_by = $2
      WHERE reference = $1 AND handled_at IS NULL RETURNING handled_at`,
    [reference, by],
  )
  if (marked) return { outcome: 'marked', at: new Date(marked.handled_at) }
  const [before] = await q.query<{ handled_at: Date }>(
    'SELECT handled_at FROM contact_messages WHERE reference = $1',
    [reference],
  )
  return before ? { outcome: 'already', at: new Date(before.handled_at) } : { outcome: 'unknown' }
}

/** Deletes messages handled more than HANDLED_RETENTION_DAYS ago: how many. */
export async function purgeHandledContactMessages(q: Queryable): Promise<number> {
  const deleted = await q.query(
    `DELETE FROM contact_messages
      WHERE handled_at < now() - make_interval(days => $1) RETURNING reference`,
    [HANDLED_RETENTION_DAYS],
  )
  return deleted.length
}
