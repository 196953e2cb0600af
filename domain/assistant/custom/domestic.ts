import { ACT, type ClauseSpec, type Draft, type Party, count } from '#domain/drafting/index.ts'
import { formatAmount } from '#domain/shared/money.ts'
import { numberFromWords } from '#domain/shared/number-words.ts'
import { findAmounts } from '../extract/index.ts'

// Work in a person's home (a cook, a maid, a driver, a nanny) is a contract of personal
// service with a household, not an establishment's employment: the catalogue's Employment
// Contract (probation, transfer, IP, POSH committee, standing orders) does not fit it, so a
// custom draft carries the terms such a contract needs — duties, hours, weekly rest, the
// wage and its date, notice — each confirmed when the words leave it open.

const WORKER =
  /\b(cook|maid|nanny|ayah|aaya|babysitter|baby-sitter|house\s?(?:help|keeper|maid)|domestic\s+(?:help|worker|servant|staff)|servant|chauffeur|driver|gardener|mali|watchman|chowkidar|caretaker|attendant|bai|kaamwali)\b/i
const HOUSEHOLD = /\b(?:my|our|mera|meri|hamara)\b|\bat\s+(?:my\s+|our\s+)?home\b|\bghar\b|\b(?:I|we)\b/
const ESTABLISHMENT =
  /\b(?:my|our)\s+(?:company|firm|shop|office|factory|restaurant|hotel|clinic|hospital|business|startup|store|outlet|dhaba|school|team)\b|\b(?:pvt|private limited|ltd|llp)\b/i

/** The worker's calling ("cook") when the words describe service in a household; else undefined. */
export function domesticWorker(text: string): string | undefined {
  const worker = WORKER.exec(text)
  if (!worker || ESTABLISHMENT.test(text) || !HOUSEHOLD.test(text)) return undefined
  return (worker[1] ?? '').toLowerCase().replace(/\s+/g, ' ')
}

/** "To hire a cook, Sunita Devi, for 12,000 a month": the engagement itself, which the Duties clause states. */
export function restatesEngagement(obligation: string): boolean {
  return /^(?:(?:I|we)\s+(?:want|wish|need)\s+)?(?:to\s+)?(?:hire|engage|employ|keep|appoint)\b/i.test(
    obligation.trim(),
  )
}

/** The one sentence saying why a household worker is not drafted on the Employment Contract. */
export function domesticServiceNote(worker: string, asked?: string): string {
  const lead = asked
    ? `You asked for ${/^[aeiou]/i.test(asked) ? 'an' : 'a'} ${asked}, but a ${worker} working for your household`
    : `A ${worker} working for your household`
  return `${lead} is engaged by a domestic service agreement, so I am drafting one as a custom agreement with duties, hours, weekly rest, wages and notice, not the Employment Contract, which is written for an establishment (probation, transfer, intellectual property, a POSH committee).`
}

