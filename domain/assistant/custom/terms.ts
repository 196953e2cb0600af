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

// An obligation that says where or when the work is done identifies the services itself.
const WHERE_OR_WHEN =
  /\b(?:at|in)\s+(?:the\s+)?(?:(?:First|Second|Third) Party's|Parties')\s+\w+|\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|every\s+(?:day|week|morning|evening))\b|\b\d+\s+days?\s+a\s+week\b/i

/**
 * The clause identifying what the arrangement is about: the obligation that states the work
 * (what, where, when) when there is one, else its particulars to be confirmed.
 */
export function subjectClause(
  text: string,
  d: Draft,
  obligations: readonly ClauseSpec[] = [],
): ClauseSpec | null {
  const subject = SUBJECTS.map((s) => ({ s, m: s.words.exec(text) }))
    .filter((x) => x.m)
    .sort((a, b) => (a.m?.index ?? 0) - (b.m?.index ?? 0))[0]
  if (!subject?.m) return null
  const stating =
    subject.s.kind === 'services'
      ? obligations.find((o) => SERVICE_VERB.test(o.text) && WHERE_OR_WHEN.test(o.text))
      : undefined
  if (stating)
    return {
      id: 'subject-matter',
      heading: 'Subject Matter',
      text: `This Agreement concerns the services set out in ${named(stating.heading ?? '')} (the "Subject Matter"): what is to be done, where and when are as stated there.`,
    }
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

/** "Teaching (Obligation 1)" → "Obligation 1 (Teaching)"; any other heading → the Clause headed "…". */
function named(heading: string): string {
  const m = /^(.*?)\s*\((Obligation \d+)\)$/.exec(heading)
  return m
    ? `${m[2]} (${m[1]})`
    : /^Obligation \d+$/.test(heading)
      ? heading
      : `the Clause headed "${heading}"`
}

const SERVICE_VERB =
  /\b(?:teach\w*|tutor\w*|coach\w*|train\w*|cook\w*|clean\w*|wash\w*|drive\w*|photograph\w*|cater\w*|paint\w*|repair\w*|build\w*|design\w*|rewir\w*|guard\w*|look\w* after|care\w* for|perform\w*|play\w*|decorat\w*|stitch\w*|manag\w*|maintain\w*)\b/i

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
  // The user's own term on what is kept ("fees already paid for the month will not be refunded") wins over the general refund.
  const kept = noRefundTerm(text)
  if (kept) {
    d.flag(
      'no-refund-on-notice',
      `The description says "${kept.words}": the notice clause keeps that term and refunds only other sums paid in advance. A larger sum kept when the arrangement ends (an advance or a deposit, not a period's fee) may be cut down by a court as unreasonable [verify].`,
    )
  }
  const refund = kept
    ? `${capitalise(kept.what)} already paid for the ${kept.period} in which the notice is given shall not be refunded, as the Parties have agreed; any other sum advanced for work or a period after the date the notice takes effect shall be refunded within 15 (fifteen) days`
    : 'any sum advanced for work or a period after that date shall be refunded within 15 (fifteen) days'
  return {
    id: 'termination-on-notice',
    heading: 'Ending the Arrangement on Notice',
    text: `Either Party may end this ${noun} at any time, without giving a reason, by written notice of ${period} to the other Party. Sums earned or due up to the date the notice takes effect remain payable${kept ? '. ' : ', '}${refund}, and ending this ${noun} does not release any sum lent or advanced under it.`,
  }
}

const NO_REFUND =
  /\b((fees?|charges?|rent|sums?|amounts?|money|payments?)\s+(?:already\s+)?paid\s+(?:in\s+advance\s+)?(?:for\s+(?:the|that|a|any)\s+(month|week|term|session|quarter|year))?[^.;]{0,30}?(?:will|shall|would)\s+not\s+be\s+(?:refunded|returned)|(?:no|non[-\s]?)refund(?:able)?\b[^.;]{0,40})/i

// The words left when an obligation only states the notice term: who may end it, and how.
const NOTICE_FILLER =
  /^(?:either|each|any|both|of|us|we|you|them|party|parties|side|sides|can|may|could|will|shall|stop|end|terminate|cancel|quit|it|this|the|arrangement|agreement|with|by|giving|give|on|a|an|and|or|at|time|anytime)$/i

/**
 * An obligation that only states the notice term ("Either of us can stop it with one week
 * notice, fees already paid … will not be refunded"): the notice clause drafts it, so kept it
 * would say the same term twice.
 */
export function restatesNotice(obligation: string): boolean {
  if (!NOTICE.test(obligation)) return false
  const rest = obligation.replace(NOTICE, ' ').replace(NO_REFUND, ' ')
  return (rest.match(/[A-Za-z']+/g) ?? []).every((word) => NOTICE_FILLER.test(word))
}

// A period named only by an event whose date the words do not give.
const EVENT_PERIOD =
  /\b(?:the\s+)?(month|week|fortnight|day)s?\s+(?:before|after|of)\s+(?:the\s+)?(?:board\s+)?(exams?|examinations?|diwali|holi|eid|christmas|pongal|onam|navratri|wedding|harvest|festival|results?)\b/i

/** Flags a period tied to an unnamed date ("the month before exams"): ICA s.29 needs it certain. */
export function flagEventPeriod(text: string, d: Draft): void {
  const match = EVENT_PERIOD.exec(text)
  if (!match) return
  d.flag(
    'event-period',
    `The description says "${match[0].trim()}" without saying which ${match[1]?.toLowerCase() ?? 'period'} that is: state it (or the dates), so that it is certain when the term applies (Indian Contract Act, 1872, s.29).`,
  )
}

/** The user's stated no-refund term ("fees already paid for the month will not be refunded"), or null. */
export function noRefundTerm(text: string): { words: string; what: string; period: string } | null {
  const m = NO_REFUND.exec(text)
  if (!m) return null
  return {
    words: (m[1] ?? '').trim(),
    what: (m[2] ?? 'fees').toLowerCase().replace(/^fee$/, 'fees'),
    period: (m[3] ?? 'month').toLowerCase(),
  }
}

const capitalise = (s: string): string => s.replace(/^./, (c) => c.toUpperCase())

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
