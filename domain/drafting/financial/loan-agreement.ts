import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import { capacityWarranties, indemnity, pronouns, AGREEMENT_TESTIMONIUM, EXECUTION } from '../clauses.ts'
import { type Draft, PLACEHOLDER_PREFIX, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { scaledDisputes } from '../dispute-scale.ts'
import { ACT, cite } from '../statutes.ts'
import { repaymentTerms } from './loan-repayment.ts'

export function loan(d: Draft): TemplateDraft {
  const lender = d.text('lenderName')
  const borrower = d.text('borrowerName')
  // A rate the request named without a figure ("with interest") is confirmed, not assumed.
  const rateOpen = d.text('interestRate').startsWith(PLACEHOLDER_PREFIX)
  const rate = rateOpen ? Number.NaN : d.number('interestRate')
  const rateWords = rateOpen ? d.text('interestRate') : `${rate}% (${rate} per cent) per annum`
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
  const disputes = scaledDisputes(d, {
    stakes: d.values.loanAmount?.pending ? null : d.paise('loanAmount'),
    names: [lender, borrower],
    noun: 'Agreement',
    what: 'The Loan',
  })
  // Between individuals the courts decide, keeping the lender's summary suit (CPC Order XXXVII).
  const privateLoan = entityKind(lender) === 'individual' && entityKind(borrower) === 'individual'
  if (privateLoan && !disputes.disputeResolution)
    d.flag(
      'private-loan-courts',
      `The Lender and the Borrower are individuals: disputes go to the courts at ${d.city()} rather than to arbitration, so that the Lender keeps the summary suit under Order XXXVII of the Code of Civil Procedure, 1908 on this written Agreement and the promissory note.`,
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
  // The reference names no TDS section for interest: the section and an individual's exemption are flagged, not drafted.
  d.flag(
    'interest-tds',
    `The clause on tax deducted at source names no section: the reference records only that the ${ACT.incomeTax} consolidates tax deduction at source (reported as s.393), not the provision on interest (s.194A of the Income-tax Act, 1961) [verify].${entityKind(borrower) === 'individual' ? ' A borrower who is an individual not carrying on a business or profession is usually not required to deduct tax on interest [verify]; if so, the clause does not apply.' : ''}`,
  )
  const terms = repaymentTerms(d, rateOpen ? { open: true } : { percent: rate })
  d.assume([
    terms.assumed,
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
              definition: `${rateWords}, ${terms.basis}`,
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
            text: `The Lender shall disburse the Loan by bank transfer to the Borrower's account within 7 (seven) days of the execution of this Agreement, after receiving the documents listed in the Clause on Conditions of Disbursement. No part of the Loan shall be given or repaid in cash, as ${d.incomeTax('269SS and 269T')} prohibits loans of ₹20,000 or more taken or repaid otherwise than through banking channels.`,
          },
          {
            id: 'conditions-of-disbursement',
            heading: 'Conditions of Disbursement',
            text: `Before disbursement the Borrower shall deliver proof of identity and PAN, ${entityKind(borrower) === 'individual' ? '' : 'the resolution or authority under which the Borrower borrows, '}and a demand promissory note for the Loan${free ? '' : ' and interest'} under section 4 of the ${ACT.negotiableInstruments}, duly stamped.`,
          },
          {
            // A note payable on demand would otherwise let the whole sum be sued for at once.
            id: 'promissory-note',
            heading: 'Promissory Note as Collateral Security',
            text: "The promissory note is collateral security for the Borrower's obligations under this Agreement only and does not change the Repayment Schedule. The Lender shall not present it for payment, negotiate or transfer it, or sue on it unless the Loan has been declared due under the Clause on Acceleration, and then only for the amount then outstanding; every payment under this Agreement reduces the amount recoverable on it, and the Lender shall return it cancelled when the Loan is repaid in full.",
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
            text: terms.interest,
          },
          {
            id: 'repayment',
            heading: 'Repayment',
            text: terms.repayment,
          },
          {
            id: 'prepayment',
            heading: 'Prepayment',
            text: `The Borrower may prepay the whole or part of the Loan at any time on 15 (fifteen) days' written notice${free ? '' : ', with interest accrued to the date of prepayment'}, without premium or penalty.${terms.prepayment ?? ''}`,
          },
          {
            id: 'default-interest',
            heading: 'Default Interest',
            text: `On any amount not paid when due, the Borrower shall pay ${free ? 'interest at 2% (two per cent) per annum' : 'additional interest at 2% (two per cent) per annum above the Interest Rate'} from the due date until payment, which the Parties agree is a reasonable pre-estimate of loss under section 74 of the ${ACT.contract}. Where the Lender is a regulated entity, it shall instead levy only the penal charges permitted by its board-approved policy and the directions of the Reserve Bank of India.`,
          },
          {
            id: 'tds',
            heading: 'Tax Deducted at Source',
            text: `Where the Borrower is required by the ${ACT.incomeTax} to deduct tax at source on ${free ? 'any default interest' : 'interest'}, the Borrower shall deduct and deposit it and give the Lender the certificate; the amount deducted is treated as paid.`,
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
            text: `Until the Loan is repaid in full, the Borrower shall inform the Lender promptly of any event of default or any proceeding against ${pronouns(entityKind(borrower)).object}, shall not use the Loan for any unlawful or speculative purpose, and shall give the Lender such financial information as the Lender reasonably requests.`,
          },
          {
            id: 'events-of-default',
            heading: 'Events of Default',
            text: 'Each of the following is an event of default:',
            items: [
              'the Borrower fails to pay any amount within 15 (fifteen) days of its due date;',
              'any representation of the Borrower proves untrue in a material respect;',
              'the Borrower breaches any other obligation and does not remedy it within 30 (thirty) days of notice;',
              // Part III of the IBC (individuals) is not in force save for personal guarantors [verify].
              entityKind(borrower) === 'individual'
                ? 'the Borrower is adjudged insolvent, or applies to be so adjudged;'
                : 'the Borrower becomes insolvent, or a proceeding is admitted against it under the Insolvency and Bankruptcy Code, 2016;',
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
            text: "The Lender may assign the Lender's rights under this Agreement by notice to the Borrower; the Borrower may not assign the Borrower's obligations.",
          },
        ],
      },
    ],
    general: {
      assignment: false,
      stampDutyBorneBy: 'the Borrower',
      ...(privateLoan ? { arbitration: false } : {}),
      ...disputes,
      nonArbitrable:
        'any claim that the Recovery of Debts and Bankruptcy Act, 1993 requires to be decided by a Debts Recovery Tribunal, and any proceeding under section 138 of the Negotiable Instruments Act, 1881',
    },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Lender', lender), signatory('Borrower', borrower)],
    witnessCount: 2,
    summary: `${free ? 'Interest-free loan' : 'Loan'} of ${d.rupees('loanAmount')} by ${lender} to ${borrower}${free ? '' : ` at ${rateOpen ? 'a rate to be confirmed' : `${rate}% a year`} simple interest`}, repayable: ${d.text('repaymentSchedule')}; prepayment without penalty, events of default and acceleration, banking channels only.`,
    statutes: [
      cite(ACT.contract, 's.74'),
      cite(ACT.negotiableInstruments, 'ss.4, 138'),
      cite(ACT.usuriousLoans),
      cite(ACT.interest),
      cite(ACT.stamp),
      cite(ACT.incomeTax),
      cite(ACT.limitation),
      ...(privateLoan ? [] : [cite(ACT.arbitration)]),
    ],
    checklist: {
      stampDuty: stampDuty(
        'loan',
        'Some States have their own article for loan agreements [verify per State].',
        'the promissory note under Article 49, Schedule I, Indian Stamp Act, 1899 at the Union rate',
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
