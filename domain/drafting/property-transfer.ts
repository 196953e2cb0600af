import { formatAmount } from '#domain/shared/money.ts'
import {
  AGREEMENT_ARTICLE,
  E_SIGN_ALLOWED,
  NOTARISATION_OPTIONAL,
  registration,
  stampDuty,
  witnesses,
} from './checklist.ts'
import { capacityWarranties, count, indemnity, registrationDuty, AGREEMENT_TESTIMONIUM } from './clauses.ts'
import {
  type Draft,
  type TemplateDraft,
  type TemplateDrafter,
  entityKind,
  party,
  signatory,
} from './draft.ts'
import { ACT, cite } from './statutes.ts'

const EXECUTION = 'on this ______ day of ____________________, 20____'
const FIFTY_LAKH_PAISE = 50_00_000 * 100

function propertySale(d: Draft): TemplateDraft {
  const seller = d.text('sellerName')
  const buyer = d.text('buyerName')
  const price = d.paise('salePrice')
  const earnest = d.tbc(
    'earnest-money',
    'earnest money amount (₹)',
    'The earnest money payable on signing is not among the details given.',
  )
  const titleDeed = d.tbc(
    'title-chain',
    'deed by which the Seller acquired the Property, with its date and registration number',
    "The Seller's title chain (prior deeds and their registration numbers) is not among the details given: add it to the recitals.",
  )
  if (entityKind(seller) !== 'individual')
    d.flag(
      'rera',
      'The Seller is an entity: if the Property is an apartment or plot in a real estate project of which the Seller is the promoter, the Real Estate (Regulation and Development) Act, 2016 applies (registered agreement for sale before accepting more than 10% of the price, s.13).',
    )
  const tds =
    price >= FIFTY_LAKH_PAISE
      ? `As the Sale Price is ₹50,00,000 or more, the Buyer shall deduct tax at source at the rate prescribed by the ${ACT.incomeTax} (1% under the corresponding section 194-IA of the Income-tax Act, 1961) from each payment, deposit it and furnish the certificate to the Seller within the prescribed time; the amount deducted is treated as paid to the Seller.`
      : `No tax is deductible at source under the ${ACT.incomeTax} on a Sale Price below ₹50,00,000 unless the law changes; if it becomes deductible, the Buyer shall deduct and deposit it and the amount is treated as paid.`
  return {
    layout: 'agreement',
    title: 'Agreement for Sale',
    preamble: `This Agreement for Sale (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Seller', seller), party(d, 'Buyer', buyer)],
    recitals: [
      `The Seller is the sole and absolute owner of, and is in possession of, the Property, having acquired it by ${titleDeed}.`,
      'The Seller has agreed to sell, and the Buyer has agreed to purchase, the Property free from all encumbrances for the Sale Price and on the terms of this Agreement, the sale to be completed by a registered sale deed.',
    ],
    definitions: [
      {
        term: 'Property',
        definition: `the immovable property described in the Schedule, being ${d.text('propertyDetails')}, with all rights, easements and appurtenances`,
      },
      { term: 'Sale Price', definition: `the total consideration of ${formatAmount(price)}` },
      { term: 'Earnest Money', definition: `${earnest}, forming part of the Sale Price` },
      {
        term: 'Completion Date',
        definition: `${d.date('registrationDate')}, or any other date the Parties agree in writing, on which the Sale Deed is to be executed and registered`,
      },
      {
        term: 'Sale Deed',
        definition:
          "the deed of conveyance of the Property by the Seller in favour of the Buyer, in a form approved by the Buyer's advocate",
      },
    ],
    sections: [
      {
        id: 'sale',
        heading: 'Sale and Consideration',
        clauses: [
          {
            id: 'agreement-to-sell',
            heading: 'Agreement to Sell',
            text: `The Seller shall sell, convey and transfer, and the Buyer shall purchase, the Property for the Sale Price, free from all encumbrances, charges, liens, claims, attachments and lis pendens, by the Sale Deed registered on the Completion Date in accordance with section 54 of the ${ACT.tpa}. This Agreement does not itself create any interest in or charge on the Property.`,
          },
          {
            id: 'payment-schedule',
            heading: 'Payment Schedule',
            text: "The Buyer shall pay the Sale Price as follows, only through banking channels to the Seller's account notified in writing:",
            items: [
              'the Earnest Money, on the execution of this Agreement, the receipt of which the Seller shall acknowledge in writing; and',
              'the balance of the Sale Price, on the Completion Date, simultaneously with the execution and registration of the Sale Deed and the delivery of possession.',
            ],
          },
          { id: 'tds', heading: 'Tax Deducted at Source', text: tds },
        ],
      },
      {
        id: 'title',
        heading: 'Title, Encumbrances and Approvals',
        clauses: [
          {
            id: 'title-warranties',
            heading: 'Title Warranties',
            text: 'The Seller represents and warrants that:',
            items: [
              'the Seller has a clear and marketable title to the Property and full right to sell it;',
              'the Property is free from mortgages, charges, leases, tenancies, licences, easements not disclosed in writing, maintenance claims, attachments and acquisition or requisition proceedings;',
              'no suit, proceeding or notice concerning the Property is pending or threatened, and the Seller has not entered into any agreement to sell, lease or otherwise deal with it;',
              'all property taxes, society charges, electricity and water charges and other outgoings have been paid up to date; and',
              'the Property is not agricultural land or any other land whose sale to the Buyer is restricted by law.',
            ],
          },
          {
            id: 'encumbrance-certificate',
            heading: 'Title Documents and Encumbrance Certificate',
            text: "Within 15 (fifteen) days of this Agreement the Seller shall give the Buyer copies of the title deeds, the latest property tax receipts, the mutation or khata extract and an encumbrance certificate for such period as the Buyer's advocate reasonably requires for a title search. If the search discloses a defect that the Seller does not cure before the Completion Date, the Buyer may terminate this Agreement and the Seller shall refund the Earnest Money and all other amounts paid within 15 (fifteen) days.",
          },
          {
            id: 'nocs',
            heading: 'Consents and No-Objection Certificates',
            text: 'Before the Completion Date the Seller shall at its cost obtain and deliver the no-objection certificates required for the sale, including from the housing society or association, from any bank or financial institution holding a charge on the Property (with a letter confirming closure of the loan and release of the charge), and from any authority whose permission is required.',
          },
          {
            id: 'buyer-eligibility',
            heading: "Buyer's Eligibility",
            text: `The Buyer represents that it is eligible to acquire the Property, including, if the Buyer is not resident in India, under the ${ACT.fema} and the rules made under it.`,
          },
        ],
      },
      {
        id: 'completion',
        heading: 'Completion, Possession and Outgoings',
        clauses: [
          {
            id: 'execution-and-registration',
            heading: 'Execution and Registration of the Sale Deed',
            text: `On the Completion Date both Parties shall attend the office of the Sub-Registrar, execute the Sale Deed and present it for registration under the ${ACT.registration}, including for photographs and fingerprints under section 32A, together with two identifying witnesses.`,
          },
          {
            id: 'possession',
            heading: 'Possession',
            text: 'The Seller shall deliver vacant and peaceful possession of the Property to the Buyer on the Completion Date, against payment of the balance of the Sale Price. No possession is delivered under this Agreement; if the Parties agree that possession is to be delivered before the Sale Deed, they shall first register this Agreement so that the Buyer may have the protection of section 53A of the Transfer of Property Act, 1882.',
          },
          {
            id: 'title-deeds',
            heading: 'Original Title Deeds',
            text: 'On the Completion Date the Seller shall hand over to the Buyer all original title deeds and documents relating to the Property, the share certificate of the society (where applicable), the keys, and the paid receipts of all outgoings.',
          },
          {
            id: 'outgoings',
            heading: 'Apportionment of Outgoings',
            text: 'All taxes, charges and outgoings on the Property up to the Completion Date shall be borne by the Seller and those after it by the Buyer. The Seller shall sign all applications required to transfer the mutation, the property tax account, the electricity and water connections and the society membership to the Buyer.',
          },
          indemnity('Seller', 'Buyer', [
            "any defect in the Seller's title to the Property or any encumbrance on it created or suffered before the Completion Date;",
            "any breach of the Seller's representations and warranties in this Agreement;",
          ]),
        ],
      },
      {
        id: 'default',
        heading: 'Default and Remedies',
        clauses: [
          {
            id: 'buyer-default',
            heading: 'Default by the Buyer',
            text: "If the Buyer fails to pay the balance of the Sale Price on the Completion Date despite the Seller being ready and willing to complete, the Seller may, after 15 (fifteen) days' written notice, terminate this Agreement and forfeit the Earnest Money as reasonable compensation, and shall refund any other amount received within 15 (fifteen) days of termination.",
          },
          {
            id: 'seller-default',
            heading: 'Default by the Seller',
            text: `If the Seller fails to complete the sale as required by this Agreement, the Buyer may either seek specific performance of this Agreement under section 10 of the ${ACT.specificRelief}, or terminate this Agreement by notice, in which case the Seller shall refund the Earnest Money and all other amounts paid within 15 (fifteen) days, without prejudice to the Buyer's claim for compensation under section 73 of the ${ACT.contract}.`,
          },
          capacityWarranties('Agreement'),
        ],
      },
    ],
    general: {
      stampDutyBorneBy:
        'the Buyer, who shall also bear the stamp duty and registration charges on the Sale Deed',
      nonArbitrable:
        'any matter that affects rights in rem in the Property as against persons who are not Parties',
    },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Seller', seller), signatory('Buyer', buyer)],
    witnessCount: 2,
    schedules: [
      {
        id: 'property',
        title: 'Schedule — Description of the Property',
        paragraphs: [
          `All that property being ${d.text('propertyDetails')}.`,
          `Survey/CTS number, area and boundaries: ${d.tbc('property-particulars', 'survey or CTS number, area and boundaries (north, south, east, west)', 'The survey or CTS number and boundaries of the property are not among the details given: add them to the Schedule.')}.`,
        ],
      },
    ],
    summary: `Agreement by ${seller} to sell ${d.text('propertyDetails')} to ${buyer} for ${d.rupees('salePrice')}, the sale deed to be executed and registered on ${d.date('registrationDate')}; title warranties, TDS, possession on completion and specific performance.`,
    statutes: [
      cite(ACT.tpa, 'ss.53A, 54, 55'),
      cite(ACT.registration, 'ss.17, 23, 32A, 49'),
      cite(ACT.stamp),
      cite(ACT.specificRelief, 's.10'),
      cite(ACT.contract),
      cite(ACT.incomeTax),
      cite(ACT.fema),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        `${AGREEMENT_ARTICLE} for this agreement; Article 23 (Conveyance) for the Sale Deed`,
        'Several States (e.g. Maharashtra) charge an agreement for sale under which possession is given as a conveyance; some States give concessions for women buyers.',
      ),
      registration: registration(
        'optional',
        'This agreement: registration is optional, but compulsory if possession is to be given in part performance (Registration Act, 1908, s.17(1A); Transfer of Property Act, 1882, s.53A). The Sale Deed must be registered (Transfer of Property Act, 1882, s.54), with photographs and fingerprints (s.32A).',
      ),
      witnesses: witnesses(
        2,
        false,
        'Two witnesses attest this agreement; two identifying witnesses appear with the executants before the Sub-Registrar for the Sale Deed.',
      ),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: {
        ...E_SIGN_ALLOWED,
        basis:
          'Permitted for this agreement: contracts for the sale of immovable property were removed from the First Schedule of the Information Technology Act, 2000 in October 2022 [verify]; the Sale Deed is registered by physical appearance in most States.',
      },
      otherSteps: [
        'Buyer deposits the tax deducted at source and issues the certificate within the prescribed time.',
        'Apply for mutation and transfer of the property-tax account after registration.',
      ],
    },
  }
}

