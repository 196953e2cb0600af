import type { ClauseSpec, Draft, Party } from '#domain/drafting/index.ts'
import { formatDate } from '#domain/shared/dates.ts'
import { type Paise, formatAmount } from '#domain/shared/money.ts'
import { findAmounts, findDates, unitPriceIn } from '../extract/index.ts'

// Work done on the customer's goods ("I am giving Rukhsana Begum 40 blouses to stitch"): the
// worker's duties the words imply — do the work, deliver by the date, return the material and
// refund an advance not earned — and the customer's to pay the balance. Only the words' facts
// are used: a date, a standard or a period not stated is [TO BE CONFIRMED] with a review flag.

const WORK: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:stitch\w*|tailor\w*|sew\w*)$/i, 'stitch'],
  [/^embroider\w*$/i, 'embroider'],
  [/^(?:repair\w*|mend\w*|fix\w*)$/i, 'repair'],
  [/^(?:dye|dyeing|dyed)$/i, 'dye'],
  [/^alter\w*$/i, 'alter'],
  [/^polish\w*$/i, 'polish'],
  [/^(?:frame|framing)$/i, 'frame'],
  [/^(?:upholster\w*)$/i, 'upholster'],
  [/^(?:servic\w*)$/i, 'service'],
  [/^(?:print|printing)$/i, 'print'],
]
const WORK_WORDS = String.raw`stitch\w*|tailor\w*|sew\w*|embroider\w*|repair\w*|mend\w*|fix\w*|dye(?:ing)?|alter\w*|polish\w*|fram(?:e|ing)|upholster\w*|servic\w*|print(?:ing)?`
// "giving Rukhsana Begum, a tailor, 40 blouses to stitch"; "gave my car to Suresh Pillai for repair".
const GIVEN_FOR_WORK = new RegExp(
  String.raw`\b(?:[Gg]iv(?:e|es|ing)|[Gg]ave|[Hh]and(?:s|ing|ed)?\s+over|[Ee]ntrust(?:s|ing|ed)?)\s+(?:[A-Z][\w.]*(?:\s+[A-Z][\w.]*){0,2}(?:\s*,\s*(?:a|an|the|my|our)\s+[\w\s-]{1,30}?,)?\s+)?((?:\d{1,5}|my|our|the|his|her|some)\s+[\w\s-]{1,40}?)\s+(?:(?:to|with)\s+(?:[A-Z][\w.]*\s*){1,3}\s*)?(?:to|for)\s+(?:be\s+)?(${WORK_WORDS})\b`,
)

export interface JobWork {
  /** The work as a verb ("stitch"). */
  readonly work: string
  /** The goods worked on, as worded ("40 blouses"). */
  readonly goods: string
}

/** The job work a description gives out; undefined when it gives none. */
export function jobWorkIn(text: string): JobWork | undefined {
  const match = GIVEN_FOR_WORK.exec(text)
  if (!match) return undefined
  const word = match[2] ?? ''
  const work = WORK.find(([pattern]) => pattern.test(word))?.[1]
  const goods = (match[1] ?? '').replace(/^(?:my|our|his|her)\s+/i, '').trim()
  return work && goods ? { work, goods } : undefined
}

/** The price, the advance and the balance, as far as the words give them. */
function priceOf(text: string): { price?: Paise; rate?: string; advance?: Paise; advanceNow: boolean } {
  const unit = unitPriceIn(text)
  const amounts = findAmounts(text)
  const advanceAt = amounts.find(
    (a) =>
      /^\s*(?:as\s+(?:an\s+)?)?advance\b/i.test(text.slice(a.end)) ||
      /\badvance\s+(?:of\s+)?$/i.test(text.slice(Math.max(0, a.index - 12), a.index)),
  )
  const lump = amounts.filter((a) => !a.period && a !== advanceAt).map((a) => a.paise)
  const price = unit?.total ?? (lump.length > 0 ? Math.max(...lump) : undefined)
  return {
    ...(price ? { price } : {}),
    ...(unit ? { rate: `${unit.quantity} ${unit.things} at ${formatAmount(unit.rate)} each` } : {}),
    ...(advanceAt ? { advance: advanceAt.paise } : {}),
    advanceNow: advanceAt
      ? /^\s*(?:as\s+(?:an\s+)?)?advance\s+(?:now|today|on\s+signing|upfront)\b/i.test(
          text.slice(advanceAt.end),
        )
      : false,
  }
}

