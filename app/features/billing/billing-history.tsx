import { istCalendarDate, rupeesWithPaise } from '#domain/billing/format.ts'
import { cn } from '#app/ui/cn.ts'

/** One purchase as the billing history shows it (billingHistoryOf makes these). */
export type BillingHistoryRow = {
  orderId: string
  paymentId: string | null
  amountPaise: number
  status: 'created' | 'paid' | 'failed'
  periodStart: string | null
  periodEnd: string | null
  createdAt: string
  /** The tax invoice of a paid purchase, once issued; a specimen when the test gateway took the payment. */
  invoice: { number: string; path: string; specimen: boolean } | null
}

const STATUS: Record<BillingHistoryRow['status'], { label: string; className: string }> = {
  created: { label: 'Created', className: 'bg-yellow-100 text-yellow-800' },
  paid: { label: 'Paid', className: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
}

const period = (row: BillingHistoryRow) =>
  row.periodStart && row.periodEnd
    ? `${istCalendarDate(row.periodStart)} – ${istCalendarDate(row.periodEnd)}`
    : '—'

/**
 * The user's purchases, newest first: order, payment, amount, status, period and the tax
 * invoice's download link. Props in, nothing fetched; the invoice is a plain link (a file).
 */
export function BillingHistory({ rows }: { rows: readonly BillingHistoryRow[] }) {
  return (
    <section aria-labelledby="billing-history-heading" className="mt-8">
      <h2 id="billing-history-heading" className="text-lg font-semibold">
        Billing history
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No purchases yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {['Order', 'Payment', 'Amount', 'Status', 'Period', 'Invoice'].map((name) => (
                  <th key={name} scope="col" className="px-4 py-2 font-medium">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.orderId} className="border-t border-slate-200">
                  <td className="px-4 py-2 font-mono text-xs break-all">{row.orderId}</td>
                  <td className="px-4 py-2 font-mono text-xs break-all">{row.paymentId ?? '—'}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{rupeesWithPaise(row.amountPaise)}</td>
                  <td className="px-4 py-2">
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-medium',
                        STATUS[row.status].className,
                      )}
                    >
                      {STATUS[row.status].label}
                    </span>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{period(row)}</td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    {row.invoice ? (
                      <a
                        href={row.invoice.path}
                        download
                        className="font-medium text-brand-700 hover:underline"
                      >
                        <span className="sr-only">Download invoice </span>
                        {row.invoice.number}
                        {row.invoice.specimen ? ' (specimen: test payment, not a tax invoice)' : ''}
                        <span className="sr-only"> (PDF)</span>
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
