import { byKind, AGREEMENT_TESTIMONIUM, EXECUTION } from './clauses.ts'
import { type Paise, formatAmount, formatRupees } from '#domain/shared/money.ts'
import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from './checklist.ts'
import {
  type Draft,
  type TemplateDraft,
  type TemplateDrafter,
  entityKind,
  party,
  signatory,
} from './draft.ts'
import { ACT, cite } from './statutes.ts'

export const LABOUR_FORUMS =
  'any industrial dispute or other matter that the Industrial Relations Code, 2020 or another labour law requires to be decided by a conciliation officer, an Industrial Tribunal or another statutory authority, where the Employee is a "worker" under that Code'

/** The clause that keeps every restraint within s.27 of the Contract Act. */
export function noPostEmploymentRestraint(noun: string): { id: string; heading: string; text: string } {
  return {
    id: 'no-post-employment-restraint',
    heading: 'Freedom to Work after Employment',
    text: `Nothing in this ${noun} restrains the Employee, once the employment has ended, from exercising any lawful profession, trade or business, including with a competitor of the Employer, such a restraint being void under section 27 of the ${ACT.contract}; the Employee remains bound only by the obligations of confidentiality and the other obligations expressed to survive.`,
  }
}

/**
 * The cost to company from a field labelled "Annual Salary – Cost to Company". A figure given
 * per month is a monthly CTC: the annual CTC is twelve times it, the text states both, and a
 * review flag asks to confirm it was not the gross or take-home pay. A figure "per annum", in
 * "LPA", marked "CTC" or given without a period is the annual CTC, as the label says.
 */
export function costToCompany(
  d: Draft,
  field: string,
  what = 'salary',
): { readonly annual: Paise; readonly amount: string; readonly rupees: string } {
  const annual = d.perYear(
    field,
    what,
    'Confirm that the monthly figure is the cost to company, not the monthly gross or take-home pay.',
  )
  if (d.period(field) !== 'month')
    return { annual, amount: formatAmount(annual), rupees: formatRupees(annual) }
  const monthly = d.paise(field)
  return {
    annual,
    amount: `${formatAmount(annual)}, that is ${formatAmount(monthly)} a month`,
    rupees: `${formatRupees(annual)} (${formatRupees(monthly)} a month)`,
  }
}

