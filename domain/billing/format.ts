import { groupIndian } from '#domain/shared/money.ts'

// How invoices and the billing history write money and dates.

/** `₹299.00`, `₹1,00,000.50`: rupees with Indian grouping and always two digits of paise. */
export function rupeesWithPaise(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`)
  return `₹${groupIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const IST_OFFSET_MS = 330 * 60_000

/** "MMM dd, yyyy" of an instant's date in India (IST): `Apr 01, 2026`. */
export function istCalendarDate(instant: Date | string): string {
  const ist = new Date(new Date(instant).getTime() + IST_OFFSET_MS)
  return `${MONTHS[ist.getUTCMonth()]} ${String(ist.getUTCDate()).padStart(2, '0')}, ${ist.getUTCFullYear()}`
}
