import { PLACEHOLDER_PREFIX, count } from '#domain/drafting/index.ts'
import { type Paise, formatRupees } from '#domain/shared/money.ts'
import { type CalendarDate, formatDate } from '#domain/shared/dates.ts'
import { findAmounts, findDates, findDurations } from '../extract/index.ts'

// A price paid in two parts, as people say it ("20,000 now and the rest in two months", "5,000
// advance, balance on delivery"): the first part and when it is paid, and when the balance is.
// Nothing is guessed: a balance with no stated time ("the rest later") is left to be confirmed.

const FIRST_WHEN: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^\s*(?:now|today|immediately|right\s+away|upfront|up\s+front|in\s+advance|as\s+(?:an\s+)?advance|advance|on\s+signing|at\s+signing|abhi)\b/i,
    'on the signing of this Agreement',
  ],
  [/^\s*(?:as\s+(?:a\s+)?)?token(?:\s+(?:amount|money))?\b/i, 'on the signing of this Agreement'],
  [/^\s*(?:on|at)\s+delivery\b/i, 'on delivery'],
]
const REST =
  /^\s*(?:,\s*|\s+)(?:and\s+)?(?:the\s+)?(?:rest|balance|remaining(?:\s+amount)?|baaki)\b(?:\s+(?:of\s+the\s+(?:price|amount)|amount|will\s+be\s+paid|to\s+be\s+paid|payable|paid))?\s*/i

/** The balance's time as worded after "the rest": a period, a date or delivery; undefined when none is stated. */
function balanceWhen(words: string, today?: CalendarDate): string | undefined {
  const within = /^(in|within|after)\s+/i.exec(words)
  if (within) {
    const duration = findDurations(words).find((d) => d.index === within[0].length)
    if (!duration) return undefined
    const span = count(duration.value, duration.unit)
    return /^after$/i.test(within[1] ?? '')
      ? `on the expiry of ${span} from the signing of this Agreement`
      : `within ${span} of the signing of this Agreement`
  }
  if (/^(?:on|at)\s+delivery\b/i.test(words)) return 'on delivery'
  // "next month" names no day: the month is the words', the day the Parties'.
  if (/^(?:by\s+|in\s+)?(?:the\s+)?next\s+month\b/i.test(words))
    return `on ${PLACEHOLDER_PREFIX}the date next month by which the balance is paid]`
  const by = /^(?:by|on|before|on\s+or\s+before)\s+/i.exec(words)
  if (by) {
    const date = findDates(words, today).find((d) => d.index === by[0].length)
    if (date) return `on or before ${formatDate(date.date)}`
  }
  return undefined
}

/**
 * "₹20,000 on the signing of this Agreement and the balance of ₹40,000 within 2 (two) months of
 * the signing of this Agreement", from a price and the words that split it; undefined when the
 * words do not split it into a first part, paid now or on delivery, and the rest.
 */
export function partPaymentTerms(
  text: string,
  price: Paise | undefined,
  today?: CalendarDate,
): string | undefined {
  if (!price) return undefined
  for (const amount of findAmounts(text)) {
    if (amount.paise >= price || amount.period) continue
    const after = text.slice(amount.end)
    const first = FIRST_WHEN.find(([cue]) => cue.test(after))
    if (!first) continue
    const cue = first[0].exec(after)?.[0] ?? ''
    const rest = REST.exec(after.slice(cue.length))
    if (!rest) {
      const second = secondPart(after.slice(cue.length), price - amount.paise, today)
      if (second) return `${formatRupees(amount.paise)} ${first[1]} and the balance of ${second}`
      continue
    }
    const when =
      balanceWhen(after.slice(cue.length + rest[0].length), today) ??
      `on ${PLACEHOLDER_PREFIX}the date by which the balance is paid]`
    return `${formatRupees(amount.paise)} ${first[1]} and the balance of ${formatRupees(price - amount.paise)} ${when}`
  }
  return undefined
}

/**
 * "… and 20,000 next month": the second part named as an amount, read only when it is the
 * whole balance (the price less the first part), so a sum that does not add up is not a plan.
 */
function secondPart(words: string, balance: Paise, today?: CalendarDate): string | undefined {
  const link = /^\s*(?:,\s*)?(?:and\s+)?/i.exec(words)?.[0] ?? ''
  const amount = findAmounts(words.slice(link.length)).find((a) => a.index === 0)
  if (!amount || amount.paise !== balance || amount.period) return undefined
  const rest = words
    .slice(link.length + amount.end)
    .replace(/^\s*(?:will\s+be\s+paid|to\s+be\s+paid|payable|paid)?\s*/i, '')
  const when = balanceWhen(rest, today) ?? `on ${PLACEHOLDER_PREFIX}the date by which the balance is paid]`
  return `${formatRupees(balance)} ${when}`
}
