import {
  byKind,
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
  EXECUTION,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { STANDARD_CHECKLIST, feeBasis, MSME_PAYMENT } from './shared.ts'

export function serviceAgreement(d: Draft): TemplateDraft {
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
          byKind((of) => ({
            id: 'service-levels',
            heading: 'Service Levels',
            text: `The Service Provider shall meet the service levels set out in Schedule I; where ${of('Service Provider').subject} fails to do so, the service credits set out there apply, as a reasonable pre-estimate of loss under section 74 of the ${ACT.contract} and without prejudice to the Client's right to terminate for repeated failure.`,
          })),
          byKind((of) => ({
            id: 'acceptance',
            heading: 'Acceptance',
            text: `The Client shall review each Deliverable within 10 (ten) Business Days of delivery and either accept it or notify in writing the respects in which it does not conform to this Agreement, which the Service Provider shall correct at ${of('Service Provider').possessive} cost; a Deliverable not so rejected is deemed accepted.`,
          })),
          byKind((of) => ({
            id: 'subcontracting',
            heading: 'Subcontracting',
            text: `The Service Provider shall not subcontract any part of the Services without the Client's prior written consent, and remains responsible for ${of('Service Provider').possessive} subcontractors.`,
          })),
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
          byKind((of) => ({
            id: 'background-ip',
            heading: 'Background IP',
            text: `The Service Provider retains ${of('Service Provider').possessive} pre-existing tools, methods and materials and grants the Client a non-exclusive, perpetual, royalty-free licence to use them as incorporated in the Deliverables.`,
          })),
          confidentiality('Agreement'),
          dataProtection('Agreement', 'Client', 'Service Provider'),
        ],
      },
      {
        id: 'risk',
        heading: 'Warranties, Indemnity and Liability',
        clauses: [
          byKind((of) => ({
            id: 'warranties',
            heading: 'Service Warranties',
            text: `The Service Provider warrants that the Services will be performed by suitably qualified personnel, that the Deliverables will conform to this Agreement and will not infringe any third party's intellectual property, and that ${of('Service Provider').subject} holds and will maintain all registrations and licences needed to provide the Services.`,
          })),
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
          byKind((of) => ({
            id: 'insurance',
            heading: 'Insurance',
            text: `The Service Provider shall maintain professional indemnity and public liability insurance with reputable insurers for amounts adequate to ${of('Service Provider').possessive} obligations under this Agreement.`,
          })),
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
          byKind((of) => ({
            id: 'transition',
            heading: 'Transition',
            text: `On termination or expiry the Service Provider shall deliver all Deliverables and Client materials, including work in progress for which ${of('Service Provider').subject} has been paid, and shall co-operate for up to 30 (thirty) days in the orderly transfer of the Services to the Client or ${of('Client').possessive} nominee.`,
          })),
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
