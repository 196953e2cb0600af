import { type ClauseSpec, type Draft, findInstalments, termination } from '#domain/drafting/index.ts'
import { type CalendarDate, compareDates, formatDateLong } from '#domain/shared/dates.ts'
import { capitalise, findDates } from '../extract/index.ts'
import { isOngoing, noticeClause } from './terms.ts'

// How a custom agreement lasts and ends depends on what it is. Money lent, advanced or
// owed is a debt: the debtor can never end it by notice, and ending it for breach never
// releases sums not yet due. A one-off transaction (a sale, an event, a job) ends when
// performed. Only an ongoing arrangement of service ends on notice.

export type Arrangement = 'debt' | 'one-off' | 'ongoing'

const DEBT =
  /\b(?:lend\w*|lent|loans?|borrow\w*|owe[sd]?|owing|udhaa?r|karz\w*|qarz\w*|debt|repa(?:y|id|ys|ying|yment|yable)\w*|pay\w*\s+(?:it\s+|me\s+|us\s+|him\s+|her\s+)?back|lauta\w*)\b/i
const SALE = /\b(?:sell\w*|sold|buy\w*|bought|purchas\w*|bech\w*|khareed\w*)\b/i

/** What kind of arrangement the words describe, for its term and its ending. */
export function arrangementOf(text: string): Arrangement {
  if (DEBT.test(text)) return 'debt'
  // A price paid in instalments is a debt of the price, not a service to walk away from.
  if (SALE.test(text) || findInstalments(text) || !isOngoing(text)) return 'one-off'
  return 'ongoing'
}

export interface StatedTerm {
  readonly start?: CalendarDate
  readonly end?: CalendarDate
  /** "until March 2027": the month the arrangement ends in, its day not said. */
  readonly endMonth?: string
}

const START_CUE =
  /\b(?:from|starting|start(?:s|ing)?(?:\s+(?:on|from))?|beginning|begin(?:s)?(?:\s+(?:on|from))?|commencing|commence(?:s)?(?:\s+(?:on|from))?|w\.?e\.?f\.?|with effect from|joining|joins?(?:\s+on)?)\s*(?:on\s+)?(?:the\s+)?$/i
const END_CUE = /\b(?:till|until|up\s?to|ending|ends?\s+on|end\s+of|to|through)\s*(?:on\s+)?(?:the\s+)?$/i
// Without a start date, only these say an end ("deliver to 5 March" does not).
const UNTIL = /\b(?:till|until|up\s?to)\s*(?:the\s+)?$/i
const UNTIL_MONTH =
  /\b(?:till|until|up\s?to)\s+(?:the\s+end\s+of\s+)?(january|february|march|april|may|june|july|august|september|october|november|december),?\s+(\d{4})\b/i

/**
 * The dates the words give for the arrangement to start and end ("Classes start from 4th
 * January 2027 and run till 31st March 2027"): a date the user gave is the term, not a blank.
 * A date with "by" (a deadline) or an instalment's date is neither.
 */
export function statedTerm(text: string, today?: CalendarDate): StatedTerm {
  let start: CalendarDate | undefined
  let end: CalendarDate | undefined
  for (const m of findDates(text, today)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index)
    if (!start && START_CUE.test(before) && !/\binstal/i.test(before)) start = m.date
    else if (!end && (start ? END_CUE : UNTIL).test(before)) end = m.date
  }
  if (start && end && compareDates(end, start) <= 0) return { start }
  const month = end ? null : UNTIL_MONTH.exec(text)
  const endMonth = month ? `${capitalise(month[1] ?? '')} ${month[2] ?? ''}` : undefined
  return { ...(start ? { start } : {}), ...(end ? { end } : {}), ...(endMonth ? { endMonth } : {}) }
}

/** The Term clause: a debt lasts until paid, a one-off until performed; only an ongoing one needs an end date. */
export function termClause(
  kind: Arrangement,
  noun: string,
  d: Draft,
  endedByNotice = false,
  stated: StatedTerm = {},
): ClauseSpec {
  const from = stated.start ? `on ${formatDateLong(stated.start)}` : 'on the date of its execution'
  if (kind === 'ongoing' && stated.end)
    return {
      id: 'term',
      heading: 'Term',
      text: `This ${noun} comes into force ${from} and continues until ${formatDateLong(stated.end)} (both days inclusive), unless ended earlier under the Clause on ${endedByNotice ? 'Ending the Service' : 'Ending the Arrangement on Notice or the Clause on Termination'}.`,
    }
  // "until March 2027": the month is the user's, the day is theirs to say.
  if (kind === 'ongoing' && stated.endMonth)
    return {
      id: 'term',
      heading: 'Term',
      text: `This ${noun} comes into force ${from} and continues until ${d.tbc('term', `the day in ${stated.endMonth} on which this ${noun} ends`, `The request says the arrangement lasts until ${stated.endMonth} but not to which day: state the end date.`)}, unless ended earlier under the Clause on ${endedByNotice ? 'Ending the Service' : 'Ending the Arrangement on Notice or the Clause on Termination'}.`,
    }
  const until =
    kind === 'debt'
      ? 'every sum payable under it has been paid in full'
      : kind === 'one-off'
        ? 'each Party has performed its obligations under it'
        : endedByNotice
          ? 'either Party ends it by notice under the Clause on Ending the Service'
          : d.tbc(
              'term',
              'date or event on which this Agreement ends',
              'How long the arrangement lasts is not among the details given: state the end date or the event that ends it.',
            )
  return {
    id: 'term',
    heading: 'Term',
    text: `This ${noun} comes into force ${from} and continues until ${until}${kind === 'ongoing' && !endedByNotice ? ', unless terminated earlier under the Clause on Termination' : ''}.`,
  }
}

/** Termination for a small arrangement between individuals: breach only (no insolvency events). */
function smallTermination(noun: string): ClauseSpec {
  return {
    id: 'termination',
    heading: 'Termination',
    text: `Either Party may terminate this ${noun} by written notice if the other Party fails to perform an obligation under it and does not put the failure right within 15 (fifteen) days of a written notice asking it to do so. Termination does not affect rights and liabilities accrued before it.`,
  }
}

/** A debt is not terminated: a payment missed makes the balance payable at once, and nothing releases it. */
function defaultInPayment(noun: string): ClauseSpec {
  return {
    id: 'default-in-payment',
    heading: 'Default in Payment',
    text: `If a Party fails to pay any sum payable by it under this ${noun} within 15 (fifteen) days of its due date, the Party to whom it is payable may by written notice declare the whole of the unpaid balance of that sum immediately payable. Neither Party may end this ${noun} by notice, and no breach, notice or dispute releases any sum lent, advanced or payable under it, whether or not it has fallen due.`,
  }
}

/**
 * The clauses that end the arrangement: for a debt, default in payment only; for a one-off,
 * termination for breach; for an ongoing one, also ending on notice (unless its own terms,
 * such as domestic service, already say how notice is given).
 */
export function endingClauses(
  kind: Arrangement,
  text: string,
  noun: string,
  d: Draft,
  o: { small: boolean; ownNotice: boolean },
): ClauseSpec[] {
  if (kind === 'debt') return [defaultInPayment(noun)]
  const breach = o.small ? smallTermination(noun) : termination(noun)
  if (kind === 'one-off' || o.ownNotice) return [breach]
  return [noticeClause(text, noun, d), breach]
}
