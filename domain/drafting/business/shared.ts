import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import type { Draft } from '../draft.ts'
import { ACT } from '../statutes.ts'

export const STANDARD_CHECKLIST = {
  stampDuty: stampDuty('agreement'),
  registration: registration(
    'not-required',
    'Not registrable: it creates no interest in immovable property.',
  ),
  witnesses: witnesses(2, false, 'Customary, not required.'),
  notarisation: NOTARISATION_OPTIONAL,
  eSignature: E_SIGN_ALLOWED,
} as const

/** "per month" / "per year" / "as a lump sum", as the user wrote it, or a placeholder. */
export function feeBasis(d: Draft, field: string, label: string): string {
  const period = d.period(field)
  if (period === 'month') return 'per month'
  if (period === 'year') return 'per year'
  if (period === 'once') return 'as a single lump sum'
  return d.tbc(
    'fee-basis',
    `whether the ${label} is a lump sum or payable monthly, yearly or by milestones`,
    `The details do not say whether the ${label.toLowerCase()} is a lump sum or periodic.`,
    field,
  )
}

/**
 * When a periodic fee is invoiced, so that "within N days of each invoice" has a start: in
 * advance at the start of each period the fee is given for, and listed among the standard terms.
 */
export function feeInvoicing(
  d: Draft,
  field: string,
  label: string,
  payee: string,
): { readonly text: string; readonly assumed: string } {
  const period = d.period(field)
  if (period === 'once')
    return {
      text: `The ${payee} shall invoice the ${label} on the execution of this Agreement.`,
      assumed: `${label} invoiced on signing`,
    }
  const each = period === 'month' ? 'month' : period === 'year' ? 'year' : 'period for which it is payable'
  return {
    text: `The ${payee} shall invoice the ${label} in advance, at the start of each ${each}${period === 'year' ? ' of the Term' : ''}.`,
    assumed: `${label} invoiced in advance at the start of each ${each}`,
  }
}

export const MSME_PAYMENT = `If the payee is a micro or small enterprise registered under the ${ACT.msmed}, payment shall in any case be made within 45 (forty-five) days of acceptance (section 15), failing which compound interest at three times the bank rate notified by the Reserve Bank of India is payable (section 16).`
