import { registration, stampDuty, witnesses } from '../checklist.ts'
import { EXECUTION, words } from '../clauses.ts'
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { STANDARD_CHECKLIST } from './shared.ts'

export function partnership(d: Draft): TemplateDraft {
  const first = d.text('partner1')
  const second = d.text('partner2')
  const [firmName = '', business] = d.text('businessName').split(/\s+[–—-]\s+/)
  const nature =
    business ??
    d.tbc(
      'firm-business',
      'nature of the business of the Firm',
      "The nature of the firm's business is not among the details given.",
    )
  const place = d.tbc(
    'principal-place',
    'principal place of business of the Firm',
    "The firm's principal place of business is not among the details given.",
  )
  d.assume([
    'partnership at will',
    'no interest on capital and no remuneration to partners unless a supplementary deed states them',
    "three months' notice of retirement",
    'on the death or expulsion of either partner, the other may continue the business as sole proprietor and buy out the share',
  ])
  // The deduction for partners' interest and remuneration needs the deed itself to state them.
  d.flag(
    'partner-remuneration',
    `The Deed allows no interest on capital and no remuneration to partners. If the Partners want either, state in the Deed the rate of interest (not above 12% a year simple) and each working Partner's remuneration or the method of computing it: the Firm deducts them only if the partnership deed authorises them (${d.incomeTax('40(b)')}). Name the working partners and the bank-account signing limits as well.`,
  )
  const shares = profitShares(d, first, second)
  return {
    layout: 'agreement',
    title: 'Deed of Partnership',
    noun: 'Deed',
    preamble: `This Deed of Partnership (this "Deed") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'First Partner', first), party(d, 'Second Partner', second)],
    recitals: [
      `The Partners have agreed to carry on the business of ${nature} in partnership under the name ${firmName}, and to record the terms of the partnership in this Deed under section 11 of the ${ACT.partnership}.`,
    ],
    definitions: [
      { term: 'Firm', definition: `the partnership carried on under the name ${firmName}` },
      { term: 'Business', definition: nature },
      {
        term: 'Capital',
        definition: `the capital contributed by the Partners, namely: ${d.prose('capitalContribution')}`,
      },
      {
        term: 'Partners',
        definition: `${first} and ${second}, the First Partner and the Second Partner, and "Partner" means either of them`,
      },
      { term: 'Profit Sharing Ratio', definition: shares },
    ],
    sections: [
      {
        id: 'firm',
        heading: 'The Firm',
        clauses: [
          {
            id: 'name-and-business',
            heading: 'Name and Business',
            text: 'The Partners shall carry on the Business in partnership under the name of the Firm, and any other lawful business the Partners agree in writing.',
          },
          {
            id: 'place-of-business',
            heading: 'Place of Business',
            text: `The principal place of business of the Firm is at ${place}. The Firm may open branches elsewhere with the consent of both Partners.`,
          },
          {
            id: 'commencement-and-duration',
            heading: 'Commencement and Duration',
            text: `The partnership commences on the date of this Deed and is a partnership at will under section 7 of the ${ACT.partnership}, subject to the provisions on retirement and dissolution in this Deed.`,
          },
        ],
      },
      {
        id: 'finance',
        heading: 'Capital, Profits and Accounts',
        clauses: [
          {
            id: 'capital',
            heading: 'Capital Contributions',
            text: "Each Partner shall contribute the Capital stated against the Partner's name. Further capital shall be contributed in the Profit Sharing Ratio when the Partners so decide.",
          },
          {
            id: 'profit-sharing',
            heading: 'Profits and Losses',
            text: `The net profits and losses of the Firm shall be shared and borne by the Partners in the Profit Sharing Ratio, in place of the equal sharing under section 13(b) of the ${ACT.partnership}.`,
          },
          {
            id: 'interest-and-remuneration',
            heading: 'Interest on Capital and Remuneration',
            text: `No interest is payable on Capital, and no salary, commission or other remuneration is payable to any Partner for taking part in the Business (section 13(a) of the ${ACT.partnership}), unless a supplementary deed signed by both Partners states the rate of interest and the remuneration of each working Partner, or the method of computing it, within the limits of ${d.incomeTax('40(b)')}. Interest on a Partner's advance beyond Capital is at 6% per annum as section 13(d) of the ${ACT.partnership} provides.`,
          },
          {
            id: 'drawings',
            heading: 'Drawings',
            text: "Each Partner may draw monthly amounts on account of profits as the Partners agree, adjusted against the Partner's share at the close of the financial year.",
          },
          {
            id: 'bank-accounts',
            heading: 'Bank Accounts',
            text: "The Firm's bank accounts shall be opened in its name and operated jointly by both Partners, or by either of them up to limits they agree in writing.",
          },
          {
            id: 'books-and-audit',
            heading: 'Books, Audit and Financial Year',
            text: 'Proper books of account shall be kept at the principal place of business and be open to inspection by each Partner. The financial year ends on 31 March; the accounts shall be closed and, where required by law, audited, and the net profit or loss divided accordingly.',
          },
        ],
      },
      {
        id: 'conduct',
        heading: 'Duties and Restrictions',
        clauses: [
          {
            id: 'duties',
            heading: 'Duties of Partners',
            text: "Each Partner shall diligently attend to the Business, act in good faith and in the common advantage, render true accounts and full information of things affecting the Firm, and indemnify the Firm for loss caused by the Partner's wilful neglect.",
          },
          {
            id: 'restrictions',
            heading: 'Restrictions',
            text: "No Partner shall, without the written consent of the other, give a guarantee or surety on behalf of the Firm, lend the Firm's money, compromise a claim of the Firm, transfer the Partner's interest, or, while a Partner, carry on a business competing with the Firm (section 11(2) of the Indian Partnership Act, 1932).",
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Admission, Retirement, Death and Dissolution',
        clauses: [
          {
            id: 'admission',
            heading: 'Admission',
            text: 'A new Partner may be admitted only with the consent of all the Partners.',
          },
          {
            id: 'retirement',
            heading: 'Retirement',
            text: `A Partner may retire by giving the other Partner at least 3 (three) months' written notice (section 32 of the ${ACT.partnership}). No restraint is agreed on an outgoing Partner; any restraint the Partners later agree must be reasonable and within section 36(2) of that Act.`,
          },
          {
            id: 'expulsion',
            heading: 'Expulsion',
            // Two partners: an expulsion leaves one person, who cannot be a firm (s.4).
            text: `If a Partner commits fraud, is adjudged insolvent or persistently commits a material breach of this Deed, the other Partner, acting in good faith and after giving notice and an opportunity to be heard (section 33 of the ${ACT.partnership}), may by written notice either dissolve the Firm or continue the Business as its sole proprietor, taking over its assets and liabilities and paying the outgoing Partner's share under the Clause on Goodwill and Valuation within 6 (six) months.`,
          },
          {
            id: 'death',
            heading: 'Death',
            text: `The Firm having two Partners, the death of either dissolves it (section 42(c) of the ${ACT.partnership}); the deceased Partner's legal representatives do not become partners. The surviving Partner may, by written notice to them within 30 (thirty) days of the death, continue the Business as its sole proprietor, taking over its assets and liabilities and paying them the deceased Partner's Capital and share of profits and goodwill up to the date of death, valued under the Clause on Goodwill and Valuation, within 6 (six) months; failing such notice, the affairs of the Firm shall be wound up under the Clause on Dissolution.`,
          },
          {
            id: 'goodwill',
            heading: 'Goodwill and Valuation',
            text: "On the retirement, expulsion or death of a Partner, the Partner's share (including goodwill) shall be valued on the basis of the last balance sheet and a fair valuation of goodwill by an independent chartered accountant.",
          },
          {
            id: 'dissolution',
            heading: 'Dissolution',
            text: `On dissolution, the accounts shall be settled under section 48 of the ${ACT.partnership}: losses first from profits, then Capital, then by the Partners in the Profit Sharing Ratio; the assets shall be applied in paying third-party debts, then advances, then Capital, and the residue divided in the Profit Sharing Ratio.`,
          },
          {
            id: 'registration-of-firm',
            heading: 'Registration of the Firm',
            text: `The Partners shall register the Firm with the Registrar of Firms under sections 58 and 59 of the ${ACT.partnership}, as an unregistered firm cannot sue third parties or its partners on contracts (section 69).`,
          },
          {
            id: 'amendments',
            heading: 'Amendments',
            text: 'This Deed may be amended only by a supplementary deed signed by all the Partners.',
          },
        ],
      },
    ],
    general: { assignment: false },
    closing:
      'IN WITNESS WHEREOF the Partners have signed this Deed on the day, month and year first written above.',
    signatories: [signatory('First Partner', first), signatory('Second Partner', second)],
    witnessCount: 2,
    summary: `Partnership between ${first} and ${second} as ${firmName} (${nature}): capital ${d.text('capitalContribution')}; profit sharing ${d.text('profitSharing')}; no partner interest or remuneration unless a supplementary deed states it; on death or expulsion the survivor may continue as sole proprietor; partnership at will, registration with the Registrar of Firms.`,
    statutes: [
      cite(ACT.partnership, 'ss.4, 7, 11, 13, 32, 33, 36, 42, 48, 58, 59, 69'),
      cite(ACT.contract, 's.27'),
      cite(ACT.incomeTax),
      cite(ACT.stamp),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      stampDuty: stampDuty('partnership'),
      registration: registration(
        'not-required',
        'Not registrable under the Registration Act, 1908. Registration of the firm with the Registrar of Firms (Form I) is optional in most States but advisable (s.69); some States have made it compulsory [verify].',
      ),
      witnesses: witnesses(2, false, 'Customary; signed by all partners.'),
      notarisation: { required: false, note: 'Common practice, not required by law.' },
      otherSteps: [
        'Register the firm with the Registrar of Firms (Form I).',
        "Apply for the firm's PAN and GST registration.",
      ],
    },
  }
}

/**
 * Which partner takes which share: "60:40" becomes the First Partner's 60% and the Second
 * Partner's 40%; a text that names the partners is kept; anything else is to be confirmed.
 */
function profitShares(d: Draft, first: string, second: string): string {
  const given = d.text('profitSharing')
  const ratio = /^\s*(\d+(?:\.\d+)?)\s*%?\s*[:/-]\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(given)
  if (ratio) {
    const [a, b] = [Number(ratio[1]), Number(ratio[2])]
    const percent = (n: number) => {
      const p = Math.round((n / (a + b)) * 10000) / 100
      return Number.isInteger(p) ? `${p}% (${words(p)} per cent)` : `${p}%`
    }
    return `${given}, that is, ${percent(a)} to ${first} (the First Partner) and ${percent(b)} to ${second} (the Second Partner)`
  }
  const surname = (name: string) => name.trim().split(/\s+/)[0] ?? name
  if (given.includes(surname(first)) && given.includes(surname(second))) return given
  return `${given} ${d.tbc('profit-shares', `which Partner takes which share of "${given}"`, `The profit-sharing ratio "${given}" does not say which partner takes which share: state each partner's share.`, 'profitSharing')}`
}
