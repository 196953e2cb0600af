import { addMonths, formatDate, parseDate } from '#domain/shared/dates.ts'
import {
  AGREEMENT_ARTICLE,
  E_SIGN_ALLOWED,
  NOTARISATION_OPTIONAL,
  registration,
  stampDuty,
  witnesses,
} from './checklist.ts'
import { capacityWarranties, confidentiality, indemnity, AGREEMENT_TESTIMONIUM } from './clauses.ts'
import { EXECUTION, noRestraintAfterExit } from './corporate.ts'
import {
  type Draft,
  type TemplateDraft,
  type TemplateDrafter,
  party,
  partiesFromList,
  signatory,
} from './draft.ts'
import { ACT, cite } from './statutes.ts'

const CCI_THRESHOLD_PAISE = 2000 * 1_00_00_000 * 100 // ₹2,000 crore deal value (Competition Act s.5(d))

function mergerAcquisition(d: Draft): TemplateDraft {
  const acquirer = d.text('acquirerCompany')
  const target = d.text('targetCompany')
  const closing = parseDate(d.text('closingDate'))
  const longStop = closing ? formatDate(addMonths(closing, 3)) : d.date('closingDate')
  const sellers = d.tbc(
    'sellers',
    'names, addresses and shareholdings of the selling shareholders',
    'The selling shareholders of the target are not among the details given: name each one as a party and in Schedule I.',
  )
  const escrow = d.tbc(
    'escrow',
    'escrow or holdback amount',
    'The escrow or holdback amount is not among the details given.',
  )
  const cap = d.tbc(
    'indemnity-cap',
    'indemnity cap, de minimis and basket amounts',
    'The indemnity cap, de minimis and basket amounts are not among the details given.',
  )
  const nonCompetePeriod = d.tbc(
    'seller-non-compete',
    "period and territory of the Sellers' non-compete",
    "The period and territory of the sellers' non-compete (valid only if reasonable, as a sale-of-goodwill exception to s.27) are not among the details given.",
  )
  const cciMandatory = d.paise('transactionValue') > CCI_THRESHOLD_PAISE
  d.assume([
    `long-stop date 3 months after the Closing Date (${longStop})`,
    'share purchase of 100% of the Target',
  ])
  return {
    layout: 'agreement',
    title: 'Share Purchase Agreement',
    preamble: `This Share Purchase Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [
      party(d, 'Purchaser', acquirer),
      {
        role: 'Sellers',
        name: 'The Sellers',
        description: `namely ${sellers}, whose particulars are set out in Schedule I (each a "Seller" and together the "Sellers", which expression shall include their respective legal heirs, successors and permitted assigns)`,
      },
      party(d, 'Company', target),
    ],
    recitals: [
      `The Sellers are the legal and beneficial owners of all the issued equity shares of the Company (the "Sale Shares").`,
      'The Sellers have agreed to sell, and the Purchaser has agreed to purchase, the Sale Shares on the terms of this Agreement, and the Company joins this Agreement to give the undertakings in it.',
    ],
    definitions: [
      {
        term: 'Purchase Price',
        definition: `${d.amount('transactionValue')}, subject to the Clause on Price and Leakage`,
      },
      {
        term: 'Closing',
        definition: `completion of the sale and purchase of the Sale Shares under the Clause on Closing, on ${d.date('closingDate')} or such other date as the Parties agree (the "Closing Date")`,
      },
      { term: 'Long-stop Date', definition: longStop },
      {
        term: 'Disclosure Letter',
        definition:
          'the letter from the Sellers to the Purchaser, delivered before signing, disclosing exceptions to the Warranties fairly and with sufficient detail',
      },
      {
        term: 'Warranties',
        definition: 'the representations and warranties of the Sellers in the Clause on Warranties',
      },
    ],
    sections: [
      {
        id: 'sale',
        heading: 'Sale, Price and Escrow',
        clauses: [
          {
            id: 'sale-and-purchase',
            heading: 'Sale and Purchase',
            text: 'On the terms of this Agreement, the Sellers shall sell and the Purchaser shall purchase the Sale Shares, free from all encumbrances and with all rights attached to them, on the Closing Date.',
          },
          {
            id: 'price-and-leakage',
            heading: 'Price and Leakage',
            text: "The Purchase Price is fixed on a locked-box basis by reference to the Company's last audited accounts. The Sellers shall procure that between those accounts and the Closing Date there is no leakage of value from the Company to the Sellers or their affiliates (dividends, fees, waivers or transfers other than in the ordinary course), and shall repay any leakage to the Purchaser rupee for rupee.",
          },
          {
            id: 'escrow',
            heading: 'Escrow',
            text: `Of the Purchase Price, ${escrow} shall be paid into an escrow account with a scheduled bank, to be released to the Sellers on the first anniversary of Closing less any amounts then claimed under the Clause on Indemnities.`,
          },
          {
            id: 'tax-withholding',
            heading: 'Tax Withholding',
            text: `The Purchaser may withhold from the Purchase Price any tax it is required to deduct under the ${ACT.incomeTax} (including on payments to non-resident Sellers) and shall furnish the certificates of deduction; amounts withheld are treated as paid.`,
          },
        ],
      },
      {
        id: 'conditions',
        heading: 'Conditions and Pre-closing Covenants',
        clauses: [
          {
            id: 'conditions-precedent',
            heading: 'Conditions Precedent',
            text: 'Closing is conditional on the following, each to be satisfied (or waived by the Purchaser) by the Long-stop Date:',
            items: [
              cciMandatory
                ? `approval of the combination by the Competition Commission of India under sections 5 and 6 of the ${ACT.competition}, the deal value exceeding ₹2,000 crore;`
                : `approval of the Competition Commission of India under sections 5 and 6 of the ${ACT.competition}, if the transaction is a notifiable combination;`,
              'approvals of the boards and, where required, the shareholders of the Purchaser and the Company, including a special resolution under section 180(1)(a) of the Companies Act, 2013 where applicable;',
              `compliance with the ${ACT.fema} and the Non-Debt Instruments Rules, 2019 (including pricing) for any Seller or Purchaser not resident in India, and government approval where Press Note 3 (2020) applies;`,
              'the third-party consents listed in the Disclosure Letter;',
              'the Warranties being true at Closing, and no Material Adverse Change having occurred.',
            ],
          },
          {
            id: 'pre-closing-covenants',
            heading: 'Conduct before Closing',
            text: "Until Closing the Sellers shall procure that the Company carries on business in the ordinary course, preserves its assets, employees and goodwill, and does not without the Purchaser's consent issue securities, declare dividends, incur borrowing outside the ordinary course, dispose of material assets, or enter into or amend material contracts.",
          },
          {
            id: 'material-adverse-change',
            heading: 'Material Adverse Change',
            text: 'A "Material Adverse Change" is any event that has or is reasonably likely to have a material adverse effect on the business, assets, financial condition or results of the Company, other than changes affecting the industry or the economy generally. The Purchaser may terminate this Agreement before Closing if a Material Adverse Change occurs.',
          },
          {
            id: 'long-stop',
            heading: 'Long-stop Date and Termination',
            text: 'If the conditions are not satisfied or waived by the Long-stop Date, either the Purchaser or the Sellers may terminate this Agreement by notice, without liability except for prior breach.',
          },
        ],
      },
      {
        id: 'closing',
        heading: 'Closing',
        clauses: [
          {
            id: 'closing-deliverables',
            heading: 'Closing Deliverables',
            text: 'At Closing:',
            items: [
              'the Sellers shall deliver duly executed share transfer forms (Form SH-4) or delivery instructions for dematerialised Sale Shares, with the share certificates;',
              "the Company shall hold a Board meeting to approve the transfers, appoint the Purchaser's nominees as directors and accept the resignations of the Sellers' nominees;",
              'the Sellers shall deliver the statutory registers, common seal (if any), title documents and the resignation letters; and',
              "the Purchaser shall pay the Purchase Price (less the escrow amount and any tax withheld) to the Sellers' bank accounts.",
            ],
          },
          {
            id: 'post-closing-filings',
            heading: 'Filings',
            text: 'After Closing the Parties shall make the filings required by law, including Form FC-TRS within 60 (sixty) days where a party is not resident in India, and the payment of stamp duty on the transfer of the Sale Shares.',
          },
        ],
      },
      {
        id: 'protections',
        heading: 'Warranties, Indemnities and Covenants',
        clauses: [
          {
            id: 'warranties',
            heading: 'Warranties',
            text: 'Each Seller warrants to the Purchaser, at signing and at Closing, subject only to the Disclosure Letter, that:',
            items: [
              'it owns its Sale Shares free from encumbrances and has capacity and authority to sell them;',
              'the Company is duly incorporated, its share capital is as disclosed and it has complied with the Companies Act, 2013;',
              'the audited accounts give a true and fair view, and there are no undisclosed liabilities;',
              'all taxes have been paid and returns filed, and no tax demand is pending;',
              'there is no pending or threatened litigation against the Company;',
              'the Company holds all licences required for its business and complies with applicable laws, including anti-bribery laws;',
              'the Company owns or is licensed to use all intellectual property it uses;',
              'the Company has complied with labour laws and has no undisclosed employee liabilities; and',
              `the Company processes personal data in compliance with the ${ACT.dpdp} and has had no material personal data breach.`,
            ],
          },
          {
            id: 'indemnities',
            heading: 'Indemnities',
            text: `The Sellers shall jointly and severally indemnify the Purchaser and the Company against losses arising from any breach of the Warranties, any leakage, and any tax or other liability of the Company relating to the period before Closing (specific indemnities), subject to ${cap}. Claims for breach of Warranties (other than title, capacity and tax) must be notified within 24 (twenty-four) months of Closing; title, capacity and tax claims may be brought within the period of limitation. The Purchaser may take warranty and indemnity insurance at its own cost.`,
          },
          {
            id: 'seller-non-compete',
            heading: "Sellers' Non-compete",
            text: `As the Sellers are selling the goodwill of the Company's business with the Sale Shares, each Seller shall not, for ${nonCompetePeriod}, carry on a business similar to that of the Company within those local limits, which the Parties agree are reasonable with regard to the nature of the business, under the first exception to section 27 of the ${ACT.contract}.`,
          },
          confidentiality('Agreement'),
          capacityWarranties('Agreement'),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [
      signatory('Purchaser', acquirer),
      {
        caption: 'SIGNED AND DELIVERED by each of the Sellers',
        name: 'The Sellers',
        lines: ['Name: ______________________', 'Signature: ______________________'],
      },
      signatory('Company', target),
    ],
    witnessCount: 2,
    schedules: [{ id: 'sellers', title: 'Schedule I — Sellers and Sale Shares', paragraphs: [sellers] }],
    summary: `Purchase by ${acquirer} of all the shares of ${target} for ${d.rupees('transactionValue')}, closing on ${d.date('closingDate')} (long-stop ${longStop}): locked-box price, escrow, conditions precedent${cciMandatory ? ' including CCI approval' : ''}, warranties and indemnities.`,
    statutes: [
      cite(ACT.companies, 'ss.56, 180, 186, 230–236'),
      cite(ACT.competition, 'ss.5, 6'),
      cite(ACT.fema),
      cite(ACT.incomeTax),
      cite(ACT.stamp),
      cite(ACT.contract, 's.27'),
      cite(ACT.dpdp),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        `${AGREEMENT_ARTICLE}; transfer of shares: 0.015% of the consideration (Schedule I as amended by the Finance Act, 2019), collected through the depository for dematerialised shares`,
        'For physical transfers the duty is paid by the transferor on the consideration or market value [verify].',
      ),
      registration: registration(
        'not-required',
        'Not registrable; conveyances of any immovable property of the Company in a business transfer would be registered separately.',
      ),
      witnesses: witnesses(2, false, 'Customary, not required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        cciMandatory
          ? 'Notify the Competition Commission of India and wait for approval before Closing (standstill; review within 150 days).'
          : 'Check whether the transaction is a notifiable combination (deal value above ₹2,000 crore or asset and turnover thresholds).',
        'Board and shareholder resolutions of the Purchaser and the Company; SH-4 or depository transfer; FC-TRS within 60 days where applicable.',
        'If the Company is listed, check the SEBI takeover regulations (open offer at 25%).',
      ],
    },
  }
}

