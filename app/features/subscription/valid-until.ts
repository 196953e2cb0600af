// The specification's "MMM dd, yyyy" for a period's end, in India time (UTC+5:30, no daylight
// saving), computed on the server so the page reads the same with and without JavaScript.

const IST_OFFSET_MS = 330 * 60_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "Feb 26, 2027". */
export function validUntilText(iso: string): string {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS)
  const day = String(ist.getUTCDate()).padStart(2, '0')
  return `${MONTHS[ist.getUTCMonth()]} ${day}, ${ist.getUTCFullYear()}`
}
