import { getDb } from '#app/platform/db.server.ts'
import { outboxFor, type OutboxMail } from '#app/features/mail/outbox.server.ts'
import { linkIn as linkInText } from './eml.js'

/**
 * The messages queued (and, where a deliverer ran, sent) to an address in the test's
 * database, newest last: what the product asked to send, read from the outbox.
 */
export async function mailsTo(address: string): Promise<OutboxMail[]> {
  return outboxFor(await getDb(), address)
}

/** The newest message to an address, or a failure naming how many there were. */
export async function lastMailTo(address: string): Promise<OutboxMail> {
  const mails = await mailsTo(address)
  const last = mails.at(-1)
  if (!last) throw new Error(`no mail was queued to ${address}`)
  return last
}

/**
 * The first link in the mail's text whose path starts with `pathPrefix`, as path and query
 * ("/auth/reset?token=…"), ready for `browser().get(…)`; throws, listing the links, if none.
 */
export function linkIn(mail: { text: string }, pathPrefix: string): string {
  return linkInText(mail, pathPrefix)
}
