/**
 * Money is integer paise inside the domain. Users type rupees in many shapes ("25,000",
 * "₹25,000", "Rs. 30,000/-", "1.5 lakh", "2 crore", "1 crore 20 lakh"); documents show
 * `₹1,00,000 (Rupees One Lakh only)` with Indian digit grouping and the Indian number
 * system in words.
 */

/** An amount of money in paise (1 rupee = 100 paise). Always a non-negative safe integer. */
export type Paise = number

const UNIT_RUPEES: Record<string, bigint> = {
  crore: 10_000_000n,
  crores: 10_000_000n,
  cr: 10_000_000n,
  'cr.': 10_000_000n,
  lakh: 100_000n,
  lakhs: 100_000n,
  lac: 100_000n,
  lacs: 100_000n,
  thousand: 1_000n,
  k: 1_000n,
}

// Either Indian grouping (12,34,56,789) or Western grouping (123,456,789).
const INDIAN_GROUPS = /^\d{1,2}(,\d{2})*,\d{3}$/
const WESTERN_GROUPS = /^\d{1,3}(,\d{3})+$/
const SEGMENT = /(\d[\d,]*)(?:\.(\d+))?\s*(crores?|cr\.?|lakhs?|lacs?|thousand|k)?(?![a-z])/y
const SEPARATOR = /\s*(?:and\s+|&\s*)?/y

/**
 * Parses a rupee amount to paise, or returns null when the text is not an amount (or asks
 * for a fraction of a paisa, or is too large to count exactly).
 */
export function parseRupees(text: string): Paise | null {
  let s = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u00a0/g, ' ')
    .trim()
  s = s.replace(/^(?:₹|rs\.?|inr|rupees?)\s*/, '')
  s = s.replace(/\s*(?:\/-|\/=)$/, '')
  s = s.replace(/\s*(?:only)$/, '')
  s = s.replace(/\s*(?:rupees|inr)$/, '')
  s = s.trim()
  if (s === '') return null

  let total = 0n
  let position = 0
  let segments = 0
  let previousMultiplier: bigint | null = null
  while (position < s.length) {
    if (segments > 0) {
      SEPARATOR.lastIndex = position
      const separator = SEPARATOR.exec(s)
      position += separator?.[0].length ?? 0
    }
    SEGMENT.lastIndex = position
    const match = SEGMENT.exec(s)
    if (!match) return null
    const [whole, integerPart = '', fraction = '', unit] = match
    const multiplier = unit ? UNIT_RUPEES[unit.replace(/\s+/g, '')] : 1n
    if (multiplier === undefined) return null
    // Compound amounts go from larger units to smaller: "1 crore 20 lakh 500" is fine,
    // "20 lakh 1 crore" and "1000 2000" are not amounts.
    if (previousMultiplier !== null && multiplier >= previousMultiplier) return null
    const paise = segmentToPaise(integerPart, fraction, multiplier)
    if (paise === null) return null
    total += paise
    previousMultiplier = multiplier
    position += whole.length
    segments += 1
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) return null
  return Number(total)
}

function segmentToPaise(integerPart: string, fraction: string, multiplierRupees: bigint): bigint | null {
  if (integerPart.includes(',') && !INDIAN_GROUPS.test(integerPart) && !WESTERN_GROUPS.test(integerPart))
    return null
  const digits = integerPart.replace(/,/g, '')
  const scale = 10n ** BigInt(fraction.length)
  const numerator = (BigInt(digits) * scale + BigInt(fraction || '0')) * multiplierRupees * 100n
  if (numerator % scale !== 0n) return null // less than one paisa
  return numerator / scale
}

function assertPaise(paise: Paise): void {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`)
}

/** Groups an integer's digits the Indian way: 1234567 → "12,34,567". */
export function groupIndian(integer: number | bigint): string {
  const digits = BigInt(integer).toString()
  if (digits.length <= 3) return digits
  const last3 = digits.slice(-3)
  const rest = digits.slice(0, -3)
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`
}

/** `₹1,00,000`, or `₹12,34,56,789.50` when there are paise. */
export function formatRupees(paise: Paise): string {
  assertPaise(paise)
  const rupees = Math.floor(paise / 100)
  const remainder = paise % 100
  const grouped = groupIndian(rupees)
  return remainder === 0 ? `₹${grouped}` : `₹${grouped}.${String(remainder).padStart(2, '0')}`
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const unit = n % 10
  const ten = TENS[Math.floor(n / 10)] ?? ''
  return unit === 0 ? ten : `${ten}-${ONES[unit] ?? ''}`
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const parts: string[] = []
  if (hundreds > 0) parts.push(`${ONES[hundreds] ?? ''} Hundred`)
  if (rest > 0) parts.push(belowHundred(rest))
  return parts.join(' ')
}

/**
 * A whole number in words in the Indian system: 125000 → "One Lakh Twenty-Five Thousand".
 * Above 99 crore the crore count is itself spelled in the Indian system ("One Lakh Crore").
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`)
  if (n === 0) return 'Zero'
  const parts: string[] = []
  const crores = Math.floor(n / 10_000_000)
  let rest = n % 10_000_000
  if (crores > 0) parts.push(`${numberInWords(crores)} Crore`)
  const lakhs = Math.floor(rest / 100_000)
  rest %= 100_000
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`)
  const thousands = Math.floor(rest / 1_000)
  rest %= 1_000
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`)
  if (rest > 0) parts.push(belowThousand(rest))
  return parts.join(' ')
}

/** "Rupees One Lakh Twenty-Five Thousand only"; "Rupees Ten and Fifty Paise only"; "Fifty Paise only". */
export function amountInWords(paise: Paise): string {
  assertPaise(paise)
  const rupees = Math.floor(paise / 100)
  const remainder = paise % 100
  if (remainder === 0) return `Rupees ${numberInWords(rupees)} only`
  if (rupees === 0) return `${belowHundred(remainder)} Paise only`
  return `Rupees ${numberInWords(rupees)} and ${belowHundred(remainder)} Paise only`
}

/** The form every document uses: `₹1,00,000 (Rupees One Lakh only)`. */
export function formatAmount(paise: Paise): string {
  return `${formatRupees(paise)} (${amountInWords(paise)})`
}
