import type { Queryable } from '#db/types.ts'
import type { BillingHistoryRow } from './billing-history.tsx'
import { invoicePath } from './invoice-download.server.ts'

type Row = {
  order_id: string
  payment_id: string | null
  amount_paise: number
  status: BillingHistoryRow['status']
  period_start: Date | string | null
  period_end: Date | string | null
  created_at: Date | string
  gateway: 'razorpay' | 'test'
  invoice_number: string | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The user's purchases with their invoices, newest first: the BillingHistory component's rows. */
export async function billingHistoryOf(
  q: Queryable,
  userId: string,
  limit = 50,
): Promise<BillingHistoryRow[]> {
  const rows = await q.query<Row>(
    `SELECT o.order_id, o.payment_id, o.amount_paise, o.status, o.period_start, o.period_end, o.created_at,
            o.gateway, i.number AS invoice_number
     FROM payment_orders o LEFT JOIN invoices i ON i.payment_id = o.payment_id AND i.user_id = o.user_id
     WHERE o.user_id = $1
     ORDER BY o.created_at DESC, o.order_id LIMIT $2`,
    [userId, limit],
  )
  return rows.map((row) => ({
    orderId: row.order_id,
    paymentId: row.payment_id,
    amountPaise: Number(row.amount_paise),
    status: row.status,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    createdAt: iso(row.created_at)!,
    invoice: row.invoice_number
      ? {
          number: row.invoice_number,
          path: invoicePath(row.invoice_number),
          specimen: row.gateway === 'test',
        }
      : null,
  }))
}
