import {
  AGREEMENT_ARTICLE,
  E_SIGN_ALLOWED,
  NOTARISATION_OPTIONAL,
  noStampDuty,
  registration,
  stampDuty,
  witnesses,
} from './checklist.ts'
import { capacityWarranties, confidentiality, copyrightAssignment } from './clauses.ts'
import {
  type Draft,
  type TemplateDraft,
  type TemplateDrafter,
  party,
  partiesFromList,
  signatory,
} from './draft.ts'
import { ACT, cite } from './statutes.ts'

export const EXECUTION = 'on this ______ day of ____________________, 20____'

export function noRestraintAfterExit(when: string): string {
  return `Nothing in this Agreement restrains a person, after it has ${when}, from carrying on any lawful profession, trade or business; every restriction on competition in this Agreement applies only until then, as section 27 of the ${ACT.contract} requires.`
}

function shareholders(d: Draft): TemplateDraft {
  const company = d.text('companyName')
  const group = partiesFromList(d, 'shareholders', 'Shareholder', 'Schedule I')
  d.assume([
    'right to nominate one director for each 10% shareholding',
    'lock-in of 3 years for transfers other than to affiliates',
    'drag-along at 75% of the equity',
    'affirmative vote of Shareholders holding at least 75% of the equity for reserved matters',
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
      {
        term: 'Fair Market Value',
        definition:
          'the fair value of Shares determined by a registered valuer (and, where a party is not resident in India, in accordance with the pricing guidelines under the Foreign Exchange Management Act, 1999)',
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
          {
            id: 'board-composition',
            heading: 'Board Composition and Nominee Directors',
            text: `Each Shareholder holding at least 10% (ten per cent) of the Shares may nominate one director for each full 10% held, and remove and replace its nominee; the Shareholders shall vote to appoint the persons so nominated under sections 152 and 161 of the ${ACT.companies}. A Shareholder entitled to nominate a director may instead appoint an observer to attend Board meetings without voting.`,
          },
          {
            id: 'quorum',
            heading: 'Quorum and Meetings',
            text: `The quorum for a Board meeting is one third of the directors or two directors, whichever is higher (section 174 of the ${ACT.companies}), including at least one nominee of each Shareholder entitled to nominate a director; if a meeting is inquorate for that reason, it stands adjourned by 7 (seven) days, and at the adjourned meeting the directors present form a quorum for the matters on the original agenda.`,
          },
          {
            id: 'reserved-matters',
            heading: 'Reserved Matters',
            text: 'The Company shall not, and the Shareholders shall procure that it does not, take any of the following actions without the prior written consent of Shareholders holding at least 75% (seventy-five per cent) of the Shares:',
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
            text: 'The Company shall give each Shareholder holding at least 10% of the Shares its quarterly management accounts within 45 (forty-five) days of the quarter end, its audited annual accounts within 120 (one hundred and twenty) days of the financial year end, and its annual budget, and shall allow such a Shareholder to inspect its books on reasonable notice.',
          },
          {
            id: 'deadlock',
            heading: 'Deadlock',
            text: "If a Reserved Matter or Board resolution is not passed at two consecutive meetings, any Shareholder may refer the matter to the chief executives or principals of the Shareholders for resolution within 30 (thirty) days, and then to mediation; if it remains unresolved for 60 (sixty) further days, either Shareholder group may offer to buy all the Shares of the other at a stated price per Share, and the recipient shall either sell its Shares at that price or buy the offeror's Shares at that price, subject to the pricing rules of the Foreign Exchange Management Act, 1999 where applicable.",
          },
        ],
      },
      {
        id: 'transfers',
        heading: 'Transfer of Shares',
        clauses: [
          {
            id: 'lock-in',
            heading: 'Lock-in',
            text: 'No Shareholder shall transfer or encumber any Share within 3 (three) years from the date of this Agreement, except to an affiliate that first agrees in writing to be bound by this Agreement, or with the consent of the other Shareholders.',
          },
          {
            id: 'rofr',
            heading: 'Right of First Refusal',
            text: 'A Shareholder wishing to transfer Shares after the lock-in shall first offer them to the other Shareholders, pro rata, at the price and on the terms it proposes; the others may accept within 30 (thirty) days, failing which the Shares may be sold to a third party within 90 (ninety) days at a price not lower and on terms not more favourable than those offered.',
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
            text: 'If a Shareholder commits a material breach of this Agreement that is not remedied within 30 (thirty) days of notice, or becomes insolvent, the other Shareholders may buy all its Shares at Fair Market Value, without prejudice to their other remedies.',
          },
        ],
      },
      {
        id: 'covenants',
        heading: 'Covenants',
        clauses: [
          {
            id: 'non-compete',
            heading: 'Non-compete and Non-solicitation',
            text: `While a Shareholder holds Shares, it shall not, without the consent of the other Shareholders, carry on or be interested in a business that competes with the Company's business, nor solicit any employee or customer of the Company. ${noRestraintAfterExit('ceased to hold Shares')}`,
          },
          confidentiality('Agreement'),
          capacityWarranties('Agreement'),
          {
            id: 'indemnity',
            heading: 'Indemnity',
            text: `Each party shall indemnify the other parties against all losses, liabilities and costs (including reasonable legal fees and third-party claims) arising out of its breach of this Agreement, enforceable as soon as the liability is incurred and in addition to sections 124 and 125 of the ${ACT.contract}.`,
          },
          {
            id: 'articles',
            heading: 'Articles to Reflect this Agreement',
            text: `Within 30 (thirty) days of this Agreement the Shareholders shall pass a special resolution under section 14 of the ${ACT.companies} to amend the Articles to incorporate this Agreement, and the Company shall file Form MGT-14 within 30 (thirty) days of the resolution (section 117). As between the Shareholders, this Agreement prevails over the Articles in case of conflict, and the Shareholders shall exercise their votes to remove the conflict.`,
          },
          {
            id: 'term',
            heading: 'Term and Termination',
            text: 'This Agreement continues until the Company is wound up, or until only one Shareholder remains, or until all the parties agree in writing to end it; it ceases to apply to a Shareholder who transfers all its Shares in accordance with it, except for accrued rights and the obligations of confidentiality.',
          },
        ],
      },
    ],
    general: {},
    closing:
      'IN WITNESS WHEREOF the parties have signed this Agreement on the day, month and year first written above.',
    signatories: [...group.signatories, signatory('Company', company)],
    witnessCount: 2,
    schedules: [
      {
        id: 'shareholding',
        title: 'Schedule I — Shareholders and Shareholding',
        paragraphs: [d.prose('shareholders')],
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
        AGREEMENT_ARTICLE,
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

const RESOLUTIONS: Record<
  string,
  { readonly authority: string; readonly filings: string; readonly note?: string }
> = {
  Appointment: {
    authority: 'sections 152, 160 and 161 of the Companies Act, 2013 and the rules made under them',
    filings:
      'to file Form DIR-12 with the Registrar of Companies within 30 days, after obtaining the consent in Form DIR-2 and the declaration in Form DIR-8',
  },
  Removal: {
    authority: 'the Companies Act, 2013 and the Articles',
    filings: 'to file the forms required with the Registrar of Companies within the time allowed',
    note: "A director can be removed only by the members by ordinary resolution after special notice (Companies Act, 2013, s.169); the Board may only remove key managerial personnel or convene the general meeting. Confirm the resolution is within the Board's power.",
  },
  Financial: {
    authority:
      'section 179(3) of the Companies Act, 2013 read with rule 8 of the Companies (Meetings of Board and its Powers) Rules, 2014, and sections 180 and 186 to the extent applicable',
    filings:
      'to file Form MGT-14 with the Registrar of Companies within 30 days where section 117(3) requires it',
    note: 'Borrowing beyond paid-up capital, free reserves and securities premium (s.180(1)(c)) and loans or investments beyond the limits of s.186 also need a special resolution of the members; confirm the limits.',
  },
  Policy: {
    authority: 'section 179 of the Companies Act, 2013 and the Articles',
    filings: 'to file any form required with the Registrar of Companies within the time allowed',
  },
  Other: {
    authority: 'the Companies Act, 2013 and the Articles',
    filings: 'to file any form required with the Registrar of Companies within the time allowed',
  },
}

function boardResolution(d: Draft): TemplateDraft {
  const company = d.text('companyName')
  const type = d.text('resolutionType')
  const rule = RESOLUTIONS[type] ?? RESOLUTIONS.Other ?? { authority: '', filings: '' }
  if (rule.note) d.flag('board-power', rule.note, 'resolutionType')
  const cin = d.tbc(
    'company-particulars',
    `CIN and registered office of ${company}`,
    "The company's CIN and registered office are not among the details given.",
  )
  const present = d.tbc(
    'meeting-particulars',
    'names of the directors present, the chairperson, and the time and venue or video-conferencing mode',
    'The attendance, chairperson, time and venue of the meeting are not among the details given: record them from the attendance register.',
  )
  return {
    layout: 'resolution',
    title: `Board Resolution — ${company}`,
    noun: 'resolution',
    preamble: `CERTIFIED TRUE COPY OF THE RESOLUTION PASSED BY THE BOARD OF DIRECTORS OF ${company.toUpperCase()} (CIN AND REGISTERED OFFICE: ${cin}) AT ITS MEETING HELD ON ${d.date('meetingDate')}.`,
    parties: [
      { role: 'Company', name: company, description: `a company whose CIN and registered office are ${cin}` },
    ],
    recitals: [],
    sections: [
      {
        id: 'meeting',
        heading: 'Meeting and Quorum',
        clauses: [
          {
            id: 'attendance',
            heading: 'Attendance and Chairperson',
            text: `Present: ${present}. The chairperson confirmed that notice of the meeting had been given to every director under section 173(3) of the ${ACT.companies} and Secretarial Standard SS-1.`,
          },
          {
            id: 'quorum',
            heading: 'Quorum',
            text: `The requisite quorum of one third of the total strength of the Board or two directors, whichever is higher, was present throughout the meeting, as section 174 of the ${ACT.companies} requires.`,
          },
          {
            id: 'interest-disclosure',
            heading: 'Disclosure of Interest',
            text: `Every director concerned or interested in the business below disclosed the nature of the interest under section 184 of the ${ACT.companies}, and did not participate in the discussion or vote on it.`,
          },
        ],
      },
      {
        id: 'resolution',
        heading: `Resolution (${type})`,
        clauses: [
          {
            id: 'resolved',
            heading: 'Resolution',
            text: `"RESOLVED THAT, pursuant to ${rule.authority}, and subject to such other approvals as may be required, the consent of the Board be and is hereby accorded to the following: ${d.prose('details')}.`,
          },
          {
            id: 'further-resolved',
            heading: 'Authorisation',
            text: `FURTHER RESOLVED THAT any director or the company secretary of the Company be and is hereby severally authorised to do all acts, deeds and things and to sign all documents necessary to give effect to this resolution, including ${rule.filings}, and to furnish certified copies of this resolution to any person concerned."`,
          },
        ],
      },
      {
        id: 'compliance',
        heading: 'Compliance',
        clauses: [
          {
            id: 'minutes',
            heading: 'Minutes',
            text: `This resolution is recorded in the minutes of the meeting, which shall be entered in the minute book and signed within 30 (thirty) days of the meeting as section 118 of the ${ACT.companies} and SS-1 require.`,
          },
          {
            id: 'board-powers',
            heading: 'Powers Exercised at a Meeting',
            text: `The matters that section 179(3) of the ${ACT.companies} and rule 8 of the Companies (Meetings of Board and its Powers) Rules, 2014 reserve to a meeting of the Board were decided at this meeting and not by circulation.`,
          },
        ],
      },
    ],
    general: false,
    closing: 'Certified to be a true copy.',
    signatories: [
      {
        caption: 'For and on behalf of',
        name: company,
        lines: [
          'Signature: ______________________',
          'Name: ______________________',
          'Director (DIN: ____________) / Company Secretary (Membership No.: ____________)',
          `Date: ______________`,
        ],
      },
    ],
    witnessCount: 0,
    keyTerms: [
      { term: 'Company', definition: company },
      { term: 'Type of Resolution', definition: type },
      { term: 'Meeting Date', definition: d.date('meetingDate') },
      { term: 'Resolution', definition: d.prose('details') },
    ],
    summary: `${type} resolution of the Board of ${company} passed at its meeting on ${d.date('meetingDate')}: ${d.text('details')}.`,
    statutes: [cite(ACT.companies, 'ss.117, 118, 173, 174, 179, 184')],
    checklist: {
      stampDuty: noStampDuty(
        'A certified copy of a board resolution is not itself chargeable; an instrument it authorises (such as a power of attorney) is stamped separately.',
      ),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(0, false, 'None required.'),
      notarisation: {
        required: false,
        note: 'Not required; banks may ask for a certified copy with specimen signatures.',
      },
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        'File Form MGT-14 within 30 days where s.117(3) applies (private companies are exempt for most s.179(3) resolutions [verify]).',
        'Sign the minutes within 30 days of the meeting (SS-1).',
      ],
    },
  }
}

function incorporation(d: Draft): TemplateDraft {
  const name = d.text('proposedName')
  const structure = d.text('businessType')
  const group = partiesFromList(d, 'directors', 'Founder', 'Schedule I')
  const llp = structure === 'LLP'
  const firm = structure === 'Partnership'
  const minimum = structure === 'Public Limited' ? 7 : 2
  if (group.names.length > 0 && group.names.length < minimum)
    d.flag(
      'minimum-members',
      `A ${structure.toLowerCase()} ${llp ? 'LLP needs at least 2 designated partners' : `company needs at least ${minimum} members (Companies Act, 2013, s.3)`}: only ${group.names.length} founders are named.`,
    )
  const entity = llp ? 'LLP' : firm ? 'Firm' : 'Company'
  const split = /\d+\s*%/.test(d.text('directors'))
    ? `as set out in Schedule I (${d.prose('directors')})`
    : d.tbc(
        'equity-split',
        'equity split among the Founders',
        'The equity split among the founders is not among the details given.',
      )
  d.assume([
    '4-year vesting with a 1-year cliff',
    'incorporation within 6 months, failing which the agreement ends',
    'decisions by majority of the Founders, unanimity for key matters',
  ])
  const formation = llp
    ? `registered as a limited liability partnership under the ${ACT.llp}, with an LLP agreement filed in Form 3 within 30 days of incorporation (section 23)`
    : firm
      ? `constituted as a partnership firm under the ${ACT.partnership} by a partnership deed, and registered with the Registrar of Firms`
      : `incorporated as a ${structure.toLowerCase()} company under sections 3 to 7 of the ${ACT.companies} through Form SPICe+ (INC-32) with e-MoA and e-AoA, with the commencement declaration in Form INC-20A filed within 180 days (section 10A)`
  return {
    layout: 'agreement',
    title: "Founders' Agreement",
    preamble: `This Founders' Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: group.parties,
    recitals: [
      `The Founders intend to establish a ${structure} entity under the name ${name} (the "${entity}") and wish to record the terms on which they will do so and hold their interests in it.`,
    ],
    definitions: [
      {
        term: entity,
        definition: `the ${structure} entity proposed to be named ${name}, or any other name approved by the registrar`,
      },
      {
        term: 'Authorised Capital',
        definition: `${d.amount('authorizedCapital')}${llp || firm ? ', being the total capital contribution the Founders intend to commit' : ''}`,
      },
      {
        term: 'Incorporation Date',
        definition: `the date on which the ${entity} is ${llp || firm ? 'registered' : 'incorporated'}`,
      },
      { term: 'Vesting Period', definition: 'four years from the Incorporation Date' },
    ],
    sections: [
      {
        id: 'formation',
        heading: 'Formation and Capital',
        clauses: [
          {
            id: 'incorporation',
            heading: 'Incorporation',
            text: `The Founders shall cause the ${entity} to be ${formation}, with the objects and constitutional documents they agree in writing and with the Authorised Capital.`,
          },
          {
            id: 'equity-split',
            heading: 'Equity Split',
            text: `On incorporation the Founders shall subscribe for the ${llp || firm ? 'capital and profit share' : 'shares'} of the ${entity} ${split}.`,
          },
          {
            id: 'contributions-and-expenses',
            heading: 'Capital Contributions and Expenses',
            text: `Each Founder shall contribute capital in proportion to its equity and shall share the expenses of incorporation in the same proportion; expenses properly incurred before the Incorporation Date shall be reimbursed by the ${entity} once it is formed.`,
          },
          {
            id: 'vesting',
            heading: 'Vesting and Reverse Vesting',
            text: `Each Founder's equity vests over the Vesting Period: one quarter on the first anniversary of the Incorporation Date and the rest in equal monthly instalments over the next 36 months, so long as the Founder remains engaged with the ${entity}. Unvested equity of a Founder who ceases to be engaged may be bought back or transferred at its face value, to the extent permitted by law.`,
          },
        ],
      },
      {
        id: 'roles',
        heading: 'Roles, Decisions and Intellectual Property',
        clauses: [
          {
            id: 'roles-and-commitment',
            heading: 'Roles and Time Commitment',
            text: `Each Founder shall devote substantially the whole of its working time to the business of the ${entity} in the role the Founders agree, and shall not take up other work that conflicts with it while a Founder.`,
          },
          {
            id: 'decision-making',
            heading: 'Decision-making',
            text: `Decisions before incorporation are taken by a majority of the Founders; the following need the consent of all Founders: a change in the name, structure or equity split; admission of a new founder or investor; and any commitment exceeding ${d.amount('authorizedCapital').split(' (')[0]} in aggregate.`,
          },
          copyrightAssignment({
            assignor: 'Founders',
            plural: true,
            assignee: entity,
            works: `all software, designs, business plans, brand names, domain names and other works and inventions created by any Founder for the business of the ${entity} before or after the Incorporation Date`,
            consideration: `the allotment of the Founders' equity in the ${entity}, which the Founders acknowledge as sufficient`,
            when: `With effect from the Incorporation Date (and, for works created later, on their creation)`,
          }),
          {
            id: 'pre-incorporation-contracts',
            heading: 'Pre-incorporation Contracts',
            text: `The Founders shall cause the ${entity} to adopt, after incorporation, the contracts entered into for it by the Founders with the approval of all of them, so that they are enforceable by and against it under sections 15(h) and 19(e) of the ${ACT.specificRelief}; until adoption, the Founder who signed a contract is personally liable on it and is indemnified by the other Founders for their proportionate share.`,
          },
        ],
      },
      {
        id: 'leaving',
        heading: 'Leavers and Termination',
        clauses: [
          {
            id: 'leavers',
            heading: 'Good and Bad Leavers',
            text: `A Founder who ceases to be engaged because of death, incapacity or termination without cause is a good leaver and keeps the vested equity; a Founder who resigns within the first year or is removed for fraud, wilful misconduct or material breach is a bad leaver, whose unvested and vested equity may be bought back at face value. ${noRestraintAfterExit('ceased to be a Founder')}`,
          },
          {
            id: 'non-solicit',
            heading: 'Non-solicitation',
            text: `While a Founder, and for 12 (twelve) months after ceasing to be one, no Founder shall induce an employee of the ${entity} to leave it.`,
          },
          confidentiality('Agreement'),
          {
            id: 'termination-if-not-incorporated',
            heading: 'Termination if not Incorporated',
            text: `If the ${entity} is not formed within 6 (six) months of this Agreement, any Founder may end this Agreement by notice; expenses already incurred are shared in the agreed proportion, and each Founder keeps the intellectual property it contributed.`,
          },
          capacityWarranties('Agreement'),
        ],
      },
    ],
    general: {},
    closing:
      'IN WITNESS WHEREOF the Founders have signed this Agreement on the day, month and year first written above.',
    signatories: group.signatories,
    witnessCount: 2,
    schedules: [
      { id: 'founders', title: 'Schedule I — Founders and Equity', paragraphs: [d.prose('directors')] },
    ],
    summary: `Founders' agreement to form ${name} as a ${structure} with authorised capital of ${d.rupees('authorizedCapital')}: equity split, four-year vesting, IP assignment to the ${entity}, adoption of pre-incorporation contracts and leaver terms.`,
    statutes: [
      llp ? cite(ACT.llp, 's.23') : firm ? cite(ACT.partnership) : cite(ACT.companies, 'ss.3–7, 10A, 12'),
      cite(ACT.specificRelief, 'ss.15(h), 19(e)'),
      cite(ACT.contract),
      cite(ACT.copyright, 's.19'),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        AGREEMENT_ARTICLE,
        llp || firm ? '' : 'Stamp duty on the MoA and AoA is paid through SPICe+ at State rates.',
      ),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(2, false, 'Customary, not required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        llp
          ? 'File the LLP agreement in Form 3 within 30 days of incorporation.'
          : firm
            ? 'Register the firm with the Registrar of Firms (Form I).'
            : 'File SPICe+ with DIR-2 consents and INC-9 declarations; file INC-20A within 180 days.',
      ],
    },
  }
}

export const corporateDrafters = {
  'shareholders-agreement': { placeFields: [], draft: shareholders },
  'board-resolution': { placeFields: [], draft: boardResolution },
  'incorporation-agreement': { placeFields: [], draft: incorporation },
} satisfies Record<string, TemplateDrafter>
