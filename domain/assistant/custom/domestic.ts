import { ACT, type ClauseSpec, type Draft, type Party, count } from '#domain/drafting/index.ts'
import { formatAmount } from '#domain/shared/money.ts'
import { numberFromWords } from '#domain/shared/number-words.ts'
import { findAmounts } from '../extract/index.ts'
import { type DomesticTerms, domesticTermsIn } from './domestic-terms.ts'

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

/**
 * An obligation as worded whose every fact a domestic clause now states (the hours and duties,
 * the paid days off, the wage with its pay day and advance): kept, it would say the same term twice.
 */
export function carriedByDomestic(obligation: string, text: string): boolean {
  const stated = domesticTermsIn(text)
  const o = obligation.replace(/\s+/g, ' ')
  if (stated.leaveDays && domesticTermsIn(o).leaveDays === stated.leaveDays && !/\b(?:pay|₹|rs)\b/i.test(o))
    return true
  const own = domesticTermsIn(o)
  if (
    stated.duties &&
    stated.hours &&
    own.hours === stated.hours &&
    (own.duties === undefined || own.duties === stated.duties)
  )
    return findAmounts(o).every(
      (a) => a.period === 'month' && a.paise === findAmounts(text).find((w) => w.period === 'month')?.paise,
    )
  const amounts = findAmounts(o)
  const wage = findAmounts(text).find((a) => a.period === 'month')
  if (wage && amounts.some((a) => a.period === 'month' && a.paise === wage.paise)) {
    const others = amounts.filter((a) => a.period !== 'month')
    const advanceOnly = others.every(
      (a) => stated.advance?.paise === a.paise && stated.advance.months !== undefined,
    )
    const dayRead = !/\bby\s+(?:the\s+)?\d/i.test(o) || own.payDay === stated.payDay
    return advanceOnly && dayRead && stated.payDay !== undefined
  }
  return false
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
  const read = domesticTermsIn(text)
  // The writer's "my / our" is the household; a duty that still speaks of someone else by pronoun is asked for.
  const own = read.duties?.replace(/\b(?:my|our|mera|meri|hamara|hamari)\b/gi, `${household}'s`)
  const stated = {
    ...read,
    duties: own && !/\b(?:me|us|he|him|his|she|her|they|them|their)\b/i.test(own) ? own : undefined,
  }
  const where = stated.place ? `at ${household}'s ${stated.place}` : undefined
  const duties =
    stated.duties && where
      ? `to ${stated.duties}, ${where}`
      : stated.duties
        ? `to ${stated.duties}, at ${d.tbc('domestic-address', 'the address of the household', "Where the work is done is not among the details given: give the household's address.")}`
        : d.tbc(
            'domestic-duties',
            `the duties of the ${worker} and the address of the household`,
            `The description names the work (${worker}) but not the duties or where they are done: list them (for example, "cooking breakfast and dinner for a family of four") and give the household's address.`,
          )
  // "every day" beside paid days off would read as no day off: the rest clause says which days are off.
  const everyDay = /\b(?:every\s?day|daily|every\s+(?:morning|evening)|all\s+(?:seven|7)\s+days)\b/i.test(
    stated.days ?? '',
  )
  const hours = stated.hours
    ? `${stated.hours}${stated.days ? `, ${stated.days}${everyDay ? ' except the days of rest and leave under the Clause on Weekly Rest and Leave' : ''}` : ''}`
    : d.tbc(
        'domestic-hours',
        'the daily working hours',
        'The working hours are not among the details given: state them (for example, 7 a.m. to 11 a.m. and 6 p.m. to 8 p.m.).',
      )
  const rest = restAndLeave(stated, person, d)
  const wage = findAmounts(text).find((a) => a.period === 'month')
  const amount = wage
    ? `${formatAmount(wage.paise)} a month`
    : d.tbc('domestic-wage', 'the monthly wage', 'The wage is not among the details given: state it.')
  const wageDay = stated.payDay
    ? `the ${ordinal(stated.payDay)} day of the following month`
    : d.tbc(
        'domestic-wage-date',
        'the day of each month by which the wage is paid',
        `When the wage is paid is not among the details given: state the day (the ${ACT.wages} requires monthly wages by the 7th of the following month where it applies [verify for a household]; some States have notified minimum wages for domestic workers [verify per State]).`,
      )
  if (stated.payDay && stated.payDay > 7)
    d.flag(
      'domestic-wage-date',
      `The wage is paid by the ${ordinal(stated.payDay)} of the following month: the ${ACT.wages} requires monthly wages by the 7th where it applies [verify for a household].`,
    )
  const language = d.tbc(
    'domestic-language',
    `the language in which the terms were explained to the ${worker}`,
    `Say in which language the terms were explained to the ${worker}, so that it is clear the worker understood what was signed.`,
  )
  const advance = stated.advance ? advanceClause(stated.advance, household, person, d) : undefined
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
      text: rest,
    },
    {
      id: 'domestic-wages',
      heading: 'Wages',
      text: `${cap(household)} shall pay ${person} wages of ${amount}, for each month in arrears, by bank transfer or UPI (or in cash against a signed receipt), on or before ${wageDay}. No deduction shall be made from the wages except ${advance ? 'the recovery of the advance under the Clause on the Advance of Wages and otherwise ' : ''}as the law permits.`,
    },
    ...(advance ? [advance] : []),
    {
      id: 'domestic-notice',
      heading: 'Ending the Service',
      text: `Either Party may end the service by written notice of ${notice} to the other, or ${household} by paying the wages for the notice period instead. ${cap(household)} shall pay all wages due up to the last working day within 2 (two) working days of it.`,
    },
    // A household worker may not read English or use e-mail: the general Notices clause alone would not reach her.
    {
      id: 'domestic-language',
      heading: 'Language and Notices to the Worker',
      text: `${cap(household)} has explained the terms of this Agreement to ${person} in ${language}, a language ${person} understands. A notice under this Agreement may also be given to or by ${person} by hand against a signed or thumb-marked acknowledgement, or by a text or voice message to the mobile number that Party has given, in a language ${person} understands.`,
    },
  ]
}

