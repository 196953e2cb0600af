import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import { byKind, capacityWarranties, confidentiality, EXECUTION, noRestraintAfterExit } from '../clauses.ts'
import {
  type ClauseSpec,
  type Draft,
  type TemplateDraft,
  party,
  partiesFromList,
  signatory,
} from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { affiliateDefinition, shareholdingLines } from './shareholding.ts'

export function shareholders(d: Draft): TemplateDraft {
  const company = d.text('companyName')
  const group = partiesFromList(d, 'shareholders', 'Shareholder', 'Schedule I')
  // "reserved matters need both shareholders": the user's own rule, which 75% would contradict
  // as soon as the holdings change.
  const everyone = /\b(?:both|all|each|every)\s+(?:the\s+)?shareholders?\b|\bunanimous/i.test(
    d.text('votingRights'),
  )
  const reservedConsent = everyone
    ? 'all the Shareholders'
    : 'Shareholders holding at least 75% (seventy-five per cent) of the Shares'
  d.assume([
    'right to nominate one director for each 10% shareholding',
    'lock-in of 3 years for transfers other than to Affiliates (for an individual, a company or LLP wholly owned by the shareholder and his or her spouse, children or parents)',
    'drag-along at 75% of the equity',
    ...(everyone
      ? []
      : ['affirmative vote of Shareholders holding at least 75% of the equity for reserved matters']),
    'deadlock buy-sell (shotgun) after mediation: either side may name a price at which the other must sell or buy, which favours the side with more money',
  ])
  return {
    layout: 'agreement',
    title: "Shareholders' Agreement",
    preamble: `This Shareholders' Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [...group.parties, party(d, 'Company', company)],
    recitals: [
      `The Company is a company incorporated under the ${ACT.companies} with a paid-up share capital of ${d.amount('shareCapital')}.`,
      'The Shareholders hold the equity shares of the Company set out in Schedule I and wish to record the terms on which they will hold their shares and govern the Company.',
    ],
    definitions: [
      {
        term: 'Articles',
        definition:
          'the articles of association of the Company, as amended under the Clause on Articles to Reflect this Agreement',
      },
      { term: 'Board', definition: 'the board of directors of the Company' },
      {
        term: 'Shares',
        definition: 'the equity shares of the Company and any securities convertible into them',
      },
      { term: 'Reserved Matters', definition: 'the matters listed in the Clause on Reserved Matters' },
      { term: 'Affiliate', definition: affiliateDefinition(group.names) },
      {
        term: 'Fair Market Value',
        definition:
          'the fair value of Shares determined by a registered valuer (and, where a Party is not resident in India, in accordance with the pricing guidelines under the Foreign Exchange Management Act, 1999)',
      },
    ],
    sections: [
      {
        id: 'capital',
        heading: 'Share Capital and Voting',
        clauses: [
          {
            id: 'shareholding',
            heading: 'Shareholding',
            text: `The paid-up share capital of the Company is ${d.amount('shareCapital')}, held as set out in Schedule I.`,
          },
          {
            id: 'voting-rights',
            heading: 'Voting Rights',
            text: `The Shareholders agree the following voting arrangements: ${d.prose('votingRights')}. Subject to them and to the Clause on Reserved Matters, each Share carries one vote on a poll under section 47 of the ${ACT.companies}.`,
          },
          {
            id: 'pre-emptive-rights',
            heading: 'Pre-emptive Rights and Anti-dilution',
            text: `Any further issue of Shares shall first be offered to the Shareholders in proportion to their holdings, as section 62(1)(a) of the ${ACT.companies} provides. No Shares shall be issued at a price lower than the price last paid by a Shareholder except as a Reserved Matter.`,
          },
        ],
      },
      {
        id: 'governance',
        heading: 'Board and Management',
        clauses: [
          byKind((of) => ({
            id: 'board-composition',
            heading: 'Board Composition and Nominee Directors',
            text: `Each Shareholder holding at least 10% (ten per cent) of the Shares may nominate one director for each full 10% held, and remove and replace ${of('Shareholder').possessive} nominee; the Shareholders shall vote to appoint the persons so nominated under sections 152 and 161 of the ${ACT.companies}. A Shareholder entitled to nominate a director may instead appoint an observer to attend Board meetings without voting.`,
          })),
          {
            id: 'quorum',
            heading: 'Quorum and Meetings',
            text: `The quorum for a Board meeting is one third of the directors or two directors, whichever is higher (section 174 of the ${ACT.companies}), including at least one nominee of each Shareholder entitled to nominate a director; if a meeting is inquorate for that reason, it stands adjourned by 7 (seven) days, and at the adjourned meeting the directors present form a quorum for the matters on the original agenda, provided they are not fewer than the quorum that section 174 requires.`,
          },
          {
            id: 'reserved-matters',
            heading: 'Reserved Matters',
            text: `The Company shall not, and the Shareholders shall procure that it does not, take any of the following actions without the prior written consent of ${reservedConsent}:`,
            items: [
              'amend its memorandum or articles of association;',
              'issue, buy back, redeem or reclassify any Shares;',
              'approve a merger, demerger, amalgamation, sale of the whole or substantially the whole of its undertaking, or winding up;',
              'change the nature of its business;',
              'borrow, give a guarantee or create a charge beyond the approved annual budget;',
              'enter into a related-party transaction within section 188 of the Companies Act, 2013;',
              'declare a dividend; or',
              'appoint or remove the statutory auditors, the managing director or any key managerial personnel.',
            ],
          },
          {
            id: 'information-rights',
            heading: 'Information and Inspection Rights',
            text: "The Company shall give each Shareholder holding at least 10% of the Shares the Company's quarterly management accounts within 45 (forty-five) days of the quarter end, its audited annual accounts within 120 (one hundred and twenty) days of the financial year end, and its annual budget, and shall allow such a Shareholder to inspect the Company's books on reasonable notice.",
          },
          deadlock(group.roles),
        ],
      },
      {
        id: 'transfers',
        heading: 'Transfer of Shares',
        clauses: [
          {
            id: 'lock-in',
            heading: 'Lock-in',
            text: 'No Shareholder shall transfer or encumber any Share within 3 (three) years from the date of this Agreement, except to an Affiliate that first agrees in writing to be bound by this Agreement, or with the consent of the other Shareholders.',
          },
          {
            id: 'rofr',
            heading: 'Right of First Refusal',
            text: 'A Shareholder wishing to transfer Shares after the lock-in shall first offer them to the other Shareholders, pro rata, at the price and on the terms that Shareholder proposes; the others may accept within 30 (thirty) days, failing which the Shares may be sold to a third party within 90 (ninety) days at a price not lower and on terms not more favourable than those offered.',
          },
          {
            id: 'tag-along',
            heading: 'Tag-along',
            text: 'If one or more Shareholders propose to transfer Shares resulting in a change of control of the Company, each other Shareholder may require the purchaser to buy the same proportion of its Shares at the same price and on the same terms.',
          },
          {
            id: 'drag-along',
            heading: 'Drag-along',
            text: 'If Shareholders holding at least 75% (seventy-five per cent) of the Shares accept a bona fide offer from an unrelated purchaser for all the Shares at not less than Fair Market Value, they may require the other Shareholders to sell their Shares to that purchaser at the same price and on the same terms.',
          },
          {
            id: 'exit',
            heading: 'Exit',
            text: 'The Shareholders shall consider in good faith an initial public offering or a strategic sale. Any put or call option between Shareholders shall be exercised at a price computed in accordance with applicable law, and no Shareholder who is not resident in India is assured any return.',
          },
          {
            id: 'events-of-default',
            heading: 'Events of Default',
            text: 'If a Shareholder commits a material breach of this Agreement that is not remedied within 30 (thirty) days of notice, or becomes insolvent, the other Shareholders may buy all the Shares of that Shareholder at Fair Market Value, without prejudice to their other remedies.',
          },
        ],
      },
      {
        id: 'covenants',
        heading: 'Covenants',
        clauses: [
          byKind((of) => ({
            id: 'non-compete',
            heading: 'Non-compete and Non-solicitation',
            text: `While a Shareholder holds Shares, ${of('Shareholder').subject} shall not, without the consent of the other Shareholders, carry on or be interested in a business that competes with the Company's business, nor solicit any employee or customer of the Company. ${noRestraintAfterExit('ceased to hold Shares')}`,
          })),
          confidentiality('Agreement'),
          capacityWarranties('Agreement'),
          {
            id: 'indemnity',
            heading: 'Indemnity',
            text: `Each Party shall indemnify the other Parties against all losses, liabilities and costs (including reasonable legal fees and third-party claims) arising out of its breach of this Agreement, enforceable as soon as the liability is incurred and in addition to sections 124 and 125 of the ${ACT.contract}.`,
          },
          {
            id: 'articles',
            heading: 'Articles to Reflect this Agreement',
            text: `Within 30 (thirty) days of this Agreement the Shareholders shall pass a special resolution under section 14 of the ${ACT.companies} to amend the Articles to incorporate this Agreement, and the Company shall file Form MGT-14 within 30 (thirty) days of the resolution (section 117). As between the Shareholders, this Agreement prevails over the Articles in case of conflict, and the Shareholders shall exercise their votes to remove the conflict.`,
          },
          byKind((of) => ({
            id: 'term',
            heading: 'Term and Termination',
            text: `This Agreement continues until the Company is wound up, or until only one Shareholder remains, or until all the Parties agree in writing to end it; it ceases to apply to a Shareholder who transfers all ${of('Shareholder').possessive} Shares in accordance with it, except for accrued rights and the obligations of confidentiality.`,
          })),
        ],
      },
    ],
    general: {},
    closing:
      'IN WITNESS WHEREOF the Parties have signed this Agreement on the day, month and year first written above.',
    signatories: [...group.signatories, signatory('Company', company)],
    witnessCount: 2,
    schedules: [
      {
        id: 'shareholding',
        title: 'Schedule I — Shareholders and Shareholding',
        paragraphs: shareholdingLines(d.prose('shareholders')),
      },
    ],
    summary: `Shareholders' agreement for ${company} (paid-up capital ${d.rupees('shareCapital')}) among ${group.names.length > 0 ? group.names.join(', ') : 'its shareholders'}: board nomination, reserved matters, ROFR, tag-along, drag-along, deadlock and exit; to be mirrored in the Articles.`,
    statutes: [
      cite(ACT.companies, 'ss.14, 47, 58, 62, 117, 152, 161, 174, 179, 188'),
      cite(ACT.contract, 's.27'),
      cite(ACT.specificRelief),
      cite(ACT.fema),
      cite(ACT.competition),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        'agreement',
        "Some States have a specific entry for shareholders' agreements [verify per State].",
      ),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(2, false, 'Customary, not required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        'Sign for the Company under a Board resolution authorising the signatory.',
        'Amend the Articles by special resolution (s.14) and file MGT-14 within 30 days (s.117).',
      ],
    },
  }
}

