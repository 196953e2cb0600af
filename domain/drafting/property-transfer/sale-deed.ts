import { formatAmount } from '#domain/shared/money.ts'
import { registration, stampDuty, witnesses } from '../checklist.ts'
import { EXECUTION, capacityWarranties, indemnity, registrationDuty } from '../clauses.ts'
import { type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { parcelParticulars } from '../parcel-particulars.ts'
import { acquiredBy } from '../title-chain.ts'

// The conveyance itself (reference §2.3 "Property sale"): unlike the agreement for sale,
// which only promises a sale and creates no interest (TPA s.54), this deed transfers
// ownership once registered. The price is recited as paid; possession passes on execution.

const FIFTY_LAKH_PAISE = 50_00_000 * 100

export function saleDeed(d: Draft): TemplateDraft {
  const seller = d.text('sellerName')
  const buyer = d.text('buyerName')
  const price = d.paise('salePrice')
  const property = d.description('propertyDetails')
  const title = acquiredBy(d, {
    owner: 'Seller',
    property: 'the Property',
    instrument: 'a sale deed',
    field: 'titleHistory',
  })
  const payment = d.tbc(
    'payment-particulars',
    'dates, modes and references (UTR, cheque or demand-draft numbers) of each payment of the Sale Price',
    'How and when the Sale Price was paid is not among the details given: a sale deed records each payment so that the receipt it acknowledges can be proved.',
  )
  // A title search is recited only if one was made: reciting it unasked admits notice of the title (TPA s.55).
  d.flag(
    'title-search',
    "The Deed does not recite a title search: if the Buyer's advocate examined the title deeds and an encumbrance certificate, add a recital naming the period searched; otherwise have the search done before execution.",
  )
  if (entityKind(seller) !== 'individual')
    d.flag(
      'seller-authority',
      "The Seller is an entity: attach the board resolution or partners' authority for the sale, and check whether the Property is in a real estate project of which the Seller is the promoter (Real Estate (Regulation and Development) Act, 2016).",
    )
  const tds =
    price >= FIFTY_LAKH_PAISE
      ? `As the Sale Price is ₹50,00,000 or more, the Buyer has deducted tax at source at the rate prescribed by ${d.incomeTax('194-IA', '393')} (1% at the date of this Deed) from the payments and shall deposit it and furnish the certificate to the Seller within the prescribed time; the amount deducted is treated as paid to the Seller.`
      : `No tax is deductible at source under the ${ACT.incomeTax} on a Sale Price below ₹50,00,000 unless the law changes; if it is, the Buyer shall deduct and deposit it and the amount deducted is treated as paid to the Seller.`
  return {
    layout: 'agreement',
    title: 'Sale Deed',
    noun: 'Deed',
    preamble: `This Sale Deed (this "Deed") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Seller', seller), party(d, 'Buyer', buyer)],
    recitals: [
      `The Seller is the sole and absolute owner of the Property described in the Schedule, ${title}, and has since been in continuous, peaceful and exclusive possession of it.`,
      'The Seller has agreed to sell the Property to the Buyer, free from all encumbrances, for the Sale Price, and the Buyer has paid the Sale Price in full, as set out below.',
    ],
    operativeWords: 'NOW THIS DEED WITNESSES as follows:',
    definitions: [
      {
        term: 'Property',
        definition: parcel(d, property),
      },
      { term: 'Sale Price', definition: `the total consideration of ${formatAmount(price)}` },
    ],
    sections: [
      {
        id: 'conveyance',
        heading: 'Sale and Conveyance',
        clauses: [
          {
            id: 'conveyance',
            heading: 'Conveyance',
            text: `In consideration of the Sale Price paid by the Buyer to the Seller, the receipt of which the Seller acknowledges, the Seller hereby sells, conveys, transfers and assures to the Buyer, absolutely and forever, all the right, title and interest of the Seller in the Property, free from all encumbrances, charges, liens, claims, attachments and lis pendens, TO HAVE AND TO HOLD the Property unto the Buyer absolutely. This is a sale under section 54 of the ${ACT.tpa}, and it passes to the Buyer all the interest the Seller has in the Property (section 8 of that Act).`,
          },
          {
            id: 'consideration',
            heading: 'Consideration and Receipt',
            text:
              price >= FIFTY_LAKH_PAISE
                ? `The Sale Price of ${formatAmount(price)} has been paid by the Buyer to the Seller through banking channels as follows: ${payment}. The Seller acknowledges receipt of the Sale Price less the tax deducted at source under the next clause, and nothing else remains payable by the Buyer. Until the Buyer deposits the tax deducted and furnishes its certificate to the Seller, the Seller keeps the charge of an unpaid seller on the Property under section 55(4)(b) of the ${ACT.tpa} for the amount deducted, and for nothing else.`
                : `The Sale Price of ${formatAmount(price)} has been paid by the Buyer to the Seller through banking channels as follows: ${payment}. The Seller acknowledges receipt of the whole of the Sale Price, and nothing remains payable by the Buyer; the Seller has no unpaid seller's charge on the Property under section 55(4)(b) of the ${ACT.tpa}.`,
          },
          { id: 'tds', heading: 'Tax Deducted at Source', text: tds },
        ],
      },
      {
        id: 'possession',
        heading: 'Possession, Title Deeds and Outgoings',
        clauses: [
          {
            id: 'possession',
            heading: 'Possession',
            text: 'The Seller shall, on the execution of this Deed, deliver to the Buyer vacant and peaceful physical possession of the Property, with its keys, and the Buyer may then hold and enjoy it without any interruption by the Seller or any person claiming through or in trust for the Seller.',
          },
          {
            id: 'title-deeds',
            heading: 'Original Title Deeds',
            text: 'The Seller shall, on the execution of this Deed, hand over to the Buyer the original title deeds and documents of the Property listed in the Schedule, the share certificate of the society or association (where applicable), and the paid receipts of property tax and other outgoings.',
          },
          {
            id: 'outgoings',
            heading: 'Outgoings and Mutation',
            text: 'All taxes, charges and outgoings on the Property up to the date of this Deed are payable by the Seller, who shall pay any of them that remain unpaid, and those after it by the Buyer. The Seller shall sign every application, affidavit and consent required to mutate the revenue and municipal records and to transfer the property-tax account, the electricity and water connections and the society membership into the name of the Buyer.',
          },
        ],
      },
      {
        id: 'title',
        heading: 'Title and Encumbrances',
        clauses: [
          {
            id: 'title-covenants',
            heading: 'Title Covenants',
            text: 'The Seller covenants with the Buyer that:',
            items: [
              'the Seller has good, clear and marketable title to the Property and full power to sell it, and the interest the Seller conveys subsists (section 55(2) of the Transfer of Property Act, 1882);',
              'the Property is free from mortgages, charges, leases, tenancies, licences, easements not disclosed in writing, maintenance dues, attachments and acquisition or requisition proceedings;',
              'no suit, proceeding or notice concerning the Property is pending, and the Seller has not entered into any other agreement to sell, lease, mortgage or otherwise deal with it;',
              "the Seller has disclosed to the Buyer every material defect in the Property or in the Seller's title of which the Seller is aware and which the Buyer could not discover with ordinary care (section 55(1)(a) of that Act); and",
              'the Property is not land whose sale to the Buyer is restricted or prohibited by law, including any law on agricultural land, land ceiling or land of a scheduled tribe.',
            ],
          },
          indemnity('Seller', 'Buyer', [
            "any defect in the Seller's title to the Property, or any claim to it by a person claiming through, under or in trust for the Seller;",
            'any encumbrance, charge, tax or outgoing relating to the Property and to the period before the date of this Deed;',
            'any breach of the covenants in the Clause on Title Covenants;',
          ]),
          {
            id: 'further-assurance',
            heading: 'Further Assurance',
            text: "The Seller, and every person claiming through the Seller, shall at the Buyer's request and cost execute any further deed or document, including a deed of rectification, and do any act reasonably required to perfect the Buyer's title to the Property.",
          },
        ],
      },
      {
        id: 'execution',
        heading: 'Registration and Representations',
        clauses: [
          registrationDuty({
            noun: 'Deed',
            why: `A sale of immovable property of the value of ₹100 or more can be made only by a registered instrument (section 54 of the ${ACT.tpa}; section 17(1)(b) of the ${ACT.registration}).`,
            presenter: 'Seller',
            joining: 'Buyer',
            property: 'the Property',
          }),
          capacityWarranties('Deed'),
        ],
      },
    ],
    general: {
      arbitration: false,
      counterparts: false,
      assignment: false,
      amendment: false,
      stampDutyBorneBy: 'the Buyer',
      jurisdiction:
        'Any dispute arising out of this Deed shall be decided by the courts within whose jurisdiction the Property is situated.',
    },
    closing:
      'IN WITNESS WHEREOF the Seller and the Buyer have signed this Deed on the day, month and year first written above.',
    signatories: [signatory('Seller', seller), signatory('Buyer', buyer)],
    witnessCount: 2,
    schedules: [
      {
        id: 'property',
        title: 'Schedule — Description of the Property',
        paragraphs: [
          `All that property being ${property}.`,
          parcelParticulars(d, d.text('propertyDetails')) ??
            `Survey/CTS number, area and boundaries: ${d.tbc('property-particulars', 'survey or CTS number, area and boundaries (north, south, east, west)', 'The survey or CTS number and boundaries of the property are not among the details given: add them to the Schedule.')}.`,
          `Title deeds to be handed over on execution: ${d.tbc('title-deeds-list', 'list of the original title deeds to be handed over', 'The list of original title deeds to be handed over to the Buyer on execution is not among the details given.')}.`,
        ],
      },
    ],
    summary: `Sale and conveyance by ${seller} to ${buyer} of ${property} for ${d.rupees('salePrice')}, paid in full; title chain recited, possession and title deeds to be delivered on execution, title covenants and indemnity; to be registered within 4 months.`,
    statutes: [
      cite(ACT.tpa, 'ss.8, 54, 55'),
      cite(ACT.registration, 'ss.17(1)(b), 23, 32A, 34, 49'),
      cite(ACT.stamp),
      cite(ACT.incomeTax),
      cite(ACT.contract),
    ],
    checklist: {
      stampDuty: stampDuty(
        'conveyance',
        'Some States give concessions for women or joint buyers [verify per State].',
      ),
      registration: registration(
        'compulsory',
        'A sale of immovable property worth ₹100 or more is made only by a registered instrument (Transfer of Property Act, 1882, s.54; Registration Act, 1908, s.17(1)(b)); unregistered, the Deed conveys nothing and is not evidence of the sale (s.49). The executants appear before the Sub-Registrar with photographs and fingerprints (s.32A).',
      ),
      witnesses: witnesses(
        2,
        false,
        'Two witnesses attest the Deed, and two identifying witnesses appear with the executants before the Sub-Registrar.',
      ),
      notarisation: { required: false, note: 'Not required, and no substitute for registration.' },
      eSignature: {
        permitted: false,
        basis:
          'Sign in wet ink: the Deed is registered by the executants appearing before the Sub-Registrar in most States, even though immovable-property contracts are no longer excluded from the Information Technology Act, 2000 [verify].',
      },
      otherSteps: [
        ...(price >= FIFTY_LAKH_PAISE
          ? [
              'Buyer deposits the tax deducted at source and issues the certificate within the prescribed time.',
            ]
          : []),
        "Apply for mutation and transfer of the property-tax account into the Buyer's name after registration.",
      ],
    },
  }
}

