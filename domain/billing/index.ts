export * from './events.ts'
export * from './state.ts'
export * from './decide.ts'
export * from './gst.ts'
export * from './gstin.ts'
export * from './places-of-supply.ts'
export * from './format.ts'

import type { Decider } from '#domain/shared/decider.ts'
import { decideInvoice, type InvoiceCommand } from './decide.ts'
import type { InvoiceEvent } from './events.ts'
import { evolveInvoiceSeries, initialInvoiceSeriesState, type InvoiceSeriesState } from './state.ts'

/** One stream per Indian financial year: `invoice-series-2026-27`. */
export const invoiceSeriesStreamId = (financialYear: string) => `invoice-series-${financialYear}`

/** The aggregate as `handleCommand` takes it. */
export const invoiceSeriesDecider = {
  initialState: initialInvoiceSeriesState,
  evolve: evolveInvoiceSeries,
  decide: decideInvoice,
} satisfies Decider<InvoiceSeriesState, InvoiceCommand, InvoiceEvent>
