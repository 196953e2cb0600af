import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BillingHistory, type BillingHistoryRow } from '#app/features/billing/billing-history.tsx'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

const paid: BillingHistoryRow = {
  orderId: 'order_P1',
  paymentId: 'pay_P1',
  amountPaise: 29_900,
  status: 'paid',
  periodStart: '2026-03-31T18:30:00.000Z',
  periodEnd: '2026-06-30T18:30:00.000Z',
  createdAt: '2026-03-31T18:29:00.000Z',
  invoice: { number: 'ND/2026-27/00001', path: '/subscription/invoices/ND-2026-27-00001', specimen: false },
}
const failed: BillingHistoryRow = {
  ...paid,
  orderId: 'order_F1',
  paymentId: null,
  status: 'failed',
  periodStart: null,
  periodEnd: null,
  invoice: null,
}

describe('the billing history', () => {
  it('lists order, payment, amount, status, the period in IST and the invoice as a download link', () => {
    const html = renderToString(<BillingHistory rows={[paid, failed]} />)
    const rows = html.split('<tr').slice(2).map(text)
    expect(rows[0]).toContain(
      'order_P1 pay_P1 ₹299.00 Paid Apr 01, 2026 – Jul 01, 2026 Download invoice ND/2026-27/00001 (PDF)',
    )
    expect(rows[1]).toContain('order_F1 — ₹299.00 Failed — —')
    expect(html).toContain('href="/subscription/invoices/ND-2026-27-00001"')
    expect(html).toMatch(/<a[^>]* download=""/)
  })

  it('marks the invoice of a test-gateway payment as a specimen, not a tax invoice', () => {
    const test = { ...paid, invoice: { ...paid.invoice!, specimen: true } }
    expect(text(renderToString(<BillingHistory rows={[test]} />))).toContain(
      'ND/2026-27/00001 (specimen: test payment, not a tax invoice)',
    )
    expect(text(renderToString(<BillingHistory rows={[paid]} />))).not.toContain('specimen')
  })

  it('says so when there is nothing to list', () => {
    expect(text(renderToString(<BillingHistory rows={[]} />))).toContain('No purchases yet.')
  })
})
