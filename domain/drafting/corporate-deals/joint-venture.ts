import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import {
  byKind,
  capacityWarranties,
  confidentiality,
  indemnity,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
  noRestraintAfterExit,
} from '../clauses.ts'
import { type ClauseSpec, type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

export function jointVenture(d: Draft): TemplateDraft {
  const first = d.text('party1')
  const second = d.text('party2')
  const contribution = d.prose('capitalContribution')
  const ratio = /\d+\s*%|\d+\s*:\s*\d+/.test(contribution)
    ? 'in the proportions stated in the Clause on Capital Contributions'
    : d.tbc(
        'jv-ratio',
        'shareholding ratio of the Parties in the JV Company',
        'The shareholding ratio of the joint venture partners is not among the details given.',
      )
  d.assume([
    'joint venture through a new private limited company',
    'board seats in proportion to shareholding',
    'lock-in of 3 years',
    'deadlock buy-sell (Texas shoot-out) after mediation: the higher sealed bid buys the other side out',
  ])
  return {
    layout: 'agreement',
    title: 'Joint Venture Agreement',
    preamble: `This Joint Venture Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'First Party', first), party(d, 'Second Party', second)],
    recitals: [
      `The Parties wish to co-operate in ${d.prose('ventureScope')} (the "Business") through a jointly owned company, on the terms of this Agreement.`,
    ],
    definitions: [
      { term: 'Business', definition: d.prose('ventureScope') },
      {
        term: 'JV Company',
        definition: `the private limited company to be incorporated by the Parties under the ${ACT.companies} to carry on the Business`,
      },
      {
        term: 'Shareholding Ratio',
        definition: `the ratio in which the Parties hold the equity shares of the JV Company, determined ${ratio}`,
      },
    ],
    sections: [
      {
        id: 'venture',
        heading: 'The Joint Venture',
        clauses: [
          {
            id: 'purpose-and-scope',
            heading: 'Purpose and Scope',
            text: 'The sole purpose of the JV Company is to carry on the Business. It shall not carry on any other business without the consent of both Parties.',
          },
          {
            id: 'jv-vehicle',
            heading: 'JV Company',
            text: `The Parties shall incorporate the JV Company within 90 (ninety) days of this Agreement, with articles of association reflecting this Agreement; until incorporation, neither Party shall commit the other.`,
          },
          {
            id: 'capital-contributions',
            heading: 'Capital Contributions',
            text: `The Parties shall contribute capital to the JV Company, by subscribing for its equity shares, as follows: ${contribution}.`,
          },
          byKind((of) => ({
            id: 'further-funding',
            heading: 'Further Funding',
            text: `Further funding required under the approved business plan shall be provided by the Parties in the Shareholding Ratio. If a Party does not provide ${of('Party').possessive} share within 30 (thirty) days of a call, the other may provide it, and the shareholdings shall be adjusted at fair value.`,
          })),
        ],
      },
      {
        id: 'governance',
        heading: 'Management',
        clauses: [
          {
            id: 'board-and-management',
            heading: 'Board and Management',
            text: 'The board of the JV Company shall have directors nominated by each Party in proportion to the Shareholding Ratio (each Party having at least one). The chairperson shall rotate annually and shall have no casting vote. Day-to-day management is delegated to a chief executive appointed by the board.',
          },
          {
            id: 'reserved-matters',
            heading: 'Reserved Matters',
            text: 'The JV Company shall not, without the written consent of both Parties: amend its constitutional documents; change the Business; issue or transfer shares; approve the annual business plan and budget; borrow or give security beyond the budget; enter into a related-party transaction (which shall in any case comply with section 188 of the Companies Act, 2013); or wind up.',
          },
          deadlock(),
          {
            id: 'licences-to-jv',
            heading: 'Technology and Brand Licences',
            text: "Any technology, trade marks or know-how a Party makes available to the JV Company shall be licensed under a separate written licence agreement on arm's-length terms, and shall remain that Party's property.",
          },
          {
            id: 'accounts-and-audit',
            heading: 'Accounts and Audit',
            text: 'The JV Company shall keep proper books of account, have them audited annually by a firm of chartered accountants approved by both Parties and give each Party monthly management accounts.',
          },
        ],
      },
      {
        id: 'transfer-exit',
        heading: 'Transfers, Exit and Termination',
        clauses: [
          {
            id: 'transfer-restrictions',
            heading: 'Transfer Restrictions',
            text: 'Neither Party shall transfer its shares in the JV Company for 3 (three) years after incorporation, except to a wholly-owned affiliate that agrees to be bound by this Agreement; after that, the other Party has a right of first refusal on any proposed transfer, and a right to tag along on a transfer of control.',
          },
          byKind((of) => ({
            id: 'exit',
            heading: 'Exit and Options',
            text: `On a Party's material breach or insolvency, the other Party may buy ${of('Party').possessive} shares at fair value, or sell ${of('Party').possessive} own shares to ${of('Party').object} at fair value. Any option is subject to the Foreign Exchange Management Act, 1999, and no assured return is promised to a non-resident Party.`,
          })),
          {
            id: 'non-compete',
            heading: 'Non-compete',
            text: `Neither Party shall, while holding shares in the JV Company, carry on the Business in competition with the JV Company. ${noRestraintAfterExit('ceased to hold shares in the JV Company')}`,
          },
          {
            id: 'regulatory',
            heading: 'Regulatory Approvals',
            text: `The Parties shall obtain any approval required under the ${ACT.fema} (including Press Note 3 (2020)) and the ${ACT.competition} before subscribing for shares.`,
          },
          {
            id: 'termination',
            heading: 'Termination and Consequences',
            text: 'This Agreement ends when one Party holds all the shares of the JV Company, on the winding up of the JV Company, or by written agreement. On termination the licences to the JV Company end (subject to a reasonable run-off), and accrued rights and the obligations of confidentiality survive.',
          },
          confidentiality('Agreement'),
          indemnity('defaulting Party', 'non-defaulting Party', [
            'any breach of this Agreement by the defaulting Party;',
          ]),
          capacityWarranties('Agreement'),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('First Party', first), signatory('Second Party', second)],
    witnessCount: 2,
    summary: `Joint venture between ${first} and ${second} for ${d.text('ventureScope')} through a JV company, with capital contributions: ${d.text('capitalContribution')}; reserved matters, deadlock, transfer restrictions and exit.`,
    statutes: [
      cite(ACT.companies, 's.188'),
      cite(ACT.contract, 's.27'),
      cite(ACT.fema),
      cite(ACT.competition, 'ss.3, 5, 6'),
      cite(ACT.incomeTax),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty('agreement'),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(2, false, 'Customary, not required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        'Incorporate the JV Company and align its articles with this Agreement.',
        'FEMA filings (FC-GPR within 30 days of allotment) for any non-resident Party.',
      ],
    },
  }
}

/** Escalation, mediation, then a sealed-bid buy-out; a Party who is an individual meets in person. */
function deadlock(): ClauseSpec {
  const clause = (who: string): ClauseSpec => ({
    id: 'deadlock',
    heading: 'Deadlock',
    text: `If a reserved matter is not approved at two consecutive meetings, ${who} shall meet to resolve it within 30 (thirty) days, and may refer it to mediation. If it remains unresolved for 60 (sixty) further days, either Party may serve a sealed-bid (Texas shoot-out) notice to buy the other's shares, the higher bidder buying at its bid price, subject to the pricing rules of the Foreign Exchange Management Act, 1999 where applicable.`,
  })
  const corporate = clause('the chief executives of the Parties')
  return {
    ...corporate,
    fit: (parties) =>
      parties.allOrganisations
        ? corporate
        : parties.allIndividuals
          ? clause('the Parties in person')
          : clause(
              'the Parties (each Party that is an individual in person, and the chief executive of each other Party)',
            ),
  }
}
