import {
  byKind,
  capacityWarranties,
  confidentiality,
  indemnity,
  pronouns,
  termination,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { TECH_CHECKLIST } from './shared.ts'

const HEALTH = /\b(?:health|medical|patient|clinic|consultation|diagnos\w*|prescription|treatment|hospital)/i

export function dataProcessing(d: Draft): TemplateDraft {
  const fiduciary = d.text('dataController')
  const processor = d.text('dataProcessor')
  const fiduciaryPronouns = pronouns(entityKind(fiduciary))
  const children = /child|minor|student|kid/i.test(d.text('dataTypes'))
  // Reference §2.0: most DPDP Rules apply from about May 2027; until then IT Act s.43A and the SPDI Rules [verify].
  d.flag(
    'dpdp-transition',
    'The Digital Personal Data Protection Rules, 2025 are phased: Rules 3 and 5–16 apply only from about May 2027. Until the Act and Rules are fully in force, section 43A of the Information Technology Act, 2000 and the rules under it (the SPDI Rules, 2011) are reported to govern [verify]: the Clause on Transition keeps the Data Processor bound by both.',
  )
  if (HEALTH.test(d.text('dataTypes')))
    d.flag(
      'health-data',
      'The Personal Data includes health or medical information. Under the SPDI Rules, 2011 such information may be sensitive personal data [verify]: confirm that the security measures in Schedule I meet the standard those Rules set [verify], and that every category listed (for example, consultation notes) is needed for the Purpose.',
      'dataTypes',
    )
  return {
    layout: 'agreement',
    title: 'Data Processing Agreement',
    preamble: `This Data Processing Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Data Fiduciary', fiduciary), party(d, 'Data Processor', processor)],
    recitals: [
      `The Data Fiduciary engages the Data Processor to process digital personal data on ${fiduciaryPronouns.possessive} behalf for the Purpose, and section 8(2) of the ${ACT.dpdp} permits ${fiduciaryPronouns.object} to do so only under a valid contract; this Agreement is that contract.`,
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
          byKind((of) => ({
            id: 'instructions',
            heading: 'Documented Instructions',
            text: `The Data Processor shall process Personal Data only on the documented instructions of the Data Fiduciary (this Agreement being the first of them), and shall inform the Data Fiduciary at once if ${of('Data Processor').subject} believes an instruction breaches the Act.`,
          })),
          {
            id: 'personnel',
            heading: 'Personnel',
            text: 'The Data Processor shall ensure that only personnel who need access have it, and that they are bound by written obligations of confidentiality and trained in data protection.',
          },
          byKind((of) => ({
            id: 'transition',
            heading: 'Transition',
            text: `Until the provisions of the Act that govern the processing under this Agreement are in force, the Data Processor shall also comply with section 43A of the ${ACT.it} and the rules made under it on reasonable security practices and procedures, in addition to ${of('Data Processor').possessive} obligations under this Agreement.`,
          })),
          byKind((of) => ({
            id: 'children',
            heading: "Children's Data",
            text: `${children ? 'The Parties record that the Personal Data may include personal data of children. ' : ''}The Data Processor shall process any Personal Data of a child only on the documented instructions of the Data Fiduciary and only after the Data Fiduciary has confirmed in writing that ${of('Data Fiduciary').subject} has obtained the verifiable consent of the child's parent, as section 9 of the Act requires. The Data Processor shall not undertake tracking or behavioural monitoring of children, or targeted advertising directed at children, and shall not process Personal Data of a child for any such purpose even on instructions (section 9 of the Act).`,
          })),
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
          byKind((of) => ({
            id: 'breach-notification',
            heading: 'Breach Notification',
            text: `The Data Processor shall notify the Data Fiduciary of any Personal Data Breach without delay and in any event within 6 (six) hours of becoming aware of it, with the information then available, and shall give a detailed report within 48 (forty-eight) hours, so that the Data Fiduciary can inform the Data Protection Board of India and each affected Data Principal under section 8(6) of the Act within the time the rules require (a detailed report within 72 hours); where the CERT-In Directions of 28 April 2022 apply to the Data Processor, ${of('Data Processor').subject} shall also report the incident to CERT-In within 6 (six) hours.`,
          })),
          byKind((of) => ({
            id: 'records-and-logs',
            heading: 'Records and Logs',
            text: `The Data Processor shall keep records of ${of('Data Processor').possessive} processing and logs of access to Personal Data, retained for at least 180 (one hundred and eighty) days or longer where the rules require.`,
          })),
        ],
      },
      {
        id: 'obligations',
        heading: 'Sub-processors, Transfers and Assistance',
        clauses: [
          byKind((of) => ({
            id: 'sub-processors',
            heading: 'Sub-processors',
            text: `The Data Processor shall not engage a Sub-processor without the Data Fiduciary's prior written approval, shall impose on each Sub-processor by written contract obligations no less protective than this Agreement, and remains fully liable for ${of('Data Processor').possessive} Sub-processors.`,
          })),
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
          byKind((of) => ({
            id: 'retention-and-deletion',
            heading: 'Retention, Return and Deletion',
            text: `When the Purpose is served, when this Agreement ends or when the Data Fiduciary so instructs, the Data Processor shall return or erase the Personal Data (and cause ${of('Data Processor').possessive} Sub-processors to do so), as section 8(7) of the Act contemplates, and certify erasure in writing, unless retention is required by law.`,
          })),
          byKind((of) => ({
            id: 'audit',
            heading: 'Audit and Inspection',
            text: `The Data Processor shall make available all information needed to demonstrate compliance with this Agreement and allow audits and inspections by the Data Fiduciary or ${of('Data Fiduciary').possessive} independent auditor on reasonable notice, including any audit the Data Fiduciary must conduct as a Significant Data Fiduciary.`,
          })),
        ],
      },
      {
        id: 'liability',
        heading: 'Liability and Term',
        clauses: [
          indemnity('Data Processor', 'Data Fiduciary', [
            `any breach of this Agreement or of the Act by the Data Processor or ${pronouns(entityKind(processor)).possessive} Sub-processors, including any penalty imposed on the Data Fiduciary by the Data Protection Board of India to the extent attributable to such breach;`,
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
