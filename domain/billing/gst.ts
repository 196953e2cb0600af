// GST on a price that already includes it, the Indian financial year an invoice falls in,
// and the invoice number. Pure: the rounding rule is docs/decisions/0024-gst-invoices.md's,
// awaiting a chartered accountant's review there.

/** The rate on the Professional plan (SAC not configured here: see the ADR). */
export const GST_RATE_PERCENT = 18

/**
 * How the tax divides: CGST + SGST when the customer's place of supply is the supplier's
 * state, IGST when it is another one, and `undetermined` when either state is unknown —
 * the invoice then shows "GST @ 18%" undivided and says why, rather than guess.
 */
export type GstSplit =
  | { kind: 'intra_state'; taxablePaise: number; taxPaise: number; cgstPaise: number; sgstPaise: number }
  | { kind: 'inter_state'; taxablePaise: number; taxPaise: number; igstPaise: number }
  | {
      kind: 'undetermined'
      taxablePaise: number
      taxPaise: number
      reason: 'supplier_state_not_configured' | 'place_of_supply_not_given'
    }

function assertPaise(paise: number) {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`)
}

/**
 * The taxable value inside a GST-inclusive total: total ÷ 1.18 rounded to the nearest paisa
 * (half up), the tax being the rest, so taxable + tax is always the total paid. Integer
 * arithmetic: (200·total + 118) div 236 is round(total·100/118) without floating point.
 */
export function taxableValue(totalPaise: number): { taxablePaise: number; taxPaise: number } {
  assertPaise(totalPaise)
  const taxablePaise = Math.floor(
    (200 * totalPaise + (100 + GST_RATE_PERCENT)) / (2 * (100 + GST_RATE_PERCENT)),
  )
  return { taxablePaise, taxPaise: totalPaise - taxablePaise }
}

/**
 * Splits an inclusive total by the two states' GST codes (null when unknown). CGST takes the
 * smaller half of an odd paisa, SGST the rest, so the three parts always add up to the total.
 */
export function splitGst(
  totalPaise: number,
  supplierStateCode: string | null,
  placeOfSupplyCode: string | null,
): GstSplit {
  const { taxablePaise, taxPaise } = taxableValue(totalPaise)
  if (!supplierStateCode)
    return { kind: 'undetermined', taxablePaise, taxPaise, reason: 'supplier_state_not_configured' }
  if (!placeOfSupplyCode)
    return { kind: 'undetermined', taxablePaise, taxPaise, reason: 'place_of_supply_not_given' }
  if (supplierStateCode !== placeOfSupplyCode) {
    return { kind: 'inter_state', taxablePaise, taxPaise, igstPaise: taxPaise }
  }
  const cgstPaise = Math.floor(taxPaise / 2)
  return { kind: 'intra_state', taxablePaise, taxPaise, cgstPaise, sgstPaise: taxPaise - cgstPaise }
}

const IST_OFFSET_MS = 330 * 60_000

/**
 * The Indian financial year (1 April to 31 March) an instant falls in, read in IST:
 * 31 March 2027 23:59 IST is `2026-27`, a minute later `2027-28`.
 */
export function financialYearOf(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS)
  const year = ist.getUTCFullYear()
  const start = ist.getUTCMonth() >= 3 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/

export function isFinancialYear(label: string): boolean {
  const match = FINANCIAL_YEAR.exec(label)
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2])
}

/** Rule 46(b) of the CGST Rules, 2017: an invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX = 16
export const INVOICE_PREFIX = 'ND'
/** Five digits keep `ND/2026-27/00001` at exactly 16 characters. */
export const MAX_INVOICE_SEQUENCE = 99_999

/** `ND/2026-27/00001`: the series' prefix, the financial year, the sequence within it. */
export function invoiceNumber(financialYear: string, sequence: number): string {
  if (!isFinancialYear(financialYear)) throw new RangeError(`Not a financial year: ${financialYear}`)
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`Not an invoice sequence: ${sequence}`)
  }
  const number = `${INVOICE_PREFIX}/${financialYear}/${String(sequence).padStart(5, '0')}`
  if (number.length > INVOICE_NUMBER_MAX) throw new RangeError(`Invoice number too long: ${number}`)
  return number
}

const NUMBER = /^ND\/(\d{4}-\d{2})\/(\d{5})$/
const PATH_FORM = /^ND-(\d{4}-\d{2})-(\d{5})$/

/** The number as a URL path segment: slashes become hyphens (`ND-2026-27-00001`). */
export const invoiceNumberInPath = (number: string) => number.replaceAll('/', '-')

/** The number a path segment stands for, or null when it is not one. */
export function invoiceNumberFromPath(segment: string | undefined): string | null {
  const match = PATH_FORM.exec(segment ?? '')
  if (!match || !isFinancialYear(match[1]!) || Number(match[2]) < 1) return null
  return `${INVOICE_PREFIX}/${match[1]}/${match[2]}`
}

/** The financial year and sequence of a well-formed number, or null. */
export function parseInvoiceNumber(number: string): { financialYear: string; sequence: number } | null {
  const match = NUMBER.exec(number)
  return match && isFinancialYear(match[1]!) ? { financialYear: match[1]!, sequence: Number(match[2]) } : null
}
