import { z } from 'zod'
import type { Db } from '#db/types.ts'
import { paymentOrderByReference } from '#events/projections/index.ts'
import type { GatewayPayment, PaymentGateway } from '#domain/payments/gateway.ts'
import { SubscriptionError } from '#domain/subscription/index.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { countPayment } from '#app/platform/metrics.server.ts'
import { recordPayment } from './purchase.server.ts'

// Razorpay's webhook: the signature over the raw bytes comes first, then the delivery id.
// The body is the gateway's own signed word, so a captured payment in it needs no fetch.

export const WEBHOOK_ACTOR = 'payment-gateway'

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
})

const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string(), receipt: z.string().nullish() }) }).optional(),
    payment_link: z
      .object({ entity: z.object({ id: z.string(), reference_id: z.string().nullish() }) })
      .optional(),
  }),
})

export const HANDLED_WEBHOOK_EVENTS = [
  'payment.captured',
  'order.paid',
  'payment_link.paid',
  'payment.failed',
]

export type WebhookOutcome =
  | { status: 400; outcome: 'bad_signature' | 'unreadable' }
  | {
      status: 200
      outcome: 'duplicate' | 'ignored' | 'unknown_order' | 'recorded' | 'already_recorded' | 'refused'
    }

/** POST /api/payments/webhook with its raw bytes and headers. */
export async function receiveWebhook(
  db: Db,
  by: CommandContext,
  gateway: PaymentGateway,
  rawBody: Uint8Array,
  headers: Headers,
): Promise<WebhookOutcome> {
  if (!gateway.webhookSignatureMatches(rawBody, headers.get('x-razorpay-signature'))) {
    countPayment('webhook', 'bad_signature')
    return { status: 400, outcome: 'bad_signature' }
  }
  const eventId = headers.get('x-razorpay-event-id')?.slice(0, 100) || null
  if (eventId) {
    const seen = await db.query('SELECT 1 FROM payment_webhook_deliveries WHERE event_id = $1', [eventId])
    if (seen.length > 0) return { status: 200, outcome: 'duplicate' }
  }
  let parsed: z.infer<typeof webhookBody>
  try {
    const body = webhookBody.safeParse(JSON.parse(new TextDecoder().decode(rawBody)))
    if (!body.success) return { status: 400, outcome: 'unreadable' }
    parsed = body.data
  } catch {
    return { status: 400, outcome: 'unreadable' }
  }
  const outcome = await handle(db, by, parsed)
  if (eventId) {
    await db.query(
      `INSERT INTO payment_webhook_deliveries (event_id, event, outcome) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO NOTHING`,
      [eventId, parsed.event.slice(0, 60), outcome],
    )
  }
  return { status: 200, outcome }
}

async function handle(
  db: Db,
  by: CommandContext,
  body: z.infer<typeof webhookBody>,
): Promise<'ignored' | 'unknown_order' | 'recorded' | 'already_recorded' | 'refused'> {
  const entity = body.payload.payment?.entity
  if (!HANDLED_WEBHOOK_EVENTS.includes(body.event) || !entity) return 'ignored'
  const link = body.payload.payment_link?.entity
  // Found by ids the gateway set — the payment link's, or the order the payment paid — never
  // by notes a buyer's browser could have written. A link's payment names the link's own order
  // at the gateway, so without the link entity it is not ours to match (its callback is).
  const order = link
    ? await paymentOrderByReference(db, { orderId: link.id })
    : entity.order_id
      ? await paymentOrderByReference(db, { orderId: entity.order_id })
      : null
  if (!order) return 'unknown_order'
  if (order.kind === 'order' && entity.order_id !== order.orderId) return 'refused'
  const payment: GatewayPayment = {
    id: entity.id,
    orderId: entity.order_id ?? null,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: body.event === 'payment.failed' ? 'failed' : 'captured',
    errorDescription: entity.error_description ?? null,
    notes: {},
  }
  try {
    const result = await recordPayment(db, by, order.userId, order.orderId, payment, 'webhook')
    return result.activated ? 'recorded' : 'already_recorded'
  } catch (error) {
    // A failure is recorded before recordPayment refuses it; a mismatch records nothing. Either
    // way the gateway has been heard, and retrying the delivery would change nothing.
    // Busy is not an answer: rethrown, the delivery is not remembered and the gateway retries it.
    if (!(error instanceof SubscriptionError) || error.code === 'subscription.busy') throw error
    return error.code === 'subscription.payment_not_captured' ? 'recorded' : 'refused'
  }
}
