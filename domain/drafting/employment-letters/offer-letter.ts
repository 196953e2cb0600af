import type { Draft, TemplateDraft } from '../draft.ts'
import { LABOUR_FORUMS, costToCompany } from '../employment.ts'
import { ACT, cite } from '../statutes.ts'
import { STATUTORY_WAGES, employerOf, letterhead, LETTER_GENERAL_CHECKLIST } from './shared.ts'

export function offerLetter(d: Draft): TemplateDraft {
  const employer = employerOf(d)
  const candidate = d.text('candidateName')
  const place = d.tbc(
    'place-of-work',
    'place of work',
    'The place of work is not among the details of the offer.',
  )
  const salary = costToCompany(d, 'salary')
  d.assume([
    'offer open for acceptance for 7 days',
    'probation of 6 months',
    'notice period of 1 month after confirmation',
  ])
  return {
    layout: 'letter',
    title: 'Offer of Employment',
    noun: 'letter',
    preamble: `${letterhead(employer, candidate, `address of ${candidate}`, d, `Offer of employment as ${d.text('position')}`, `Dear ${candidate},`)}\n\nWe are pleased to offer you employment with ${employer} (the "Company") as ${d.text('position')} on the terms of this letter. In this letter the Company and you are each a "Party".`,
    parties: [
      { role: 'Company', name: employer, description: 'the employer making this offer' },
      { role: 'Candidate', name: candidate, description: 'the candidate to whom the offer is made' },
    ],
    recitals: [],
    sections: [
      {
        id: 'offer',
        heading: 'The Offer',
        clauses: [
          {
            id: 'position',
            heading: 'Position',
            text: `You will be employed as ${d.text('position')} and will work at ${place}, reporting to the person the Company designates.`,
          },
          {
            id: 'joining-date',
            heading: 'Joining Date',
            text: `Your date of joining will be ${d.date('joiningDate')}. If you do not join on that date, or on any later date the Company agrees in writing, this offer will lapse.`,
          },
          {
            id: 'compensation',
            heading: 'Compensation',
            text: `Your annual cost to company will be ${salary.amount}, including the Company's statutory contributions. The break-up will be set out in your appointment letter; ${STATUTORY_WAGES} Salary is paid monthly, after deduction of tax at source under the ${ACT.incomeTax}.`,
          },
          {
            id: 'probation',
            heading: 'Probation',
            text: 'You will be on probation for 6 (six) months from your date of joining, and will be confirmed in writing on its successful completion.',
          },
          {
            id: 'notice-period',
            heading: 'Notice Period',
            text: "During probation either Party may end the employment by 15 (fifteen) days' written notice; after confirmation the notice period will be 1 (one) month, or pay in lieu.",
          },
        ],
      },
      {
        id: 'conditions',
        heading: 'Conditions of the Offer',
        clauses: [
          {
            id: 'conditions-precedent',
            heading: 'Conditions',
            text: 'This offer is conditional on:',
            items: [
              'satisfactory verification of your identity, education, employment history and references, for which you consent to the Company and its verification agency processing your personal data;',
              'your providing copies of your educational certificates, proof of identity and address, PAN, and your relieving letter from your previous employer; and',
              'your being free of any obligation to a previous employer that would prevent you from joining or performing the role.',
            ],
          },
          {
            id: 'candidate-data',
            heading: 'Personal Data',
            text: `The Company will process the personal data you provide for the purposes of recruitment and, if you join, employment, in accordance with the ${ACT.dpdp}; if you do not join, it will erase the data when it is no longer needed, unless the law requires it to be retained.`,
          },
          {
            id: 'appointment-letter',
            heading: 'Appointment Letter and Detailed Terms',
            text: `On joining you will receive an appointment letter and employment agreement as required by the ${ACT.osh}, setting out your detailed terms, including confidentiality and assignment of intellectual property. Where they differ from this letter, they prevail only if you sign them; until then this letter governs.`,
          },
          {
            id: 'validity-and-acceptance',
            heading: 'Validity and Acceptance',
            text: `This offer remains open for 7 (seven) days from the date of this letter. You may accept it by signing and returning a copy of this letter, including electronically; until you accept, the Company may revoke it by notice to you, as section 5 of the ${ACT.contract} permits.`,
          },
        ],
      },
    ],
    general: {
      nonArbitrable: LABOUR_FORUMS.replace('the Employee is', 'you are'),
      assignment: false,
      // Terms the candidate has not seen cannot bind her: a later document prevails only once signed.
      entireAgreementSave: 'an appointment letter or employment agreement that you later sign',
    },
    closing: 'We look forward to welcoming you.\n\nYours sincerely,',
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
      heading: 'Acceptance',
      text: `I, ${candidate}, accept the offer of employment on the terms of this letter and confirm that I will join on ${d.date('joiningDate')}.`,
      name: candidate,
    },
    keyTerms: [
      { term: 'Position', definition: d.text('position') },
      { term: 'Annual CTC', definition: salary.amount },
      { term: 'Joining Date', definition: d.date('joiningDate') },
      { term: 'Offer Validity', definition: '7 days from the date of the letter' },
    ],
    summary: `Offer to ${candidate} of employment as ${d.text('position')} at an annual CTC of ${salary.rupees}, joining on ${d.date('joiningDate')}; conditional on verification, open for 7 days, to be followed by an appointment letter.`,
    statutes: [
      cite(ACT.contract, 'ss.2–9'),
      cite(ACT.wages),
      cite(ACT.osh),
      cite(ACT.dpdp),
      cite(ACT.incomeTax),
    ],
    checklist: {
      ...LETTER_GENERAL_CHECKLIST,
      otherSteps: ['Issue the appointment letter on joining (OSH Code).'],
    },
  }
}