const ORDINAL_SUFFIX = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'
const ordinal = (n: number): string => `${n}${ORDINAL_SUFFIX(n)}`

/**
 * The weekly rest and the paid days off in one sentence: "4 days paid leave a month" beside
 * a weekly day of rest would leave a court to guess whether they are the same days.
 */
function restAndLeave(stated: DomesticTerms, person: string, d: Draft): string {
  const cap = person.replace(/^./, (c) => c.toUpperCase())
  const tail = 'to the public holidays the Parties agree, and to paid leave for illness on reasonable notice.'
  if (stated.leaveDays) {
    d.flag(
      'domestic-days-off',
      `The description gives ${count(stated.leaveDays, 'paid day')} off a month: drafted as the weekly rest (one day in each week${stated.restDay ? `, on ${stated.restDay}` : ', on a day the Parties agree'}), not in addition to it. If the days off are meant on top of a weekly day of rest, say so.`,
    )
    return `${cap} is entitled to ${count(stated.leaveDays, 'paid day')} off in every month, taken as one day of rest in each week ${stated.restDay ? `on ${stated.restDay}` : 'on a day the Parties agree'} (these days are the weekly rest, not in addition to it), ${tail}`
  }
  const restDay =
    stated.restDay ??
    d.tbc(
      'domestic-weekly-rest',
      'the weekly day of rest',
      'Which day of the week is the day of rest is not among the details given: state it.',
    )
  return `${cap} is entitled to one paid day of rest in every week, on ${restDay}, ${tail}`
}

/**
 * An advance of wages is the worker's debt, recovered by deduction: the instalments, and what
 * happens to an unrecovered balance if the service ends first, must be written down.
 */
function advanceClause(
  advance: NonNullable<DomesticTerms['advance']>,
  household: string,
  person: string,
  d: Draft,
): ClauseSpec {
  const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase())
  const months = advance.months
  const each = months ? Math.floor(advance.paise / months) : undefined
  const exact = each !== undefined && months !== undefined && each * months === advance.paise
  const recovery =
    months && each
      ? `by deducting ${formatAmount(each as typeof advance.paise)} from each of the first ${count(months, 'monthly wage')}${exact ? '' : ', and the balance from the last of them'}`
      : `by deducting ${d.tbc('domestic-advance-instalment', 'the amount deducted from each wage to recover the advance', 'The description gives an advance of wages without saying how it is recovered: state the amount deducted from each wage and over how many months.')} from each monthly wage until it is recovered`
  const balance = d.tbc(
    'domestic-advance-balance',
    'whether any balance still unrecovered after that set-off is forgiven or repaid, and by when',
    'The description does not say what happens to the advance if the service ends before it is recovered: the draft sets the balance off against the final wages; say whether anything left after that is forgiven or repaid.',
  )
  d.flag(
    'domestic-advance',
    `The advance of ${formatAmount(advance.paise)} is drafted as an advance of wages recovered by deduction from the wages. Deductions for advances under the ${ACT.wages} are not in the reference [verify for a household].`,
  )
  return {
    id: 'domestic-advance',
    heading: 'Advance of Wages',
    text: `${cap(household)} has paid or shall pay ${person} ${formatAmount(advance.paise)} as an advance of wages, which ${household} shall recover ${recovery}. If the service ends before the advance is recovered, the balance shall be set off against the wages then due to ${person}; ${balance}.`,
  }
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
