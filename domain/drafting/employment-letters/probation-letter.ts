import type { Draft, TemplateDraft } from '../draft.ts'
import { costToCompany } from '../employment.ts'
import { ACT, cite } from '../statutes.ts'
import {
  STATUTORY_WAGES,
  employerOf,
  letterhead,
  LETTER_GENERAL_CHECKLIST,
  LETTER_DISPUTES,
} from './shared.ts'

export function probationLetter(d: Draft): TemplateDraft {
  const employer = employerOf(d)
  const employee = d.text('employeeName')
  const joined = d.tbc(
    'joining-date',
    'date of joining',
    'The date the probation began is not among the details given.',
  )
  const revised = d.has('newSalary') ? costToCompany(d, 'newSalary', 'revised salary') : undefined
  const salary = revised
    ? `With effect from the Confirmation Date your annual cost to company is revised to ${revised.amount}. The revised break-up will be given to you separately; ${STATUTORY_WAGES}`
    : 'Your remuneration is unchanged.'
  return {
    layout: 'letter',
    title: 'Letter of Confirmation of Employment',
    noun: 'letter',
    preamble: letterhead(
      employer,
      employee,
      `employee code and designation of ${employee}`,
      d,
      'Confirmation of employment on completion of probation',
      `Dear ${employee},`,
    ),
    parties: [
      { role: 'Company', name: employer, description: 'the employer issuing this letter' },
      { role: 'Employee', name: employee, description: 'the employee to whom it is addressed' },
    ],
    recitals: [],
    sections: [
      {
        id: 'confirmation',
        heading: 'Confirmation',
        clauses: [
          {
            id: 'probation-period',
            heading: 'Probation Period',
            text: `Your probation with ${employer} (the "Company") began on ${joined} and ends on the day before ${d.date('confirmationDate')}.`,
          },
          {
            id: 'evaluation',
            heading: 'Evaluation',
            text: `The Company has reviewed your performance during probation against the objectives and standards of your role: ${d.prose('performance')}.`,
          },
          {
            id: 'confirmation-effect',
            heading: 'Confirmation',
            text: `The Company is pleased to confirm your employment with effect from ${d.date('confirmationDate')} (the "Confirmation Date"). From the Confirmation Date the probation provisions of your terms of employment cease to apply and no extension of probation is required.`,
          },
          { id: 'remuneration', heading: 'Remuneration', text: salary },
          {
            id: 'notice-after-confirmation',
            heading: 'Notice Period',
            text: 'After confirmation, the notice period applicable to confirmed employees under your terms of employment applies to any termination of your employment.',
          },
          {
            id: 'other-terms',
            heading: 'Other Terms',
            text: 'All other terms of your employment remain unchanged.',
          },
        ],
      },
    ],
    general: {
      disputeResolution: LETTER_DISPUTES,
      entireAgreement: false,
      counterparts: false,
      assignment: false,
      stampDutyBorneBy: 'the Company',
    },
    closing: 'We congratulate you and wish you continued success.\n\nYours sincerely,',
    signatories: [
      {
        caption: 'For and on behalf of',
        name: employer,
        lines: [
          'Signature: ______________________',
          'Name and designation of authorised signatory: ______________________',
        ],
      },
    ],
    witnessCount: 0,
    acknowledgement: {
      heading: 'Acknowledgement',
      text: `I, ${employee}, acknowledge receipt of this letter and accept its terms.`,
      name: employee,
    },
    keyTerms: [
      { term: 'Confirmation Date', definition: d.date('confirmationDate') },
      { term: 'Annual CTC', definition: revised ? revised.amount : 'unchanged' },
    ],
    summary: `Confirmation of ${employee} in employment from ${d.date('confirmationDate')}${revised ? `, with the annual CTC revised to ${revised.rupees}` : ', remuneration unchanged'}.`,
    statutes: [cite(ACT.contract), cite(ACT.industrialRelations), cite(ACT.wages)],
    checklist: { ...LETTER_GENERAL_CHECKLIST, otherSteps: [] },
  }
}