function employmentContract(d: Draft): TemplateDraft {
  const employer = d.text('employerName')
  const employee = d.text('employeeName')
  const salary = costToCompany(d, 'salary')
  const ctc = salary.annual
  const basic = Math.round(ctc / 2 / 100) * 100
  const state = d.place?.state
  const sAndE = state
    ? `the shops and establishments law of the State of ${state}`
    : 'the shops and establishments law of the State in which the Place of Work is situated'
  d.assume([
    'probation of 6 months, extendable once by up to 3 months',
    'notice period of 1 month after confirmation and 15 days during probation',
    "basic pay at 50% of the cost to company, the balance in allowances and the employer's statutory contributions",
  ])
  return {
    layout: 'agreement',
    title: 'Employment Agreement',
    preamble: `This Employment Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Employer', employer), party(d, 'Employee', employee)],
    recitals: [
      `The Employer wishes to employ the Employee as ${d.text('position')}, and the Employee has agreed to be employed, on the terms of this Agreement.`,
      `This Agreement is also the appointment letter required by the ${ACT.osh}.`,
    ],
    definitions: [
      { term: 'Commencement Date', definition: d.date('startDate') },
      { term: 'Position', definition: d.text('position') },
      { term: 'Place of Work', definition: d.text('location') },
      {
        term: 'CTC',
        definition: `the annual cost to company of ${salary.amount}, including the Employer's statutory contributions, broken up as in Schedule I`,
      },
      {
        term: 'Confidential Information',
        // A person who employs has no group companies.
        definition: `all non-public information of the Employer and ${entityKind(employer) === 'individual' ? 'his or her' : 'its group companies,'} customers and suppliers that the Employee receives or creates in the course of employment, including trade secrets, source code, know-how, business plans, pricing, customer lists and personal data`,
      },
      {
        term: 'Intellectual Property',
        definition:
          'all copyright, inventions (whether or not patentable), patents, designs, trade marks, database rights, know-how and other intellectual property rights anywhere in the world',
      },
    ],
    sections: [
      {
        id: 'appointment',
        heading: 'Appointment',
        clauses: [
          {
            id: 'position-and-duties',
            heading: 'Position and Duties',
            text: "The Employer employs the Employee in the Position from the Commencement Date. The Employee shall perform the duties reasonably assigned from time to time consistent with the Position, report to the person the Employer designates and devote the whole of the Employee's working time and attention to the Employer's business.",
          },
          byKind((of) => ({
            id: 'place-of-work',
            heading: 'Place of Work and Transfer',
            // A group company is another employer: moving the employee there is a novation, which needs their consent.
            text: `The Employee shall work at the Place of Work. The Employer may, for legitimate business reasons, transfer the Employee to another of ${of('Employer').possessive} own locations on at least 30 (thirty) days' written notice, without reduction in remuneration and with reasonable relocation support. A move to the service of a group company is a change of employer and needs the Employee's written consent.`,
          })),
          {
            id: 'probation',
            heading: 'Probation and Confirmation',
            text: "The Employee is on probation for 6 (six) months from the Commencement Date. The Employer may extend the probation once, by up to 3 (three) months, by written notice stating the reasons before it ends. The Employee is confirmed only by a written letter of confirmation. During probation either Party may end the employment by 15 (fifteen) days' written notice or pay in lieu.",
          },
        ],
      },
      {
        id: 'remuneration',
        heading: 'Remuneration and Benefits',
        clauses: [
          {
            id: 'compensation',
            heading: 'Compensation',
            text: `The Employee's remuneration is the CTC, of which basic pay is ${formatAmount(basic)} a year, so that the amounts excluded from "wages" do not exceed one half of total remuneration under the ${ACT.wages}. Salary is paid monthly in arrears by bank transfer before the 7th (seventh) day of the following month, after deducting tax at source under the ${ACT.incomeTax} and the Employee's statutory contributions. The CTC is reviewed annually; any revision is at the Employer's discretion and in writing.`,
          },
          {
            id: 'statutory-benefits',
            heading: 'Statutory Benefits',
            text: `The Employee is entitled to the benefits of the ${ACT.socialSecurity} as applicable, including provident fund, employees' state insurance where the Employee is eligible, gratuity on completion of the qualifying service, and maternity benefit, and to bonus under the ${ACT.wages} where eligible.`,
          },
          {
            id: 'hours-and-leave',
            heading: 'Working Hours and Leave',
            text: `Working hours, weekly holidays and leave are as provided in the ${ACT.osh}, ${sAndE} and the Employer's leave policy, which shall not provide less than the law requires. Overtime, where the Employee is entitled to it by law, is paid at twice the ordinary rate of wages.`,
          },
        ],
      },
      {
        id: 'conduct',
        heading: 'Conduct, Confidentiality and Intellectual Property',
        clauses: [
          byKind((of) => ({
            id: 'code-of-conduct',
            heading: 'Code of Conduct and POSH Policy',
            text: `The Employee shall comply with the Employer's code of conduct and policies as notified, including ${of('Employer').possessive} policy under the ${ACT.posh}; complaints of sexual harassment are dealt with by the Employer's Internal Committee.`,
          })),
          {
            id: 'conflicts',
            heading: 'Conflicts of Interest and Other Work',
            text: "During the employment, the Employee shall not, without the Employer's prior written consent, take up any other employment, directorship or paid work, or hold any interest in a business that competes with the Employer (other than up to 2% of the listed securities of a company as a passive investor), and shall disclose promptly any conflict of interest.",
          },
          {
            id: 'confidentiality',
            heading: 'Confidentiality',
            text: `During and after the employment, the Employee shall keep the Confidential Information confidential, use it only for the Employer's business and not disclose it to any person except in the proper performance of the Employee's duties or as required by law, a court or a regulator (including a disclosure protected by law to a regulator or to the Internal Committee). This obligation survives the termination of the employment without limit of time for trade secrets and personal data, and for 3 (three) years for other Confidential Information.`,
          },
          {
            id: 'ip-assignment',
            heading: 'Intellectual Property',
            text: `All works made by the Employee in the course of employment belong to the Employer as first owner under section 17(c) of the ${ACT.copyright}. To the extent any Intellectual Property created, conceived or developed by the Employee, alone or with others, in the course of employment or with the Employer's resources does not vest in the Employer by law, the Employee assigns it to the Employer absolutely, worldwide, for the full term of the rights and in all media now known or later devised, the consideration being included in the CTC; section 19(4) of that Act shall not apply. The Employee shall disclose every invention promptly, shall not assert moral rights so as to restrain the Employer's normal use of the works (to the extent permitted by section 57 of that Act), and shall sign all documents needed to record or protect the Employer's rights, including patent applications.`,
          },
          {
            id: 'non-solicitation',
            heading: 'Non-Solicitation',
            text: 'During the employment and for 12 (twelve) months after it ends, the Employee shall not solicit or induce any employee of the Employer with whom the Employee worked in the last 12 (twelve) months of employment to leave the Employer, and shall not use Confidential Information to solicit any customer of the Employer.',
          },
          noPostEmploymentRestraint('Agreement'),
          {
            id: 'data-protection',
            heading: 'Data Protection and Monitoring',
            text: `The Employer processes the Employee's personal data for the purposes of employment, as permitted by section 7 of the ${ACT.dpdp}, and will give the Employee notice of those purposes. The Employee acknowledges that the Employer's systems, devices and e-mail are monitored for security and compliance, in accordance with the Employer's notified policy.`,
          },
        ],
      },
      {
        id: 'termination',
        heading: 'Termination',
        clauses: [
          {
            id: 'notice-period',
            heading: 'Notice Period',
            text: "After confirmation, either Party may end the employment by giving 1 (one) month's written notice. The Employer may pay basic pay and fixed allowances in lieu of all or part of the notice, or may require the Employee not to attend work during the notice period (garden leave) while continuing to pay the Employee in full.",
          },
          {
            id: 'termination-for-cause',
            heading: 'Termination for Misconduct',
            text: 'The Employer may end the employment without notice for proven misconduct, after a fair enquiry in which the Employee is informed of the charges and given a reasonable opportunity to be heard, in accordance with the applicable standing orders; where the Employee is a "worker", the provisions of the Industrial Relations Code, 2020 on retrenchment and discharge apply.',
          },
          {
            id: 'return-of-property',
            heading: 'Return of Property',
            text: 'On the termination of the employment, or earlier on request, the Employee shall return all property, devices, documents and data of the Employer, and shall not keep any copy of Confidential Information.',
          },
          {
            id: 'full-and-final-settlement',
            heading: 'Full and Final Settlement',
            text: `The Employer shall pay all wages and dues payable to the Employee within 2 (two) working days of the last day of employment, as section 17(2) of the ${ACT.wages} requires, and the gratuity (where payable) and leave encashment under the Employer's policy within the time required by law, and shall issue a relieving letter and experience certificate.`,
          },
        ],
      },
    ],
    general: { nonArbitrable: LABOUR_FORUMS, stampDutyBorneBy: 'the Employer' },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Employer', employer), signatory('Employee', employee)],
    witnessCount: 0,
    schedules: [
      {
        id: 'ctc',
        title: 'Schedule I — Break-up of CTC (annual)',
        paragraphs: [
          `Basic pay: ${formatAmount(basic)}.`,
          `Allowances, the Employer's contributions to provident fund and gratuity, and other components: ${formatAmount(ctc - basic)}, itemised in the Employee's first pay slip.`,
          `Total cost to company: ${salary.amount}.`,
        ],
      },
    ],
    summary: `Employment of ${employee} by ${employer} as ${d.text('position')} at ${d.text('location')} from ${d.date('startDate')}, at an annual CTC of ${salary.rupees}; probation, Labour Code benefits, confidentiality, IP assignment and one month's notice. No restraint after employment (s.27).`,
    statutes: [
      cite(ACT.contract, 's.27'),
      cite(ACT.wages),
      cite(ACT.osh),
      cite(ACT.socialSecurity),
      cite(ACT.industrialRelations),
      cite(ACT.posh),
      cite(ACT.copyright, 's.17(c)'),
      cite(ACT.dpdp),
      cite(ACT.incomeTax),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        'agreement',
        'Practice varies: many States levy a nominal duty on employment agreements [verify per State].',
      ),
      registration: registration(
        'not-required',
        'Not registrable: it creates no interest in immovable property.',
      ),
      witnesses: witnesses(0, false, 'None required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        'Sign by an authorised HR signatory and the Employee; give the Employee a copy (appointment letter under the OSH Code).',
        'Enrol the Employee for provident fund and, if eligible, ESI from the Commencement Date.',
      ],
    },
  }
}

