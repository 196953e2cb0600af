import { z } from 'zod'
import { eventGuard, type EventOf, type PayloadsOf } from '#domain/shared/decider.ts'
import { INVOICE_NUMBER_MAX, MAX_INVOICE_SEQUENCE } from './gst.ts'

// The `invoice-series-<financial year>` stream: every tax invoice of one Indian financial
// year, numbered by its decider one after another, so numbers have no gap and no repeat
// however many payments settle at once.

const paise = z.number().int().nonnegative()
const stateCode = z.string().regex(/^\d{2}$/)

/** A state or union territory with its GST code. */
export const placeSchema = z.object({ code: stateCode, name: z.string().min(2).max(60) })

/**
 * The supplier as configured when the invoice was issued (an invoice never changes after).
 * null: not configured, printed as "[TO BE CONFIGURED]", never made up.
 */
export const supplierSnapshotSchema = z.object({
  name: z.string().min(1).max(200).nullable(),
  address: z.string().min(1).max(500).nullable(),
  gstin: z.string().length(15).nullable(),
  /** The state the GSTIN's first two digits name: what decides CGST + SGST or IGST. */
  state: placeSchema.nullable(),
  sac: z.string().min(4).max(8).nullable(),
})

export const customerSnapshotSchema = z.object({
  name: z.string().min(1).max(200).nullable(),
  email: z.string().min(3).max(320),
})

export const invoiceIssuedSchema = z.object({
  number: z.string().min(1).max(INVOICE_NUMBER_MAX),
  financialYear: z.string().regex(/^\d{4}-\d{2}$/),
  sequence: z.number().int().min(1).max(MAX_INVOICE_SEQUENCE),
  userId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  orderId: z.string().min(1).max(64),
  /** What was paid, GST included. */
  amountPaise: z.number().int().positive(),
  currency: z.literal('INR'),
  taxablePaise: paise,
  taxPaise: paise,
  /** CGST + SGST (intra-state), IGST (inter-state), or undivided when a state is unknown. */
  split: z.enum(['intra_state', 'inter_state', 'undetermined']),
  undeterminedBecause: z.enum(['supplier_state_not_configured', 'place_of_supply_not_given']).optional(),
  cgstPaise: paise.nullable(),
  sgstPaise: paise.nullable(),
  igstPaise: paise.nullable(),
  /** The customer's state of supply; null when they gave none. */
  placeOfSupply: placeSchema.nullable(),
  supplier: supplierSnapshotSchema,
  customer: customerSnapshotSchema,
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /** The payment's activation: the invoice's date, and what decides its financial year. */
  issuedAt: z.iso.datetime(),
})

export const INVOICE_EVENT_SCHEMAS = {
  InvoiceIssued: invoiceIssuedSchema,
} as const

export type InvoicePayloads = PayloadsOf<typeof INVOICE_EVENT_SCHEMAS>
export type InvoiceEvent = EventOf<InvoicePayloads>
export type InvoiceIssued = InvoicePayloads['InvoiceIssued']
export type SupplierSnapshot = z.output<typeof supplierSnapshotSchema>
export type CustomerSnapshot = z.output<typeof customerSnapshotSchema>
export type Place = z.output<typeof placeSchema>

export const isInvoiceEvent = eventGuard(INVOICE_EVENT_SCHEMAS)
