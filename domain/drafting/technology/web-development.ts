import {
  byKind,
  capacityWarranties,
  confidentiality,
  copyrightAssignment,
  dataProtection,
  indemnity,
  limitationOfLiability,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { TECH_CHECKLIST } from './shared.ts'

export function webDevelopment(d: Draft): TemplateDraft {
  const developer = d.text('developer')
  const client = d.text('client')
  const ecommerce = /e-?commerce|online (?:store|shop)|cart|checkout|payment/i.test(d.text('projectScope'))
  d.assume([
    'fees payable 30% on signing, 40% on delivery for acceptance testing and 30% on acceptance',
    'warranty (bug-fix) period of 90 days after acceptance',
  ])
  return {
    layout: 'agreement',
    title: 'Website Development Agreement',
    preamble: `This Website Development Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Developer', developer), party(d, 'Client', client)],
    recitals: [
      'The Client wishes to engage the Developer to design and develop the Website, and the Developer has agreed to do so, on the terms of this Agreement.',
    ],
    definitions: [
      {
        term: 'Website',
        definition: `the website and related software to be developed under this Agreement: ${d.prose('projectScope')}`,
      },
      {
        term: 'Specifications',
        definition:
          'the functional and design specifications of the Website agreed in writing by the Parties within 10 (ten) Business Days of this Agreement',
      },
      { term: 'Timeline', definition: d.text('timeline') },
      { term: 'Project Fee', definition: d.amount('cost') },
      {
        term: 'Deliverables',
        definition:
          'the Website, its source code, designs, content created by the Developer and documentation',
      },
    ],
    sections: [
      {
        id: 'project',
        heading: 'Project',
        clauses: [
          {
            id: 'scope',
            heading: 'Scope and Specifications',
            text: 'The Developer shall design, develop, test and deploy the Website in accordance with the Specifications, good industry practice and the applicable law.',
          },
          {
            id: 'milestones',
            heading: 'Milestones and Timeline',
            text: "The Developer shall complete the work within the Timeline, delivering for review the design, the development build and the final build in that order. Delay caused by the Client's failure to provide content or approvals extends the Timeline accordingly.",
          },
          {
            id: 'acceptance-testing',
            heading: 'Acceptance Testing',
            text: 'The Client shall test each build within 10 (ten) Business Days of delivery and either accept it or notify defects against the Specifications, which the Developer shall fix and resubmit; the Website is accepted when the Client accepts the final build in writing or goes live with it.',
          },
          {
            id: 'change-requests',
            heading: 'Change Requests',
            text: 'Changes to the Specifications shall be agreed in a written change request stating the effect on the Project Fee and the Timeline.',
          },
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        clauses: [
          {
            id: 'milestone-payments',
            heading: 'Milestone Payments',
            text: 'The Client shall pay the Project Fee as follows, within 15 (fifteen) days of each invoice: 30% (thirty per cent) on signing, 40% (forty per cent) on delivery of the final build for acceptance testing, and 30% (thirty per cent) on acceptance.',
          },
          taxes('Agreement', 'Client', 'Developer'),
        ],
      },
      {
        id: 'ip-handover',
        heading: 'Intellectual Property and Handover',
        clauses: [
          copyrightAssignment({
            assignor: 'Developer',
            assignee: 'Client',
            works: 'the Deliverables',
            consideration: 'the Project Fee',
            when: 'On payment of the Project Fee in full',
          }),
          byKind((of) => ({
            id: 'pre-existing-tools',
            heading: 'Pre-existing Tools and Open Source',
            text: `The Developer retains ${of('Developer').possessive} pre-existing tools and libraries and grants the Client a perpetual, royalty-free, non-exclusive licence to use them as part of the Website. The Developer shall give the Client an inventory of third-party and open-source components and their licences, and shall use no component whose licence would require the Client to disclose ${of('Client').possessive} proprietary code.`,
          })),
          {
            id: 'domain-and-credentials',
            heading: 'Domain, Hosting and Credentials',
            text: "The domain name, hosting account, app-store and third-party service accounts shall be registered in the Client's name. On acceptance, or on earlier termination after payment for the work done, the Developer shall hand over the source code, databases and all administrative credentials, and shall not retain access.",
          },
        ],
      },
      {
        id: 'compliance',
        heading: 'Quality, Security and Compliance',
        clauses: [
          {
            id: 'warranty',
            heading: 'Warranty and Bug Fixes',
            text: 'The Developer warrants that the Website will conform to the Specifications and shall fix, free of charge, defects notified within 90 (ninety) days after acceptance.',
          },
          {
            id: 'security-standards',
            heading: 'Security Standards',
            text: "The Developer shall follow secure coding practice (including protection against the OWASP Top 10 vulnerabilities), use encrypted connections, and keep no personal data of the Client's users outside the Client's systems.",
          },
          dataProtection('Agreement', 'Client', 'Developer'),
          {
            id: 'legal-compliance',
            heading: 'Privacy Notice and Platform Rules',
            text: `The Website shall provide for a privacy notice and consent flows meeting the ${ACT.dpdp}${ecommerce ? ', and the e-commerce functions shall comply with the Consumer Protection (E-Commerce) Rules, 2020 and avoid dark patterns prohibited by the Guidelines for Prevention and Regulation of Dark Patterns, 2023' : ''}. If the Website hosts user content, the Client is responsible for due diligence as an intermediary under section 79 of the ${ACT.it} and the Intermediary Guidelines Rules, 2021, including appointing a grievance officer.`,
          },
          {
            id: 'accessibility',
            heading: 'Accessibility',
            text: 'The Developer shall build the Website to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 level AA, consistent with the Rights of Persons with Disabilities Act, 2016.',
          },
          byKind((of) => ({
            id: 'content',
            heading: 'Content',
            text: `The Client is responsible for the content ${of('Client').subject} supplies and warrants that ${of('Client').subject} has the right to use it; the Developer is responsible for content ${of('Developer').subject} creates.`,
          })),
          confidentiality('Agreement'),
          indemnity('Developer', 'Client', [
            "any claim that the Deliverables (other than content supplied by the Client) infringe a third party's intellectual property;",
          ]),
          limitationOfLiability('Agreement', 'the Project Fee'),
          capacityWarranties('Agreement'),
        ],
      },
      {
        id: 'term',
        heading: 'Termination',
        clauses: [
          termination('Agreement', {
            convenience:
              "the Client for convenience on 15 (fifteen) days' written notice, paying for work performed up to termination",
          }),
          byKind((of) => ({
            id: 'handover-on-termination',
            heading: 'Handover on Termination',
            text: `On termination the Developer shall deliver all work in progress and credentials for which ${of('Developer').subject} has been paid, and the Client shall pay for work done up to termination.`,
          })),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Developer', developer), signatory('Client', client)],
    witnessCount: 0,
    summary: `Development by ${developer} for ${client} of ${d.text('projectScope')} within ${d.text('timeline')} for ${d.rupees('cost')}; milestone payments, acceptance testing, IP assignment on payment, domain and credentials in the client's name, 90-day bug-fix warranty.`,
    statutes: [
      cite(ACT.copyright, 'ss.17–19'),
      cite(ACT.contract),
      cite(ACT.it, 's.79'),
      cite(ACT.dpdp),
      ...(ecommerce ? [cite(ACT.consumer)] : []),
      cite(ACT.cgst),
      cite(ACT.incomeTax),
      cite(ACT.arbitration),
    ],
    checklist: { ...TECH_CHECKLIST, otherSteps: [] },
  }
}
