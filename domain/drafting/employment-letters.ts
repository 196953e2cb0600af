import { E_SIGN_ALLOWED, noStampDuty, registration, witnesses } from './checklist.ts'
import type { Draft, TemplateDraft, TemplateDrafter } from './draft.ts'
import { LABOUR_FORUMS, costToCompany } from './employment.ts'
import { ACT, cite } from './statutes.ts'

// Letters from an employer. The specification's fields do not name the employer, so its name
// is a marked placeholder with a review flag.

function employerOf(d: Draft): string {
  return d.tbc(
    'employer',
    'name of the employer',
    "The employer's name is not among the details of this letter: fill it in (letterhead and signature).",
  )
}

function letterhead(
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

const LETTER_GENERAL_CHECKLIST = {
  stampDuty: noStampDuty(
    'A letter of this kind is not usually chargeable; if it is countersigned as an agreement, some States levy duty under their agreement article.',
  ),
  registration: registration('not-required', 'Not registrable.'),
  witnesses: witnesses(0, false, 'None required.'),
  notarisation: { required: false, note: 'Not required.' },
  eSignature: E_SIGN_ALLOWED,
} as const

const LETTER_DISPUTES = `Any dispute about this letter shall be resolved in accordance with the dispute-resolution provisions of your terms of employment, without prejudice to ${LABOUR_FORUMS.replace('the Employee is', 'you are')}.`

function offerLetter(d: Draft): TemplateDraft {
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
            text: `Your annual cost to company will be ${salary.amount}, including the Company's statutory contributions, with basic pay of not less than one half of total remuneration as the ${ACT.wages} requires. The break-up will be set out in your appointment letter. Salary is paid monthly, after deduction of tax at source under the ${ACT.incomeTax}.`,
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
            text: `On joining you will receive an appointment letter and employment agreement as required by the ${ACT.osh}, setting out your detailed terms, including confidentiality and assignment of intellectual property. If they differ from this letter, the appointment letter prevails.`,
          },
          {
            id: 'validity-and-acceptance',
            heading: 'Validity and Acceptance',
            text: `This offer remains open for 7 (seven) days from the date of this letter. You may accept it by signing and returning a copy of this letter, including electronically; until you accept, the Company may revoke it by notice to you, as section 5 of the ${ACT.contract} permits.`,
          },
        ],
      },
    ],
    general: { nonArbitrable: LABOUR_FORUMS.replace('the Employee is', 'you are'), assignment: false },
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

const GROUNDS: Record<string, (d: Draft) => string> = {
  Performance: (d) =>
    `Your performance has not met the standards required of your role, despite the reviews and the performance-improvement plan communicated to you on ${d.tbc('performance-record', 'dates of the performance reviews and improvement plan', 'Record the dates of the performance reviews and improvement plan relied on; a termination for performance should follow a documented process.')}. The Company has therefore decided to end your employment in accordance with your terms of employment. This decision is not a finding of misconduct.`,
  Misconduct: (d) =>
    `A domestic enquiry was held into the charges in the charge-sheet dated ${d.tbc('enquiry', 'date of the charge-sheet and of the enquiry report', 'Dismissal for misconduct requires a fair domestic enquiry under the standing orders and natural justice: record the charge-sheet and enquiry dates, and attach the report.')}, at which you were given a full opportunity to be heard. The enquiry officer found the charges proved, and, having considered the report and your representation, the Company has decided to dismiss you from service.`,
  Redundancy: (d) =>
    `Owing to ${d.tbc('redundancy-reason', 'business reason for the redundancy', 'State the business reason for the redundancy.')}, your position has become redundant and there is no suitable alternative role. The Company has therefore decided to end your employment. This decision is not related to your conduct or performance.`,
  Resignation: (d) =>
    `The Company accepts your resignation dated ${d.tbc('resignation-date', 'date of the resignation letter', 'The date of the resignation is not among the details given.')}, and relieves you from its service on the Last Working Day.`,
  Other: (d) =>
    `${d.tbc('termination-reason', 'reason for the termination', 'The termination reason "Other" needs to be stated; use non-stigmatic wording unless an enquiry has concluded.')}. The Company has therefore decided to end your employment in accordance with your terms of employment.`,
}

