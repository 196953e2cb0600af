import { feeBasis, feeInvoicing } from '../business/shared.ts'
import {
  byKind,
  capacityWarranties,
  confidentiality,
  dataProtection,
  indemnity,
  limitationOfLiability,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { TECH_CHECKLIST } from './shared.ts'

export function softwareLicence(d: Draft): TemplateDraft {
  const licensor = d.text('licensor')
  const licensee = d.text('licensee')
  // A person licensed for his or her own use has no affiliates.
  const licenseeAndAffiliates =
    entityKind(licensee) === 'individual' ? 'the Licensee' : 'the Licensee and its affiliates'
  const period = d.period('licenseFee')
  const term =
    period === 'year'
      ? "one year from delivery, renewing automatically for further one-year periods on payment of the Licence Fee unless either Party gives 60 (sixty) days' notice of non-renewal"
      : period === 'once'
        ? 'perpetual, subject to termination under this Agreement'
        : d.tbc(
            'licence-term',
            'term of the licence (perpetual or subscription period)',
            'Whether the licence is perpetual or a subscription, and for how long, is not among the details given.',
          )
  const invoicing = feeInvoicing(d, 'licenseFee', 'Licence Fee', 'Licensor')
  d.assume([
    'non-exclusive licence for use in India',
    'warranty of conformity for 90 days from delivery',
    'support during business hours with the service levels in Schedule I',
    invoicing.assumed,
  ])
  return {
    layout: 'agreement',
    title: 'Software Licence Agreement',
    preamble: `This Software Licence Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Licensor', licensor), party(d, 'Licensee', licensee)],
    recitals: [
      'The Licensor owns the Software and has agreed to license it to the Licensee on the terms of this Agreement.',
    ],
    definitions: [
      {
        term: 'Software',
        definition: `${d.prose('softwareDescription')}, in object-code form, with its documentation and all updates supplied under this Agreement`,
      },
      {
        term: 'Licence Fee',
        definition: `${d.amount('licenseFee')}, payable ${feeBasis(d, 'licenseFee', 'Licence Fee')}`,
      },
      { term: 'Licence Term', definition: term },
      {
        term: 'Authorised Users',
        definition: `the employees and contractors of ${licenseeAndAffiliates}, up to any number stated in the description of the Software`,
      },
    ],
    sections: [
      {
        id: 'licence',
        heading: 'Licence',
        clauses: [
          {
            id: 'grant',
            heading: 'Grant',
            text: `The Licensor grants the Licensee a non-exclusive, non-transferable licence for the Licence Term to install and use the Software in India for the internal business purposes of ${licenseeAndAffiliates}, by Authorised Users, under section 30 of the ${ACT.copyright}.`,
          },
          {
            id: 'restrictions',
            heading: 'Restrictions',
            text: `Except as permitted by section 52(1)(aa) to (ad) of the ${ACT.copyright} (including making back-up copies, and observing, studying or testing the Software, or doing what is necessary for interoperability), the Licensee shall not copy, modify, reverse-engineer, decompile, sub-license, rent or make the Software available to third parties.`,
          },
          {
            id: 'delivery',
            heading: 'Delivery and Installation',
            text: "The Licensor shall deliver the Software and licence keys within 7 (seven) days of this Agreement and shall assist with installation on the Licensee's systems meeting the documented requirements.",
          },
          byKind((of) => ({
            id: 'open-source',
            heading: 'Open-source Components',
            text: `The Licensor shall list the open-source components in the Software and their licences, and warrants that their use in the Software complies with those licences and does not require the Licensee to disclose ${of('Licensee').possessive} own source code.`,
          })),
          {
            id: 'ownership',
            heading: 'Ownership and Feedback',
            text: "The Software and all intellectual property in it remain the Licensor's. The Licensee's data remains the Licensee's. The Licensor may use feedback from the Licensee to improve the Software without obligation.",
          },
        ],
      },
      {
        id: 'fees-support',
        heading: 'Fees, Support and Audit',
        clauses: [
          {
            id: 'fees',
            heading: 'Fees and Renewals',
            text: `${invoicing.text} The Licensee shall pay the Licence Fee within 30 (thirty) days of a valid invoice. Fees for a renewal term may be revised by the Licensor on 90 (ninety) days' notice before renewal.`,
          },
          taxes('Agreement', 'Licensee', 'Licensor'),
          {
            id: 'support',
            heading: 'Support, Maintenance and Updates',
            text: 'During the Licence Term the Licensor shall provide support and maintenance, including error correction, security patches and updates, in accordance with the service levels in Schedule I.',
          },
          {
            id: 'source-code-escrow',
            heading: 'Source Code Escrow',
            text: "At the Licensee's request and cost, the Licensor shall deposit the source code of the Software with an independent escrow agent on terms providing for release to the Licensee if the Licensor becomes insolvent or ceases to support the Software.",
          },
          {
            id: 'audit',
            heading: 'Audit',
            text: "The Licensor may, once a year on 15 (fifteen) days' notice, verify the Licensee's use of the Software; any under-licensing shall be remedied by paying the applicable fees.",
          },
        ],
      },
      {
        id: 'data-risk',
        heading: 'Data, Warranties and Liability',
        clauses: [
          dataProtection('Agreement', 'Licensee', 'Licensor'),
          byKind((of) => ({
            id: 'security',
            heading: 'Security',
            text: `The Licensor shall keep the Software free of known malicious code, remedy security vulnerabilities promptly, and report any cyber security incident affecting the Licensee to ${of('Licensee').object} at once and, where the CERT-In Directions of 28 April 2022 apply, to CERT-In within 6 (six) hours.`,
          })),
          confidentiality('Agreement'),
          {
            id: 'warranties',
            heading: 'Warranties and Disclaimers',
            text: 'The Licensor warrants that for 90 (ninety) days from delivery the Software will perform substantially in accordance with its documentation, and shall correct or replace non-conforming Software or refund the Licence Fee for it. Except as expressly stated, the Software is provided without other warranties, to the extent the law allows.',
          },
          indemnity('Licensor', 'Licensee', [
            'any claim that the Software, used as permitted, infringes the intellectual property of a third party, the Licensor having the option to procure the right to continue using it, modify it or replace it;',
          ]),
          limitationOfLiability(
            'Agreement',
            'the Licence Fees paid in the 12 (twelve) months preceding the claim',
          ),
          capacityWarranties('Agreement'),
        ],
      },
      {
        id: 'term',
        heading: 'Term and Termination',
        clauses: [
          termination('Agreement'),
          {
            id: 'suspension',
            heading: 'Suspension',
            text: 'The Licensor may suspend support (but not the licence) while any undisputed Licence Fee remains unpaid 30 (thirty) days after notice.',
          },
          {
            id: 'effect-of-termination',
            heading: 'Effect of Termination',
            text: "On termination the licence ends, the Licensee shall stop using and delete the Software, and the Licensor shall return or delete the Licensee's data and give the Licensee a reasonable opportunity to export it.",
          },
          {
            id: 'export-controls',
            heading: 'Export Controls',
            text: 'The Licensee shall not export the Software in breach of any applicable export control law.',
          },
        ],
      },
    ],
    general: { forceMajeure: true },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Licensor', licensor), signatory('Licensee', licensee)],
    witnessCount: 0,
    schedules: [
      {
        id: 'support',
        title: 'Schedule I — Support Service Levels',
        paragraphs: [
          d.tbc(
            'support-levels',
            'support hours, response and resolution times by severity',
            'The support service levels are not among the details given: add them to Schedule I.',
          ),
        ],
      },
    ],
    summary: `Licence by ${licensor} to ${licensee} of ${d.text('softwareDescription')} for a fee of ${d.rupees('licenseFee')}; restrictions subject to s.52 of the Copyright Act, support and updates, data protection, IP indemnity and liability cap.`,
    statutes: [
      cite(ACT.copyright, 'ss.2(o), 14(b), 30, 52(1)(aa)–(ad)'),
      cite(ACT.patents, 's.3(k)'),
      cite(ACT.contract),
      cite(ACT.it, 'ss.10A, 43, 65'),
      cite(ACT.dpdp),
      cite(ACT.cgst),
      cite(ACT.incomeTax),
      cite(ACT.arbitration),
    ],
    checklist: { ...TECH_CHECKLIST, otherSteps: [] },
  }
}
