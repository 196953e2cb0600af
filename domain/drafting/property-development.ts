import { NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from './checklist.ts'
import {
  byKind,
  capacityWarranties,
  count,
  indemnity,
  pronouns,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from './clauses.ts'
import {
  type Draft,
  type TemplateDraft,
  type TemplateDrafter,
  entityKind,
  party,
  signatory,
} from './draft.ts'
import { ACT, cite } from './statutes.ts'
import { acquiredBy } from './title-chain.ts'

function development(d: Draft): TemplateDraft {
  const owner = d.text('landOwner')
  const developer = d.text('developer')
  const months = d.number('completionTime')
  const project = d.prose('projectDetails')
  const sharing = /\d+\s*%|ratio|share|\d+\s*:\s*\d+/i.test(project)
    ? `in the ratio stated in the Project Details (${project})`
    : d.tbc(
        'sharing',
        'area or revenue sharing ratio between the Owner and the Developer',
        'The sharing ratio between the owner and the developer is not among the details given.',
      )
  const delay = d.tbc(
    'delay-compensation',
    'compensation payable by the Developer per month of delay (₹)',
    'The delay compensation is not among the details given.',
  )
  const deposit = d.tbc(
    'jda-deposit',
    'refundable deposit payable by the Developer to the Owner, if any (₹)',
    'Whether the developer pays the owner a refundable deposit, and how much, is not among the details given.',
  )
  return {
    layout: 'agreement',
    title: 'Joint Development Agreement',
    preamble: `This Joint Development Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Owner', owner), party(d, 'Developer', developer)],
    recitals: [
      // The title is the Owner's to warrant (Clause on Owner's Title Warranties), not a fact this agreement states.
      `The Owner has represented to the Developer that the Owner owns, and is in possession of, the Land, ${acquiredBy(d, { owner: 'Owner', property: 'the Land', instrument: 'a joint development agreement' })}, and gives the warranties in the Clause on Owner's Title Warranties.`,
      `The Developer is engaged in the business of developing real estate and has agreed to develop the Land at ${pronouns(entityKind(developer)).possessive} own cost, in consideration of the Developer's Share, on the terms of this Agreement.`,
    ],
    definitions: [
      { term: 'Land', definition: 'the land described in Schedule I' },
      {
        term: 'Project Details',
        definition: `the details of the Land and the project agreed by the Parties, namely: ${project}`,
      },
      {
        term: 'Project',
        definition:
          'the development to be constructed on the Land in accordance with the Project Details and the Approvals',
      },
      {
        term: 'Approvals',
        definition:
          'all permissions, sanctions, licences and registrations required for the Project, including the building plan sanction, the commencement certificate, environmental clearance where required, the registration of the Project under the Real Estate (Regulation and Development) Act, 2016 and the occupancy or completion certificate',
      },
      {
        term: "Owner's Share and Developer's Share",
        definition: `the constructed units and proportionate undivided interest in the Land allocated to each Party, determined ${sharing}`,
      },
      {
        term: 'Completion Period',
        definition: `${count(months, 'month')} from the date on which the commencement certificate for the Project is issued`,
      },
    ],
    sections: [
      {
        id: 'development-rights',
        heading: 'Development Rights',
        clauses: [
          byKind((of) => ({
            id: 'grant',
            heading: 'Grant of Development Rights',
            text: `The Owner grants to the Developer the exclusive right to develop the Land by constructing the Project. For that purpose the Owner permits the Developer, ${of('Developer').possessive} contractors and agents to enter upon the Land as licensees. This Agreement does not transfer ownership of, or possession in part performance of a transfer of, the Land; title to the Developer's Share passes only by the conveyances executed under the Clause on Allocation and Sale.`,
          })),
          byKind((of) => ({
            id: 'approvals',
            heading: 'Approvals',
            text: `The Developer shall apply for and obtain all Approvals at ${of('Developer').possessive} own cost and with due diligence. The Owner shall sign every application, affidavit and document reasonably required for the Approvals and shall execute in favour of the Developer a registered power of attorney limited to obtaining the Approvals, carrying out the Project and selling the Developer's Share.`,
          })),
          byKind((of) => ({
            id: 'rera',
            heading: 'RERA Compliance',
            text: `The Developer shall register the Project under section 3 of the ${ACT.rera} before advertising, marketing or selling any unit, shall deposit 70% (seventy per cent) of the amounts realised from allottees in the separate account required by section 4(2)(l)(D) of that Act and shall comply with sections 11, 14 and 18 of that Act. The Owner acknowledges that ${of('Owner').subject} may be a promoter for the purposes of that Act in respect of the Owner's Share and shall comply with the obligations that attach to ${of('Owner').object}.`,
          })),
          {
            id: 'deposit',
            heading: 'Refundable Deposit',
            text: `The Developer shall pay the Owner a refundable, interest-free deposit of ${deposit} on the execution of this Agreement, refundable by the Owner against the handover of the Owner's Share.`,
          },
        ],
      },
      {
        id: 'construction',
        heading: 'Construction and Completion',
        clauses: [
          byKind((of) => ({
            id: 'specifications',
            heading: 'Construction and Specifications',
            text: `The Developer shall construct the Project at ${of('Developer').possessive} own cost in a good and workmanlike manner, with materials of good quality, in accordance with the sanctioned plans, the National Building Code, the applicable building bye-laws and the specifications in Schedule II, and shall not deviate from the sanctioned plans without the Approvals and the Owner's written consent.`,
          })),
          {
            id: 'milestones',
            heading: 'Milestones and Completion',
            text: "The Developer shall complete the Project, obtain the occupancy or completion certificate and hand over the Owner's Share within the Completion Period, extended only by force majeure under the Clause on Force Majeure and by delay in the grant of an Approval not attributable to the Developer. The Developer shall give the Owner a quarterly progress report.",
          },
          byKind((of) => ({
            id: 'delay',
            heading: 'Delay Compensation',
            text: `If the Developer fails to hand over the Owner's Share within the Completion Period, ${of('Developer').subject} shall pay the Owner ${delay} for each month of delay as reasonable compensation under section 74 of the ${ACT.contract}, without prejudice to the Owner's rights under the Clause on Termination and Step-in.`,
          })),
          byKind((of) => ({
            id: 'defect-liability',
            heading: 'Defect Liability',
            text: `The Developer shall rectify, at ${of('Developer').possessive} cost, any structural defect or defect in workmanship, quality or services in the Project notified within 5 (five) years from the date of handover, as section 14(3) of the ${ACT.rera} requires.`,
          })),
          byKind((of) => ({
            id: 'insurance',
            heading: 'Insurance',
            text: `The Developer shall insure the works, materials and third-party liability during construction, and shall ensure that ${of('Developer').possessive} contractors insure their workmen as required by law.`,
          })),
        ],
      },
      {
        id: 'allocation',
        heading: 'Allocation, Costs and Taxes',
        clauses: [
          byKind((of) => ({
            id: 'allocation-and-sale',
            heading: 'Allocation and Sale',
            text: `Before the Developer markets any unit, the Parties shall sign an allocation letter identifying the units in the Owner's Share and the Developer's Share. Each Party may sell the units in ${of('Party').possessive} own share and retain the proceeds, and the Owner shall join in the conveyance of the proportionate undivided interest in the Land to the purchasers of the Developer's Share.`,
          })),
          byKind((of) => ({
            id: 'costs-and-taxes',
            heading: 'Costs and Taxes',
            text: `The Developer shall bear all costs of the Approvals and construction, and the goods and services tax on ${of('Developer').possessive} supplies under the ${ACT.cgst}. The Owner shall bear the taxes on the Land up to the date of this Agreement and ${of('Owner').possessive} own tax on the consideration ${of('Owner').subject} receives under the ${ACT.incomeTax}.`,
          })),
          {
            id: 'owner-title',
            heading: "Owner's Title Warranties",
            text: 'The Owner represents and warrants that the Owner has clear and marketable title to the Land, that the Land is free from encumbrances, tenancies, litigation and acquisition proceedings, and that the Owner has not granted any right in the Land to any other person.',
          },
          indemnity(
            'Developer',
            'Owner',
            [
              "any breach of this Agreement or of any law by the Developer or the Developer's contractors or agents;",
              "any claim by an allottee of the Developer's Share, a contractor, a workman or an authority in connection with the Project;",
            ],
            true,
          ),
          indemnity('Owner', 'Developer', ["any defect in the Owner's title to the Land;"], true),
          capacityWarranties('Agreement'),
        ],
      },
      {
        id: 'termination',
        heading: 'Termination and Step-in',
        clauses: [
          byKind((of) => ({
            id: 'termination-and-step-in',
            heading: 'Termination and Step-in',
            text: `If the Developer commits a material breach (including abandonment of the works) and does not remedy it within 90 (ninety) days of the Owner's notice, the Owner may terminate this Agreement, revoke the power of attorney (to the extent not coupled with rights of allottees) and complete the Project ${of('Owner').reflexive} or through another developer, and the Developer shall be liable for the additional cost. Rights already granted to allottees under registered agreements shall be respected.`,
          })),
        ],
      },
    ],
    general: { stampDutyBorneBy: 'the Developer', forceMajeure: true },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Owner', owner), signatory('Developer', developer)],
    witnessCount: 2,
    schedules: [
      {
        id: 'land',
        title: 'Schedule I — The Land',
        paragraphs: [
          project,
          `Survey number, area and boundaries: ${d.tbc('land-particulars', 'survey number, extent and boundaries of the Land', 'The survey number, extent and boundaries of the land are not among the details given: add them to Schedule I.')}.`,
        ],
      },
      {
        id: 'specifications',
        title: 'Schedule II — Specifications',
        paragraphs: [
          d.tbc(
            'specifications',
            'construction specifications (structure, flooring, fittings, finishes)',
            'The construction specifications are not among the details given: add them to Schedule II.',
          ),
        ],
      },
    ],
    summary: `Joint development of land by ${owner} (Owner) and ${developer} (Developer): ${project}; completion within ${count(months, 'month')} of the commencement certificate, RERA compliance and five-year defect liability.`,
    statutes: [
      cite(ACT.tpa),
      cite(ACT.contract, 'ss.73, 74'),
      cite(ACT.specificRelief),
      cite(ACT.registration),
      cite(ACT.stamp),
      cite(ACT.rera, 'ss.3, 4, 11, 14, 18'),
      cite(ACT.incomeTax),
      cite(ACT.cgst),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        'agreement',
        'Several States charge development agreements like a conveyance (e.g. Maharashtra Stamp Act, 1958, Schedule I, Article 5(g-a) read with Article 25(b): Sandeep Dwellers v State of Maharashtra, Bom HC 2022); the duty is often heavy, so check the State schedule.',
      ),
      registration: registration(
        'compulsory',
        'Register this agreement where it grants possession of or an interest in the Land (Registration Act, 1908, s.17), which many States require for development agreements; the power of attorney to the Developer must also be registered.',
      ),
      witnesses: witnesses(
        2,
        false,
        'Two witnesses attest execution and identify the executants at registration.',
      ),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: {
        permitted: true,
        basis:
          'Permitted by the Information Technology Act, 2000 after the October 2022 change [verify]; but the accompanying power of attorney cannot be e-signed (First Schedule) and registration requires physical appearance in most States, so execute in wet ink.',
      },
      otherSteps: [
        'Execute and register the power of attorney to the Developer.',
        `Register the Project under the ${ACT.rera} before any marketing.`,
      ],
    },
  }
}

export const propertyDevelopmentDrafters = {
  'property-development': {
    placeFields: ['projectDetails'],
    propertyFields: ['projectDetails'],
    draft: development,
  },
} satisfies Record<string, TemplateDrafter>
