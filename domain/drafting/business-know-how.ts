import { formatAmount, formatRupees } from '#domain/shared/money.ts'
import { E_SIGN_ALLOWED, stampDuty } from './checklist.ts'
import { MSME_PAYMENT, STANDARD_CHECKLIST } from './business.ts'
import { NO_POST_TERM_RESTRAINT } from './business-trade.ts'
import {
  antiBribery,
  capacityWarranties,
  confidentiality,
  copyrightAssignment,
  dataProtection,
  independentContractor,
  indemnity,
  limitationOfLiability,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
} from './clauses.ts'
import { EXECUTION } from './corporate.ts'
import {
  type Draft,
  type TemplateDraft,
  type TemplateDrafter,
  entityKind,
  party,
  signatory,
} from './draft.ts'
import { ACT, cite } from './statutes.ts'

// Agreements that turn on know-how and confidential information: franchise, mutual NDA, consultancy.
function franchise(d: Draft): TemplateDraft {
  const franchisor = d.text('franchisor')
  const franchisee = d.text('franchisee')
  const royalty = d.tbc(
    'royalty',
    'royalty (% of gross sales) and marketing-fund contribution',
    'The royalty and marketing-fund percentages are not among the details given.',
  )
  const term = d.tbc(
    'franchise-term',
    'term of the franchise',
    'The term of the franchise is not among the details given.',
  )
  d.assume([
    'exclusive right to one outlet in the Territory',
    "renewal on the franchisor's then-current terms if not in breach",
  ])
  return {
    layout: 'agreement',
    title: 'Franchise Agreement',
    preamble: `This Franchise Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Franchisor', franchisor), party(d, 'Franchisee', franchisee)],
    recitals: [
      'The Franchisor has developed a distinctive system for operating its business under the Marks (the "System"), and the Franchisee wishes to operate one outlet under the System in the Territory on the terms of this Agreement.',
    ],
    definitions: [
      { term: 'Territory', definition: d.text('territory') },
      {
        term: 'Outlet',
        definition:
          'the single outlet to be operated by the Franchisee in the Territory at premises approved by the Franchisor',
      },
      {
        term: 'Marks',
        definition:
          'the trade marks, trade names, logos and trade dress of the Franchisor used in the System',
      },
      {
        term: 'Manual',
        definition: "the Franchisor's confidential operations manual, as updated from time to time",
      },
      { term: 'Initial Franchise Fee', definition: d.amount('franchiseFee') },
      { term: 'Term', definition: `${term} from the date of this Agreement` },
    ],
    sections: [
      {
        id: 'grant',
        heading: 'Grant',
        clauses: [
          {
            id: 'grant',
            heading: 'Grant of Franchise',
            text: 'The Franchisor grants the Franchisee the right, for the Term, to operate the Outlet under the System and the Marks. During the Term the Franchisor shall not itself operate, or grant another franchisee the right to operate, an outlet under the Marks in the Territory.',
          },
          {
            id: 'renewal',
            heading: 'Renewal',
            text: "The Franchisee may renew for a further term on the Franchisor's then-current terms if it is not in breach and gives 6 (six) months' notice before expiry.",
          },
          {
            id: 'trade-mark-licence',
            heading: 'Licence of the Marks',
            text: `The Franchisor licenses the Marks to the Franchisee for use only at the Outlet and in accordance with the Manual, as permitted use under section 2(1)(r) of the ${ACT.trademarks}, subject to the Franchisor's quality control. The Manual and other materials are licensed under section 30 of the ${ACT.copyright}. All goodwill accrues to the Franchisor.`,
          },
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        clauses: [
          {
            id: 'initial-fee',
            heading: 'Initial Franchise Fee',
            text: 'The Franchisee shall pay the Initial Franchise Fee on the execution of this Agreement. It is consideration for the grant, the training and the site support, and is not refundable once the Outlet opens.',
          },
          {
            id: 'royalty-and-marketing',
            heading: 'Royalty and Marketing Fund',
            text: `The Franchisee shall pay, monthly within 10 (ten) days of the month end, the ${royalty}. The Franchisor shall use the marketing fund only for advertising and promotion of the System and account for it annually.`,
          },
          taxes('Agreement', 'Franchisee', 'Franchisor'),
        ],
      },
      {
        id: 'operations',
        heading: 'Operation of the Outlet',
        clauses: [
          {
            id: 'site-and-fit-out',
            heading: 'Site and Fit-out',
            text: "The Franchisee shall obtain premises for the Outlet approved by the Franchisor and fit them out at its cost to the Franchisor's specifications, and shall open the Outlet only after the Franchisor's written approval.",
          },
          {
            id: 'training',
            heading: 'Training and Support',
            text: 'The Franchisor shall train the Franchisee and its key staff before opening and provide reasonable continuing operational support.',
          },
          {
            id: 'manual-and-standards',
            heading: 'Manual and Quality Standards',
            text: "The Franchisee shall operate the Outlet strictly in accordance with the Manual and the Franchisor's quality, hygiene and service standards, and shall allow the Franchisor to inspect and audit the Outlet (including by mystery shopping) at any time during business hours.",
          },
          {
            id: 'approved-suppliers',
            heading: 'Approved Suppliers',
            text: `The Franchisee shall buy ingredients, goods and equipment that affect the quality or identity of the System from the Franchisor or approved suppliers; for other items it may use any supplier that meets the Franchisor's specifications. This requirement goes no further than necessary to protect the System, having regard to section 3(4) of the ${ACT.competition}.`,
          },
          {
            id: 'licences-and-insurance',
            heading: 'Licences and Insurance',
            text: 'The Franchisee shall obtain the shops and establishments registration, food safety licence and every other licence for the Outlet, and shall insure the Outlet, its contents and public liability.',
          },
          {
            id: 'reporting-and-audit',
            heading: 'Reporting and Audit',
            text: "The Franchisee shall use the Franchisor's point-of-sale system, give monthly sales reports and allow the Franchisor to audit its books; if an audit reveals under-reporting of more than 2% (two per cent), the Franchisee shall pay the shortfall and the cost of the audit.",
          },
          {
            id: 'customer-data',
            heading: 'Customer Data',
            text: `Customer data collected at the Outlet belongs to the Franchisor. The Franchisee shall collect and process it only as the Franchisor instructs and in accordance with the ${ACT.dpdp}.`,
          },
          dataProtection('Agreement', 'Franchisor', 'Franchisee'),
        ],
      },
      {
        id: 'protection',
        heading: 'Protection of the System',
        clauses: [
          confidentiality('Agreement'),
          {
            id: 'non-compete',
            heading: 'Non-compete during the Term',
            text: `During the Term the Franchisee shall not carry on or be interested in a business similar to the System. After the Term the Franchisee shall not use the Manual, the know-how or the Marks. ${NO_POST_TERM_RESTRAINT}`,
          },
          {
            id: 'transfer',
            heading: 'Transfer',
            text: "The Franchisee shall not assign this Agreement, sell the Outlet or transfer control of itself without the Franchisor's prior written consent, which may be conditioned on the transferee meeting the Franchisor's criteria.",
          },
          indemnity('Franchisee', 'Franchisor', [
            'the operation of the Outlet, including claims by customers, employees and authorities;',
            'any breach of this Agreement or of law by the Franchisee;',
          ]),
          capacityWarranties('Agreement'),
        ],
      },
      {
        id: 'termination',
        heading: 'Termination',
        clauses: [
          termination('Agreement'),
          {
            id: 'step-in',
            heading: 'Step-in',
            text: "If the Franchisee abandons the Outlet or seriously breaches the quality standards, the Franchisor may step in and operate the Outlet for the Franchisee's account until the breach is cured or this Agreement is terminated.",
          },
          {
            id: 'de-branding',
            heading: 'De-branding',
            text: "On termination or expiry the Franchisee shall stop using the Marks and the System, remove all signage and trade dress, return the Manual and transfer the Outlet's telephone numbers and online listings to the Franchisor.",
          },
        ],
      },
    ],
    general: { forceMajeure: true },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Franchisor', franchisor), signatory('Franchisee', franchisee)],
    witnessCount: 2,
    summary: `Franchise granted by ${franchisor} to ${franchisee} for one outlet in ${d.text('territory')} against an initial fee of ${d.rupees('franchiseFee')}, plus royalty; operations manual, quality control, approved suppliers, customer data and de-branding.`,
    statutes: [
      cite(ACT.contract, 's.27'),
      cite(ACT.trademarks, 'ss.2(1)(r), 48–55'),
      cite(ACT.copyright, 's.30'),
      cite(ACT.competition, 's.3(4)'),
      cite(ACT.fema),
      cite(ACT.incomeTax),
      cite(ACT.cgst),
      cite(ACT.dpdp),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      otherSteps: ['Optionally record the Franchisee as a registered user of the registered Marks.'],
    },
  }
}