function terminationLetter(d: Draft): TemplateDraft {
  const employer = employerOf(d)
  const employee = d.text('employeeName')
  const reason = d.text('terminationReason')
  const resignation = reason === 'Resignation'
  const ground = (GROUNDS[reason] ?? GROUNDS.Other)?.(d) ?? ''
  return {
    layout: 'letter',
    title: resignation
      ? 'Acceptance of Resignation and Relieving Letter'
      : 'Letter of Termination of Employment',
    noun: 'letter',
    preamble: letterhead(
      employer,
      employee,
      `address and employee code of ${employee}`,
      d,
      resignation ? 'Acceptance of resignation' : 'Termination of employment',
      `Dear ${employee},`,
    ),
    parties: [
      { role: 'Company', name: employer, description: 'the employer issuing this letter' },
      { role: 'Employee', name: employee, description: 'the employee to whom it is addressed' },
    ],
    recitals: [],
    sections: [
      {
        id: 'termination',
        heading: resignation ? 'Acceptance of Resignation' : 'Termination',
        clauses: [
          {
            id: 'ground',
            heading: 'Ground',
            text: `This letter refers to the terms of your employment with ${employer} (the "Company"). ${ground}`,
          },
          {
            id: 'effective-date',
            heading: 'Last Working Day',
            text: `Your last working day will be ${d.date('lastWorkingDay')} (the "Last Working Day"), and your employment ends at the close of business on that day.`,
          },
          {
            id: 'notice',
            heading: 'Notice',
            text: resignation
              ? `Your notice period of ${d.text('noticePeriod')} is treated as served, or waived to the extent it ends after the Last Working Day.`
              : `You are given notice of ${d.text('noticePeriod')} as your terms of employment require, ending on the Last Working Day; to the extent the notice is shorter than the period required, the Company will pay you wages in lieu of the shortfall.`,
          },
          !resignation &&
            reason !== 'Misconduct' && {
              id: 'retrenchment',
              heading: 'Workers',
              text: `If you are a "worker" under the ${ACT.industrialRelations}, the Company will also pay retrenchment compensation equal to 15 (fifteen) days' average pay for every completed year of continuous service, give notice to the appropriate Government and contribute to the worker re-skilling fund, as that Code requires.`,
            },
        ],
      },
      {
        id: 'settlement',
        heading: 'Settlement of Dues',
        clauses: [
          {
            id: 'dues',
            heading: 'Full and Final Settlement',
            text: `The Company will pay your salary up to the Last Working Day, encashment of earned leave under its policy, any bonus due, and ${resignation ? '' : 'any wages in lieu of notice and compensation due, and '}a statement of the computation, within 2 (two) working days of the Last Working Day as section 17(2) of the ${ACT.wages} requires. Gratuity, if you have completed the qualifying service, will be paid within the time required by the ${ACT.socialSecurity}.`,
          },
          {
            id: 'return-of-property',
            heading: 'Return of Property',
            text: 'Please return all Company property, including your laptop, identity card, access cards, documents and data, to the HR department on or before the Last Working Day.',
          },
          {
            id: 'continuing-obligations',
            heading: 'Continuing Obligations',
            text: `Your obligations of confidentiality and your other obligations that are expressed to survive the employment continue after the Last Working Day. Nothing in this letter restrains you from taking up any lawful employment or business, such a restraint being void under section 27 of the ${ACT.contract}.`,
          },
          {
            id: 'relieving-letter',
            heading: 'Relieving and Experience Letter',
            text: 'The Company will issue your relieving letter and experience certificate on completion of the exit formalities.',
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
    closing: 'Yours sincerely,',
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
      heading: 'Acknowledgement of Receipt',
      text: `I, ${employee}, acknowledge receipt of this letter.`,
      name: employee,
    },
    keyTerms: [
      { term: 'Ground', definition: reason },
      { term: 'Last Working Day', definition: d.date('lastWorkingDay') },
      { term: 'Notice Period', definition: d.text('noticePeriod') },
      {
        term: 'Full and Final Settlement',
        definition: 'within 2 working days of the Last Working Day (Code on Wages, 2019, s.17(2))',
      },
    ],
    summary: `${resignation ? 'Acceptance of the resignation of' : `Termination (${reason.toLowerCase()}) of the employment of`} ${employee}, last working day ${d.date('lastWorkingDay')}, notice of ${d.text('noticePeriod')}; dues within 2 working days under the Code on Wages.`,
    statutes: [
      cite(ACT.industrialRelations),
      cite(ACT.wages, 's.17(2)'),
      cite(ACT.socialSecurity),
      cite(ACT.contract, 's.27'),
    ],
    checklist: {
      ...LETTER_GENERAL_CHECKLIST,
      otherSteps: [
        'Deliver the letter against acknowledgement, or by registered post or e-mail, and keep proof of delivery.',
      ],
    },
  }
}

function probationLetter(d: Draft): TemplateDraft {
  const employer = employerOf(d)
  const employee = d.text('employeeName')
  const joined = d.tbc(
    'joining-date',
    'date of joining',
    'The date the probation began is not among the details given.',
  )
  const revised = d.has('newSalary') ? costToCompany(d, 'newSalary', 'revised salary') : undefined
  const salary = revised
    ? `With effect from the Confirmation Date your annual cost to company is revised to ${revised.amount}. The revised break-up will be given to you separately; basic pay remains not less than one half of total remuneration as the ${ACT.wages} requires.`
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

export const employmentLetterDrafters = {
  'offer-letter': { placeFields: [], draft: offerLetter },
  'termination-letter': { placeFields: [], draft: terminationLetter },
  'probation-letter': { placeFields: [], draft: probationLetter },
} satisfies Record<string, TemplateDrafter>
