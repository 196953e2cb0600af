import { formatAmount, formatRupees } from '#domain/shared/money.ts'
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
  entityKind,
  party,
  signatory,
} from './draft.ts'
import { ACT, cite } from './statutes.ts'

function loan(d: Draft): TemplateDraft {
  const lender = d.text('lenderName')
  const borrower = d.text('borrowerName')
  const rate = d.number('interestRate')
  const purpose = d.tbc(
    'loan-purpose',
    'purpose of the Loan',
    'The purpose of the loan is not among the details given.',
  )
  const security = d.tbc(
    'loan-security',
    'security for the Loan, if any (e.g. unsecured; or a mortgage, hypothecation or guarantee)',
    'Whether the loan is secured, and by what, is not among the details given.',
  )
  if (entityKind(lender) === 'individual')
    d.flag(
      'money-lending',
      "The lender is an individual: if the lender carries on the business of money-lending, the State's Money-Lenders Act may require a licence and cap interest [verify per State].",
      'lenderName',
    )
  if (entityKind(borrower) === 'company')
    d.flag(
      'deposit-rules',
      'The borrower is a company: a loan from a person other than a director (or a director\'s relative) may be a "deposit" under the Companies Act, 2013 (ss.73–76) and the Acceptance of Deposits Rules, 2014; confirm an exemption applies.',
      'borrowerName',
    )
  // An interest-free loan (common between family and friends): no Interest Rate, principal only.
  const free = rate === 0
  if (free) {
    const company =
      entityKind(lender) === 'company'
        ? ' The lender is a company: a loan by a company is subject to sections 185 and 186 of the Companies Act, 2013 (under section 186, a resolution of the board passed unanimously and, beyond the limits of that section, a special resolution); confirm that an interest-free loan is permitted under them. Have the tax treatment reviewed as well: the Income-tax Act, 2025 may treat a loan by a company as a deemed dividend [verify the section].'
        : ''
    d.flag(
      'interest-free',
      `The Loan is drafted as interest-free: no interest is payable on it, only default interest on overdue amounts. Confirm that this is intended.${company}`,
      'interestRate',
    )
  }
  d.assume([
    free
      ? 'interest-free, the principal repayable as scheduled'
      : 'interest computed on the daily outstanding balance, payable monthly',
    'disbursement within 7 days',
    free
      ? 'default interest of 2% a year on overdue amounts'
      : 'default interest of 2% a year above the Interest Rate',
    'a demand promissory note executed on disbursement',
  ])
  return {
    layout: 'agreement',
    title: 'Loan Agreement',
    preamble: `This Loan Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Lender', lender), party(d, 'Borrower', borrower)],
    recitals: [
      'At the request of the Borrower, the Lender has agreed to lend the Loan to the Borrower on the terms of this Agreement.',
    ],
    definitions: [
      {
        term: 'Loan',
        definition: `the principal sum of ${d.amount('loanAmount')}${free ? ', lent free of interest' : ''}`,
      },
      ...(free
        ? []
        : [
            {
              term: 'Interest Rate',
              definition: `${rate}% (${rate} per cent) per annum, simple interest, computed on the daily outstanding principal on the basis of a 365-day year`,
            },
          ]),
      { term: 'Repayment Schedule', definition: d.prose('repaymentSchedule') },
      { term: 'Purpose', definition: purpose },
    ],
    sections: [
      {
        id: 'loan',
        heading: 'The Loan',
        clauses: [
          {
            id: 'loan-and-purpose',
            heading: 'Loan and Purpose',
            text: 'The Lender shall lend the Loan to the Borrower, and the Borrower shall use it only for the Purpose.',
          },
          {
            id: 'disbursement',
            heading: 'Disbursement',
            text: `The Lender shall disburse the Loan by bank transfer to the Borrower's account within 7 (seven) days of the execution of this Agreement, after receiving the documents listed in the Clause on Conditions of Disbursement. No part of the Loan shall be given or repaid in cash, as the ${ACT.incomeTax} prohibits loans of ₹20,000 or more otherwise than through banking channels.`,
          },
          {
            id: 'conditions-of-disbursement',
            heading: 'Conditions of Disbursement',
            text: `Before disbursement the Borrower shall deliver proof of identity and PAN, any authorising resolution if the Borrower is not an individual, and a demand promissory note for the Loan${free ? '' : ' and interest'} under section 4 of the ${ACT.negotiableInstruments}, duly stamped.`,
          },
        ],
      },
      {
        id: 'repayment',
        heading: 'Interest and Repayment',
        clauses: [
          {
            id: 'interest',
            heading: 'Interest',
            text: free
              ? 'The Loan is interest-free: no interest is payable on it from the date of disbursement until repayment in full, and the Borrower shall repay only the principal, save for default interest under the Clause on Default Interest.'
              : 'The Borrower shall pay interest on the Loan at the Interest Rate from the date of disbursement until repayment in full, monthly in arrears. Interest shall not be compounded.',
          },
          {
            id: 'repayment',
            heading: 'Repayment',
            text: `The Borrower shall repay the Loan${free ? '' : ' with interest'} in accordance with the Repayment Schedule (${d.prose('repaymentSchedule')}), by bank transfer to the Lender's account.`,
          },
          {
            id: 'prepayment',
            heading: 'Prepayment',
            text: `The Borrower may prepay the whole or part of the Loan at any time on 15 (fifteen) days' written notice${free ? '' : ', with interest accrued to the date of prepayment'}, without premium or penalty.`,
          },
          {
            id: 'default-interest',
            heading: 'Default Interest',
            text: `On any amount not paid when due, the Borrower shall pay ${free ? 'interest at 2% (two per cent) per annum' : 'additional interest at 2% (two per cent) per annum above the Interest Rate'} from the due date until payment, which the Parties agree is a reasonable pre-estimate of loss under section 74 of the ${ACT.contract}. Where the Lender is a regulated entity, it shall instead levy only the penal charges permitted by its board-approved policy and the directions of the Reserve Bank of India.`,
          },
          {
            id: 'tds',
            heading: 'Tax Deducted at Source',
            text: `Where the Borrower is required by the ${ACT.incomeTax} to deduct tax at source on ${free ? 'any default interest' : 'interest'}, it shall deduct and deposit it and give the Lender the certificate; the amount deducted is treated as paid.`,
          },
        ],
      },
      {
        id: 'protections',
        heading: 'Security, Covenants and Default',
        clauses: [
          {
            id: 'security',
            heading: 'Security',
            text: `The Loan is ${security}. Any security document shall be executed, stamped and, where required, registered at the Borrower's cost.`,
          },
          capacityWarranties('Agreement'),
          {
            id: 'covenants',
            heading: 'Covenants',
            text: 'Until the Loan is repaid in full, the Borrower shall inform the Lender promptly of any event of default or any proceeding against it, shall not use the Loan for any unlawful or speculative purpose, and shall give the Lender such financial information as it reasonably requests.',
          },
          {
            id: 'events-of-default',
            heading: 'Events of Default',
            text: 'Each of the following is an event of default:',
            items: [
              'the Borrower fails to pay any amount within 15 (fifteen) days of its due date;',
              'any representation of the Borrower proves untrue in a material respect;',
              'the Borrower breaches any other obligation and does not remedy it within 30 (thirty) days of notice;',
              'the Borrower becomes insolvent, or a proceeding is admitted against it under the Insolvency and Bankruptcy Code, 2016;',
              'any security for the Loan becomes invalid or is endangered.',
            ],
          },
          {
            id: 'acceleration',
            heading: 'Acceleration',
            text: 'On an event of default that continues, the Lender may by notice declare the Loan, accrued interest and all other amounts immediately due and payable, and enforce any security.',
          },
          {
            id: 'set-off',
            heading: 'Set-off',
            text: 'The Lender may set off any amount due and unpaid by the Borrower against any amount the Lender owes the Borrower, after notice.',
          },
          indemnity('Borrower', 'Lender', [
            'any event of default, including the costs of recovering the Loan and enforcing any security;',
          ]),
          {
            id: 'assignment-by-lender',
            heading: 'Assignment by the Lender',
            text: 'The Lender may assign its rights under this Agreement by notice to the Borrower; the Borrower may not assign its obligations.',
          },
        ],
      },
    ],
    general: {
      assignment: false,
      stampDutyBorneBy: 'the Borrower',
      nonArbitrable:
        'any claim that the Recovery of Debts and Bankruptcy Act, 1993 requires to be decided by a Debts Recovery Tribunal, and any proceeding under section 138 of the Negotiable Instruments Act, 1881',
    },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Lender', lender), signatory('Borrower', borrower)],
    witnessCount: 2,
    summary: `${free ? 'Interest-free loan' : 'Loan'} of ${d.rupees('loanAmount')} by ${lender} to ${borrower}${free ? '' : ` at ${rate}% a year simple interest`}, repayable: ${d.text('repaymentSchedule')}; prepayment without penalty, events of default and acceleration, banking channels only.`,
    statutes: [
      cite(ACT.contract, 's.74'),
      cite(ACT.negotiableInstruments, 'ss.4, 138'),
      cite(ACT.usuriousLoans),
      cite(ACT.interest),
      cite(ACT.stamp),
      cite(ACT.incomeTax),
      cite(ACT.limitation),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        `${AGREEMENT_ARTICLE} (or the State's loan agreement article); the promissory note under Article 49 at the Union rate`,
      ),
      registration: registration(
        'not-required',
        'Not registrable unless it creates a mortgage of immovable property.',
      ),
      witnesses: witnesses(2, false, 'Customary, not required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: {
        ...E_SIGN_ALLOWED,
        basis: `${E_SIGN_ALLOWED.basis} A promissory note in favour of a person other than an RBI, NHB, SEBI, IRDAI or PFRDA regulated entity remains excluded (First Schedule, entry 1) and must be signed in ink.`,
      },
      otherSteps: ['Take the stamped demand promissory note on disbursement.'],
    },
  }
}