function mutualNda(d: Draft): TemplateDraft {
  const first = d.text('party1')
  const second = d.text('party2')
  return {
    layout: 'agreement',
    title: 'Mutual Non-Disclosure Agreement',
    preamble: `This Mutual Non-Disclosure Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'First Party', first), party(d, 'Second Party', second)],
    recitals: [
      `The Parties wish to exchange confidential information for the Purpose and to protect it on the terms of this Agreement.`,
    ],
    definitions: [
      { term: 'Purpose', definition: d.prose('purpose') },
      {
        term: 'Confidential Information',
        definition:
          'all information disclosed by or on behalf of a Party (the "Discloser") to the other (the "Recipient") in connection with the Purpose, in any form, that is marked confidential or would reasonably be understood to be confidential, including business plans, pricing, technical data, software, know-how and personal data',
      },
      {
        term: 'Confidentiality Period',
        definition: `${d.text('duration')}; and, for trade secrets and personal data, for so long as they remain confidential`,
      },
    ],
    sections: [
      {
        id: 'obligations',
        heading: 'Confidentiality Obligations',
        clauses: [
          {
            id: 'use-and-disclosure',
            heading: 'Use and Disclosure',
            text: 'The Recipient shall use the Confidential Information only for the Purpose, shall not disclose it except to its directors, employees and professional advisers who need to know it for the Purpose and are bound by obligations of confidence at least as protective as this Agreement, and shall be responsible for their compliance.',
          },
          {
            id: 'standard-of-care',
            heading: 'Standard of Care',
            text: 'The Recipient shall protect the Confidential Information with at least the care it uses for its own confidential information, and never less than reasonable care.',
          },
          {
            id: 'exclusions',
            heading: 'Exclusions',
            text: 'The obligations do not apply to information that is or becomes public without breach of this Agreement, was lawfully known to the Recipient before disclosure, is received lawfully from a third party free to disclose it, or is independently developed without use of the Confidential Information.',
          },
          {
            id: 'compelled-disclosure',
            heading: 'Compelled Disclosure',
            text: 'The Recipient may disclose Confidential Information required by law, regulation or order of a court or authority, after giving the Discloser prompt notice (where lawful) so that it may seek protection, and disclosing only what is required.',
          },
          {
            id: 'personal-data',
            heading: 'Personal Data',
            text: `Any personal data exchanged shall be processed only for the Purpose and in accordance with the ${ACT.dpdp}; a Recipient shall notify the Discloser of any personal data breach without delay. Disclosure of personal information in breach of this Agreement may also be an offence under section 72A of the ${ACT.it}.`,
          },
          {
            id: 'return-and-destruction',
            heading: 'Return and Destruction',
            text: "On the Discloser's request, or when the Purpose ends, the Recipient shall return or destroy the Confidential Information and confirm this in writing, except copies kept in automatic back-ups or required by law, which remain confidential.",
          },
        ],
      },
      {
        id: 'general-terms',
        heading: 'Term and Remedies',
        clauses: [
          {
            id: 'duration',
            heading: 'Duration',
            text: 'This Agreement applies to Confidential Information disclosed from the date of this Agreement, and the obligations in it last for the Confidentiality Period.',
          },
          {
            id: 'no-licence-no-obligation',
            heading: 'No Licence and No Obligation',
            text: 'No licence of any intellectual property is granted by disclosure. Confidential Information is provided "as is". Neither Party is obliged to enter into any further transaction, and either may end the discussions at any time.',
          },
          {
            id: 'remedies',
            heading: 'Remedies',
            text: `Each Party acknowledges that damages may not be an adequate remedy for breach, and that the Discloser may seek an injunction under sections 38 to 42 of the ${ACT.specificRelief}, in addition to compensation under section 73 of the ${ACT.contract}.`,
          },
          capacityWarranties('Agreement'),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('First Party', first), signatory('Second Party', second)],
    witnessCount: 0,
    summary: `Mutual confidentiality between ${first} and ${second} for ${d.text('purpose')}, lasting ${d.text('duration')} (trade secrets and personal data while confidential); injunctive relief and personal-data duties.`,
    statutes: [
      cite(ACT.contract, 's.73'),
      cite(ACT.specificRelief, 'ss.38–42'),
      cite(ACT.it, 's.72A'),
      cite(ACT.dpdp),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      witnesses: { count: 0, mandatory: false, note: 'None required.' },
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [],
    },
  }
}

function consultancy(d: Draft): TemplateDraft {
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
            'any claim that the Consultant or its personnel are employees of the Client, or for their taxes or statutory dues;',
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
      stampDuty: stampDuty(
        'Article 5 (Agreement or memorandum of an agreement), Schedule I, Indian Stamp Act, 1899',
      ),
      otherSteps: ["Obtain the Consultant's PAN (for TDS) and GSTIN if registered."],
    },
  }
}

export const knowHowDrafters = {
  'franchise-agreement': { placeFields: [], draft: franchise },
  'mutual-nda': { placeFields: [], draft: mutualNda },
  'consultancy-agreement': { placeFields: [], draft: consultancy },
} satisfies Record<string, TemplateDrafter>
