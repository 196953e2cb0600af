import { formatDateLong } from '#domain/shared/dates.ts'
import { type Paise, formatAmount, formatRupees, numberInWords } from '#domain/shared/money.ts'
import type { Draft } from '../draft.ts'
import { equatedInstalments } from './equated-instalments.ts'
import {
  type InstalmentPlan,
  lastDueDate,
  principalInstalments,
  readInstalmentPlan,
  unsaidOfInstalments,
} from './instalments.ts'

// How a loan is repaid and how its interest is charged, from the schedule the user wrote
// (issue 18 class 6): the instalment amount computed, the method stated, the first due date
// given or confirmed. Interest-bearing instalments are equated (EMIs on a reducing balance),
// as "equal monthly instalments" are understood in India, unless the schedule says principal.

export interface RepaymentTerms {
  /** How interest runs, after the rate in the Interest Rate definition. */
  readonly basis: string
  /** The Clause on Interest. */
  readonly interest: string
  /** The Clause on Repayment. */
  readonly repayment: string
  /** The standard term the draft assumed, for the review flag. */
  readonly assumed: string
  /** What a part prepayment does to the instalments, where they are equated. */
  readonly prepayment?: string
}

/** The rate as drafted: a figure, or the placeholder of a rate the request named without one. */
export type LoanRate = { readonly percent: number } | { readonly open: true }

const PERIOD: Record<
  InstalmentPlan['everyMonths'],
  { often: string; after: string; noun: string; share: string }
> = {
  1: { often: 'monthly', after: 'each following month', noun: 'month', share: 'one-twelfth of' },
  3: { often: 'quarterly', after: 'every third month after it', noun: 'quarter', share: 'one-quarter of' },
  6: { often: 'half-yearly', after: 'every sixth month after it', noun: 'half-year', share: 'one-half of' },
  12: { often: 'yearly', after: 'each following year', noun: 'year', share: 'the whole of' },
}

const BY_BANK = "by bank transfer to the Lender's account"
const DAILY = 'simple interest, computed on the daily outstanding principal on the basis of a 365-day year'
const REDUCING =
  'simple interest on the reducing balance, charged only on the principal outstanding from time to time and never on interest'

/** A schedule that repays equal principal (stated as such, or by a sum that splits the principal). */
function principalMethod(schedule: string, plan: InstalmentPlan, principal: Paise): boolean {
  if (/\bprincipal\b/i.test(schedule)) return true
  const { each } = plan
  return each !== undefined && each * (plan.count - 1) < principal && each * plan.count >= principal
}

export function repaymentTerms(d: Draft, rate: LoanRate): RepaymentTerms {
  const free = 'percent' in rate && rate.percent === 0
  const schedule = d.text('repaymentSchedule')
  const plan = readInstalmentPlan(schedule)
  const principal = d.values.loanAmount?.pending ? null : d.paise('loanAmount')
  if (free) return simple(d, plan, principal, true)
  if (plan && plan.count > 1 && principal !== null && !principalMethod(schedule, plan, principal))
    return equated(d, plan, principal, rate)
  return simple(d, plan, principal, false)
}

/** The first due date as the schedule gives it, else confirmed; and the last, when known. */
function dueDates(d: Draft, plan: InstalmentPlan): string {
  const first = plan.first
    ? formatDateLong(plan.first)
    : d.tbc(
        'loan-first-due-date',
        'the due date of the first instalment',
        'The repayment schedule does not say when the first instalment falls due.',
        'repaymentSchedule',
      )
  const later =
    plan.count > 1 ? ` and each later one on the same day of ${PERIOD[plan.everyMonths].after}` : ''
  const last =
    plan.first && plan.count > 1
      ? `, the last on ${formatDateLong(lastDueDate({ ...plan, first: plan.first }))}`
      : ''
  return `The first instalment falls due on ${first}${later}${last}.`
}

