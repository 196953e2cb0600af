import {
  AGREEMENT_ARTICLE,
  E_SIGN_ALLOWED,
  NOTARISATION_OPTIONAL,
  registration,
  stampDuty,
  witnesses,
} from './checklist.ts'
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
import { type Draft, type TemplateDraft, type TemplateDrafter, party, signatory } from './draft.ts'
import { ACT, cite } from './statutes.ts'

const STANDARD_CHECKLIST = {
  stampDuty: stampDuty(AGREEMENT_ARTICLE),
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

export const MSME_PAYMENT = `If the payee is a micro or small enterprise registered under the ${ACT.msmed}, payment shall in any case be made within 45 (forty-five) days of acceptance (section 15), failing which compound interest at three times the bank rate notified by the Reserve Bank of India is payable (section 16).`

function partnership(d: Draft): TemplateDraft {
  const first = d.text('partner1')
  const second = d.text('partner2')
  const [firmName = '', business] = d.text('businessName').split(/\s+[–—-]\s+/)
  const nature =
    business ??
    d.tbc(
      'firm-business',
      'nature of the business of the Firm',
      "The nature of the firm's business is not among the details given.",
    )
  const place = d.tbc(
    'principal-place',
    'principal place of business of the Firm',
    "The firm's principal place of business is not among the details given.",
  )
  d.assume([
    'partnership at will',
    'interest on capital and remuneration of working partners only as the Partners agree in writing, within the Income-tax limits',
    "three months' notice of retirement",
  ])
  return {
    layout: 'agreement',
    title: 'Deed of Partnership',
    noun: 'Deed',
    preamble: `This Deed of Partnership (this "Deed") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'First Partner', first), party(d, 'Second Partner', second)],
    recitals: [
      `The Partners have agreed to carry on the business of ${nature} in partnership under the name ${firmName}, and to record the terms of the partnership in this Deed under section 11 of the ${ACT.partnership}.`,
    ],
    definitions: [
      { term: 'Firm', definition: `the partnership carried on under the name ${firmName}` },
      { term: 'Business', definition: nature },
      {
        term: 'Capital',
        definition: `the capital contributed by the Partners, namely: ${d.prose('capitalContribution')}`,
      },
      { term: 'Profit Sharing Ratio', definition: d.text('profitSharing') },
    ],
    sections: [
      {
        id: 'firm',
        heading: 'The Firm',
        clauses: [
          {
            id: 'name-and-business',
            heading: 'Name and Business',
            text: 'The Partners shall carry on the Business in partnership under the name of the Firm, and any other lawful business the Partners agree in writing.',
          },
          {
            id: 'place-of-business',
            heading: 'Place of Business',
            text: `The principal place of business of the Firm is at ${place}. The Firm may open branches elsewhere with the consent of both Partners.`,
          },
          {
            id: 'commencement-and-duration',
            heading: 'Commencement and Duration',
            text: `The partnership commences on the date of this Deed and is a partnership at will under section 7 of the ${ACT.partnership}, subject to the provisions on retirement and dissolution in this Deed.`,
          },
        ],
      },
      {
        id: 'finance',
        heading: 'Capital, Profits and Accounts',
        clauses: [
          {
            id: 'capital',
            heading: 'Capital Contributions',
            text: "Each Partner shall contribute the Capital stated against the Partner's name. Further capital shall be contributed in the Profit Sharing Ratio when the Partners so decide.",
          },
          {
            id: 'profit-sharing',
            heading: 'Profits and Losses',
            text: `The net profits and losses of the Firm shall be shared and borne by the Partners in the Profit Sharing Ratio, in place of the equal sharing under section 13(b) of the ${ACT.partnership}.`,
          },
          {
            id: 'interest-and-remuneration',
            heading: 'Interest on Capital and Remuneration',
            text: `The Partners may by written resolution allow interest on Capital and remuneration to working Partners, at rates and amounts within the limits deductible to the Firm under the ${ACT.incomeTax} (interest not exceeding 12% per annum under the corresponding section 40(b) of the Income-tax Act, 1961). Interest on a Partner's advance beyond Capital is at 6% per annum as section 13(d) of the ${ACT.partnership} provides, unless otherwise agreed.`,
          },
          {
            id: 'drawings',
            heading: 'Drawings',
            text: "Each Partner may draw monthly amounts on account of profits as the Partners agree, adjusted against the Partner's share at the close of the financial year.",
          },
          {
            id: 'bank-accounts',
            heading: 'Bank Accounts',
            text: "The Firm's bank accounts shall be opened in its name and operated jointly by both Partners, or by either of them up to limits they agree in writing.",
          },
          {
            id: 'books-and-audit',
            heading: 'Books, Audit and Financial Year',
            text: 'Proper books of account shall be kept at the principal place of business and be open to inspection by each Partner. The financial year ends on 31 March; the accounts shall be closed and, where required by law, audited, and the net profit or loss divided accordingly.',
          },
        ],
      },
      {
        id: 'conduct',
        heading: 'Duties and Restrictions',
        clauses: [
          {
            id: 'duties',
            heading: 'Duties of Partners',
            text: "Each Partner shall diligently attend to the Business, act in good faith and in the common advantage, render true accounts and full information of things affecting the Firm, and indemnify the Firm for loss caused by the Partner's wilful neglect.",
          },
          {
            id: 'restrictions',
            heading: 'Restrictions',
            text: "No Partner shall, without the written consent of the other, give a guarantee or surety on behalf of the Firm, lend the Firm's money, compromise a claim of the Firm, transfer the Partner's interest, or, while a Partner, carry on a business competing with the Firm (section 11(2) of the Indian Partnership Act, 1932).",
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Admission, Retirement, Death and Dissolution',
        clauses: [
          {
            id: 'admission',
            heading: 'Admission',
            text: 'A new Partner may be admitted only with the consent of all the Partners.',
          },
          {
            id: 'retirement',
            heading: 'Retirement',
            text: `A Partner may retire by giving the other Partner at least 3 (three) months' written notice (section 32 of the ${ACT.partnership}). No restraint is agreed on an outgoing Partner; any restraint the Partners later agree must be reasonable and within section 36(2) of that Act.`,
          },
          {
            id: 'expulsion',
            heading: 'Expulsion',
            text: 'A Partner may be expelled by the other Partners, acting in good faith, for fraud, insolvency or persistent material breach of this Deed, after notice and an opportunity to be heard, as section 33 of that Act permits.',
          },
          {
            id: 'death',
            heading: 'Death',
            text: "On the death of a Partner the Firm shall not be dissolved if the surviving Partners so decide; the deceased Partner's legal representatives shall be paid the deceased Partner's Capital and share of profits and goodwill up to the date of death, within 6 (six) months.",
          },
          {
            id: 'goodwill',
            heading: 'Goodwill and Valuation',
            text: "On the retirement, expulsion or death of a Partner, the Partner's share (including goodwill) shall be valued on the basis of the last balance sheet and a fair valuation of goodwill by an independent chartered accountant.",
          },
          {
            id: 'dissolution',
            heading: 'Dissolution',
            text: `On dissolution, the accounts shall be settled under section 48 of the ${ACT.partnership}: losses first from profits, then Capital, then by the Partners in the Profit Sharing Ratio; the assets shall be applied in paying third-party debts, then advances, then Capital, and the residue divided in the Profit Sharing Ratio.`,
          },
          {
            id: 'registration-of-firm',
            heading: 'Registration of the Firm',
            text: `The Partners shall register the Firm with the Registrar of Firms under sections 58 and 59 of the ${ACT.partnership}, as an unregistered firm cannot sue third parties or its partners on contracts (section 69).`,
          },
          {
            id: 'amendments',
            heading: 'Amendments',
            text: 'This Deed may be amended only by a supplementary deed signed by all the Partners.',
          },
        ],
      },
    ],
    general: { assignment: false },
    closing:
      'IN WITNESS WHEREOF the Partners have signed this Deed on the day, month and year first written above.',
    signatories: [signatory('First Partner', first), signatory('Second Partner', second)],
    witnessCount: 2,
    summary: `Partnership between ${first} and ${second} as ${firmName} (${nature}): capital ${d.text('capitalContribution')}; profit sharing ${d.text('profitSharing')}; partnership at will, registration with the Registrar of Firms.`,
    statutes: [
      cite(ACT.partnership, 'ss.7, 11, 13, 32, 33, 36, 48, 58, 59, 69'),
      cite(ACT.contract, 's.27'),
      cite(ACT.incomeTax),
      cite(ACT.stamp),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      stampDuty: stampDuty('Article 46 (Partnership), Schedule I, Indian Stamp Act, 1899'),
      registration: registration(
        'not-required',
        'Not registrable under the Registration Act, 1908. Registration of the firm with the Registrar of Firms (Form I) is optional in most States but advisable (s.69); some States have made it compulsory [verify].',
      ),
      witnesses: witnesses(2, false, 'Customary; signed by all partners.'),
      notarisation: { required: false, note: 'Common practice, not required by law.' },
      otherSteps: [
        'Register the firm with the Registrar of Firms (Form I).',
        "Apply for the firm's PAN and GST registration.",
      ],
    },
  }
}

