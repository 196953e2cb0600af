import { describe, expect, it } from 'vitest'
import {
  checkGstin,
  financialYearOf,
  gstinCheckCharacter,
  invoiceNumber,
  invoiceNumberFromPath,
  invoiceNumberInPath,
  istCalendarDate,
  parseInvoiceNumber,
  rupeesWithPaise,
  splitGst,
  taxableValue,
} from '#domain/billing/index.ts'

describe('GST inside a GST-inclusive price', () => {
  it('₹299: taxable ₹253.39 and ₹45.61 of tax, CGST 2,280 + SGST 2,281 paise in the same state', () => {
    expect(taxableValue(29_900)).toEqual({ taxablePaise: 25_339, taxPaise: 4_561 })
    expect(splitGst(29_900, '27', '27')).toEqual({
      kind: 'intra_state',
      taxablePaise: 25_339,
      taxPaise: 4_561,
      cgstPaise: 2_280,
      sgstPaise: 2_281,
    })
  })

  it('₹299 to another state: IGST 4,561 paise', () => {
    expect(splitGst(29_900, '27', '29')).toEqual({
      kind: 'inter_state',
      taxablePaise: 25_339,
      taxPaise: 4_561,
      igstPaise: 4_561,
    })
  })

  it('does not divide the tax when either state is unknown, and says which', () => {
    expect(splitGst(29_900, null, '29')).toMatchObject({
      kind: 'undetermined',
      taxPaise: 4_561,
      reason: 'supplier_state_not_configured',
    })
    expect(splitGst(29_900, '27', null)).toMatchObject({
      kind: 'undetermined',
      taxPaise: 4_561,
      reason: 'place_of_supply_not_given',
    })
  })

  it('rounds the taxable value to the nearest paisa, half up, and the parts always add up to the total', () => {
    // 118 paise is exactly ₹1 + 18 paise; 59 paise is 50 + 9 exactly: no rounding.
    expect(taxableValue(118)).toEqual({ taxablePaise: 100, taxPaise: 18 })
    expect(taxableValue(59)).toEqual({ taxablePaise: 50, taxPaise: 9 })
    // 1 paisa: 0.847… rounds to 1, and the tax is 0. 3 paise: 2.54… rounds to 3.
    expect(taxableValue(1)).toEqual({ taxablePaise: 1, taxPaise: 0 })
    expect(taxableValue(3)).toEqual({ taxablePaise: 3, taxPaise: 0 })
    for (let total = 0; total < 5_000; total += 7) {
      const { taxablePaise, taxPaise } = taxableValue(total)
      expect(Math.abs(taxablePaise * 1.18 - total)).toBeLessThanOrEqual(0.59 + 1e-9)
      const split = splitGst(total, '07', '07')
      if (split.kind !== 'intra_state') throw new Error('same state')
      expect(split.cgstPaise + split.sgstPaise).toBe(taxPaise)
      expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1)
      expect(taxablePaise + taxPaise).toBe(total)
    }
    expect(() => taxableValue(-1)).toThrow(RangeError)
    expect(() => taxableValue(2.5)).toThrow(RangeError)
  })
})

describe('the Indian financial year, in IST', () => {
  it('31 March 23:59 IST is still the old year; 1 April 00:00 IST is the new one', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59.999+05:30'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-04-01T00:00:00.000+05:30'))).toBe('2027-28')
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T19:00:00.000Z'))).toBe('2027-28')
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2026-12-31T12:00:00Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00')
  })
})

describe('invoice numbers', () => {
  it('ND/<financial year>/<five digits>, at most 16 characters', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('ND/2026-27/00001')
    expect(invoiceNumber('2026-27', 99_999)).toBe('ND/2026-27/99999')
    expect(invoiceNumber('2026-27', 99_999)).toHaveLength(16)
    expect(() => invoiceNumber('2026-27', 100_000)).toThrow(RangeError)
    expect(() => invoiceNumber('2026-27', 0)).toThrow(RangeError)
    expect(() => invoiceNumber('2026-28', 1)).toThrow(RangeError)
  })

  it('travels in a URL as ND-2026-27-00001 and comes back the same', () => {
    expect(invoiceNumberInPath('ND/2026-27/00042')).toBe('ND-2026-27-00042')
    expect(invoiceNumberFromPath('ND-2026-27-00042')).toBe('ND/2026-27/00042')
    expect(parseInvoiceNumber('ND/2026-27/00042')).toEqual({ financialYear: '2026-27', sequence: 42 })
    for (const bad of [
      undefined,
      '',
      'ND-2026-27-0042',
      'ND-2026-28-00001',
      'ND-2026-27-00000',
      'nd-2026-27-00001',
      'ND/2026-27/00001',
    ]) {
      expect(invoiceNumberFromPath(bad)).toBeNull()
    }
  })
})

describe('GSTIN', () => {
  it('accepts a well-formed GSTIN and names its state by the first two digits', () => {
    const check = checkGstin(' 27aapfu0939f1zv ')
    expect(check).toEqual({ ok: true, gstin: '27AAPFU0939F1ZV', state: { code: '27', name: 'Maharashtra' } })
    expect(checkGstin('29AAGCB7383J1Z4')).toMatchObject({ ok: true, state: { name: 'Karnataka' } })
  })

  it('refuses a wrong check character, a wrong shape, and an unknown state code', () => {
    expect(checkGstin('27AAPFU0939F1ZW')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/check/),
    })
    expect(checkGstin('27AAPFU0939F1Z')).toMatchObject({ ok: false })
    expect(checkGstin('27AAPFU0939F1XV')).toMatchObject({ ok: false })
    const unknownState = `98AAPFU0939F1Z`
    expect(checkGstin(unknownState + gstinCheckCharacter(unknownState))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/state code 98/),
    })
  })
})

describe('how invoices write money and dates', () => {
  it('₹ with Indian grouping and two digits of paise; dates as MMM dd, yyyy in IST', () => {
    expect(rupeesWithPaise(29_900)).toBe('₹299.00')
    expect(rupeesWithPaise(25_339)).toBe('₹253.39')
    expect(rupeesWithPaise(10_000_005)).toBe('₹1,00,000.05')
    expect(istCalendarDate('2026-03-31T18:30:00.000Z')).toBe('Apr 01, 2026')
    expect(istCalendarDate(new Date('2026-09-05T00:00:00Z'))).toBe('Sep 05, 2026')
  })
})

describe('the state tax line of an intra-state invoice', () => {
  it('is UTGST in a union territory without a legislature, SGST elsewhere', async () => {
    const { taxLines } = await import('#app/features/billing/invoice-pdf.server.ts')
    const invoice = (code: string) =>
      ({
        split: 'intra_state',
        cgstPaise: 2280,
        sgstPaise: 2281,
        igstPaise: null,
        taxPaise: 4561,
        placeOfSupply: { code, name: 'x' },
      }) as never
    expect(taxLines(invoice('04')).map((l) => l.label)).toEqual(['CGST @ 9%', 'UTGST @ 9%'])
    expect(taxLines(invoice('27')).map((l) => l.label)).toEqual(['CGST @ 9%', 'SGST @ 9%'])
    expect(taxLines(invoice('07')).map((l) => l.label)).toEqual(['CGST @ 9%', 'SGST @ 9%'])
  })
})
