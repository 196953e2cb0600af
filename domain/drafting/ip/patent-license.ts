import { registration, stampDuty } from '../checklist.ts'
import {
  byKind,
  capacityWarranties,
  confidentiality,
  indemnity,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { IP_CHECKLIST } from './shared.ts'

export function patentLicence(d: Draft): TemplateDraft {
  const licensor = d.text('patentOwner')
  const licensee = d.text('licensee')
  const rate = d.number('royaltyRate')
  d.assume([
    'non-exclusive licence in all fields of use',
    'territory of India',
    'royalty reported and paid quarterly',
  ])
  // The Licensor's title is its representation (Clause on Warranties), not a fact this agreement states.
  d.flag(
    'licensor-title',
    "That the Licensor owns the Licensed Patent and that it is in force is stated as the Licensor's representation and warranty, not as a fact: confirm both, and any licence or interest already recorded, from the register of patents kept by the Controller [verify].",
    'patentDetails',
  )
  return {
    layout: 'agreement',
    title: 'Patent Licence Agreement',
    preamble: `This Patent Licence Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Licensor', licensor), party(d, 'Licensee', licensee)],
    recitals: [
      `The Licensor has represented to the Licensee that the Licensor owns the Licensed Patent and gives the warranties in the Clause on Warranties and Disclaimers. The Licensor has agreed to grant the Licensee a licence under it on the terms of this Agreement, which reduces to writing all the terms of the licence as section 68 of the ${ACT.patents} requires.`,
    ],
    definitions: [
      {
        term: 'Licensed Patent',
        definition: `${d.prose('patentDetails')}, and any patent of addition to it`,
      },
      {
        term: 'Licensed Products',
        definition:
          'products made, used or sold by the Licensee that, but for this licence, would infringe a valid claim of the Licensed Patent',
      },
      {
        term: 'Net Sales',
        definition:
          'the gross amounts invoiced by the Licensee for Licensed Products, less taxes, freight, insurance, returns and trade discounts actually allowed',
      },
      { term: 'Royalty Rate', definition: `${rate}% (${rate} per cent) of Net Sales` },
      { term: 'Territory', definition: 'India' },
    ],
    sections: [
      {
        id: 'licence',
        heading: 'Licence',
        clauses: [
          {
            id: 'grant',
            heading: 'Grant',
            text: 'The Licensor grants the Licensee a non-exclusive, non-transferable licence under the Licensed Patent to make, use, sell, offer for sale and import Licensed Products in the Territory, in all fields of use, for the term of this Agreement.',
          },
          {
            id: 'sublicensing',
            heading: 'Sub-licensing',
            text: "The Licensee may grant sub-licences only with the Licensor's prior written consent, on terms consistent with this Agreement.",
          },
          {
            id: 'no-tie-in',
            heading: 'No Restrictive Conditions',
            text: `Nothing in this Agreement requires the Licensee to acquire from the Licensor any article other than the patented article, restricts the Licensee from using any article or process not protected by the Licensed Patent, or restricts the Licensee from challenging the validity of the Licensed Patent; any provision that would have such an effect is void under section 140 of the ${ACT.patents} and is severed.`,
          },
        ],
      },
      {
        id: 'royalty',
        heading: 'Royalty, Reports and Audit',
        clauses: [
          {
            id: 'royalty',
            heading: 'Royalty',
            text: `The Licensee shall pay the Licensor a royalty at the Royalty Rate on Net Sales of Licensed Products, quarterly within 30 (thirty) days of the end of each calendar quarter, after deducting any tax required by the ${ACT.incomeTax}.`,
          },
          {
            id: 'reports-and-audit',
            heading: 'Reports and Audit',
            text: 'With each payment the Licensee shall give a statement of Licensed Products sold and Net Sales. The Licensee shall keep records for 3 (three) years and allow an independent accountant appointed by the Licensor to audit them once a year; if the audit shows an underpayment of more than 5% (five per cent), the Licensee shall bear the cost of the audit.',
          },
          taxes('Agreement', 'Licensee', 'Licensor'),
        ],
      },
      {
        id: 'patent-management',
        heading: 'Improvements, Maintenance and Enforcement',
        clauses: [
          byKind((of) => ({
            id: 'improvements',
            heading: 'Improvements',
            text: `Each Party owns the improvements ${of('Party').subject} makes to the invention. The Licensee shall disclose ${of('Licensee').possessive} improvements to the Licensor and grants the Licensor a non-exclusive, royalty-free licence to use them in the Territory; the Licensee remains free to use and license ${of('Licensee').possessive} improvements to others.`,
          })),
          byKind((of) => ({
            id: 'maintenance',
            heading: 'Prosecution and Maintenance',
            text: `The Licensor shall pay the renewal fees and maintain the Licensed Patent in force, and shall notify the Licensee promptly if ${of('Licensor').subject} decides to let it lapse, in which case the Licensee may maintain it at ${of('Licensee').possessive} cost.`,
          })),
          byKind((of) => ({
            id: 'enforcement',
            heading: 'Enforcement and Defence',
            text: `Each Party shall notify the other of any infringement of the Licensed Patent or any claim that Licensed Products infringe a third party's rights. The Licensor may take action against infringers at ${of('Licensor').possessive} cost and keep any recovery; the Licensee shall co-operate.`,
          })),
          byKind((of) => ({
            id: 'working-statements',
            heading: 'Working Statements',
            text: `The Licensee shall give the Licensor, in good time, the information needed for the statement of working in Form 27 under section 146 of the ${ACT.patents}, and shall ${of('Licensee').reflexive} file the statement where the law requires a licensee to do so.`,
          })),
        ],
      },
      {
        id: 'risk',
        heading: 'Warranties, Term and Termination',
        clauses: [
          byKind((of) => ({
            id: 'warranties',
            heading: 'Warranties and Disclaimers',
            text: `The Licensor warrants that the Licensor owns the Licensed Patent, that the Licensed Patent is in force and that the Licensor has not granted rights inconsistent with this Agreement. The Licensor gives no warranty that the Licensed Patent is valid or that Licensed Products do not infringe third-party rights, except to ${of('Licensor').possessive} actual knowledge.`,
          })),
          indemnity('Licensee', 'Licensor', [
            'any claim arising from Licensed Products made or sold by the Licensee, including product liability claims;',
          ]),
          confidentiality('Agreement'),
          capacityWarranties('Agreement'),
          {
            id: 'term',
            heading: 'Term',
            text: `This Agreement continues until the Licensed Patent expires or ceases to be in force. The Licensee may terminate it by 3 (three) months' notice after the Licensed Patent ceases to be in force, as section 141 of the ${ACT.patents} provides.`,
          },
          termination('Agreement'),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Licensor', licensor), signatory('Licensee', licensee)],
    witnessCount: 2,
    summary: `Non-exclusive licence by ${licensor} to ${licensee} under ${d.text('patentDetails')} in India at a royalty of ${rate}% of net sales; reports and audit, improvements owned by each party (non-exclusive licence back), no restrictive conditions under s.140; to be registered in Form 16.`,
    statutes: [
      cite(ACT.patents, 'ss.68, 69, 140, 141, 146'),
      cite(ACT.contract),
      cite(ACT.competition, 's.3(5)(i)'),
      cite(ACT.incomeTax),
      cite(ACT.fema),
      cite(ACT.cgst),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...IP_CHECKLIST,
      stampDuty: stampDuty('agreement'),
      registration: registration(
        'not-required',
        'Not registrable under the Registration Act, 1908; register the licence with the Controller of Patents instead (see other steps).',
      ),
      otherSteps: [
        'The licence is invalid unless in writing, embodying all its terms and duly executed (Patents Act, 1970, s.68).',
        "Apply to the Controller to register the licence in Form 16 (s.69); an unregistered licence is not admitted as evidence of title except with the court's leave (s.69(5)).",
      ],
    },
  }
}
