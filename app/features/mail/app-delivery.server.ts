import { getDb } from '#app/platform/db.server.ts'
import { selectMailer } from '#app/providers/mailer.server.ts'
import { startMailDelivery, type MailDelivery } from './delivery.server.ts'

// One deliverer per process, kept on globalThis so that dev-server rebuilds reuse it.
const holder = globalThis as typeof globalThis & { __mailDelivery?: Promise<MailDelivery> }

/**
 * Starts the app's deliverer with the mailer the environment selects (entry.server.tsx, at
 * start-up: a bad SMTP_URL / MAIL_FROM stops the server there with their names).
 */
export function startAppMailDelivery(): Promise<MailDelivery> {
  holder.__mailDelivery ??= getDb().then((db) => startMailDelivery({ db, mailer: selectMailer() }))
  return holder.__mailDelivery
}
