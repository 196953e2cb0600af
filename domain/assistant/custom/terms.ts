import { type ClauseSpec, type Draft, type Interval, count, findInstalments } from '#domain/drafting/index.ts'
import { formatDate, type CalendarDate } from '#domain/shared/dates.ts'
import { formatAmount } from '#domain/shared/money.ts'

import { numberFromWords } from '#domain/shared/number-words.ts'
import { findAmounts, findDates, normaliseText } from '../extract/index.ts'

const ADJECTIVE: Readonly<Record<Interval, string>> = {
  week: 'weekly',
  month: 'monthly',
  quarter: 'quarterly',
  'half-year': 'half-yearly',
  year: 'yearly',
}

/**
 * Terms a custom agreement needs whatever the wording: what it is about (identified, not
 * just named), how money is paid when it is paid in parts, and how an ongoing arrangement
 * ends. A fact the description leaves open becomes a `[TO BE CONFIRMED: …]` with a flag.
 */

const SUBJECTS: ReadonlyArray<{
  readonly words: RegExp
  readonly kind: string
  readonly particulars: string
}> = [
  {
    words:
      /\b(cows?|buffalo(?:es)?|bulls?|ox(?:en)?|goats?|sheep|horses?|camels?|dogs?|pupp(?:y|ies)|cats?|gaay|bhains)\b/i,
    kind: 'animal',
    particulars:
      'kind, breed, age, colour and identification marks (ear-tag or microchip number, if any) of the animal',
  },
  {
    words:
      /\b(cars?|bikes?|motor\s?cycles?|scooters?|scooty|tractors?|trucks?|tempos?|auto[\s-]?rickshaws?|vehicles?|jeeps?)\b/i,
    kind: 'vehicle',
    particulars: 'make, model, year, registration number, chassis number and engine number of the vehicle',
  },
  {
    words:
      /\b(agricultural land|land|plots?|flats?|houses?|apartments?|shops?|rooms?|premises|buildings?|farm(?:house)?|godowns?|bungalows?)\b/i,
    kind: 'property',
    particulars: 'full address (or survey or khasra number), area and boundaries of the property',
  },
  {
    words:
      /\b(machines?|machinery|equipment|laptops?|phones?|furniture|jewell?e?ry|gold|generators?|pumps?)\b/i,
    kind: 'goods',
    particulars: 'description, quantity, make, model and serial numbers of the goods',
  },
  {
    words:
      /\b(wedding|catering|caterers?|photograph\w*|tuition|tutor\w*|cook\w*|clean\w*|design\w*|website|rewir\w*|electric\w*|plumb\w*|repair\w*|paint\w*|event|decorat\w*|services?)\b/i,
    kind: 'services',
    particulars: 'the work to be done, where, when, and what counts as its completion',
  },
]

/** The clause identifying what the arrangement is about, with its particulars to be confirmed. */
export function subjectClause(text: string, d: Draft): ClauseSpec | null {
  const subject = SUBJECTS.map((s) => ({ s, m: s.words.exec(text) }))
    .filter((x) => x.m)
    .sort((a, b) => (a.m?.index ?? 0) - (b.m?.index ?? 0))[0]
  if (!subject?.m) return null
  const particulars = d.tbc(
    'subject-particulars',
    subject.s.particulars,
    subject.s.kind === 'services'
      ? `The description names the work (${subject.m[1]?.toLowerCase()}) but does not say what it is: add ${subject.s.particulars}, so that there is no doubt what this Agreement is about.`
      : `The description names the ${subject.m[1]?.toLowerCase()} but does not identify it: add the ${subject.s.particulars}, so that there is no doubt what this Agreement is about.`,
  )
  return {
    id: 'subject-matter',
    heading: 'Subject Matter',
    text: `This Agreement concerns the ${subject.s.kind === 'services' ? 'services' : subject.m[1]?.toLowerCase()} described by the Parties in the Recitals (the "Subject Matter"), identified as follows: ${particulars}.`,
  }
}

