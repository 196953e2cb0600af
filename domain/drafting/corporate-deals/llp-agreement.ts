import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import { confidentiality, EXECUTION } from '../clauses.ts'
import { type Draft, type TemplateDraft, partiesFromList, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

export function llpAgreement(d: Draft): TemplateDraft {
  const llpName = d.text('llpName')
  // The LLP signs too: its kind is recorded so the general provisions word it as a body corporate.
  d.noteParty('LLP', 'llp')
  const group = partiesFromList(d, 'partners', 'Partner', 'Schedule I')
  // At least two designated partners (reference: LLP Act 2008), so with two partners both are.
  const designated = /designated/i.test(d.text('partners'))
    ? `the Partners described as designated partners in Schedule I (${d.prose('partners')})`
    : group.names.length === 2
      ? 'both Partners, the LLP Act, 2008 requiring at least two designated partners'
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
            text: 'Each Partner shall act in good faith and in the interest of the LLP, account to the LLP for any benefit derived without consent from a transaction concerning it, and, while a Partner, not carry on a competing business without the consent of the other Partners (in which case the Partner shall account for the profits). The LLP shall indemnify each Partner for payments and liabilities incurred in the ordinary and proper conduct of the business of the LLP.',
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
        'agreement',
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