function employeeNda(d: Draft): TemplateDraft {
  const company = d.text('companyName')
  const employee = d.text('employeeName')
  return {
    layout: 'agreement',
    title: 'Employee Non-Disclosure Agreement',
    preamble: `This Non-Disclosure Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Company', company), party(d, 'Employee', employee)],
    recitals: [
      'The Employee is, or is about to be, employed by the Company and will in the course of employment have access to Confidential Information.',
      'The Company is willing to give that access only if the Employee gives the undertakings in this Agreement.',
    ],
    definitions: [
      {
        term: 'Confidential Information',
        definition: `all non-public information of the Company and its group companies, customers and suppliers, in any form, that the Employee receives or creates in the course of employment, including ${d.prose('confidentialInfo')}, trade secrets, know-how and personal data`,
      },
      {
        term: 'Confidentiality Period',
        definition: `the period of employment and ${/\b(?:from|after|following|until|till)\b/i.test(d.text('duration')) ? d.text('duration') : `${d.text('duration')} after the employment ends`}; and, for trade secrets and personal data, for so long as they remain confidential`,
      },
    ],
    sections: [
      {
        id: 'obligations',
        heading: 'Confidentiality Obligations',
        clauses: [
          {
            id: 'exclusions',
            heading: 'Exclusions',
            text: 'Confidential Information does not include information that is or becomes public otherwise than through a breach by the Employee, was lawfully known to the Employee before the employment without an obligation of confidence, or is lawfully received from a third party free to disclose it.',
          },
          {
            id: 'use-restriction',
            heading: 'Use Restriction',
            text: "During the Confidentiality Period the Employee shall keep the Confidential Information secret, use it only to perform the Employee's duties for the Company, not copy or remove it from the Company's systems except as those duties require, and protect it with at least the care the Company's policies require.",
          },
          {
            id: 'permitted-disclosures',
            heading: 'Permitted Disclosures',
            text: 'The Employee may disclose Confidential Information to the extent required by law or by an order of a court or regulator (after notifying the Company where lawful), and nothing in this Agreement prevents the Employee from reporting a suspected wrongdoing to a regulator or law-enforcement agency, making a complaint to the Internal Committee, or exercising any right protected by law.',
          },
          {
            id: 'duration',
            heading: 'Duration',
            text: `The obligations in this Agreement apply from the start of the employment and survive its termination for the Confidentiality Period.`,
          },
          {
            id: 'return-and-destruction',
            heading: 'Return and Destruction',
            text: "On the termination of employment, or earlier on request, the Employee shall return or, at the Company's option, destroy all documents, devices and data containing Confidential Information and confirm in writing that no copy has been kept.",
          },
          {
            id: 'data-protection',
            heading: 'Personal Data',
            text: `Where the Confidential Information includes personal data, the Employee shall process it only as instructed by the Company and in accordance with the ${ACT.dpdp}, and shall report any actual or suspected personal data breach to the Company immediately. Unauthorised disclosure of personal information in breach of a lawful contract may also be an offence under section 72A of the ${ACT.it}.`,
          },
          noPostEmploymentRestraint('Agreement'),
        ],
      },
      {
        id: 'remedies',
        heading: 'Remedies',
        clauses: [
          {
            id: 'injunction',
            heading: 'Injunction',
            text: `The Employee acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement, and that the Company may seek an injunction under sections 38 to 42 of the ${ACT.specificRelief} in addition to any other remedy.`,
          },
          {
            id: 'damages',
            heading: 'Damages',
            text: `The Employee shall compensate the Company for loss caused by a breach of this Agreement, as provided by section 73 of the ${ACT.contract}. Misappropriation of the Company's property entrusted to the Employee may also be punishable as criminal breach of trust under section 316 of the ${ACT.bns}.`,
          },
        ],
      },
    ],
    general: { nonArbitrable: LABOUR_FORUMS, stampDutyBorneBy: 'the Company' },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Company', company), signatory('Employee', employee)],
    witnessCount: 0,
    summary: `Confidentiality undertaking of ${employee} to ${company} covering ${d.text('confidentialInfo')}, lasting for the employment and ${d.text('duration')} (trade secrets and personal data for as long as they remain confidential); no post-employment restraint.`,
    statutes: [
      cite(ACT.contract, 'ss.27, 73'),
      cite(ACT.specificRelief, 'ss.38–42'),
      cite(ACT.it, 's.72A'),
      cite(ACT.bns, 's.316'),
      cite(ACT.copyright, 's.17(c)'),
      cite(ACT.dpdp),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty('agreement'),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(0, false, 'None required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [],
    },
  }
}

export const employmentDrafters = {
  'employment-contract': { placeFields: ['location'], draft: employmentContract },
  'nda-employment': { placeFields: [], draft: employeeNda },
} satisfies Record<string, TemplateDrafter>
