import { DomainError } from '#domain/shared/errors.ts'
import type { CustomerSnapshot, InvoiceEvent, Place, SupplierSnapshot } from './events.ts'
import { financialYearOf, invoiceNumber, MAX_INVOICE_SEQUENCE, splitGst } from './gst.ts'
import type { InvoiceSeriesState } from './state.ts'

export type InvoiceCommand = {
  /** A tax invoice for one captured payment, dated when the payment activated its period. */
  type: 'IssueInvoice'
  data: {
    issuedAt: Date
    userId: string
    paymentId: string
    orderId: string
    amountPaise: number
    periodStart: string
    periodEnd: string
    placeOfSupply: Place | null
    supplier: SupplierSnapshot
    customer: CustomerSnapshot
  }
}

export class InvoiceError extends DomainError<
  // `busy` is not the decider's: the command runner's answer when the series stays busy.
  'invoice.busy' | 'invoice.series_full'
> {}

export function decideInvoice(command: InvoiceCommand, state: InvoiceSeriesState): InvoiceEvent[] {
  switch (command.type) {
    case 'IssueInvoice': {
      const d = command.data
      const financialYear = financialYearOf(d.issuedAt)
      // The caller picks the stream from the same date; another year's stream is a bug.
      if (state.financialYear !== null && state.financialYear !== financialYear) {
        throw new Error(`An invoice of ${financialYear} sent to the ${state.financialYear} series`)
      }
      // One payment, one invoice: verify, callback and webhook may each settle it.
      if (state.numberByPayment[d.paymentId]) return []
      if (state.count >= MAX_INVOICE_SEQUENCE) {
        throw new InvoiceError('invoice.series_full', `The ${financialYear} invoice series is full`)
      }
      const sequence = state.count + 1
      const split = splitGst(d.amountPaise, d.supplier.state?.code ?? null, d.placeOfSupply?.code ?? null)
      return [
        {
          type: 'InvoiceIssued',
          data: {
            number: invoiceNumber(financialYear, sequence),
            financialYear,
            sequence,
            userId: d.userId,
            paymentId: d.paymentId,
            orderId: d.orderId,
            amountPaise: d.amountPaise,
            currency: 'INR',
            taxablePaise: split.taxablePaise,
            taxPaise: split.taxPaise,
            split: split.kind,
            ...(split.kind === 'undetermined' ? { undeterminedBecause: split.reason } : {}),
            cgstPaise: split.kind === 'intra_state' ? split.cgstPaise : null,
            sgstPaise: split.kind === 'intra_state' ? split.sgstPaise : null,
            igstPaise: split.kind === 'inter_state' ? split.igstPaise : null,
            placeOfSupply: d.placeOfSupply,
            supplier: d.supplier,
            customer: d.customer,
            periodStart: d.periodStart,
            periodEnd: d.periodEnd,
            issuedAt: d.issuedAt.toISOString(),
          },
        },
      ]
    }
    default: {
      const unknown: never = command.type
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`)
    }
  }
}