/** Equated monthly instalment on a reducing balance, in paise, rounded to the rupee. */
export function monthlyInstalment(principalPaise: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 1200
  const emi =
    r === 0 ? principalPaise / months : (principalPaise * r * (1 + r) ** months) / ((1 + r) ** months - 1)
  return Math.round(emi / 100) * 100
}

function mortgage(d: Draft): TemplateDraft {
  const mortgagor = d.text('borrowerName')
  const mortgagee = d.text('lenderName')
  const rate = d.number('interestRate')
  const years = d.number('repaymentPeriod')
  const months = Math.round(years * 12)
  const emi = monthlyInstalment(d.paise('loanAmount'), rate, months)
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
      'The Mortgagor is the absolute owner of, and is in possession of, the Mortgaged Property, free from encumbrances.',
      `At the request of the Mortgagor, the Mortgagee has agreed to lend the Mortgagor the Loan on the security of a mortgage of the Mortgaged Property on the terms of this Deed.`,
    ],
    definitions: [
      {
        term: 'Loan',
        definition: `the loan of ${d.amount('loanAmount')} advanced by the Mortgagee to the Mortgagor`,
      },
      {
        term: 'Interest Rate',
        definition: `${rate}% (${rate} per cent) per annum, computed on the daily outstanding balance and charged monthly`,
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
            text: `The Mortgagor covenants to repay the Loan with interest at the Interest Rate within the Repayment Period, by ${count(months, 'equated monthly instalment')} of ${formatAmount(emi)} each (calculated on a reducing balance), payable on the same day of each month beginning one month after disbursement, the last instalment being adjusted for rounding.`,
          },
          {
            id: 'prepayment',
            heading: 'Prepayment',
            text: "The Mortgagor may prepay the whole or any part of the Loan on 30 (thirty) days' written notice without premium where the law so requires and otherwise on payment of interest up to the date of prepayment.",
          },
          {
            id: 'overdue-amounts',
            heading: 'Overdue Amounts',
            text: 'Interest at the Interest Rate continues to accrue on any overdue amount until payment. Where the Mortgagee is a regulated entity, it may levy only such reasonable penal charges for default as its board-approved policy provides and as it has disclosed to the Mortgagor, and shall not capitalise them or charge interest on them.',
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
            text: 'The Mortgagor represents and warrants that it has a clear and marketable title to the Mortgaged Property, that it is free from any mortgage, charge, lien, lease or other encumbrance, that no proceeding concerning it is pending and that the Mortgagor has full right to mortgage it.',
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
          {
            id: 'maintenance-and-inspection',
            heading: 'Maintenance and Inspection',
            text: 'The Mortgagor shall keep the Mortgaged Property in good repair, pay all taxes and outgoings on it when due, and allow the Mortgagee or its agents to inspect it at reasonable times on reasonable notice.',
          },
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
    summary: `Simple mortgage by ${mortgagor} in favour of ${mortgagee} securing a loan of ${d.rupees('loanAmount')} at ${rate}% a year over ${count(years, 'year')}, repayable by monthly instalments of ${formatAmount(emi).split(' (')[0]}.`,
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
      stampDuty: stampDuty('Article 40 (Mortgage deed), Schedule I, Indian Stamp Act, 1899'),
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

export const propertyTransferDrafters = {
  'property-sale': { placeFields: ['propertyDetails'], draft: propertySale },
  'mortgage-agreement': { placeFields: [], draft: mortgage },
} satisfies Record<string, TemplateDrafter>