function investment(d: Draft): TemplateDraft {
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
          {
            id: 'liquidation-preference',
            heading: 'Liquidation Preference',
            text: 'On a liquidation or a sale of the Company, the Investor is entitled, before any payment to holders of equity shares, to the higher of the Investment Amount (with declared but unpaid dividends) and its pro rata share of the proceeds as if converted.',
          },
          {
            id: 'anti-dilution',
            heading: 'Anti-dilution',
            text: 'If the Company issues shares at a price lower than the price paid by the Investor, the conversion ratio shall be adjusted on a broad-based weighted-average basis, excluding issues under the ESOP pool.',
          },
          {
            id: 'pre-emption',
            heading: 'Pre-emption',
            text: 'The Investor has a right to subscribe for its pro rata share of any further issue of securities of the Company.',
          },
        ],
      },
      {
        id: 'investor-rights',
        heading: 'Investor Rights',
        clauses: [
          {
            id: 'board',
            heading: 'Board and Observer',
            text: 'So long as the Investor holds at least 5% (five per cent) on a Fully Diluted Basis, it may nominate one director (who shall not be liable as an officer in default for day-to-day operations) and one observer.',
          },
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
            text: 'The Company warrants to the Investor, at signing and at Closing, that it is duly incorporated, its capital structure is as disclosed, its accounts are true and fair, it has paid its taxes, it owns its intellectual property, it has complied with applicable laws (including labour, data protection and anti-bribery laws), and there is no pending material litigation, except as fairly disclosed in writing (the "Warranties").',
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
        `${AGREEMENT_ARTICLE}; issue of shares: 0.005% of the consideration (Schedule I as amended by the Finance Act, 2019)`,
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

function guarantee(d: Draft): TemplateDraft {
  const guarantor = d.text('guarantor')
  const creditor = d.text('beneficiary')
  const debtor = d.tbc(
    'principal-debtor',
    'name and address of the principal debtor',
    'The principal debtor whose obligations are guaranteed is not among the details given as a separate fact: name it.',
  )
  return {
    layout: 'agreement',
    title: 'Deed of Guarantee',
    noun: 'Guarantee',
    preamble: `This Deed of Guarantee (this "Guarantee") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Guarantor', guarantor), party(d, 'Creditor', creditor)],
    recitals: [
      `The Creditor has granted or agreed to grant facilities to ${debtor} (the "Principal Debtor") for the following purpose: ${d.prose('purpose')}.`,
      `The Creditor has required, as a condition of doing so, and the Guarantor has agreed, that the Guarantor guarantee the Guaranteed Obligations on the terms of this Guarantee. The Guarantor acknowledges that anything done or promised for the benefit of the Principal Debtor is sufficient consideration for this Guarantee (section 127 of the ${ACT.contract}).`,
    ],
    definitions: [
      {
        term: 'Guaranteed Obligations',
        definition: `all present and future amounts and obligations owed by the Principal Debtor to the Creditor in connection with the purpose stated in the Recitals (${d.prose('purpose')})`,
      },
      {
        term: 'Guaranteed Amount',
        definition: `${d.amount('guaranteeAmount')}, together with interest on it from the date of demand and the costs of enforcement`,
      },
    ],
    sections: [
      {
        id: 'guarantee',
        heading: 'Guarantee',
        clauses: [
          {
            id: 'guarantee-and-cap',
            heading: 'Guarantee',
            text: `The Guarantor unconditionally and irrevocably guarantees to the Creditor the due payment and performance of the Guaranteed Obligations, and shall pay the Creditor on its first written demand any amount the Principal Debtor has failed to pay when due. The Guarantor's total liability under this Guarantee shall not exceed the Guaranteed Amount. The Guarantor's liability is co-extensive with that of the Principal Debtor, as section 128 of the ${ACT.contract} provides.`,
          },
          {
            id: 'primary-obligor',
            heading: 'Primary Obligor',
            text: 'As between the Guarantor and the Creditor, the Guarantor is liable as a primary obligor and not merely as a surety. The Creditor need not first proceed against the Principal Debtor or any security before making a demand on the Guarantor.',
          },
          {
            id: 'continuing-guarantee',
            heading: 'Continuing Guarantee and Revocation',
            text: `This is a continuing guarantee under section 129 of the ${ACT.contract} and extends to the ultimate balance of the Guaranteed Obligations. The Guarantor may revoke it as to future transactions only by written notice to the Creditor under section 130, and remains liable for the Guaranteed Obligations incurred before the notice is received.`,
          },
          {
            id: 'waiver-of-defences',
            heading: 'Waiver of Surety Defences',
            text: `The Guarantor specifically consents, in advance, to each of the following and agrees that none of them discharges or reduces its liability, waiving the protection of sections 133, 134, 135, 139 and 141 of the ${ACT.contract}: any variance in the terms of the contract between the Creditor and the Principal Debtor (including an increase in the facility within the Guaranteed Amount or a change in interest or repayment terms); any release or discharge of the Principal Debtor by operation of law or in insolvency; any composition with, promise to give time to, or promise not to sue the Principal Debtor; and any release, loss or impairment of any other security.`,
          },
          {
            id: 'no-set-off',
            heading: 'No Set-off or Counterclaim',
            text: 'All payments by the Guarantor shall be made without set-off or counterclaim and free of deductions, except tax required by law to be deducted, in which case the Guarantor shall gross up the payment.',
          },
          {
            id: 'reinstatement',
            heading: 'Reinstatement',
            text: "If any payment to the Creditor is avoided or must be repaid in insolvency or otherwise, the Guarantor's liability continues as if the payment had not been made.",
          },
          {
            id: 'subrogation',
            heading: 'Subrogation',
            text: `Until the Guaranteed Obligations are paid in full, the Guarantor shall not exercise its rights of subrogation under section 140 or of indemnity against the Principal Debtor under section 145 of the ${ACT.contract}, or claim in competition with the Creditor in the Principal Debtor's insolvency.`,
          },
          {
            id: 'joint-and-several',
            heading: 'Joint and Several Liability',
            text: 'If more than one person gives this Guarantee, their liability is joint and several, and the Creditor may release one without releasing the others.',
          },
        ],
      },
      {
        id: 'other-terms',
        heading: 'Representations, Indemnity and Costs',
        clauses: [
          capacityWarranties('Guarantee'),
          indemnity('Guarantor', 'Creditor', [
            'any of the Guaranteed Obligations being or becoming unenforceable against the Principal Debtor for any reason, as a separate and independent obligation;',
          ]),
          {
            id: 'costs',
            heading: 'Costs',
            text: 'The Guarantor shall pay on demand all costs (including reasonable legal fees) incurred by the Creditor in enforcing this Guarantee.',
          },
        ],
      },
    ],
    general: {
      assignment: false,
      nonArbitrable:
        'any claim that the Recovery of Debts and Bankruptcy Act, 1993 requires to be decided by a Debts Recovery Tribunal and any proceeding under the Insolvency and Bankruptcy Code, 2016',
      stampDutyBorneBy: 'the Guarantor',
    },
    closing:
      'IN WITNESS WHEREOF the Guarantor has signed this Guarantee, and the Creditor has accepted it, on the day, month and year first written above.',
    signatories: [signatory('Guarantor', guarantor), signatory('Creditor', creditor)],
    witnessCount: 2,
    summary: `Continuing guarantee by ${guarantor} in favour of ${creditor}, capped at ${d.rupees('guaranteeAmount')}, for: ${d.text('purpose')}; on-demand, primary-obligor liability with a specific waiver of surety defences.`,
    statutes: [
      cite(ACT.contract, 'ss.126–147'),
      cite(ACT.stamp),
      cite(ACT.limitation),
      cite(ACT.arbitration),
      ...(entityKind(guarantor) === 'company' ? [cite(ACT.companies, 'ss.185, 186')] : []),
    ],
    checklist: {
      stampDuty: stampDuty(
        `${AGREEMENT_ARTICLE}, or the State's specific entry for guarantees (Article 57, Security bond, for performance security)`,
      ),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(
        2,
        false,
        'Customary; a written, witnessed guarantee is advisable although an oral guarantee is valid.',
      ),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps:
        entityKind(guarantor) === 'company'
          ? [
              'Board resolution of the Guarantor (and special resolution where the limits of s.186 are exceeded).',
            ]
          : [],
    },
  }
}

export const financialDrafters = {
  'loan-agreement': { placeFields: [], draft: loan },
  'investment-agreement': { placeFields: [], draft: investment },
  'guarantee-agreement': { placeFields: [], draft: guarantee },
} satisfies Record<string, TemplateDrafter>