/**
 * The deadlock ladder: the Shareholders' own senior people, mediation, then a buy-sell between
 * the two sides. Worded for the shareholders' kind: an individual has no chief executive.
 */
function deadlock(roles: readonly string[]): ClauseSpec {
  const clause = (escalation: string): ClauseSpec => ({
    id: 'deadlock',
    heading: 'Deadlock',
    text: `If a Reserved Matter or Board resolution is not passed at two consecutive meetings, any Shareholder may refer the matter to ${escalation} for resolution within 30 (thirty) days, and then to mediation. If it remains unresolved for 60 (sixty) further days, the Shareholders who voted for the matter, together, or those who voted against it, together (each a "Deadlock Side"), may offer to buy all the Shares of the other Deadlock Side at a stated price per Share, and the other Deadlock Side shall within 30 (thirty) days either sell its Shares at that price or buy the offeror's Shares at that price, subject to the pricing rules of the Foreign Exchange Management Act, 1999 where applicable.`,
  })
  const corporate = clause('the chief executives or principals of the Shareholders')
  return {
    ...corporate,
    fit: (parties) => {
      const kinds = roles.map((role) => parties.of(role))
      if (kinds.length > 0 && kinds.every((k) => k === 'individual'))
        return clause('a meeting of the Shareholders in person')
      if (kinds.length > 0 && kinds.every((k) => k !== undefined && k !== 'individual')) return corporate
      return clause(
        'a meeting of the Shareholders, attended by each Shareholder who is an individual in person and by the chief executive of each other Shareholder',
      )
    },
  }
}
