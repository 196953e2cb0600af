import { stampDuty } from '../checklist.ts'
import { feeBasis, feeInvoicing } from '../business/shared.ts'
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
import { licensedGoods } from './licensed-goods.ts'

export function trademarkLicence(d: Draft): TemplateDraft {
  const licensor = d.text('licensor')
  const licensee = d.text('licensee')
  const goods = licensedGoods(d)
  const invoicing = feeInvoicing(d, 'licenseFee', 'Licence Fee', 'Licensor')
  const term = d.tbc(
    'licence-term',
    'term of the licence',
    'The term of the licence is not among the details given.',
  )
  d.assume([
    'non-exclusive licence',
    'territory of India',
    'stock sell-off period of 90 days after termination',
    invoicing.assumed,
  ])
  return {
    layout: 'agreement',
    title: 'Trade Mark Licence Agreement',
    preamble: `This Trade Mark Licence Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Licensor', licensor), party(d, 'Licensee', licensee)],
    recitals: [
      `The Licensor is the proprietor of the Trade Mark and has agreed to permit the Licensee to use it on the Licensed Goods, subject to the Licensor's control, as permitted use under section 2(1)(r) of the ${ACT.trademarks}.`,
    ],
    definitions: [
      { term: 'Trade Mark', definition: d.text('trademark') },
      { term: 'Licensed Goods', definition: goods },
      { term: 'Territory', definition: 'India' },
      {
        term: 'Licence Fee',
        definition: `${d.amount('licenseFee')}, payable ${feeBasis(d, 'licenseFee', 'Licence Fee')}`,
      },
      { term: 'Term', definition: `${term} from the date of this Agreement` },
    ],
    sections: [
      {
        id: 'licence',
        heading: 'Licence and Fees',
        clauses: [
          {
            id: 'grant',
            heading: 'Grant',
            text: "The Licensor grants the Licensee a non-exclusive, non-transferable licence to use the Trade Mark on and in relation to the Licensed Goods in the Territory for the Term. The Licensee shall not sub-license without the Licensor's prior written consent.",
          },
          byKind((of) => ({
            id: 'licence-fee',
            heading: 'Licence Fee, Reports and Audit',
            text: `${invoicing.text} The Licensee shall pay the Licence Fee within 15 (fifteen) days of each invoice, give the Licensor quarterly reports of the Licensed Goods sold, and allow the Licensor to audit ${of('Licensee').possessive} relevant records on reasonable notice.`,
          })),
          taxes('Agreement', 'Licensee', 'Licensor'),
        ],
      },
      {
        id: 'control',
        heading: 'Quality Control and Use',
        clauses: [
          byKind((of) => ({
            id: 'quality-control',
            heading: 'Quality Control',
            text: `The Licensee shall manufacture and sell the Licensed Goods only to the quality standards and specifications the Licensor prescribes in writing; shall submit samples for the Licensor's approval before first sale and on request; and shall allow the Licensor to inspect ${of('Licensee').possessive} premises and processes. The Licensor's control of quality is the basis on which the Licensee's use is the permitted use of the Trade Mark.`,
          })),
          {
            id: 'marking',
            heading: 'Marking',
            text: `The Licensee shall use the Trade Mark only in the form the Licensor approves, with the symbol ® where the mark is registered and the legend "used under licence from ${licensor}".`,
          },
          {
            id: 'goodwill',
            heading: 'Goodwill',
            text: 'All use of the Trade Mark by the Licensee, and the goodwill from it, accrue to the Licensor.',
          },
          {
            id: 'no-challenge',
            heading: 'No Challenge and No Similar Filings',
            text: "The Licensee shall not, during the Term, challenge the validity of the Trade Mark or the Licensor's title to it, and shall not at any time apply to register any mark, trade name or domain name identical or deceptively similar to the Trade Mark.",
          },
          byKind((of) => ({
            id: 'enforcement',
            heading: 'Enforcement',
            text: `The Licensee shall notify the Licensor promptly of any infringement of the Trade Mark. The Licensor decides whether to take action and controls it, and the Licensee shall co-operate at the Licensor's cost; the Licensee's right as a registered user to sue in ${of('Licensee').possessive} own name after notice under section 52 of the Trade Marks Act, 1999 applies only if ${of('Licensee').subject} is recorded as a registered user.`,
          })),
          {
            id: 'registered-user',
            heading: 'Registered User',
            text: `The Parties may apply to record the Licensee as a registered user under sections 48 to 55 of the ${ACT.trademarks}; recordal is optional and the licence is effective without it.`,
          },
        ],
      },
      {
        id: 'risk',
        heading: 'Warranties, Indemnities and Termination',
        clauses: [
          byKind((of) => ({
            id: 'licensor-warranties',
            heading: "Licensor's Warranties",
            text: `The Licensor warrants that the Licensor is the proprietor of the Trade Mark, that the registration is subsisting, and that to ${of('Licensor').possessive} knowledge the use of the Trade Mark as permitted does not infringe the rights of any third party.`,
          })),
          indemnity(
            'Licensor',
            'Licensee',
            [
              "any claim that the use of the Trade Mark as permitted by this Agreement infringes a third party's rights;",
            ],
            true,
          ),
          indemnity(
            'Licensee',
            'Licensor',
            [
              'any claim arising from the Licensed Goods, including product liability claims;',
              'any use of the Trade Mark not permitted by this Agreement;',
            ],
            true,
          ),
          capacityWarranties('Agreement'),
          confidentiality('Agreement'),
          termination('Agreement'),
          byKind((of) => ({
            id: 'phase-out',
            heading: 'Phase-out and Sell-off',
            text: `On termination or expiry the Licensee may sell ${of('Licensee').possessive} existing stock of Licensed Goods for 90 (ninety) days (except on termination for breach of the Clause on Quality Control), and shall then stop all use of the Trade Mark and cancel any registered-user entry.`,
          })),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Licensor', licensor), signatory('Licensee', licensee)],
    witnessCount: 2,
    summary: `Non-exclusive licence by ${licensor} to ${licensee} to use ${d.text('trademark')} in India for a fee of ${d.rupees('licenseFee')}; quality control, goodwill to the licensor and sell-off on termination.`,
    statutes: [
      cite(ACT.trademarks, 'ss.2(1)(r), 48–55'),
      cite(ACT.contract),
      cite(ACT.competition, 's.3(5)'),
      cite(ACT.incomeTax),
      cite(ACT.cgst),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...IP_CHECKLIST,
      stampDuty: stampDuty('agreement'),
      otherSteps: [
        'The licence must be in writing to qualify as permitted use.',
        'Optionally apply to record the Licensee as a registered user (Form TM-U [verify form]).',
      ],
    },
  }
}