const NOTICE =
  /\b(\d{1,3}\s*|[a-z]+(?:-[a-z]+)?\s+)(day|week|month)s?(?:'s?)?\s+(?:prior\s+|written\s+|advance\s+)?notice\b/i

/** The notice the words state ("one month notice"), or null. */
export function statedNotice(text: string): string | null {
  const match = NOTICE.exec(text)
  if (!match) return null
  const written = (match[1] ?? '').trim().toLowerCase()
  const n = written === 'a' ? 1 : /^\d+$/.test(written) ? Number(written) : numberFromWords(written)
  return n ? count(n, (match[2] ?? 'day').toLowerCase()) : null
}

/**
 * The terms of domestic service, between the household (the Party who engages) and the
 * worker. Wages and notice stated in the words are used; the rest is `[TO BE CONFIRMED]`.
 */
export function domesticServiceClauses(
  text: string,
  worker: string,
  who: { household: string; worker: string },
  d: Draft,
): ClauseSpec[] {
  const [household, person] = [who.household, who.worker]
  const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase())
  const duties = d.tbc(
    'domestic-duties',
    `the duties of the ${worker} and the address of the household`,
    `The description names the work (${worker}) but not the duties or where they are done: list them (for example, "cooking breakfast and dinner for a family of four") and give the household's address.`,
  )
  const hours = d.tbc(
    'domestic-hours',
    'the daily working hours',
    'The working hours are not among the details given: state them (for example, 7 a.m. to 11 a.m. and 6 p.m. to 8 p.m.).',
  )
  const restDay = d.tbc(
    'domestic-weekly-rest',
    'the weekly day of rest',
    'Which day of the week is the day of rest is not among the details given: state it.',
  )
  const wage = findAmounts(text).find((a) => a.period === 'month')
  const amount = wage
    ? `${formatAmount(wage.paise)} a month`
    : d.tbc('domestic-wage', 'the monthly wage', 'The wage is not among the details given: state it.')
  const wageDay = d.tbc(
    'domestic-wage-date',
    'the day of each month by which the wage is paid',
    `When the wage is paid is not among the details given: state the day (the ${ACT.wages} requires monthly wages by the 7th of the following month where it applies [verify for a household]; some States have notified minimum wages for domestic workers [verify per State]).`,
  )
  const notice =
    statedNotice(text) ??
    d.tbc(
      'domestic-notice',
      'the notice period for ending the service',
      'The notice either side must give is not among the details given: state it (one month is usual).',
    )
  d.flag(
    'domestic-service',
    `This is a contract of personal service in a household: it cannot be enforced by an order to perform it (Specific Relief Act, 1963, s.14), and the worker's heirs do not step into it. Check the State's minimum wage for domestic workers and registration on the e-Shram portal under the ${ACT.socialSecurity} [verify].`,
  )
  return [
    {
      id: 'domestic-duties',
      heading: 'Duties',
      text: `${cap(household)} engages ${person} to work as a ${worker} in ${household}'s household, and ${person} shall perform these duties with reasonable care: ${duties}.`,
    },
    {
      id: 'domestic-hours',
      heading: 'Working Hours',
      text: `${cap(person)} shall work during ${hours}. Work outside those hours is by ${person}'s consent and is paid for in addition to the wage.`,
    },
    {
      id: 'domestic-rest-and-leave',
      heading: 'Weekly Rest and Leave',
      text: `${cap(person)} is entitled to one paid day of rest in every week, on ${restDay}, to the public holidays the Parties agree, and to paid leave for illness on reasonable notice.`,
    },
    {
      id: 'domestic-wages',
      heading: 'Wages',
      text: `${cap(household)} shall pay ${person} wages of ${amount}, for each month in arrears, by bank transfer or UPI (or in cash against a signed receipt), on or before ${wageDay}. No deduction shall be made from the wages except as the law permits.`,
    },
    {
      id: 'domestic-notice',
      heading: 'Ending the Service',
      text: `Either Party may end the service by written notice of ${notice} to the other, or ${household} by paying the wages for the notice period instead. ${cap(household)} shall pay all wages due up to the last working day within 2 (two) working days of it.`,
    },
  ]
}

/**
 * The worker as a party: personal service does not pass to heirs or assigns (Indian Contract
 * Act, 1872, s.40; advocate's read, X4), and many household workers have no PAN, so any
 * identity document is asked for (an Aadhaar only in masked form).
 */
export function workerParty(p: Party): Party {
  const description = p.description
    .replace(
      /which expression shall, unless repugnant to the context or meaning thereof, include his or her legal heirs, executors, administrators and permitted assigns/,
      'who is engaged to serve in person, so that no right or duty of that Party under this Agreement passes to an heir or assign',
    )
    .replace(
      /holding PAN \[TO BE CONFIRMED: PAN of ([^\]]+)\]/,
      'holding [TO BE CONFIRMED: identity document of $1 (PAN if any, voter ID, or an Aadhaar with its number masked)]',
    )
  return { ...p, description }
}
