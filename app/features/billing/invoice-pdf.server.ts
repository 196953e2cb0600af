import { amountInWords } from '#domain/shared/money.ts'
import {
  GST_RATE_PERCENT,
  istCalendarDate,
  rupeesWithPaise,
  type InvoiceIssued,
  type Place,
} from '#domain/billing/index.ts'
import type { Bytes } from '#app/features/export/document.server.ts'
import { openA4Pdf, type PdfDoc } from '#server/export/pdf-kit.js'

// The tax invoice as a one-page A4 PDF, drawn from the InvoiceIssued event alone, so a
// download made years later shows exactly what was issued (the supplier as configured then).

export const NOT_CONFIGURED = '[TO BE CONFIGURED]'
export const NOT_GIVEN = '[NOT GIVEN]'
export const COMPUTER_GENERATED = 'This is a computer-generated invoice.'
/** A payment through the offline test gateway moved no money: its invoice must not pass for a tax invoice. */
export const SPECIMEN_TITLE = 'Specimen invoice — not a tax invoice'
export const SPECIMEN_NOTE =
  'This records a payment made through the offline test gateway: no money moved and no tax is due.'

/** How a payment was made, which decides whether the document is a tax invoice or a specimen. */
export type InvoicePayment = { gateway: 'razorpay' | 'test' }

const MARGIN = 50
const VALUE_WIDTH = 110

const placeText = (place: Place | null, missing: string) =>
  place ? `${place.name} (state code ${place.code})` : missing

const UTGST_TERRITORIES = new Set(['04', '26', '31', '35', '38'])
const stateTaxOf = (invoice: InvoiceIssued) =>
  UTGST_TERRITORIES.has(invoice.placeOfSupply?.code ?? '') ? 'UTGST' : 'SGST'

/** The tax lines: CGST and SGST at half the rate each, IGST at the full rate, or GST undivided. */
export function taxLines(invoice: InvoiceIssued): { label: string; paise: number }[] {
  const half = GST_RATE_PERCENT / 2
  if (invoice.split === 'intra_state') {
    return [
      { label: `CGST @ ${half}%`, paise: invoice.cgstPaise ?? 0 },
      // A union territory without a legislature levies UTGST in place of SGST (UTGST Act 2017).
      { label: `${stateTaxOf(invoice)} @ ${half}%`, paise: invoice.sgstPaise ?? 0 },
    ]
  }
  if (invoice.split === 'inter_state') {
    return [{ label: `IGST @ ${GST_RATE_PERCENT}%`, paise: invoice.igstPaise ?? 0 }]
  }
  return [{ label: `GST @ ${GST_RATE_PERCENT}%`, paise: invoice.taxPaise }]
}

/** Why the tax is shown undivided, when it is. */
export function undividedBecause(invoice: InvoiceIssued): string | null {
  if (invoice.split !== 'undetermined') return null
  return invoice.undeterminedBecause === 'supplier_state_not_configured'
    ? 'The supplier’s state is not configured, so whether CGST + SGST or IGST applies is not shown: the tax is given undivided.'
    : 'No state of supply was given for the customer, so whether CGST + SGST or IGST applies is not shown: the tax is given undivided.'
}

export const lineDescription = (invoice: InvoiceIssued) =>
  `Professional plan — 3 months (${istCalendarDate(invoice.periodStart)} to ${istCalendarDate(invoice.periodEnd)})`

