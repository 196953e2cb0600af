import { formatAmount } from '#domain/shared/money.ts'
import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import {
  byKind,
  capacityWarranties,
  indemnity,
  registrationDuty,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { registrationRules, stampActName } from '../state-law/index.ts'
import { ACT, cite } from '../statutes.ts'
import { parcelParticulars } from '../parcel-particulars.ts'
import { acquiredBy } from '../title-chain.ts'
import { optionalRegistrationBasis, recommendRegistration } from './agreement-registration.ts'

const FIFTY_LAKH_PAISE = 50_00_000 * 100

export function propertySale(d: Draft): TemplateDraft {
  const seller = d.text('sellerName')
  const buyer = d.text('buyerName')
  const price = d.paise('salePrice')
  const earnest = d.tbc(
    'earnest-money',
    'earnest money amount (₹)',
    'The earnest money payable on signing is not among the details given.',
  )
  const title = acquiredBy(d, {
    owner: 'Seller',
    property: 'the Property',
    instrument: 'an agreement for sale',
  })
  if (entityKind(seller) !== 'individual')
    d.flag(
      'rera',
      'The Seller is an entity: if the Property is an apartment or plot in a real estate project of which the Seller is the promoter, the Real Estate (Regulation and Development) Act, 2016 applies (registered agreement for sale before accepting more than 10% of the price, s.13).',
    )
  const law = d.stateLaw
  // State amendments to the Registration Act (e.g. Tamil Nadu Act 29 of 2012) and State stamp
  // rules on possession under an agreement for sale (reference §3).
  const mustRegister = registrationRules(law, 'agreement-for-sale')
  const possessionRule = law?.articles['agreement-for-sale']?.note
  if (mustRegister.length === 0) recommendRegistration(d, law)
  const tds =
    price >= FIFTY_LAKH_PAISE
      ? `As the Sale Price is ₹50,00,000 or more, the Buyer shall deduct tax at source at the rate prescribed by ${d.incomeTax('194-IA', '393')} (1% at the date of this Agreement) from each payment, deposit it and furnish the certificate to the Seller within the prescribed time; the amount deducted is treated as paid to the Seller.`
      : `No tax is deductible at source under the ${ACT.incomeTax} on a Sale Price below ₹50,00,000 unless the law changes; if it becomes deductible, the Buyer shall deduct and deposit it and the amount is treated as paid.`
  return {
    layout: 'agreement',
    title: 'Agreement for Sale',
    preamble: `This Agreement for Sale (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Seller', seller), party(d, 'Buyer', buyer)],
    recitals: [
      `The Seller is the sole and absolute owner of, and is in possession of, the Property, ${title}.`,
      'The Seller has agreed to sell, and the Buyer has agreed to purchase, the Property free from all encumbrances for the Sale Price and on the terms of this Agreement, the sale to be completed by a registered sale deed.',
    ],
    definitions: [
      {
        term: 'Property',
        definition: `the immovable property described in the Schedule, being ${d.description('propertyDetails')}, with all rights, easements and appurtenances`,
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
          byKind((of) => ({
            id: 'nocs',
            heading: 'Consents and No-Objection Certificates',
            text: `Before the Completion Date the Seller shall at ${of('Seller').possessive} cost obtain and deliver the no-objection certificates required for the sale, including from the housing society or association, from any bank or financial institution holding a charge on the Property (with a letter confirming closure of the loan and release of the charge), and from any authority whose permission is required.`,
          })),
          byKind((of) => ({
            id: 'buyer-eligibility',
            heading: "Buyer's Eligibility",
            text: `The Buyer represents that ${of('Buyer').subject} is eligible to acquire the Property, including, if the Buyer is not resident in India, under the ${ACT.fema} and the rules made under it.`,
          })),
        ],
      },
      {
        id: 'completion',
        heading: 'Completion, Possession and Outgoings',
        clauses: [
          mustRegister.length > 0 &&
            registrationDuty({
              noun: 'Agreement',
              why: mustRegister.map((rule) => rule.rule).join(' '),
              presenter: 'Seller',
              joining: 'Buyer',
              property: 'the Property',
            }),
          {
            id: 'execution-and-registration',
            heading: 'Execution and Registration of the Sale Deed',
            text: `On the Completion Date both Parties shall attend the office of the Sub-Registrar, execute the Sale Deed and present it for registration under the ${ACT.registration}, including for photographs and fingerprints under section 32A, together with two identifying witnesses.`,
          },
          {
            id: 'possession',
            heading: 'Possession',
            text: `The Seller shall deliver vacant and peaceful possession of the Property to the Buyer on the Completion Date, against payment of the balance of the Sale Price. No possession is delivered under this Agreement; if the Parties agree that possession is to be delivered before the Sale Deed, they shall first register this Agreement so that the Buyer may have the protection of section 53A of the Transfer of Property Act, 1882.${possessionRule ? ` Under the ${stampActName(law)}, ${possessionRule.charAt(0).toLowerCase()}${possessionRule.slice(1)}` : ''}`,
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
      // One original signed in ink: an agreement that is or may be registered is not executed in e-signed counterparts.
      counterparts: false,
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
          `All that property being ${d.description('propertyDetails')}.`,
          parcelParticulars(d, d.text('propertyDetails')) ??
            `Survey/CTS number, area and boundaries: ${d.tbc('property-particulars', 'survey or CTS number, area and boundaries (north, south, east, west)', 'The survey or CTS number and boundaries of the property are not among the details given: add them to the Schedule.')}.`,
        ],
      },
    ],
    summary: `Agreement by ${seller} to sell ${d.description('propertyDetails')} to ${buyer} for ${d.rupees('salePrice')}, the sale deed to be executed and registered on ${d.date('registrationDate')}; title warranties, TDS, possession on completion and specific performance.`,
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
        [
          { kind: 'agreement-for-sale', of: 'this agreement' },
          { kind: 'conveyance', of: 'the Sale Deed' },
        ],
        'Some States give concessions for women buyers [verify per State].',
      ),
      registration:
        mustRegister.length > 0
          ? registration(
              'compulsory',
              `This agreement: ${mustRegister.map((rule) => rule.rule).join(' ')} The Sale Deed must be registered (Transfer of Property Act, 1882, s.54), with photographs and fingerprints (s.32A).`,
            )
          : registration(
              'optional',
              `${optionalRegistrationBasis(law)} The Sale Deed must be registered (Transfer of Property Act, 1882, s.54), with photographs and fingerprints (s.32A).`,
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
          'Permitted in law for this agreement: contracts for the sale of immovable property were removed from the First Schedule of the Information Technology Act, 2000 in October 2022 [verify]. But an agreement presented for registration, like the Sale Deed, is signed in ink and its executants appear before the Sub-Registrar in most States.',
      },
      otherSteps: [
        'Buyer deposits the tax deducted at source and issues the certificate within the prescribed time.',
        'Apply for mutation and transfer of the property-tax account after registration.',
      ],
    },
  }
}
