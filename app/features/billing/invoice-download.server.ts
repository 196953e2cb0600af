import { invoiceNumberFromPath, invoiceNumberInPath } from '#domain/billing/gst.ts'
import { invoiceOf } from '#events/projections/invoices.ts'
import { paymentOrderByReference } from '#events/projections/payment-orders.ts'
import { refusalPage } from '#app/features/export/refusal.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { renderInvoicePdf } from './invoice-pdf.server.ts'

/** Where an invoice downloads from: `/subscription/invoices/ND-2026-27-00001`. */
export const invoicePath = (number: string) => `/subscription/invoices/${invoiceNumberInPath(number)}`

/**
 * GET /subscription/invoices/<number> — the user's own tax invoice as a PDF. Anyone else's
 * number answers exactly as a missing one (404), so a number reveals nothing; signed out,
 * the sign-in redirect. Records nothing, so a prefetch may have it too.
 */
export async function invoiceDownload({
  request,
  params,
}: {
  request: Request
  params: { number?: string }
}) {
  const user = await requireUser(request)
  const number = invoiceNumberFromPath(params.number)
  const db = await getDb()
  const invoice = number ? await invoiceOf(db, user.id, number) : null
  if (!invoice) return refusalPage('not_found')
  // An invoice's order is always recorded; were it not, a specimen is the document that cannot mislead.
  const order = await paymentOrderByReference(db, { orderId: invoice.orderId })
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="Invoice_${invoiceNumberInPath(invoice.number)}.pdf"`,
    'Cache-Control': 'private, no-store',
  }
  if (request.method === 'HEAD') return new Response(null, { headers })
  return new Response(await renderInvoicePdf(invoice, { gateway: order?.gateway ?? 'test' }), { headers })
}
