import { addMonths, formatDate, parseDate } from '#domain/shared/dates.ts'
import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import { byKind, capacityWarranties, confidentiality, AGREEMENT_TESTIMONIUM, EXECUTION } from '../clauses.ts'
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

const CCI_THRESHOLD_PAISE = 2000 * 1_00_00_000 * 100 // ₹2,000 crore deal value (Competition Act s.5(d))

export function mergerAcquisition(d: Draft): TemplateDraft {
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
          byKind((of) => ({
            id: 'tax-withholding',
            heading: 'Tax Withholding',
            text: `The Purchaser may withhold from the Purchase Price any tax ${of('Purchaser').subject} is required to deduct under the ${ACT.incomeTax} (including on payments to non-resident Sellers) and shall furnish the certificates of deduction; amounts withheld are treated as paid.`,
          })),
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
            text: 'After Closing the Parties shall make the filings required by law, including Form FC-TRS within 60 (sixty) days where a Party is not resident in India, and the payment of stamp duty on the transfer of the Sale Shares.',
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
          byKind((of) => ({
            id: 'indemnities',
            heading: 'Indemnities',
            text: `The Sellers shall jointly and severally indemnify the Purchaser and the Company against losses arising from any breach of the Warranties, any leakage, and any tax or other liability of the Company relating to the period before Closing (specific indemnities), subject to ${cap}. Claims for breach of Warranties (other than title, capacity and tax) must be notified within 24 (twenty-four) months of Closing; title, capacity and tax claims may be brought within the period of limitation. The Purchaser may take warranty and indemnity insurance at ${of('Purchaser').possessive} own cost.`,
          })),
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
        'agreement',
        'For physical transfers the duty is paid by the transferor on the consideration or market value [verify].',
        'transfer of shares: 0.015% of the consideration (Schedule I, Indian Stamp Act, 1899 as amended by the Finance Act, 2019, at the Union rate), collected through the depository for dematerialised shares',
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
