import { formatAmount, formatRupees } from '#domain/shared/money.ts'
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
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

export function investment(d: Draft): TemplateDraft {
  const investor = d.text('investor')
  const company = d.text('company')
  const amount = d.paise('investmentAmount')
  const pct = d.number('equityPercentage')
  const postMoney = Math.round(amount / (pct / 100) / 100) * 100
  const preMoney = postMoney - amount
  const esop = d.tbc(
    'esop-pool',
    'size of the ESOP pool (% fully diluted)',
    'The size of the employee stock option pool is not among the details given.',
  )
  const promoters = d.tbc(
    'promoters',
    'names of the promoters / founders',
    'The promoters or founders of the company are not among the details given; investors usually require them to join the agreement and give warranties.',
  )
  d.assume([
    'investment by compulsorily convertible preference shares converting 1:1',
    '1x non-participating liquidation preference',
    'broad-based weighted-average anti-dilution',
    'one investor director',
  ])
  return {
    layout: 'agreement',
    title: 'Share Subscription Agreement',
    preamble: `This Share Subscription Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Investor', investor), party(d, 'Company', company)],
    recitals: [
      `The Company wishes to raise capital and the Investor has agreed to subscribe for the Subscription Shares for the Investment Amount on the terms of this Agreement. The promoters of the Company are ${promoters}.`,
    ],
    definitions: [
      { term: 'Investment Amount', definition: d.amount('investmentAmount') },
      {
        term: 'Subscription Shares',
        definition: `compulsorily convertible preference shares of the Company which, on conversion, will represent ${pct}% (${pct} per cent) of the share capital of the Company on a fully diluted basis immediately after Closing, implying a post-money valuation of ${formatAmount(postMoney)} and a pre-money valuation of ${formatRupees(preMoney)}`,
      },
      {
        term: 'Closing',
        definition:
          'the issue and allotment of the Subscription Shares against payment of the Investment Amount under the Clause on Closing',
      },
      {
        term: 'Fully Diluted Basis',
        definition:
          'taking into account all issued shares and all options, warrants and convertible securities, including the ESOP pool',
      },
    ],
    sections: [
      {
        id: 'subscription',
        heading: 'Subscription and Closing',
        clauses: [
          {
            id: 'subscription',
            heading: 'Subscription',
            text: `The Investor shall subscribe for, and the Company shall issue and allot, the Subscription Shares for the Investment Amount by way of a private placement under section 42 and a preferential allotment under section 62(1)(c) of the ${ACT.companies}.`,
          },
          {
            id: 'conditions-precedent',
            heading: 'Conditions Precedent',
            text: "The Investor's obligation is conditional on:",
            items: [
              "completion of legal, financial and tax due diligence to the Investor's satisfaction;",
              "a special resolution of the shareholders approving the issue and the amended articles reflecting the Investor's rights, and the offer letter in Form PAS-4;",
              'a valuation report from a registered valuer (and, for a non-resident Investor, pricing not below fair value under the Foreign Exchange Management (Non-Debt Instruments) Rules, 2019);',
              'government approval where Press Note 3 (2020) applies; and',
              'the Warranties being true at Closing.',
            ],
          },
          {
            id: 'closing',
            heading: 'Closing',
            text: "At Closing the Investor shall pay the Investment Amount into a separate bank account of the Company, and the Company shall allot the Subscription Shares within 60 (sixty) days of receipt, issue the share certificates or credit them in dematerialised form, and appoint the Investor's nominee director.",
          },
          {
            id: 'use-of-proceeds',
            heading: 'Use of Proceeds',
            text: 'The Company shall use the Investment Amount only for its business in accordance with the business plan approved by the Investor, and not to repay shareholder loans or buy back shares.',
          },
          {
            id: 'post-closing',
            heading: 'Post-closing Filings',
            text: `The Company shall file Form PAS-3 within 15 (fifteen) days of allotment, Form MGT-14 for the special resolution within 30 (thirty) days, and, for a non-resident Investor, Form FC-GPR within 30 (thirty) days of allotment under the ${ACT.fema}, and shall pay the stamp duty on the issue of the shares.`,
          },
        ],
      },
      {
        id: 'terms-of-shares',
        heading: 'Terms of the Subscription Shares',
        clauses: [
          {
            id: 'conversion',
            heading: 'Conversion',
            text: 'Each Subscription Share converts into one equity share (subject to adjustment for anti-dilution) at the option of the Investor at any time, and compulsorily on a qualified initial public offering or on the last date permitted by law, and in any case within 20 (twenty) years (section 55 of the Companies Act, 2013). The conversion ratio is fixed at the time of issue, as the Non-Debt Instruments Rules require.',
          },
          byKind((of) => ({
            id: 'liquidation-preference',
            heading: 'Liquidation Preference',
            text: `On a liquidation or a sale of the Company, the Investor is entitled, before any payment to holders of equity shares, to the higher of the Investment Amount (with declared but unpaid dividends) and ${of('Investor').possessive} pro rata share of the proceeds as if converted.`,
          })),
          {
            id: 'anti-dilution',
            heading: 'Anti-dilution',
            text: 'If the Company issues shares at a price lower than the price paid by the Investor, the conversion ratio shall be adjusted on a broad-based weighted-average basis, excluding issues under the ESOP pool.',
          },
          byKind((of) => ({
            id: 'pre-emption',
            heading: 'Pre-emption',
            text: `The Investor has a right to subscribe for ${of('Investor').possessive} pro rata share of any further issue of securities of the Company.`,
          })),
        ],
      },
      {
        id: 'investor-rights',
        heading: 'Investor Rights',
        clauses: [
          byKind((of) => ({
            id: 'board',
            heading: 'Board and Observer',
            text: `So long as the Investor holds at least 5% (five per cent) on a Fully Diluted Basis, ${of('Investor').subject} may nominate one director (who shall not be liable as an officer in default for day-to-day operations) and one observer.`,
          })),
          {
            id: 'affirmative-matters',
            heading: 'Affirmative Matters',
            text: "The Company shall not, without the Investor's prior written consent: amend its charter documents; issue or buy back securities; change its business; approve a merger, sale or winding up; incur borrowing beyond the budget; enter into related-party transactions; or adopt or amend the ESOP plan.",
          },
          {
            id: 'information',
            heading: 'Information Rights',
            text: 'The Company shall give the Investor monthly management accounts within 30 (thirty) days of each month, audited annual accounts within 120 (one hundred and twenty) days of the year end, and the annual budget.',
          },
          {
            id: 'transfer-rights',
            heading: 'Right of First Refusal, Tag-along and Drag-along',
            text: "Any transfer of shares by a promoter is subject to the Investor's right of first refusal and right to tag along pro rata. If a qualified exit has not occurred within the period the Parties agree in the articles, the Investor may require a strategic sale of the Company, with drag-along rights over the other shareholders, at fair market value.",
          },
          {
            id: 'exit',
            heading: 'Exit',
            text: 'The Company and the promoters shall use best efforts to provide the Investor an exit by a qualified initial public offering, a strategic sale or a buy-back, at fair market value and in compliance with the Foreign Exchange Management Act, 1999; no assured return is promised to a non-resident Investor.',
          },
          {
            id: 'esop-and-founders',
            heading: 'ESOP Pool and Founders',
            text: `The Company shall maintain an ESOP pool of ${esop}. The promoters shall devote their full time to the Company, their shares shall vest and be locked in as the articles provide, and while employed by the Company they shall not engage in a competing business. ${noRestraintAfterExit('ceased to be employed by the Company')}`,
          },
        ],
      },
      {
        id: 'protections',
        heading: 'Warranties and Indemnity',
        clauses: [
          {
            id: 'company-warranties',
            heading: 'Company Warranties',
            text: 'The Company warrants to the Investor, at signing and at Closing, that the Company is duly incorporated, its capital structure is as disclosed, its accounts are true and fair, it has paid its taxes, it owns its intellectual property, it has complied with applicable laws (including labour, data protection and anti-bribery laws), and there is no pending material litigation, except as fairly disclosed in writing (the "Warranties").',
          },
          indemnity('Company', 'Investor', ['any breach of the Warranties or of this Agreement;']),
          capacityWarranties('Agreement'),
          confidentiality('Agreement'),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Investor', investor), signatory('Company', company)],
    witnessCount: 2,
    summary: `Investment of ${d.rupees('investmentAmount')} by ${investor} in ${company} for ${pct}% on a fully diluted basis (post-money ${formatRupees(postMoney)}) through compulsorily convertible preference shares; private placement, investor rights and FEMA-compliant exit.`,
    statutes: [
      cite(ACT.companies, 'ss.42, 55, 62'),
      cite(ACT.fema),
      cite(ACT.incomeTax),
      cite(ACT.stamp),
      cite(ACT.contract, 's.27'),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        'agreement',
        undefined,
        'issue of shares: 0.005% of the consideration (Schedule I, Indian Stamp Act, 1899 as amended by the Finance Act, 2019, at the Union rate)',
      ),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(2, false, 'Customary, not required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        'Board and special resolutions; PAS-4 offer letter and PAS-5 record; PAS-3 within 15 days of allotment; MGT-14 within 30 days.',
        'FC-GPR within 30 days of allotment for a non-resident investor.',
      ],
    },
  }
}