function serviceAgreement(d: Draft): TemplateDraft {
  const provider = d.text('serviceProvider')
  const client = d.text('client')
  const basis = feeBasis(d, 'serviceFee', 'Service Fee')
  d.assume([
    'payment within 30 days of invoice',
    "termination for convenience on 30 days' notice",
    'liability capped at the fees paid in the preceding 12 months',
  ])
  return {
    layout: 'agreement',
    title: 'Service Agreement',
    preamble: `This Service Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Service Provider', provider), party(d, 'Client', client)],
    recitals: [
      'The Client wishes to engage the Service Provider to provide the Services, and the Service Provider has agreed to do so, on the terms of this Agreement.',
    ],
    definitions: [
      { term: 'Services', definition: d.prose('serviceDescription') },
      {
        term: 'Deliverables',
        definition:
          'all reports, materials, content, software and other work products delivered or to be delivered in the course of the Services',
      },
      { term: 'Service Fee', definition: `${d.amount('serviceFee')}, payable ${basis}` },
      { term: 'Term', definition: d.text('timeline') },
    ],
    sections: [
      {
        id: 'services',
        heading: 'Services',
        clauses: [
          {
            id: 'scope',
            heading: 'Scope of Services',
            text: "The Service Provider shall provide the Services during the Term with due skill, care and diligence, in accordance with good industry practice, this Agreement and the Client's reasonable written instructions. Any change to the Services shall be agreed in a written change order stating its effect on the Service Fee and timelines.",
          },
          {
            id: 'service-levels',
            heading: 'Service Levels',
            text: `The Service Provider shall meet the service levels set out in Schedule I; where it fails to do so, the service credits set out there apply, as a reasonable pre-estimate of loss under section 74 of the ${ACT.contract} and without prejudice to the Client's right to terminate for repeated failure.`,
          },
          {
            id: 'acceptance',
            heading: 'Acceptance',
            text: 'The Client shall review each Deliverable within 10 (ten) Business Days of delivery and either accept it or notify in writing the respects in which it does not conform to this Agreement, which the Service Provider shall correct at its cost; a Deliverable not so rejected is deemed accepted.',
          },
          {
            id: 'subcontracting',
            heading: 'Subcontracting',
            text: "The Service Provider shall not subcontract any part of the Services without the Client's prior written consent, and remains responsible for its subcontractors.",
          },
          independentContractor('Agreement', 'Service Provider'),
        ],
      },
      {
        id: 'fees',
        heading: 'Fees and Payment',
        clauses: [
          {
            id: 'fees-and-invoicing',
            heading: 'Fees and Invoicing',
            text: `The Client shall pay the Service Fee against valid invoices within 30 (thirty) days of receipt. ${MSME_PAYMENT} Expenses are reimbursable only if approved in writing in advance and supported by receipts.`,
          },
          taxes('Agreement', 'Client', 'Service Provider'),
        ],
      },
      {
        id: 'ip-data',
        heading: 'Intellectual Property, Confidentiality and Data',
        clauses: [
          copyrightAssignment({
            assignor: 'Service Provider',
            assignee: 'Client',
            works: 'the Deliverables',
            consideration: 'included in the Service Fee',
            when: 'On payment of the Service Fee for each Deliverable',
          }),
          {
            id: 'background-ip',
            heading: 'Background IP',
            text: 'The Service Provider retains its pre-existing tools, methods and materials and grants the Client a non-exclusive, perpetual, royalty-free licence to use them as incorporated in the Deliverables.',
          },
          confidentiality('Agreement'),
          dataProtection('Agreement', 'Client', 'Service Provider'),
        ],
      },
      {
        id: 'risk',
        heading: 'Warranties, Indemnity and Liability',
        clauses: [
          {
            id: 'warranties',
            heading: 'Service Warranties',
            text: "The Service Provider warrants that the Services will be performed by suitably qualified personnel, that the Deliverables will conform to this Agreement and will not infringe any third party's intellectual property, and that it holds and will maintain all registrations and licences needed to provide the Services.",
          },
          capacityWarranties('Agreement'),
          indemnity('Service Provider', 'Client', [
            'any claim that a Deliverable infringes the intellectual property of a third party;',
            'any breach of the Clause on Confidentiality or the Clause on Data Protection by the Service Provider;',
            "any claim by the Service Provider's personnel, including for wages or statutory dues;",
            'fraud, gross negligence or wilful misconduct of the Service Provider;',
          ]),
          limitationOfLiability(
            'Agreement',
            'the Service Fee paid or payable in the 12 (twelve) months preceding the event giving rise to the claim',
          ),
          {
            id: 'insurance',
            heading: 'Insurance',
            text: 'The Service Provider shall maintain professional indemnity and public liability insurance with reputable insurers for amounts adequate to its obligations under this Agreement.',
          },
          {
            id: 'non-solicitation',
            heading: 'Non-solicitation',
            text: "During the Term and for 12 (twelve) months after it, neither Party shall solicit for employment any employee of the other who was engaged in the Services, without the other's consent.",
          },
          antiBribery('Agreement'),
        ],
      },
      {
        id: 'term',
        heading: 'Term and Termination',
        clauses: [
          {
            id: 'term',
            heading: 'Term',
            text: 'This Agreement takes effect on its execution and continues for the Term unless terminated earlier under the Clause on Termination.',
          },
          termination('Agreement', {
            convenience:
              "the Client at any time for convenience by giving 30 (thirty) days' written notice, paying for Services performed up to the date of termination",
          }),
          {
            id: 'transition',
            heading: 'Transition',
            text: 'On termination or expiry the Service Provider shall deliver all Deliverables and Client materials, including work in progress for which it has been paid, and shall co-operate for up to 30 (thirty) days in the orderly transfer of the Services to the Client or its nominee.',
          },
        ],
      },
    ],
    general: { forceMajeure: true },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Service Provider', provider), signatory('Client', client)],
    witnessCount: 2,
    schedules: [
      {
        id: 'service-levels',
        title: 'Schedule I — Service Levels and Service Credits',
        paragraphs: [
          d.tbc(
            'service-levels',
            'service levels and service credits, if any',
            'The service levels and credits are not among the details given: add them to Schedule I or delete the Clause on Service Levels.',
          ),
        ],
      },
    ],
    summary: `${provider} to provide ${d.text('serviceDescription')} to ${client} for ${d.text('timeline')} at a fee of ${d.rupees('serviceFee')}; GST and TDS, MSME payment terms, IP assignment on payment, confidentiality, data protection and a liability cap.`,
    statutes: [
      cite(ACT.contract, 'ss.73, 74, 124'),
      cite(ACT.specificRelief, 's.14'),
      cite(ACT.cgst),
      cite(ACT.incomeTax),
      cite(ACT.msmed, 'ss.15, 16'),
      cite(ACT.copyright, 'ss.17–19'),
      cite(ACT.dpdp),
      cite(ACT.corruption, 's.9'),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      otherSteps: ["Obtain the Service Provider's GSTIN, PAN and MSME (Udyam) registration details."],
    },
  }
}

export const businessDrafters = {
  'partnership-agreement': { placeFields: [], draft: partnership },
  'service-agreement': { placeFields: [], draft: serviceAgreement },
} satisfies Record<string, TemplateDrafter>

export { STANDARD_CHECKLIST }
