import { evolveKnown } from '#domain/shared/decider.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import { isInvoiceEvent, type InvoiceEvent } from './events.ts'

/** One financial year's series: how many invoices it holds and which payments they are for. */
export type InvoiceSeriesState = {
  financialYear: string | null
  count: number
  /** Invoice number by payment id: a payment reported again is not invoiced again. */
  numberByPayment: Readonly<Record<string, string>>
}

export const initialInvoiceSeriesState = (): InvoiceSeriesState => ({
  financialYear: null,
  count: 0,
  numberByPayment: {},
})

function evolveKnownInvoiceSeries(state: InvoiceSeriesState, event: InvoiceEvent): InvoiceSeriesState {
  switch (event.type) {
    case 'InvoiceIssued':
      return {
        financialYear: event.data.financialYear,
        count: Math.max(state.count, event.data.sequence),
        numberByPayment: { ...state.numberByPayment, [event.data.paymentId]: event.data.number },
      }
    default:
      return assertNever(event.type, 'invoice event')
  }
}

/** Events of types this build does not know leave the state as it is. */
export const evolveInvoiceSeries = evolveKnown(isInvoiceEvent, evolveKnownInvoiceSeries)
