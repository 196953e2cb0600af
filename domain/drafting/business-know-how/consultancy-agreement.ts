import { formatAmount, formatRupees } from '#domain/shared/money.ts'
import { stampDuty } from '../checklist.ts'
import { MSME_PAYMENT, STANDARD_CHECKLIST } from '../business/shared.ts'
import {
  antiBribery,
  capacityWarranties,
  confidentiality,
  copyrightAssignment,
  dataProtection,
  independentContractor,
  indemnity,
  pronouns,
  limitationOfLiability,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

export function consultancy(d: Draft): TemplateDraft {
  const consultant = d.text('consultantName')
  const client = d.text('clientName')
  const fee = d.perMonth('consultancyFee', 'consultancy fee')
  if (entityKind(consultant) === 'individual')
    d.flag(
      'misclassification',
      'The consultant is an individual: keep the engagement free of employment features (fixed hours, integration, exclusivity, supervision) or the consultant may be treated as an employee under the Labour Codes.',
      'consultantName',
    )
  d.assume([
    'fee invoiced monthly in arrears and paid within 30 days',
    "termination for convenience on 30 days' notice",
    'liability capped at the fees of the preceding 12 months',
  ])
  return {
    layout: 'agreement',
    title: 'Consultancy Agreement',
    preamble: `This Consultancy Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Client', client), party(d, 'Consultant', consultant)],
    recitals: [
      'The Client wishes to engage the Consultant as an independent consultant to provide the Services, and the Consultant has agreed, on the terms of this Agreement.',
    ],
    definitions: [
      { term: 'Services', definition: d.prose('services') },
      { term: 'Fee', definition: `${formatAmount(fee)} per month` },
      { term: 'Term', definition: d.text('term') },
      {
        term: 'Work Product',
        definition:
          'all reports, advice, documents, software and other materials prepared by the Consultant in providing the Services',
      },
    ],
    sections: [
      {
        id: 'engagement',
        heading: 'Engagement',
        clauses: [
          {
            id: 'services',
            heading: 'Services',
            text: 'The Consultant shall provide the Services during the Term with reasonable skill and care, deciding the manner and hours of work, and shall attend meetings reasonably requested by the Client.',
          },
          independentContractor('Agreement', 'Consultant'),
          {
            id: 'other-engagements',
            heading: 'Other Engagements',
            text: 'The Consultant may provide services to others during the Term, provided that there is no conflict of interest with the Client and the Consultant complies with the Clause on Confidentiality.',
          },
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        clauses: [
          {
            id: 'fee-and-invoices',
            heading: 'Fee and Invoices',
            text: `The Consultant shall invoice the Fee monthly in arrears and the Client shall pay within 30 (thirty) days of receipt. ${MSME_PAYMENT} Pre-approved out-of-pocket expenses are reimbursed against receipts.`,
          },
          taxes('Agreement', 'Client', 'Consultant'),
        ],
      },
      {
        id: 'ip',
        heading: 'Intellectual Property and Confidentiality',
        clauses: [
          copyrightAssignment({
            assignor: 'Consultant',
            assignee: 'Client',
            works: 'the Work Product',
            consideration: 'included in the Fee',
            when: 'On payment of the Fee for the month in which it is created',
          }),
          confidentiality('Agreement'),
          dataProtection('Agreement', 'Client', 'Consultant'),
        ],
      },
      {
        id: 'risk',
        heading: 'Warranties and Liability',
        clauses: [
          capacityWarranties('Agreement'),
          indemnity('Consultant', 'Client', [
            'any claim that the Work Product infringes the intellectual property of a third party;',
            `any claim that the Consultant or ${pronouns(entityKind(consultant)).possessive} personnel are employees of the Client, or for their taxes or statutory dues;`,
          ]),
          limitationOfLiability('Agreement', 'the Fees paid in the 12 (twelve) months preceding the claim'),
          antiBribery('Agreement'),
        ],
      },
      {
        id: 'termination',
        heading: 'Term and Termination',
        clauses: [
          termination('Agreement', {
            convenience: "either Party for convenience on 30 (thirty) days' written notice",
          }),
          {
            id: 'return-of-materials',
            heading: 'Return of Materials',
            text: "On termination the Consultant shall deliver all Work Product, paid for or in progress, and return the Client's materials.",
          },
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Client', client), signatory('Consultant', consultant)],
    witnessCount: 2,
    summary: `Engagement of ${consultant} by ${client} as an independent consultant for ${d.text('services')}, for ${d.text('term')}, at ${formatRupees(fee)} a month; GST and TDS, IP assignment on payment and confidentiality.`,
    statutes: [
      cite(ACT.contract),
      cite(ACT.copyright, 'ss.17, 19'),
      cite(ACT.cgst),
      cite(ACT.incomeTax),
      cite(ACT.socialSecurity),
      cite(ACT.msmed, 'ss.15, 16'),
      cite(ACT.dpdp),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      stampDuty: stampDuty('agreement'),
      otherSteps: ["Obtain the Consultant's PAN (for TDS) and GSTIN if registered."],
    },
  }
}
