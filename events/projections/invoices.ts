import type { Queryable } from '#db/types.ts'
import type { InvoiceIssued, InvoicePayloads } from '#domain/billing/index.ts'
import { projectionOf } from './types.ts'

/** Every tax invoice by number, whose it is and the payment it is for: the billing list and the download. */
export const invoicesProjection = projectionOf<InvoicePayloads>({
  name: 'invoices',
  tables: ['invoices'],
  on: {
    async InvoiceIssued(tx, event) {
      const d = event.data
      await tx.query(
        `INSERT INTO invoices (number, financial_year, sequence, user_id, payment_id, order_id, amount_paise,
           issued_at, document)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
        [
          d.number,
          d.financialYear,
          d.sequence,
          d.userId,
          d.paymentId,
          d.orderId,
          d.amountPaise,
          d.issuedAt,
          // A plain object: the drivers serialise jsonb themselves (a string would be stored as one).
          d,
        ],
      )
    },
  },
})

type Row = { document: InvoiceIssued | string }

const parse = (row: Row): InvoiceIssued =>
  typeof row.document === 'string' ? (JSON.parse(row.document) as InvoiceIssued) : row.document

/** The user's invoice with this number; anyone else's is none. */
export async function invoiceOf(q: Queryable, userId: string, number: string): Promise<InvoiceIssued | null> {
  const [row] = await q.query<Row>('SELECT document FROM invoices WHERE number = $1 AND user_id = $2', [
    number,
    userId,
  ])
  return row ? parse(row) : null
}

/** A user's invoices, newest first. */
export async function invoicesOf(q: Queryable, userId: string): Promise<InvoiceIssued[]> {
  const rows = await q.query<Row>(
    'SELECT document FROM invoices WHERE user_id = $1 ORDER BY issued_at DESC, number DESC',
    [userId],
  )
  return rows.map(parse)
}