const ONGOING =
  /\b(?:per|a|every|each)\s+(?:month|week|day|year)\b|\b(?:monthly|weekly|daily|p\.\s?m\.|every\s+(?:morning|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i
const NOTICE =
  /\b(\d{1,3}\s*|[a-z]+(?:-[a-z]+)?\s+)(day|week|month)s?(?:'s?)?\s+(?:prior\s+|written\s+|advance\s+)?notice\b/i

/** An arrangement that runs from period to period (a monthly payment, weekly work). */
export function isOngoing(text: string): boolean {
  return ONGOING.test(text)
}

/** "Either Party may end it on notice" for an ongoing arrangement: the notice stated, or 30 days flagged. */
export function noticeClause(text: string, noun: string, d: Draft): ClauseSpec {
  const match = NOTICE.exec(text)
  let period = '30 (thirty) days'
  if (match) {
    const written = (match[1] ?? '').trim().toLowerCase()
    const n = written === 'a' ? 1 : /^\d+$/.test(written) ? Number(written) : numberFromWords(written)
    if (n) period = count(n, (match[2] ?? 'day').toLowerCase())
    else d.assume([`either Party may end this ${noun} on 30 days' written notice`])
  } else {
    d.assume([
      `either Party may end this ${noun} on 30 days' written notice (the description states no notice period)`,
    ])
  }
  return {
    id: 'termination-on-notice',
    heading: 'Ending the Arrangement on Notice',
    text: `Either Party may end this ${noun} at any time, without giving a reason, by written notice of ${period} to the other Party. Sums earned or due up to the date the notice takes effect remain payable, any sum advanced for work or a period after that date shall be refunded within 15 (fifteen) days, and ending this ${noun} does not release any sum lent or advanced under it.`,
  }
}

const START_CUE =
  /\b(?:from|starting|start(?:s|ing)?\s+(?:on|from)|beginning|commencing|first\s+(?:one\s+)?(?:on|by|due)|w\.?e\.?f\.?)\s*(?:on\s+)?$/i

/**
 * Payment in instalments: the number, each instalment (computed from the total when not
 * stated) and the first due date. Without a count or a start date those are placeholders
 * with flags — a repayment schedule with no dates is not drafted as if it had them.
 */
export function scheduleClause(rawText: string, d: Draft, today?: CalendarDate): ClauseSpec | null {
  const text = normaliseText(rawText)
  const match = findInstalments(text)
  if (!match) return null
  const n = match.count ?? undefined
  const unit = match.interval
  const amounts = findAmounts(text).filter((a) => !a.period)
  const stated = amounts.find(
    (a) =>
      /^\s*(?:each|per\s+instal)/i.test(text.slice(a.end, a.end + 20)) ||
      (/\bof\s*$/i.test(text.slice(Math.max(0, a.index - 4), a.index)) && a.index > match.index),
  )
  const total = amounts.filter((a) => a !== stated).sort((a, b) => b.paise - a.paise)[0]
  const start = findDates(text, today).find((m) =>
    START_CUE.test(text.slice(Math.max(0, m.index - 30), m.index)),
  )

  const adjective = unit ? `${ADJECTIVE[unit]} ` : ''
  const howMany = n
    ? count(n, `${adjective}instalment`)
    : d.tbc(
        'instalment-count',
        'number of instalments',
        'The description says the money is paid in instalments but not how many: state the number and the amount of each.',
      )
  let each: string
  if (stated) each = formatAmount(stated.paise)
  else if (total && n) {
    const part = Math.round(total.paise / n)
    each = formatAmount(part)
    if (part * n !== total.paise)
      d.flag(
        'instalment-rounding',
        `${formatAmount(total.paise)} does not divide into ${n} equal instalments: each is rounded to ${formatAmount(part)}; set the last one to the balance.`,
      )
  } else
    each = d.tbc(
      'instalment-amount',
      'amount of each instalment',
      'The amount of each instalment is not among the details given: state it.',
    )
  const first = start
    ? formatDate(start.date)
    : d.tbc(
        'instalment-first-date',
        'due date of the first instalment',
        'The description gives a schedule of instalments without dates: state when the first instalment is due and on which day each later one falls.',
      )
  const later = unit
    ? `on the same day of each following ${unit}`
    : d.tbc(
        'instalment-interval',
        'interval between instalments',
        'How far apart the instalments fall is not among the details given: state it (for example, monthly).',
      )
  return {
    id: 'payment-schedule',
    heading: 'Payment Schedule',
    text: `${total ? `The sum of ${formatAmount(total.paise)}` : 'The sum payable under this Agreement'} shall be paid in ${howMany} of ${each} each, the first on ${first} and each later instalment ${later}. Each instalment shall be paid by bank transfer, UPI or cheque, and its receipt acknowledged in writing.`,
  }
}
