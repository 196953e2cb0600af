import type { Db } from '#db/types.ts'
import { readStream } from '#events/read.server.ts'
import {
  financialYearOf,
  invoiceSeriesDecider,
  invoiceSeriesStreamId,
  InvoiceError,
  PLACES_OF_SUPPLY,
  placeOfSupplyNamed,
  type InvoiceCommand,
  type InvoiceIssued,
  type Place,
} from '#domain/billing/index.ts'
import { isSubscriptionEvent, subscriptionStreamId } from '#domain/subscription/index.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { runCommand } from '#app/platform/command-runner.server.ts'
import { supplierSettings } from './supplier.server.ts'

/** The series' stream for the year `issuedAt` falls in, one turn at a time (busy: 409). */
export function runInvoiceCommand(db: Db, by: CommandContext, command: InvoiceCommand) {
  const streamId = invoiceSeriesStreamId(financialYearOf(command.data.issuedAt))
  return runCommand(db, by, streamId, invoiceSeriesDecider, command, {
    busy: (cause) =>
      new InvoiceError('invoice.busy', 'Many invoices are being issued at once; please try again.', {
        cause,
      }),
  })
}

/** The order's place of supply as stored (a state's name, or its GST code); null when none or unknown. */
export function placeOfSupplyOf(stored: string | null): Place | null {
  if (!stored) return null
  const place = placeOfSupplyNamed(stored) ?? PLACES_OF_SUPPLY.find((p) => p.code === stored.trim())
  return place ? { code: place.code, name: place.name } : null
}

type Unbilled = { order_id: string; payment_id: string; place_of_supply: string | null }

/**
 * A tax invoice for each of the user's captured payments that has none yet, oldest payment
 * first; the invoice numbers issued now. Idempotent: run after every report of a payment,
 * and the series' decider issues one invoice per payment however many runs race.
 */
export async function issueMissingInvoices(db: Db, by: CommandContext, userId: string): Promise<string[]> {
  const unbilled = await db.query<Unbilled>(
    `SELECT o.order_id, o.payment_id, o.place_of_supply FROM payment_orders o
     LEFT JOIN invoices i ON i.payment_id = o.payment_id
     WHERE o.user_id = $1 AND o.status = 'paid' AND o.payment_id IS NOT NULL AND i.number IS NULL`,
    [userId],
  )
  if (unbilled.length === 0) return []
  // The stream, not the read model, has when each payment was recorded: the invoice's date.
  const activations = []
  for (const event of await readStream(db, subscriptionStreamId(userId))) {
    if (!isSubscriptionEvent(event) || event.type !== 'SubscriptionActivated' || !event.data.payment) continue
    activations.push({ at: event.recordedAt, payment: event.data.payment, data: event.data })
  }
  const [user] = await db.query<{ email: string; display_name: string }>(
    'SELECT email, display_name FROM users WHERE id::text = $1',
    [userId],
  )
  if (!user) throw new Error(`No account ${userId} for its payments' invoices`)
  const supplier = supplierSettings()
  const issued: string[] = []
  for (const activation of activations) {
    const order = unbilled.find((o) => o.payment_id === activation.payment.paymentId)
    if (!order) continue
    const { events } = await runInvoiceCommand(db, by, {
      type: 'IssueInvoice',
      data: {
        issuedAt: activation.at,
        userId,
        paymentId: activation.payment.paymentId,
        orderId: activation.payment.orderId,
        amountPaise: activation.payment.amountPaise,
        periodStart: activation.data.periodStart,
        periodEnd: activation.data.periodEnd,
        placeOfSupply: placeOfSupplyOf(order.place_of_supply),
        supplier,
        customer: { name: user.display_name.trim() || null, email: user.email },
      },
    })
    issued.push(...events.map((event) => (event.data as InvoiceIssued).number))
  }
  return issued
}
