/**
 * Indian telephone numbers as people write them: a mobile with or without +91, 0091, 91 or
 * the trunk 0 (+91 98765 43210, 098765-43210, 9876543210), or a landline with its STD code
 * (080 2345 6789, 0484-2345678, +91 11 2345 6789). Spaces, hyphens, dots and brackets are
 * separators. Every national number is 10 digits (NNP 2003): a mobile starts 6–9, a landline
 * is its STD code without the 0 followed by the subscriber number (Bengaluru's 80 also
 * starts 8, so the two kinds are not told apart). An 8-digit number without STD code is refused.
 */

const SEPARATORS = /[\s\-.()]/g

/** The number in E.164 (+91 and 10 digits), or null when it is not an Indian number. */
export function parseIndianPhone(text: string): string | null {
  const compact = text.trim().replace(SEPARATORS, '')
  if (!/^\+?\d+$/.test(compact)) return null
  let national: string
  if (compact.startsWith('+')) {
    if (!compact.startsWith('+91')) return null
    national = compact.slice(3)
    // "+91 080 …": the trunk 0 written after the country code as well.
    if (national.length === 11 && national.startsWith('0')) national = national.slice(1)
  } else if (compact.startsWith('0091')) national = compact.slice(4)
  else if (compact.length === 12 && compact.startsWith('91')) national = compact.slice(2)
  else if (compact.length === 11 && compact.startsWith('0')) national = compact.slice(1)
  else national = compact
  if (!/^[1-9]\d{9}$/.test(national)) return null
  return `+91${national}`
}

/** +919876543210 as "+91 98765 43210", for the operator and the mail. */
export function formatIndianPhone(e164: string): string {
  const national = e164.replace(/^\+91/, '')
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`
}
