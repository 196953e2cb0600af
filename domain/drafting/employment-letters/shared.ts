import { E_SIGN_ALLOWED, noStampDuty, registration, witnesses } from '../checklist.ts'
import type { Draft } from '../draft.ts'
import { LABOUR_FORUMS } from '../employment.ts'
import { ACT } from '../statutes.ts'

// Letters from an employer. The specification's fields do not name the employer, so its name
// is a marked placeholder with a review flag.

/**
 * The Code defines "wages" (its exclusions beyond half of the remuneration added back, reference
 * §2.2 [verify]); it does not require basic pay to be half of CTC, so a letter says only this.
 */
export const STATUTORY_WAGES = `wages for statutory purposes will be computed as the ${ACT.wages} defines them.`

export function employerOf(d: Draft): string {
  return d.tbc(
    'employer',
    'name of the employer',
    "The employer's name is not among the details of this letter: fill it in (letterhead and signature).",
  )
}

export function letterhead(
  employer: string,
  addressee: string,
  addressWhat: string,
  d: Draft,
  subject: string,
  salutation: string,
): string {
  return [
    `${employer}`,
    `Date: ______________`,
    '',
    'To,',
    addressee,
    d.tbc('addressee', addressWhat, `The ${addressWhat} is not among the details given.`),
    '',
    `Subject: ${subject}`,
    '',
    salutation,
  ].join('\n')
}

export const LETTER_GENERAL_CHECKLIST = {
  stampDuty: noStampDuty(
    'A letter of this kind is not usually chargeable; if it is countersigned as an agreement, some States levy duty under their agreement article.',
  ),
  registration: registration('not-required', 'Not registrable.'),
  witnesses: witnesses(0, false, 'None required.'),
  notarisation: { required: false, note: 'Not required.' },
  eSignature: E_SIGN_ALLOWED,
} as const

export const LETTER_DISPUTES = `Any dispute about this letter shall be resolved in accordance with the dispute-resolution provisions of your terms of employment, without prejudice to ${LABOUR_FORUMS.replace('the Employee is', 'you are')}.`