const APARTMENT = /\b(?:flat|apartment|unit)\b/i
const WHOLE_PLOT = /\b(?:plot|bungalow|independent house|villa|row house)\b/i

/**
 * What is conveyed. The owner of a flat owns the flat and an undivided share in the land, not
 * "the land beneath and all buildings on it": the deed passes only what the Seller has (TPA s.8).
 */
function parcel(d: Draft, property: string): string {
  if (!APARTMENT.test(property) || WHOLE_PLOT.test(property))
    return `the immovable property described in the Schedule, being ${property}, with the land beneath and appurtenant to it, all buildings and structures on it, and all rights, easements, privileges and appurtenances belonging to it`
  const share = /\bundivided\s+share\b|\bUDS\b/i.test(property)
    ? 'the undivided share in the land on which the building stands stated there'
    : `an undivided share of ${d.tbc('undivided-share', 'extent of the undivided share in the land', 'The undivided share in the land that goes with the flat is not among the details given: state its extent as the title deeds and the deed of declaration or association records give it.', 'propertyDetails')} in the land on which the building stands`
  return `the apartment described in the Schedule, being ${property}, together with ${share}, the right to use the common areas and facilities of the building in common with the other owners and occupiers, any car-parking space allotted to the apartment, and all rights, easements and appurtenances belonging to it`
}
