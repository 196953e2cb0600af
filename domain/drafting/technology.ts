import {
  AGREEMENT_ARTICLE,
  E_SIGN_ALLOWED,
  NOTARISATION_OPTIONAL,
  registration,
  stampDuty,
  witnesses,
} from './checklist.ts'
import { feeBasis } from './business.ts'
import {
  capacityWarranties,
  confidentiality,
  copyrightAssignment,
  dataProtection,
  indemnity,
  limitationOfLiability,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
} from './clauses.ts'
import { EXECUTION } from './corporate.ts'
import { type Draft, type TemplateDraft, type TemplateDrafter, party, signatory } from './draft.ts'
import { ACT, cite } from './statutes.ts'

const TECH_CHECKLIST = {
  stampDuty: stampDuty(
    AGREEMENT_ARTICLE,
    'Payable where the agreement is signed on paper; a click-wrap acceptance is a valid electronic contract (Information Technology Act, 2000, s.10A).',
  ),
  registration: registration('not-required', 'Not registrable.'),
  witnesses: witnesses(0, false, 'None required.'),
  notarisation: NOTARISATION_OPTIONAL,
  eSignature: E_SIGN_ALLOWED,
} as const

function softwareLicence(d: Draft): TemplateDraft {
  const licensor = d.text('licensor')
  const licensee = d.text('licensee')
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
  d.assume([
    'non-exclusive licence for use in India',
    'warranty of conformity for 90 days from delivery',
    'support during business hours with the service levels in Schedule I',
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
        definition:
          'the employees and contractors of the Licensee and its affiliates, up to any number stated in the description of the Software',
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
            text: `The Licensor grants the Licensee a non-exclusive, non-transferable licence for the Licence Term to install and use the Software in India for the internal business purposes of the Licensee and its affiliates, by Authorised Users, under section 30 of the ${ACT.copyright}.`,
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
          {
            id: 'open-source',
            heading: 'Open-source Components',
            text: 'The Licensor shall list the open-source components in the Software and their licences, and warrants that their use in the Software complies with those licences and does not require the Licensee to disclose its own source code.',
          },
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
            text: "The Licensee shall pay the Licence Fee within 30 (thirty) days of a valid invoice. Fees for a renewal term may be revised by the Licensor on 90 (ninety) days' notice before renewal.",
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
          {
            id: 'security',
            heading: 'Security',
            text: `The Licensor shall keep the Software free of known malicious code, remedy security vulnerabilities promptly, and report any cyber security incident affecting the Licensee to it at once and, where the CERT-In Directions of 28 April 2022 apply, to CERT-In within 6 (six) hours.`,
          },
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

function webDevelopment(d: Draft): TemplateDraft {
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
          {
            id: 'pre-existing-tools',
            heading: 'Pre-existing Tools and Open Source',
            text: 'The Developer retains its pre-existing tools and libraries and grants the Client a perpetual, royalty-free, non-exclusive licence to use them as part of the Website. The Developer shall give the Client an inventory of third-party and open-source components and their licences, and shall use no component whose licence would require the Client to disclose its proprietary code.',
          },
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
          {
            id: 'content',
            heading: 'Content',
            text: 'The Client is responsible for the content it supplies and warrants that it has the right to use it; the Developer is responsible for content it creates.',
          },
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
          {
            id: 'handover-on-termination',
            heading: 'Handover on Termination',
            text: 'On termination the Developer shall deliver all work in progress and credentials for which it has been paid, and the Client shall pay for work done up to termination.',
          },
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

function dataProcessing(d: Draft): TemplateDraft {
  const fiduciary = d.text('dataController')
  const processor = d.text('dataProcessor')
  const children = /child|minor|student|kid/i.test(d.text('dataTypes'))
  return {
    layout: 'agreement',
    title: 'Data Processing Agreement',
    preamble: `This Data Processing Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Data Fiduciary', fiduciary), party(d, 'Data Processor', processor)],
    recitals: [
      `The Data Fiduciary engages the Data Processor to process digital personal data on its behalf for the Purpose, and section 8(2) of the ${ACT.dpdp} permits it to do so only under a valid contract; this Agreement is that contract.`,
    ],
    definitions: [
      {
        term: 'Act',
        definition: `the ${ACT.dpdp}, the Digital Personal Data Protection Rules, 2025 and any other rules made under it, as each comes into force`,
      },
      {
        term: 'Personal Data',
        definition: `the digital personal data processed under this Agreement, comprising: ${d.prose('dataTypes')}`,
      },
      { term: 'Purpose', definition: d.prose('processingPurpose') },
      {
        term: 'Personal Data Breach',
        definition:
          'any unauthorised processing or accidental disclosure, acquisition, sharing, use, alteration, destruction or loss of access to Personal Data that compromises its confidentiality, integrity or availability',
      },
      {
        term: 'Sub-processor',
        definition: 'any person engaged by the Data Processor to process Personal Data',
      },
    ],
    sections: [
      {
        id: 'processing',
        heading: 'Processing',
        clauses: [
          {
            id: 'roles',
            heading: 'Roles',
            text: `The Data Fiduciary determines the purpose and means of processing and remains responsible under section 8(1) of the Act. The Data Processor processes Personal Data only on the Data Fiduciary's behalf.`,
          },
          {
            id: 'scope',
            heading: 'Subject Matter, Nature and Purpose',
            text: 'The Data Processor shall process the Personal Data of the Data Principals concerned only for the Purpose, for the duration of this Agreement, and by the processing operations necessary for the Purpose.',
          },
          {
            id: 'instructions',
            heading: 'Documented Instructions',
            text: 'The Data Processor shall process Personal Data only on the documented instructions of the Data Fiduciary (this Agreement being the first of them), and shall inform the Data Fiduciary at once if it believes an instruction breaches the Act.',
          },
          {
            id: 'personnel',
            heading: 'Personnel',
            text: 'The Data Processor shall ensure that only personnel who need access have it, and that they are bound by written obligations of confidentiality and trained in data protection.',
          },
          {
            id: 'children',
            heading: "Children's Data",
            text: `${children ? 'The Parties record that the Personal Data may include personal data of children. ' : ''}The Data Processor shall process any Personal Data of a child only on the documented instructions of the Data Fiduciary and only after the Data Fiduciary has confirmed in writing that it has obtained the verifiable consent of the child's parent, as section 9 of the Act requires. The Data Processor shall not undertake tracking or behavioural monitoring of children, or targeted advertising directed at children, and shall not process Personal Data of a child for any such purpose even on instructions (section 9 of the Act).`,
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security and Breach',
        clauses: [
          {
            id: 'security-measures',
            heading: 'Security Measures',
            text: 'The Data Processor shall implement and maintain reasonable security safeguards, including at least the measures in Schedule I, appropriate to the risk, as section 8(5) of the Act requires.',
          },
          {
            id: 'breach-notification',
            heading: 'Breach Notification',
            text: `The Data Processor shall notify the Data Fiduciary of any Personal Data Breach without delay and in any event within 6 (six) hours of becoming aware of it, with the information then available, and shall give a detailed report within 48 (forty-eight) hours, so that the Data Fiduciary can inform the Data Protection Board of India and each affected Data Principal under section 8(6) of the Act within the time the rules require (a detailed report within 72 hours); where the CERT-In Directions of 28 April 2022 apply to the Data Processor, it shall also report the incident to CERT-In within 6 (six) hours.`,
          },
          {
            id: 'records-and-logs',
            heading: 'Records and Logs',
            text: 'The Data Processor shall keep records of its processing and logs of access to Personal Data, retained for at least 180 (one hundred and eighty) days or longer where the rules require.',
          },
        ],
      },
      {
        id: 'obligations',
        heading: 'Sub-processors, Transfers and Assistance',
        clauses: [
          {
            id: 'sub-processors',
            heading: 'Sub-processors',
            text: "The Data Processor shall not engage a Sub-processor without the Data Fiduciary's prior written approval, shall impose on each Sub-processor by written contract obligations no less protective than this Agreement, and remains fully liable for its Sub-processors.",
          },
          {
            id: 'cross-border',
            heading: 'Cross-border Transfer',
            text: "The Data Processor shall not transfer Personal Data outside India without the Data Fiduciary's prior written consent, and never to a country or territory restricted by notification under section 16 of the Act, and shall comply with any sectoral data-localisation requirement notified to it.",
          },
          {
            id: 'data-principal-rights',
            heading: "Assistance with Data Principals' Rights",
            text: 'The Data Processor shall promptly assist the Data Fiduciary in responding to requests by Data Principals to access, correct, complete, update or erase their Personal Data, to nominate, and to have their grievances redressed, within the times the Act requires.',
          },
          {
            id: 'retention-and-deletion',
            heading: 'Retention, Return and Deletion',
            text: 'When the Purpose is served, when this Agreement ends or when the Data Fiduciary so instructs, the Data Processor shall return or erase the Personal Data (and cause its Sub-processors to do so), as section 8(7) of the Act contemplates, and certify erasure in writing, unless retention is required by law.',
          },
          {
            id: 'audit',
            heading: 'Audit and Inspection',
            text: 'The Data Processor shall make available all information needed to demonstrate compliance with this Agreement and allow audits and inspections by the Data Fiduciary or its independent auditor on reasonable notice, including any audit the Data Fiduciary must conduct as a Significant Data Fiduciary.',
          },
        ],
      },
      {
        id: 'liability',
        heading: 'Liability and Term',
        clauses: [
          indemnity('Data Processor', 'Data Fiduciary', [
            'any breach of this Agreement or of the Act by the Data Processor or its Sub-processors, including any penalty imposed on the Data Fiduciary by the Data Protection Board of India to the extent attributable to such breach;',
          ]),
          confidentiality('Agreement'),
          capacityWarranties('Agreement'),
          {
            id: 'term',
            heading: 'Term',
            text: 'This Agreement continues for so long as the Data Processor processes Personal Data on behalf of the Data Fiduciary, and prevails over any other agreement between the Parties on the processing of Personal Data.',
          },
          termination('Agreement'),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Data Fiduciary', fiduciary), signatory('Data Processor', processor)],
    witnessCount: 0,
    schedules: [
      {
        id: 'security-measures',
        title: 'Schedule I — Security Measures',
        paragraphs: [
          '1. Encryption of Personal Data in transit (TLS 1.2 or higher) and at rest.',
          '2. Role-based access control, least privilege, multi-factor authentication for administrative access, and prompt revocation of access on exit.',
          '3. Logging and monitoring of access to Personal Data, with logs protected from tampering.',
          '4. Regular vulnerability assessment and patching, and an annual independent security assessment.',
          '5. Backups, business-continuity and incident-response plans, tested at least annually.',
          '6. Masking or pseudonymisation of Personal Data in test and development environments.',
        ],
      },
    ],
    summary: `Processing by ${processor} of ${d.text('dataTypes')} on behalf of ${fiduciary} for ${d.text('processingPurpose')}, under s.8 of the DPDP Act: documented instructions, security measures, 6-hour breach notice, sub-processor approval, no transfer to restricted countries, deletion and audit.`,
    statutes: [
      cite(ACT.dpdp, 'ss.2, 8, 9, 16, 33'),
      cite(ACT.it, 's.43A'),
      cite(ACT.contract),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...TECH_CHECKLIST,
      otherSteps: [
        'Usually annexed to the main services agreement; if standalone, stamp it as an agreement.',
      ],
    },
  }
}

export const technologyDrafters = {
  'software-license': { placeFields: [], draft: softwareLicence },
  'web-development': { placeFields: [], draft: webDevelopment },
  'data-processing': { placeFields: [], draft: dataProcessing },
} satisfies Record<string, TemplateDrafter>
