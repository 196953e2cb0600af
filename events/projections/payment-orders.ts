import type { Queryable } from '#db/types.ts'
import type { SubscriptionPayloads } from '#domain/subscription/index.ts'
import { IGNORED, projectionOf } from './types.ts'

const userOf = (streamId: string) => streamId.slice('subscription-'.length)

/**
 * Every purchase, one row per order or payment link: the billing history, the "created"
 * status while a purchase is open, and whose order a webhook names.
 */
export const paymentOrdersProjection = projectionOf<SubscriptionPayloads>({
  name: 'payment-orders',
  tables: ['payment_orders'],
  on: {
    async PaymentOrderCreated(tx, event) {
      const d = event.data
      await tx.query(
        `INSERT INTO payment_orders (order_id, user_id, kind, gateway, amount_paise, currency, plan, receipt,
           place_of_supply, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'created', $10, $10)`,
        [
          d.orderId,
          userOf(event.streamId),
          d.kind,
          d.gateway,
          d.amountPaise,
          d.currency,
          d.plan,
          d.receipt,
          d.placeOfSupply ?? null,
          event.recordedAt,
        ],
      )
    },
    async PaymentFailed(tx, event) {
      await tx.query(
        `UPDATE payment_orders SET status = 'failed', failure_reason = $2, updated_at = $3
         WHERE order_id = $1 AND status <> 'paid'`,
        [event.data.orderId, event.data.reason, event.recordedAt],
      )
    },
    async SubscriptionActivated(tx, event) {
      const payment = event.data.payment
      if (!payment) return
      await tx.query(
        `UPDATE payment_orders SET status = 'paid', payment_id = $2, activated_by = $3, period_start = $4,
           period_end = $5, failure_reason = NULL, updated_at = $6
         WHERE order_id = $1`,
        [
          payment.orderId,
          payment.paymentId,
          event.data.source,
          event.data.periodStart,
          event.data.periodEnd,
          event.recordedAt,
        ],
      )
    },
    DocumentAllowanceUsed: IGNORED,
    DocumentAllowanceReleased: IGNORED,
    SubscriptionCancelled: IGNORED,
  },
})

export type PaymentOrderRow = {
  orderId: string
  userId: string
  kind: 'order' | 'payment_link'
  gateway: 'razorpay' | 'test'
  amountPaise: number
  currency: string
  receipt: string
  placeOfSupply: string | null
  status: 'created' | 'paid' | 'failed'
  paymentId: string | null
  failureReason: string | null
  activatedBy: string | null
  periodStart: string | null
  periodEnd: string | null
  createdAt: string
}

type Row = {
  order_id: string
  user_id: string
  kind: PaymentOrderRow['kind']
  gateway: PaymentOrderRow['gateway']
  amount_paise: number
  currency: string
  receipt: string
  place_of_supply: string | null
  status: PaymentOrderRow['status']
  payment_id: string | null
  failure_reason: string | null
  activated_by: string | null
  period_start: Date | string | null
  period_end: Date | string | null
  created_at: Date | string
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

const toOrder = (row: Row): PaymentOrderRow => ({
  orderId: row.order_id,
  userId: row.user_id,
  kind: row.kind,
  gateway: row.gateway,
  amountPaise: Number(row.amount_paise),
  currency: row.currency,
  receipt: row.receipt,
  placeOfSupply: row.place_of_supply,
  status: row.status,
  paymentId: row.payment_id,
  failureReason: row.failure_reason,
  activatedBy: row.activated_by,
  periodStart: iso(row.period_start),
  periodEnd: iso(row.period_end),
  createdAt: iso(row.created_at)!,
})

/** A user's purchases, newest first. */
export async function paymentOrdersOf(q: Queryable, userId: string, limit = 50): Promise<PaymentOrderRow[]> {
  const rows = await q.query<Row>(
    'SELECT * FROM payment_orders WHERE user_id = $1 ORDER BY created_at DESC, order_id LIMIT $2',
    [userId, limit],
  )
  return rows.map(toOrder)
}

/** The purchase one key names — our order or payment-link id, our receipt, or a captured payment — whoever's it is. */
export async function paymentOrderByReference(
  q: Queryable,
  reference: { orderId: string } | { receipt: string } | { paymentId: string },
): Promise<PaymentOrderRow | null> {
  // One column per lookup: a value meant as one kind of id never matches another's row.
  const [column, value] =
    'orderId' in reference
      ? ['order_id', reference.orderId]
      : 'receipt' in reference
        ? ['receipt', reference.receipt]
        : ['payment_id', reference.paymentId]
  const [row] = await q.query<Row>(`SELECT * FROM payment_orders WHERE ${column} = $1`, [value])
  return row ? toOrder(row) : null
}
