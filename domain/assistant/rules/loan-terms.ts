import { findInstalments } from '#domain/drafting/index.ts'
import { formatDate } from '#domain/shared/dates.ts'
import { formatRupees } from '#domain/shared/money.ts'
import { NO_INTEREST, findAmounts, findDates } from '../extract/index.ts'

// A loan as people describe it ("he will repay 10,000 every month from 1st January 2027"):
// read into the loan agreement's schedule of instalments and its interest rate.

type Read = string | { readonly value: string; readonly note: string } | undefined

const START_CUE =
  /\b(?:from|starting|start(?:ing)?\s+(?:on|from)|beginning|commencing|w\.?e\.?f\.?)\s*(?:on\s+)?$/i

/**
 * "Repay 10,000 every month from 1st January 2027" on a loan of 2.5 lakh is 25 monthly
 * instalments of ₹10,000: the count is computed from the principal, so the agreement
 * states the number and the last due date. A schedule that already counts its
 * instalments, or has no periodic amount, is left to the words.
 */
export function repaymentByPeriodicSum(text: string): Read {
  if (findInstalments(text)?.count) return undefined
  const amounts = findAmounts(text)
  const each = amounts.find((a) => a.period)
  const principal = amounts.filter((a) => !a.period).sort((a, b) => b.paise - a.paise)[0]
  if (!each || !principal || each.paise <= 0 || principal.paise <= each.paise) return undefined
  const count = Math.ceil(principal.paise / each.paise)
  if (count > 600) return undefined
  const often = each.period === 'year' ? 'yearly' : 'monthly'
  const start = findDates(text).find(
    (m) => m.index > each.index && START_CUE.test(text.slice(Math.max(0, m.index - 30), m.index)),
  )
  const last = principal.paise - each.paise * (count - 1)
  const value = `${count} ${often} instalments of ${formatRupees(each.paise)} each${start ? ` from ${formatDate(start.date)}` : ''}`
  return {
    value,
    note: `Repayment: ${formatRupees(principal.paise)} repaid at ${formatRupees(each.paise)} ${each.period === 'year' ? 'a year' : 'a month'} is ${count} ${often} instalments${last === each.paise ? '' : `, the last of ${formatRupees(last)}`}.`,
  }
}

const REPAID =
  /\b(?:repa\w*|pay\w*\s+(?:it\s+|me\s+|us\s+|him\s+|her\s+)?back|return\w*|lauta\w*|instal?l?ments?|emis?)\b/i

// Interest named in any way: the word, a rate, "byaaj".
const INTEREST_NAMED = /\binterest\b|\bbyaa?j\b|\d\s*(?:%|per\s?cent\b|percent\b)/i

/**
 * The interest rate when the words settle it: nil when they say so, and nil when they name
 * no interest at all — no interest is payable on a loan unless agreed (Interest Act, 1978
 * gives a court's discretion, not a contractual rate) — with a note saying why. Interest
 * named without a rate is left open: the agreement marks it to be confirmed.
 */
export function interestOf(text: string): Read {
  if (NO_INTEREST.test(text)) return '0'
  if (INTEREST_NAMED.test(text)) return undefined
  // Only a whole description of a loan (a sum and its repayment) settles it by silence; a
  // bare "I need a loan agreement" or one answer in the chat leaves the question to be asked.
  if (!REPAID.test(text) || !findAmounts(text).some((a) => !a.period)) return undefined
  return {
    value: '0',
    note: 'Interest Rate: none was named, so the loan is drafted interest-free — no interest is payable on a loan unless the parties agree it. State the rate if interest was meant.',
  }
}
