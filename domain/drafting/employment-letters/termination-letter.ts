import type { Draft, TemplateDraft } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { employerOf, letterhead, LETTER_GENERAL_CHECKLIST, LETTER_DISPUTES } from './shared.ts'

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

export function terminationLetter(d: Draft): TemplateDraft {
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