/**
 * The clauses of a job work: the Work and its delivery, the customer's material, the price
 * and its balance, and the advance if the work is not delivered. `worker` and `customer` are
 * the defined Parties ("the Second Party").
 */
export function jobWorkClauses(
  text: string,
  job: JobWork,
  roles: { worker: string; customer: string },
  d: Draft,
): ClauseSpec[] {
  const { worker, customer } = roles
  const Worker = worker.replace(/^the/, 'The')
  const Customer = customer.replace(/^the/, 'The')
  const dueAt = /\b(?:deliver\w*|by|before|ready)\b[^.;]{0,40}$/i
  const due = findDates(text).find((date) => dueAt.test(text.slice(Math.max(0, date.index - 50), date.index)))
  const deliveryDate = due
    ? formatDate(due.date)
    : d.tbc(
        'job-work-date',
        'the date by which the work is delivered',
        'The date by which the work is to be delivered is not among the details given: fill it in.',
      )
  const standard = d.tbc(
    'job-work-standard',
    'the measurements, pattern or sample the work must follow',
    `The standard of the work (the measurements, pattern or sample to ${job.work} to) is not among the details given: state it, or attach the approved sample, so that defective work can be told from good.`,
  )
  const material = d.tbc(
    'job-work-material',
    'the material handed over, with its quantity',
    `The material ${customer} hands over for the work is not listed: list it with its quantity (for example, the length of cloth for each piece), and have both Parties sign a receipt when it is handed over.`,
  )
  d.flag(
    'job-work-bailment',
    `The material of ${customer} is in the care of ${worker} while the work is done: the draft states a duty of reasonable care and return. Whether the bailment provisions of the Indian Contract Act, 1872 (ss.148 onwards) add to it is not in the reference [verify].`,
  )
  const { price, rate, advance, advanceNow } = priceOf(text)
  const balanceOnDelivery = /\b(?:rest|balance|remaining)\b[^.;]{0,20}\bon\s+delivery\b/i.test(text)
  const clauses: ClauseSpec[] = [
    {
      id: 'job-work',
      heading: 'The Work',
      text: `${Worker} shall ${job.work} the ${job.goods} (the "Work") to ${standard}, with due skill and care, and shall deliver the finished Work to ${customer} on or before ${deliveryDate}.`,
    },
    {
      id: 'job-work-material',
      heading: 'Material Handed Over',
      text: `The material ${customer} hands over for the Work (${material}) remains the property of ${customer}. ${Worker} shall keep it with reasonable care, use it only for the Work, and return with the finished Work all material not used; if this Agreement ends before the Work is finished, ${worker} shall return at once all the material, worked or not.`,
    },
  ]
  if (price !== undefined) {
    const paid = advance && advance < price ? advance : undefined
    const balance = paid ? formatAmount(price - paid) : undefined
    const when = balanceOnDelivery
      ? 'on delivery of the finished Work'
      : d.tbc(
          'job-work-balance',
          'when the balance is paid',
          'When the balance of the price is paid is not among the details given: state it.',
        )
    clauses.push({
      id: 'job-work-price',
      heading: 'Price and Balance',
      text: `The price of the Work is ${formatAmount(price)}${rate ? `, being ${rate}` : ''}.${paid ? ` Of it, ${formatAmount(paid)} is paid as an advance${advanceNow ? `, on the signing of this Agreement, the receipt of which ${worker} acknowledges by signing it` : ''}, and ${customer} shall pay the balance of ${balance} ${when}.` : ` ${Customer} shall pay it ${when}.`}`,
    })
    if (paid)
      clauses.push({
        id: 'job-work-advance',
        heading: 'Advance if the Work is not Delivered',
        text: `If ${worker} does not deliver the finished Work by the date in the Clause on the Work (or a later date ${customer} agrees in writing), ${worker} shall, as ${customer} chooses, refund the advance of ${formatAmount(paid)} within ${d.tbc('job-work-refund', 'number of days', 'The time within which an advance is refunded is not among the details given: fill it in.')} days of ${customer}'s demand, or adjust it against the price of the pieces delivered and accepted and refund the rest.`,
      })
  }
  return clauses
}

/** The worker's skill is personal: accrued rights pass to the legal representatives, the work does not. */
export function personalWorker(p: Party): Party {
  return {
    ...p,
    description: p.description.replace(
      /which expression shall, unless repugnant to the context or meaning thereof, include his or her legal heirs, executors, administrators and permitted assigns/,
      'which expression, the engagement being personal, includes his or her legal representatives only for rights and liabilities accrued before his or her death',
    ),
  }
}
