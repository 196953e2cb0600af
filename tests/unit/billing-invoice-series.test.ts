import { describe, expect, it } from 'vitest'
import {
  invoiceIssuedSchema,
  invoiceSeriesDecider,
  MAX_INVOICE_SEQUENCE,
  type InvoiceCommand,
  type InvoiceEvent,
  type SupplierSnapshot,
} from '#domain/billing/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

const given = deciderSpec(invoiceSeriesDecider)
const MAHARASHTRA = { code: '27', name: 'Maharashtra' }
const KARNATAKA = { code: '29', name: 'Karnataka' }
const SUPPLIER: SupplierSnapshot = {
  name: 'Example Legal Tech Pvt Ltd',
  address: 'Pune',
  gstin: '27AAPFU0939F1ZV',
  state: MAHARASHTRA,
  sac: null,
}
const issuedAt = new Date('2026-11-22T10:00:00.000Z')

const issue = (paymentId: string, over: Partial<InvoiceCommand['data']> = {}): InvoiceCommand => ({
  type: 'IssueInvoice',
  data: {
    issuedAt,
    userId: 'user-1',
    paymentId,
    orderId: `order_${paymentId}`,
    amountPaise: 29_900,
    periodStart: '2026-11-22T10:00:00.000Z',
    periodEnd: '2027-02-22T10:00:00.000Z',
    placeOfSupply: MAHARASHTRA,
    supplier: SUPPLIER,
    customer: { name: 'Asha Rao', email: 'asha@example.in' },
    ...over,
  },
})

describe('the invoice series of a financial year', () => {
  it('numbers the first invoice 00001 of the year the payment was recorded in, split CGST + SGST in the same state', () => {
    given([])
      .when(issue('pay_1'))
      .thenEvents((events) => {
        expect(events).toHaveLength(1)
        const data = invoiceIssuedSchema.parse(events[0]!.data)
        expect(data).toMatchObject({
          number: 'ND/2026-27/00001',
          financialYear: '2026-27',
          sequence: 1,
          paymentId: 'pay_1',
          amountPaise: 29_900,
          taxablePaise: 25_339,
          taxPaise: 4_561,
          split: 'intra_state',
          cgstPaise: 2_280,
          sgstPaise: 2_281,
          igstPaise: null,
          supplier: SUPPLIER,
          issuedAt: issuedAt.toISOString(),
        })
      })
  })

  it('follows on from the last number, with IGST for a customer in another state', () => {
    const stream = given([]).when(issue('pay_1')).stream()
    given(stream)
      .when(issue('pay_2', { placeOfSupply: KARNATAKA }))
      .thenMatches([
        {
          type: 'InvoiceIssued',
          data: {
            number: 'ND/2026-27/00002',
            sequence: 2,
            split: 'inter_state',
            igstPaise: 4_561,
            cgstPaise: null,
          },
        },
      ])
  })

  it('issues nothing for a payment it has already invoiced', () => {
    const stream = given([]).when(issue('pay_1')).stream()
    given(stream)
      .when(issue('pay_1', { placeOfSupply: KARNATAKA }))
      .then([])
    given(stream).thenState((state) => expect(state.numberByPayment).toEqual({ pay_1: 'ND/2026-27/00001' }))
  })

  it('leaves the tax undivided without a customer state or a supplier state, and says which is missing', () => {
    given([])
      .when(issue('pay_1', { placeOfSupply: null }))
      .thenMatches([
        {
          data: { split: 'undetermined', undeterminedBecause: 'place_of_supply_not_given', taxPaise: 4_561 },
        },
      ])
    given([])
      .when(issue('pay_1', { supplier: { ...SUPPLIER, gstin: null, state: null } }))
      .thenMatches([
        {
          data: {
            split: 'undetermined',
            undeterminedBecause: 'supplier_state_not_configured',
            cgstPaise: null,
            sgstPaise: null,
            igstPaise: null,
          },
        },
      ])
  })

  it('refuses an invoice dated in another financial year than its series', () => {
    const stream = given([]).when(issue('pay_1')).stream()
    given(stream)
      .when(issue('pay_2', { issuedAt: new Date('2027-04-01T00:00:00+05:30') }))
      .thenThrows({ message: expect.stringMatching(/2027-28 sent to the 2026-27 series/) })
  })

  it('refuses a 100,000th invoice in one year: the number would no longer fit 16 characters', () => {
    const last: InvoiceEvent = given([]).when(issue('pay_0')).stream()[0]!
    const full = [
      { ...last, data: { ...last.data, sequence: MAX_INVOICE_SEQUENCE, number: 'ND/2026-27/99999' } },
    ]
    given(full).when(issue('pay_x')).thenThrows({ code: 'invoice.series_full' })
  })
})
