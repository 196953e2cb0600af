import { STANDARD_CHECKLIST } from '../business/shared.ts'
import { NO_POST_TERM_RESTRAINT } from '../business-trade.ts'
import {
  byKind,
  capacityWarranties,
  confidentiality,
  dataProtection,
  indemnity,
  pronouns,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from '../clauses.ts'
import { type ClauseSpec, type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

export function franchise(d: Draft): TemplateDraft {
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
  const individual = entityKind(franchisee) === 'individual'
  d.assume([
    'exclusive right to one outlet in the Territory',
    "renewal on the franchisor's then-current terms if not in breach",
    ...(individual
      ? [
          "on the Franchisee's death or incapacity, 90 days for the legal representatives to apply to take over, else termination and an option for the Franchisor to buy the Outlet's equipment and stock at fair value",
        ]
      : []),
  ])
  return {
    layout: 'agreement',
    title: 'Franchise Agreement',
    preamble: `This Franchise Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Franchisor', franchisor), party(d, 'Franchisee', franchisee)],
    recitals: [
      `The Franchisor has developed a distinctive system for operating ${pronouns(entityKind(franchisor)).possessive} business under the Marks (the "System"), and the Franchisee wishes to operate one outlet under the System in the Territory on the terms of this Agreement.`,
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
          byKind((of) => ({
            id: 'grant',
            heading: 'Grant of Franchise',
            text: `The Franchisor grants the Franchisee the right, for the Term, to operate the Outlet under the System and the Marks. During the Term the Franchisor shall not ${of('Franchisor').reflexive} operate, or grant another franchisee the right to operate, an outlet under the Marks in the Territory.`,
          })),
          {
            id: 'renewal',
            heading: 'Renewal',
            text: "The Franchisee may renew for a further term on the Franchisor's then-current terms if the Franchisee is not in breach and gives 6 (six) months' notice before expiry.",
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
            text: "The Franchisee shall obtain premises for the Outlet approved by the Franchisor and fit them out at the Franchisee's own cost to the Franchisor's specifications, and shall open the Outlet only after the Franchisor's written approval.",
          },
          {
            id: 'training',
            heading: 'Training and Support',
            text: "The Franchisor shall train the Franchisee and the Franchisee's key staff before opening and provide reasonable continuing operational support.",
          },
          {
            id: 'manual-and-standards',
            heading: 'Manual and Quality Standards',
            text: "The Franchisee shall operate the Outlet strictly in accordance with the Manual and the Franchisor's quality, hygiene and service standards, and shall allow the Franchisor to inspect and audit the Outlet (including by mystery shopping) at any time during business hours.",
          },
          byKind((of) => ({
            id: 'approved-suppliers',
            heading: 'Approved Suppliers',
            text: `The Franchisee shall buy ingredients, goods and equipment that affect the quality or identity of the System from the Franchisor or approved suppliers; for other items ${of('Franchisee').subject} may use any supplier that meets the Franchisor's specifications. This requirement goes no further than necessary to protect the System, having regard to section 3(4) of the ${ACT.competition}.`,
          })),
          {
            id: 'licences-and-insurance',
            heading: 'Licences and Insurance',
            text: 'The Franchisee shall obtain the shops and establishments registration, food safety licence and every other licence for the Outlet, and shall insure the Outlet, its contents and public liability.',
          },
          {
            id: 'reporting-and-audit',
            heading: 'Reporting and Audit',
            text: "The Franchisee shall use the Franchisor's point-of-sale system, give monthly sales reports and allow the Franchisor to audit the Franchisee's books; if an audit reveals under-reporting of more than 2% (two per cent), the Franchisee shall pay the shortfall and the cost of the audit.",
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
          transfer(),
          individual && deathOrIncapacity(),
          indemnity(
            'Franchisor',
            'Franchisee',
            [
              "any claim that the use of the Marks, the Manual or the System as permitted by this Agreement infringes a third party's intellectual property rights;",
            ],
            true,
          ),
          indemnity(
            'Franchisee',
            'Franchisor',
            [
              'the operation of the Outlet, including claims by customers, employees and authorities;',
              'any breach of this Agreement or of law by the Franchisee;',
            ],
            true,
          ),
          capacityWarranties('Agreement'),
        ],
      },
      {
        id: 'termination',
        heading: 'Termination',
        clauses: [
          termination('Agreement'),
          byKind((of) => ({
            id: 'step-in',
            heading: 'Step-in',
            text: `If the Franchisee abandons the Outlet or seriously breaches the quality standards, the Franchisor may step in and operate the Outlet for the Franchisee's account until the breach is cured or this Agreement is terminated, and the Franchisee grants the Franchisor and ${of('Franchisor').possessive} staff a licence to enter the Outlet for that purpose.`,
          })),
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

/** No transfer without consent; a change in who controls a company or firm franchisee counts as one. */
function transfer(): ClauseSpec {
  const clause = (control: string): ClauseSpec => ({
    id: 'transfer',
    heading: 'Transfer',
    text: `The Franchisee shall not assign this Agreement, sell the Outlet${control} without the Franchisor's prior written consent, which may be conditioned on the transferee meeting the Franchisor's criteria.`,
  })
  const organisation = clause(' or undergo a change in the persons who control it')
  return {
    ...organisation,
    // A person has no controller to change: he or she may not hand the Outlet's management over instead.
    fit: (parties) =>
      parties.of('Franchisee') === 'individual'
        ? clause(' or hand over the management of the Outlet to another person')
        : organisation,
  }
}

/** An individual's franchise is personal: on death or incapacity it passes only with the Franchisor's approval. */
function deathOrIncapacity(): ClauseSpec {
  return byKind((of) => ({
    id: 'death-or-incapacity',
    heading: 'Death or Incapacity of the Franchisee',
    text: `If the Franchisee dies or becomes permanently unable to operate the Outlet, his or her legal representatives may, within 90 (ninety) days, apply to take over the franchise, and the Franchisor shall not unreasonably refuse an applicant who meets ${of('Franchisor').possessive} criteria for new franchisees. If no application is made within that time or an application is refused, this Agreement ends, the Clause on De-branding applies, and the Franchisor may buy the Outlet's equipment and stock at their fair value, paying the price to the Franchisee's legal representatives.`,
  }))
}