function jointVenture(d: Draft): TemplateDraft {
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
          {
            id: 'further-funding',
            heading: 'Further Funding',
            text: 'Further funding required under the approved business plan shall be provided by the Parties in the Shareholding Ratio. If a Party does not provide its share within 30 (thirty) days of a call, the other may provide it, and the shareholdings shall be adjusted at fair value.',
          },
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
          {
            id: 'deadlock',
            heading: 'Deadlock',
            text: "If a reserved matter is not approved at two consecutive meetings, the chief executives of the Parties shall meet to resolve it within 30 (thirty) days, and may refer it to mediation. If it remains unresolved for 60 (sixty) further days, either Party may serve a sealed-bid (Texas shoot-out) notice to buy the other's shares, the higher bidder buying at its bid price, subject to the pricing rules of the Foreign Exchange Management Act, 1999 where applicable.",
          },
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
          {
            id: 'exit',
            heading: 'Exit and Options',
            text: "On a Party's material breach or insolvency, the other Party may buy its shares at fair value, or sell its own shares to it at fair value. Any option is subject to the Foreign Exchange Management Act, 1999, and no assured return is promised to a non-resident Party.",
          },
          {
            id: 'non-compete',
            heading: 'Non-compete',
            text: `While it holds shares in the JV Company, neither Party shall carry on the Business in competition with the JV Company. ${noRestraintAfterExit('ceased to hold shares in the JV Company')}`,
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
      stampDuty: stampDuty(AGREEMENT_ARTICLE),
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

function llpAgreement(d: Draft): TemplateDraft {
  const llpName = d.text('llpName')
  const group = partiesFromList(d, 'partners', 'Partner', 'Schedule I')
  const designated = /designated/i.test(d.text('partners'))
    ? `the Partners described as designated partners in Schedule I (${d.prose('partners')})`
    : d.tbc(
        'designated-partners',
        'names of at least two designated partners, one resident in India',
        'The designated partners (at least two, one resident in India) are not identified in the details given.',
      )
  if (!/resident/i.test(d.text('partners')))
    d.flag(
      'resident-partner',
      'Confirm that at least one designated partner is resident in India (LLP Act, 2008, s.7).',
      'partners',
    )
  return {
    layout: 'agreement',
    title: 'Limited Liability Partnership Agreement',
    preamble: `This Limited Liability Partnership Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [
      ...group.parties,
      {
        role: 'LLP',
        name: llpName,
        description: `a limited liability partnership incorporated or to be incorporated under the ${ACT.llp}, with its registered office at ${d.text('registeredOffice')} (the "LLP", which expression shall include its successors)`,
      },
    ],
    recitals: [
      `The Partners have agreed to carry on the business of ${d.prose('businessDescription')} as a limited liability partnership under the name ${llpName}, and record in this Agreement their mutual rights and duties and those in relation to the LLP, as section 23 of the ${ACT.llp} provides.`,
    ],
    definitions: [
      { term: 'Business', definition: d.prose('businessDescription') },
      { term: 'Designated Partners', definition: designated },
      {
        term: 'Contribution',
        definition:
          'the money, property or other benefit a Partner has contributed or agreed to contribute to the LLP under section 32 of the Limited Liability Partnership Act, 2008',
      },
      { term: 'Financial Year', definition: 'the year ending on 31 March' },
    ],
    sections: [
      {
        id: 'constitution',
        heading: 'The LLP',
        clauses: [
          {
            id: 'name-business-office',
            heading: 'Name, Business and Registered Office',
            text: `The name of the LLP is ${llpName}. Its business is the Business and its registered office is at ${d.text('registeredOffice')}, or any other place the Partners decide.`,
          },
          {
            id: 'schedule-i-excluded',
            heading: 'Schedule I of the Act',
            text: `The provisions of Schedule I to the ${ACT.llp} apply only to matters on which this Agreement is silent.`,
          },
          {
            id: 'contribution',
            heading: 'Contribution',
            text: `The Partners shall contribute to the LLP as follows: ${d.prose('capitalContribution')}. No Partner shall be bound to contribute more, and no interest is payable on Contribution unless the Partners agree.`,
          },
          {
            id: 'profit-sharing',
            heading: 'Profits and Losses',
            text: `The profits and losses of the LLP shall be shared among the Partners in the ratio ${d.text('profitSharing')}, after paying any remuneration to working Partners agreed in writing within the limits allowed by the ${ACT.incomeTax}.`,
          },
        ],
      },
      {
        id: 'management',
        heading: 'Management',
        clauses: [
          {
            id: 'designated-partners',
            heading: 'Designated Partners',
            text: `The Designated Partners are responsible for the LLP's compliance under section 8 of the ${ACT.llp}, including filings with the Registrar. There shall always be at least two Designated Partners, one of whom is resident in India (section 7).`,
          },
          {
            id: 'decisions',
            heading: 'Decisions',
            text: 'Ordinary business decisions are taken by a majority of the Partners in number. The following require the consent of all the Partners: a change in the Business or the name; admission of a Partner; borrowing or giving security beyond an amount fixed by the Partners; and conversion, merger or winding up of the LLP.',
          },
          {
            id: 'accounts',
            heading: 'Books, Accounts and Filings',
            text: 'The LLP shall keep proper books of account at its registered office, have its accounts audited where required by law, file its statement of account and solvency (Form 8) within 30 (thirty) days of the end of six months of the Financial Year and its annual return (Form 11) within 60 (sixty) days of the end of the Financial Year.',
          },
          {
            id: 'bank-accounts',
            heading: 'Bank Accounts',
            text: "The LLP's bank accounts shall be operated by the Designated Partners as the Partners decide.",
          },
          {
            id: 'partners-duties',
            heading: 'Duties of Partners',
            text: 'Each Partner shall act in good faith and in the interest of the LLP, account to the LLP for any benefit derived without consent from a transaction concerning it, and, while a Partner, not carry on a competing business without the consent of the other Partners (in which case the Partner shall account for the profits). The LLP shall indemnify each Partner for payments and liabilities incurred in the ordinary and proper conduct of its business.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Admission, Cessation and Winding Up',
        clauses: [
          {
            id: 'admission',
            heading: 'Admission of Partners',
            text: 'A new Partner may be admitted only with the consent of all the Partners and on signing a deed of adherence to this Agreement.',
          },
          {
            id: 'cessation',
            heading: 'Cessation',
            text: `A Partner may cease to be a partner by giving at least 30 (thirty) days' written notice to the other Partners (section 24 of the ${ACT.llp}). A Partner may be expelled, in good faith, by a resolution of the other Partners for fraud, insolvency or persistent material breach after being given an opportunity to be heard. A Partner who ceases is paid the Partner's Contribution and share of accumulated profits as shown in the accounts, within 90 (ninety) days. Nothing in this Agreement restrains a former Partner from carrying on any lawful business (section 27 of the ${ACT.contract}).`,
          },
          {
            id: 'winding-up',
            heading: 'Winding Up',
            text: `The LLP may be wound up voluntarily or by the Tribunal in accordance with the ${ACT.llp} and the rules made under it.`,
          },
          confidentiality('Agreement'),
        ],
      },
    ],
    general: { stampDutyBorneBy: 'the LLP' },
    closing:
      'IN WITNESS WHEREOF the Partners have signed this Agreement, and the LLP has adopted it, on the day, month and year first written above.',
    signatories: [...group.signatories, signatory('LLP', llpName)],
    witnessCount: 2,
    schedules: [
      {
        id: 'partners',
        title: 'Schedule I — Partners and Designated Partners',
        paragraphs: [d.prose('partners'), `Contributions: ${d.prose('capitalContribution')}.`],
      },
    ],
    summary: `LLP agreement for ${llpName} (${d.text('businessDescription')}), registered office ${d.text('registeredOffice')}: contributions, profit sharing ${d.text('profitSharing')}, designated partners and decision-making; to be filed in Form 3 within 30 days.`,
    statutes: [
      cite(ACT.llp, 'ss.7, 8, 23, 24, 32'),
      cite(ACT.contract, 's.27'),
      cite(ACT.incomeTax),
      cite(ACT.stamp),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        AGREEMENT_ARTICLE,
        'Many States charge LLP agreements under their partnership article (central Article 46) [verify per State].',
      ),
      registration: registration(
        'not-required',
        'Not registrable under the Registration Act, 1908; filed with the Registrar of Companies instead.',
      ),
      witnesses: witnesses(2, false, 'Customary, not required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        'File the agreement with the Registrar in Form 3 within 30 days of incorporation (LLP Act, 2008, s.23); later changes also in Form 3 within 30 days.',
      ],
    },
  }
}

export const corporateDealDrafters = {
  'merger-acquisition': { placeFields: [], draft: mergerAcquisition },
  'joint-venture': { placeFields: ['ventureScope'], draft: jointVenture },
  'llp-agreement': { placeFields: ['registeredOffice'], draft: llpAgreement },
} satisfies Record<string, TemplateDrafter>