/** Equated instalments: one sum each period, interest first and the rest principal. */
function equated(d: Draft, plan: InstalmentPlan, principal: Paise, rate: LoanRate): RepaymentTerms {
  const { often, noun, share } = PERIOD[plan.everyMonths]
  const n = `${plan.count} (${numberInWords(plan.count).toLowerCase()})`
  let amounts: string
  if ('percent' in rate) {
    const { each, last } = equatedInstalments(principal, rate.percent, plan.count, plan.everyMonths)
    amounts = `${formatAmount(each)} each${last === each ? '' : `, save the last, which is ${formatAmount(last)}`}`
    if (plan.each !== undefined && plan.each !== each)
      d.flag(
        'loan-instalment-amount',
        `The repayment schedule states instalments of ${formatRupees(plan.each)}, but ${plan.count} equated ${often} instalments of ${formatRupees(principal)} at ${rate.percent}% a year come to ${formatRupees(each)} each: the draft uses the computed figure. Confirm the rate, the number of instalments or the amount.`,
        'repaymentSchedule',
      )
  } else
    amounts = `${d.tbc(
      'loan-instalment-amount',
      'the amount of each instalment, computed as this Clause provides once the Interest Rate is confirmed',
      'The interest rate is not among the details given, so the equated instalment cannot be computed: confirm the rate and compute the instalment by the formula in the Clause on Repayment.',
      'interestRate',
    )} each`
  return {
    basis: REDUCING,
    interest: `The Borrower shall pay interest on the Loan at the Interest Rate from the date of disbursement until repayment in full, as part of each instalment under the Clause on Repayment: the interest for each ${noun} is ${share} the Interest Rate on the principal outstanding at the start of that ${noun}, rounded to the nearest paisa. Interest for any days between disbursement and the start of the first instalment's ${noun} is computed on the Loan on the basis of a 365-day year and paid with the first instalment. Interest shall not be compounded.`,
    repayment: `The Borrower shall repay the Loan with interest in ${n} equated ${often} instalments of ${amounts}, ${BY_BANK}. ${dueDates(d, plan)} Each instalment is computed on the reducing balance as P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the Loan, r is ${share} the Interest Rate and n is ${plan.count}, and rounded to the nearest rupee; each instalment pays first the interest for its ${noun} and then principal, and the last instalment is adjusted so that the Loan and the interest on it are paid exactly.`,
    assumed: `interest on the reducing balance, paid within each equated ${often} instalment; a part prepayment shortens the term`,
    prepayment: ` A part prepayment reduces the principal outstanding; the instalment stays the same, so that fewer instalments fall due, and the last of them is adjusted as the Clause on Repayment provides.`,
  }
}

/** Equal principal (interest-free, or as the schedule says), a single sum, or a schedule as written. */
function simple(
  d: Draft,
  plan: InstalmentPlan | null,
  principal: Paise | null,
  free: boolean,
): RepaymentTerms {
  const terms = {
    basis: DAILY,
    interest: free
      ? 'The Loan is interest-free: no interest is payable on it from the date of disbursement until repayment in full, and the Borrower shall repay only the principal, save for default interest under the Clause on Default Interest.'
      : 'The Borrower shall pay interest on the Loan at the Interest Rate from the date of disbursement until repayment in full, monthly in arrears. Interest shall not be compounded.',
    assumed: free
      ? 'interest-free, the principal repayable as scheduled'
      : 'interest computed on the daily outstanding balance, payable monthly',
  }
  if (!plan || principal === null) return { ...terms, repayment: unread(d, free) }
  const { each, last } = principalInstalments(principal, plan.count, plan.each)
  const stated = plan.each === each
  const rounding =
    last === each || stated ? '' : ` (the Loan divided by ${plan.count}, rounded down to the rupee)`
  const amounts =
    plan.count === 1
      ? `in one instalment of ${formatAmount(last)}`
      : `in ${plan.count} (${numberInWords(plan.count).toLowerCase()}) ${PERIOD[plan.everyMonths].often} instalments of principal of ${formatAmount(each)} each${rounding}${last === each ? '' : `, save the last, which is ${formatAmount(last)} so that the instalments add up to the Loan`}`
  const interest = free
    ? ''
    : ' These amounts are principal only: interest is computed and paid as the Clause on Interest provides, on the principal outstanding from time to time, and so falls as the instalments are paid.'
  return {
    ...terms,
    repayment: `The Borrower shall repay the Loan ${amounts}, ${BY_BANK}. ${dueDates(d, plan)}${interest}`,
  }
}

/** A schedule the reader cannot turn into instalments: kept as written, or confirmed if it speaks of instalments. */
function unread(d: Draft, free: boolean): string {
  const echoed = `The Borrower shall repay the Loan${free ? '' : ' with interest'} in accordance with the Repayment Schedule (${d.prose('repaymentSchedule')}), ${BY_BANK}.`
  if (!/instal?ment|\bemis?\b/i.test(d.text('repaymentSchedule'))) return echoed
  const unsaid = unsaidOfInstalments(d.text('repaymentSchedule'))
  const open = unsaid.length > 0 ? listed(unsaid) : 'the number of instalments and how often they fall due'
  const terms = d.tbc(
    'loan-instalments',
    open,
    `The repayment schedule speaks of instalments but does not say ${open.replace(/ and (?!.* and )/, ' or ')}, so the agreement cannot state what each payment is.`,
    'repaymentSchedule',
  )
  return `${echoed.slice(0, -1)}: ${terms}.`
}

/** "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')
}
