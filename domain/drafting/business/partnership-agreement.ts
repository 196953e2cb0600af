import { registration, stampDuty, witnesses } from '../checklist.ts'
import { EXECUTION } from '../clauses.ts'
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
    'interest on capital and remuneration of working partners only as the Partners agree in writing, within the Income-tax limits',
    "three months' notice of retirement",
  ])
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
      { term: 'Profit Sharing Ratio', definition: d.text('profitSharing') },
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
            text: `The Partners may by written resolution allow interest on Capital and remuneration to working Partners, at rates and amounts within the limits deductible to the Firm under the ${ACT.incomeTax} (interest not exceeding 12% per annum under ${d.incomeTax('40(b)')}). Interest on a Partner's advance beyond Capital is at 6% per annum as section 13(d) of the ${ACT.partnership} provides, unless otherwise agreed.`,
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
            text: 'A Partner may be expelled by the other Partners, acting in good faith, for fraud, insolvency or persistent material breach of this Deed, after notice and an opportunity to be heard, as section 33 of that Act permits.',
          },
          {
            id: 'death',
            heading: 'Death',
            text: "On the death of a Partner the Firm shall not be dissolved if the surviving Partners so decide; the deceased Partner's legal representatives shall be paid the deceased Partner's Capital and share of profits and goodwill up to the date of death, within 6 (six) months.",
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
    summary: `Partnership between ${first} and ${second} as ${firmName} (${nature}): capital ${d.text('capitalContribution')}; profit sharing ${d.text('profitSharing')}; partnership at will, registration with the Registrar of Firms.`,
    statutes: [
      cite(ACT.partnership, 'ss.7, 11, 13, 32, 33, 36, 48, 58, 59, 69'),
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
