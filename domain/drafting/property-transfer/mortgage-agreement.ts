import { formatAmount, formatRupees } from '#domain/shared/money.ts'
import { NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import { byKind, capacityWarranties, count, indemnity, registrationDuty, EXECUTION } from '../clauses.ts'
import { type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { equatedInstalments } from '../financial/equated-instalments.ts'
import { acquiredBy } from '../title-chain.ts'

export function mortgage(d: Draft): TemplateDraft {
  const mortgagor = d.text('borrowerName')
  const mortgagee = d.text('lenderName')
  const rate = d.number('interestRate')
  const years = d.number('repaymentPeriod')
  const months = Math.round(years * 12)
  const { each, last } = equatedInstalments(d.paise('loanAmount'), rate, months, 1)
  const property = d.tbc(
    'mortgaged-property',
    'description of the Mortgaged Property (address, survey number, area, boundaries)',
    'The property to be mortgaged is not among the details given: describe it in the Schedule.',
  )
  d.assume([
    'a simple mortgage under section 58(b) of the Transfer of Property Act, 1882',
    'repayment by equated monthly instalments on a reducing balance',
  ])
  const company = entityKind(mortgagor) === 'company'
  return {
    layout: 'agreement',
    title: 'Mortgage Deed',
    noun: 'Deed',
    preamble: `This Mortgage Deed (this "Deed") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Mortgagor', mortgagor), party(d, 'Mortgagee', mortgagee)],
    recitals: [
      // The title is the Mortgagor's to warrant (Clause on Title Warranties), not a fact this deed states.
      `The Mortgagor has represented to the Mortgagee that the Mortgagor owns, and is in possession of, the Mortgaged Property, ${acquiredBy(d, { owner: 'Mortgagor', property: 'the Mortgaged Property', instrument: 'a mortgage deed' })}, and gives the warranties in the Clause on Title Warranties.`,
      `At the request of the Mortgagor, the Mortgagee has agreed to lend the Mortgagor the Loan on the security of a mortgage of the Mortgaged Property on the terms of this Deed.`,
    ],
    definitions: [
      {
        term: 'Loan',
        definition: `the loan of ${d.amount('loanAmount')} advanced by the Mortgagee to the Mortgagor`,
      },
      {
        term: 'Interest Rate',
        definition: `${rate}% (${rate} per cent) per annum, simple interest on the reducing balance, charged only on the principal outstanding from time to time and never on interest`,
      },
      {
        term: 'Repayment Period',
        definition: `${count(years, 'year')} from the date of disbursement of the Loan`,
      },
      {
        term: 'Mortgaged Property',
        definition:
          'the immovable property described in the Schedule, with all buildings, fixtures and rights appurtenant to it',
      },
      {
        term: 'Secured Obligations',
        definition: 'the Loan, interest on it and all other amounts payable by the Mortgagor under this Deed',
      },
    ],
    sections: [
      {
        id: 'loan',
        heading: 'Loan and Repayment',
        clauses: [
          {
            id: 'covenant-to-repay',
            heading: 'Covenant to Repay',
            text: `The Mortgagor covenants to repay the Loan with interest at the Interest Rate within the Repayment Period, by ${count(months, 'equated monthly instalment')} of ${formatAmount(each)} each${last === each ? '' : `, save the last, which is ${formatAmount(last)}`}, payable on the same day of each month beginning one month after disbursement. Each instalment is computed on the reducing balance as P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the Loan, r is one-twelfth of the Interest Rate and n is ${months}, and rounded to the nearest rupee; each instalment pays first the interest for its month on the principal then outstanding (rounded to the nearest paisa) and then principal, and the last instalment is adjusted so that the Loan and the interest on it are paid exactly.`,
          },
          {
            id: 'prepayment',
            heading: 'Prepayment',
            text: "The Mortgagor may prepay the whole or any part of the Loan on 30 (thirty) days' written notice without premium where the law so requires and otherwise on payment of interest up to the date of prepayment.",
          },
          {
            id: 'overdue-amounts',
            heading: 'Overdue Amounts',
            text: 'Interest at the Interest Rate continues to accrue on any overdue amount until payment. Where the Mortgagee is a regulated entity, it may levy only such reasonable penal charges for default as its board-approved policy provides and it discloses to the Mortgagor, and shall not capitalise them or charge interest on them.',
          },
        ],
      },
      {
        id: 'mortgage',
        heading: 'Mortgage and Title',
        clauses: [
          {
            id: 'grant-of-mortgage',
            heading: 'Grant of Mortgage',
            text: `As security for the Secured Obligations, the Mortgagor mortgages the Mortgaged Property to the Mortgagee by way of simple mortgage under section 58(b) of the ${ACT.tpa}, and agrees that, if the Mortgagor fails to pay the Secured Obligations as agreed, the Mortgagee may cause the Mortgaged Property to be sold and the proceeds applied in payment of the Secured Obligations.`,
          },
          {
            id: 'title-warranties',
            heading: 'Title Warranties',
            text: 'The Mortgagor represents and warrants that the Mortgagor has a clear and marketable title to the Mortgaged Property, that the Mortgaged Property is free from any mortgage, charge, lien, lease or other encumbrance, that no proceeding concerning it is pending and that the Mortgagor has full right to mortgage it.',
          },
          {
            id: 'title-deeds',
            heading: 'Title Deeds',
            text: 'The Mortgagor shall deliver the original title deeds of the Mortgaged Property to the Mortgagee on the execution of this Deed, to be held by the Mortgagee until redemption.',
          },
        ],
      },
      {
        id: 'covenants',
        heading: 'Covenants of the Mortgagor',
        clauses: [
          {
            id: 'insurance',
            heading: 'Insurance',
            text: 'The Mortgagor shall keep the buildings on the Mortgaged Property insured for their full reinstatement value against fire, earthquake, flood and other usual risks with the Mortgagee named as loss payee, and shall produce the policy and premium receipts on request.',
          },
          {
            id: 'no-further-encumbrance',
            heading: 'No Further Encumbrance',
            text: "The Mortgagor shall not sell, lease, mortgage, charge or otherwise encumber or part with possession of the Mortgaged Property or any part of it without the Mortgagee's prior written consent.",
          },
          byKind((of) => ({
            id: 'maintenance-and-inspection',
            heading: 'Maintenance and Inspection',
            text: `The Mortgagor shall keep the Mortgaged Property in good repair, pay all taxes and outgoings on it when due, and allow the Mortgagee or ${of('Mortgagee').possessive} agents to inspect it at reasonable times on reasonable notice.`,
          })),
        ],
      },
      {
        id: 'default',
        heading: 'Default, Enforcement and Redemption',
        clauses: [
          {
            id: 'events-of-default',
            heading: 'Events of Default',
            text: 'Each of the following is an event of default:',
            items: [
              'the Mortgagor fails to pay any instalment or other amount within 30 (thirty) days of its due date;',
              'any representation or warranty of the Mortgagor proves to be untrue in a material respect;',
              'the Mortgagor breaches any covenant in this Deed and does not remedy it within 30 (thirty) days of notice;',
              'the Mortgaged Property is attached, acquired or destroyed, or the Mortgagor becomes insolvent.',
            ],
          },
          {
            id: 'enforcement',
            heading: 'Enforcement',
            text: `On an event of default the Mortgagee may, by notice, declare the Secured Obligations immediately due and, if they are not paid, sue for the sale of the Mortgaged Property under section 67 of the ${ACT.tpa} and Order XXXIV of the Code of Civil Procedure, 1908, and, where the Mortgagee is a secured creditor entitled to do so, enforce the security under section 13 of the ${ACT.sarfaesi} after the 60-day notice required by section 13(2).`,
          },
          {
            id: 'redemption',
            heading: 'Redemption and Release',
            text: `On payment of the Secured Obligations in full, the Mortgagor may redeem the Mortgaged Property under section 60 of the ${ACT.tpa}; the Mortgagee shall then execute a release or reconveyance at the Mortgagor's cost and return the original title deeds within 30 (thirty) days, and shall remove any charge registered with CERSAI or the Registrar of Companies.`,
          },
          indemnity('Mortgagor', 'Mortgagee', [
            "any defect in the Mortgagor's title to the Mortgaged Property;",
            'the costs of preserving the Mortgaged Property and enforcing this Deed after an event of default;',
          ]),
        ],
      },
      {
        id: 'assurances',
        heading: 'Representations and Registration',
        clauses: [
          capacityWarranties('Deed'),
          registrationDuty({
            noun: 'Deed',
            why: `A simple mortgage securing ₹100 or more can be made only by a registered instrument signed by the mortgagor and attested by at least two witnesses (section 59 of the ${ACT.tpa}; section 17 of the ${ACT.registration}).`,
            presenter: 'Mortgagor',
            joining: 'Mortgagee',
            property: 'the Mortgaged Property',
          }),
        ],
      },
    ],
    general: {
      stampDutyBorneBy: 'the Mortgagor',
      counterparts: false,
      nonArbitrable:
        'the enforcement of the mortgage by sale or by measures under the SARFAESI Act, and any claim within the exclusive jurisdiction of a Debts Recovery Tribunal',
    },
    closing:
      'IN WITNESS WHEREOF the Mortgagor has signed this Deed, and the Mortgagee has accepted it, on the day, month and year first written above.',
    signatories: [signatory('Mortgagor', mortgagor), signatory('Mortgagee', mortgagee)],
    witnessCount: 2,
    attestation: `Signed and delivered by the within-named Mortgagor, ${mortgagor}, in our presence; each of us has seen the Mortgagor sign this Deed and has signed as an attesting witness in the presence of the Mortgagor, as section 59 of the ${ACT.tpa} requires.`,
    schedules: [
      { id: 'mortgaged-property', title: 'Schedule — The Mortgaged Property', paragraphs: [property] },
    ],
    summary: `Simple mortgage by ${mortgagor} in favour of ${mortgagee} securing a loan of ${d.rupees('loanAmount')} at ${rate}% a year over ${count(years, 'year')}, repayable by monthly instalments of ${formatRupees(each)}.`,
    statutes: [
      cite(ACT.tpa, 'ss.58–60, 67'),
      cite(ACT.registration, 'ss.17, 23, 32–34, 49'),
      cite(ACT.stamp),
      cite(ACT.sarfaesi, 's.13'),
      cite(ACT.contract),
      cite(ACT.limitation),
      cite(ACT.arbitration),
      ...(company ? [cite(ACT.companies, 's.77')] : []),
    ],
    checklist: {
      stampDuty: stampDuty('mortgage'),
      registration: registration(
        'compulsory',
        'A mortgage securing ₹100 or more (other than by deposit of title deeds) can be made only by a registered instrument (Transfer of Property Act, 1882, s.59; Registration Act, 1908, s.17).',
      ),
      witnesses: witnesses(
        2,
        true,
        "At least two attesting witnesses must see the Mortgagor sign and sign in the Mortgagor's presence (Transfer of Property Act, 1882, s.59).",
      ),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: {
        permitted: false,
        basis:
          'Execute in wet ink: attestation by two witnesses and registration require physical execution, even though contracts concerning immovable property are no longer excluded from the Information Technology Act, 2000 [verify].',
      },
      otherSteps: [
        'Register the security interest with CERSAI within 30 days where the Mortgagee is a bank or financial institution.',
        ...(company
          ? ['File Form CHG-1 with the Registrar of Companies within 30 days (Companies Act, 2013, s.77).']
          : []),
      ],
    },
  }
}