export async function renderInvoicePdf(invoice: InvoiceIssued, payment: InvoicePayment): Promise<Bytes> {
  const specimen = payment.gateway === 'test'
  const title = specimen ? SPECIMEN_TITLE : 'Tax Invoice'
  const { doc, finish } = openA4Pdf({ title: `${title} ${invoice.number}`, margin: MARGIN })
  const width = doc.page.width - 2 * MARGIN
  const supplier = invoice.supplier

  doc.font('Bold').fontSize(18).text(title, { align: 'center' })
  if (specimen) doc.moveDown(0.3).font('Body').fontSize(10).text(SPECIMEN_NOTE, { align: 'center' })
  doc.moveDown(0.8)
  pair(doc, 'Invoice number', invoice.number)
  pair(doc, 'Invoice date', istCalendarDate(invoice.issuedAt))
  doc.moveDown(0.8)

  heading(doc, 'Supplier')
  lines(doc, [
    supplier.name ?? NOT_CONFIGURED,
    supplier.address ?? `Address: ${NOT_CONFIGURED}`,
    `GSTIN: ${supplier.gstin ?? NOT_CONFIGURED}`,
    `State: ${placeText(supplier.state, NOT_CONFIGURED)}`,
  ])
  doc.moveDown(0.8)

  heading(doc, 'Billed to')
  lines(doc, [
    ...(invoice.customer.name ? [invoice.customer.name] : []),
    invoice.customer.email,
    `Place of supply: ${placeText(invoice.placeOfSupply, NOT_GIVEN)}`,
  ])
  doc.moveDown(1)

  const headY = doc.y
  heading(doc, 'Description')
  doc
    .font('Bold')
    .fontSize(11)
    .text('Taxable value', MARGIN + width - VALUE_WIDTH, headY, {
      width: VALUE_WIDTH,
      align: 'right',
    })
  doc.moveDown(0.2)
  doc.font('Body').fontSize(10)
  const top = doc.y
  doc.text(lineDescription(invoice), MARGIN, top, { width: width - VALUE_WIDTH - 10 })
  doc.text(`SAC: ${supplier.sac ?? NOT_CONFIGURED}`, MARGIN, doc.y, { width: width - VALUE_WIDTH - 10 })
  const after = doc.y
  doc.text(rupeesWithPaise(invoice.taxablePaise), MARGIN + width - VALUE_WIDTH, top, {
    width: VALUE_WIDTH,
    align: 'right',
  })
  doc.y = Math.max(after, doc.y)
  doc.moveDown(0.6)
  rule(doc, width)

  amount(doc, width, 'Taxable value', invoice.taxablePaise)
  for (const line of taxLines(invoice)) amount(doc, width, line.label, line.paise)
  rule(doc, width)
  amount(doc, width, 'Total (inclusive of GST)', invoice.amountPaise, true)
  doc
    .font('Body')
    .fontSize(10)
    .text(`Amount in words: ${amountInWords(invoice.amountPaise)}`, MARGIN)
  const why = undividedBecause(invoice)
  if (why) doc.moveDown(0.4).fontSize(9).fillColor('#475569').text(why, MARGIN).fillColor('black')
  doc.moveDown(1)

  pair(doc, 'Payment id', invoice.paymentId)
  pair(doc, 'Order id', invoice.orderId)
  doc.moveDown(1.2)
  doc.font('Body').fontSize(9).fillColor('#475569').text(COMPUTER_GENERATED, MARGIN, doc.y, {
    width,
    align: 'center',
  })
  doc.fillColor('black')
  return finish()
}

function heading(doc: PdfDoc, text: string) {
  doc.font('Bold').fontSize(11).text(text, MARGIN)
  doc.moveDown(0.2)
}

function lines(doc: PdfDoc, texts: string[]) {
  doc.font('Body').fontSize(10)
  for (const text of texts) doc.text(text, MARGIN)
}

function pair(doc: PdfDoc, label: string, value: string) {
  doc.font('Bold').fontSize(10).text(`${label}: `, MARGIN, doc.y, { continued: true })
  doc.font('Body').text(value)
}

function amount(doc: PdfDoc, width: number, label: string, paise: number, strong = false) {
  const y = doc.y
  doc.font(strong ? 'Bold' : 'Body').fontSize(strong ? 11 : 10)
  doc.text(label, MARGIN, y, { width: width - VALUE_WIDTH - 10 })
  doc.text(rupeesWithPaise(paise), MARGIN + width - VALUE_WIDTH, y, { width: VALUE_WIDTH, align: 'right' })
  doc.moveDown(0.3)
}

function rule(doc: PdfDoc, width: number) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#94a3b8')
    .stroke()
  doc.moveDown(0.4)
}
