import { formatAmount } from '#domain/shared/money.ts'
import {
  E_SIGN_ALLOWED,
  NOTARISATION_OPTIONAL,
  movableRegistration,
  stampDuty,
  witnesses,
} from '../checklist.ts'
import {
  byKind,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
  capacityWarranties,
  indemnity,
  pronouns,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { scaledDisputes } from '../dispute-scale.ts'
import { ACT, cite } from '../statutes.ts'
import { VEHICLE_STEPS, vehicleParticulars, vehicleSection } from './vehicle.ts'

// A sale of movables under the Sale of Goods Act 1930 (reference §2.4, vendor agreement; and
// docs/reference/indian-law-vehicles-and-goods.md). Nothing here is immovable-property law: no
// Transfer of Property Act, no Sub-Registrar — a car or a machine is not conveyed by deed.

const SGA = ACT.saleOfGoods
const LOOKS_IMMOVABLE =
  /\b(?:flat|apartment|plot|land|house|bungalow|villa|shop|office\s+premises|survey\s+no|khasra|acres?)\b/i

export function goodsSale(d: Draft): TemplateDraft {
  const seller = d.text('sellerName')
  const buyer = d.text('buyerName')
  const vehicle = d.text('goodsType') === 'Motor Vehicle'
  const description = d.description('goodsDescription')
  const G = vehicle ? 'Vehicle' : 'Goods'
  const verb = vehicle ? 'is' : 'are'
  const them = vehicle ? 'it' : 'them'
  const its = vehicle ? 'its' : 'their'
  const title = vehicle ? 'Vehicle Sale Agreement' : 'Sale of Goods Agreement'
  // A seller who deals in such goods gives the implied condition of merchantable quality (s.16(2)).
  const dealer = entityKind(seller) !== 'individual'
  if (LOOKS_IMMOVABLE.test(description))
    d.flag(
      'immovable-described',
      'The description reads like land or a building: immovable property is sold by a registered sale deed (Transfer of Property Act, 1882, s.54), not by this agreement, which is for movable goods only.',
      'goodsDescription',
    )
  d.assume([
    `delivery at the place where the ${G} ${verb} when this Agreement is signed (Sale of Goods Act, 1930, s.36)`,
    'rejection within 3 days of delivery',
    "resale by the Seller on 7 days' notice if the price is not paid",
    'refunds within 7 days',
  ])
  // A price paid in parts, as the words split it; delivery still waits for the last part unless the Parties say otherwise.
  const inParts = d.has('paymentTerms') && d.text('paymentTerms') ? d.prose('paymentTerms') : undefined
  if (inParts)
    d.flag(
      'delivery-before-balance',
      `The price is paid in parts (${d.text('paymentTerms')}): as drafted, the ${G} ${verb} delivered, and property passes, only when the price is paid in full. If the Buyer is to have the ${G} earlier, say so, and whether property passes on delivery or on the last payment.`,
      'paymentTerms',
    )
  // A part paid on signing is acknowledged in the instrument, so the Buyer holds a receipt for it.
  const paidOnSigning = inParts
    ? /^(₹[\d,]+(?:\.\d\d)?(?: \(Rupees [^)]+\))?) on the signing of this Agreement\b/.exec(inParts)?.[1]
    : undefined
  const particulars = vehicle ? vehicleParticulars(d, description) : undefined
  if (vehicle)
    d.flag(
      'insurance-section',
      "The insurance clause cites section 157 of the Motor Vehicles Act, 1988 (insurance deemed transferred with the vehicle). The 2019 amendment substituted that Act's Chapter XI: confirm the current section number before signing [verify].",
    )
  const disputes = scaledDisputes(d, {
    stakes: d.values.salePrice?.pending ? null : d.paise('salePrice'),
    names: [seller, buyer],
    noun: 'Agreement',
    what: 'The Sale Price',
  })
  // An as-is sale binds the Buyer to the defects disclosed, so the list must come from the Seller.
  const knownDefects = d.tbc(
    'known-defects',
    `every defect in the ${G} known to the Seller${vehicle ? ' (accident, flood damage, engine or chassis replacement, odometer tampering)' : ''}, or "None"`,
    `The defects known to the Seller are not among the details given: list them in the Schedule (or write "None"). The Buyer takes the ${G} subject to what is disclosed there.`,
  )
  return {
    layout: 'agreement',
    title,
    preamble: `This ${title} (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Seller', seller), party(d, 'Buyer', buyer)],
    recitals: [
      // The Seller's say-so, warranted in the Clause on Title: the draft cannot know it as a fact.
      vehicle
        ? `The Seller has represented to the Buyer that the Seller owns the motor vehicle described in the Schedule and that it is registered in the Seller's name under the ${ACT.motorVehicles}.`
        : 'The Seller has represented to the Buyer that the Seller owns the goods described in the Schedule.',
      `The Seller has agreed to sell, and the Buyer has agreed to buy, the ${G} for the Sale Price on the terms of this Agreement and under the ${SGA}.`,
    ],
    definitions: [
      {
        term: G,
        definition: vehicle
          ? `the motor vehicle described in the Schedule, being ${midSentence(description)}, with its keys, tools, accessories and documents`
          : `the goods described in the Schedule, being ${midSentence(description)}`,
      },
      { term: 'Sale Price', definition: `the total price of ${formatAmount(d.paise('salePrice'))}` },
      {
        term: 'Delivery Date',
        definition: `${d.date('deliveryDate')}, or any other date the Parties agree in writing`,
      },
      vehicle
        ? {
            term: 'Registering Authority',
            definition: `the registering authority under the ${ACT.motorVehicles} with which the Vehicle is registered or is to be registered, as the context requires`,
          }
        : undefined,
    ].filter((term): term is { term: string; definition: string } => term !== undefined),
    sections: [
      {
        id: 'sale',
        heading: 'Sale and Price',
        clauses: [
          {
            id: 'sale',
            heading: 'Sale',
            text: `The Seller shall sell and the Buyer shall buy the ${G} for the Sale Price on the terms of this Agreement. This is a contract of sale of goods under section 4 of the ${SGA}.`,
          },
          {
            id: 'payment',
            heading: 'Payment of the Sale Price',
            text: `${inParts ? `The Buyer shall pay the Sale Price in parts: ${inParts}, each` : 'The Buyer shall pay the Sale Price in full on or before the Delivery Date'} by bank transfer, demand draft or cheque to the account the Seller notifies in writing, and the Seller shall acknowledge each payment in writing.${paidOnSigning ? ` The Seller acknowledges, by signing this Agreement, the receipt of the first part, ${paidOnSigning}, paid on its signing.` : ''} Delivery and payment are concurrent conditions: the Seller need not deliver the ${G} until the Sale Price is paid${inParts ? ' in full' : ''}, and the Buyer need not pay ${inParts ? 'the balance' : 'it'} unless the Seller is ready and willing to deliver (section 32 of the ${SGA}).`,
          },
          dealer && {
            id: 'taxes',
            heading: 'Taxes',
            text: `The Sale Price includes the goods and services tax payable on this sale under the ${ACT.cgst}, for which the Seller shall issue a tax invoice.`,
          },
        ],
      },
      {
        id: 'delivery',
        heading: 'Delivery, Property and Risk',
        clauses: [
          {
            id: 'delivery',
            heading: 'Delivery',
            text: `The Seller shall deliver the ${G} to the Buyer on the Delivery Date at the place where ${them === 'it' ? 'it is' : 'they are'} when this Agreement is signed, unless the Parties agree another place in writing (section 36 of the ${SGA}). Both Parties shall sign a delivery receipt recording the date and time of delivery${vehicle ? ' and the odometer reading' : ''}.`,
          },
          {
            id: 'passing-of-property',
            heading: 'Passing of Property',
            text: `The Parties intend that the property in the ${G} shall pass to the Buyer on delivery against payment of the Sale Price in full, and not when this Agreement is made (section 19 of the ${SGA}); until then the ${G} ${vehicle ? 'remains' : 'remain'} the property of the Seller.`,
          },
          {
            id: 'risk',
            heading: 'Risk',
            text: `The ${G} ${verb} at the Seller's risk until delivery and at the Buyer's risk from delivery, risk passing with the property (section 26 of the ${SGA}). If the ${G} ${vehicle ? 'perishes, or is so damaged that it no longer answers to its' : 'perish, or are so damaged that they no longer answer to their'} description in this Agreement, before delivery and without the fault of either Party, ${vehicle ? 'this Agreement is avoided (section 8 of that Act)' : 'this Agreement ends as to the Goods affected (for specific goods, section 8 of that Act)'} and the Seller shall refund every amount received for ${them} within 7 (seven) days.`,
          },
          byKind((of) => ({
            id: 'inspection-and-acceptance',
            heading: 'Inspection and Acceptance',
            // An inspection nobody reported is not recited: the Buyer is given the right to make one.
            text: `Before the Delivery Date the Seller shall allow the Buyer to inspect the ${G}${vehicle ? " and to have the Vehicle examined by a mechanic of the Buyer's choice" : ''}. On delivery the Buyer may examine the ${G} to see whether ${them === 'it' ? 'it conforms' : 'they conform'} to this Agreement (section 41 of the ${SGA}); unless the Buyer notifies the Seller in writing within 3 (three) days of delivery that ${of('Buyer').subject} rejects the ${G} for not conforming, stating why, the Buyer is deemed to have accepted ${them} (section 42 of that Act).`,
          })),
        ],
      },
      {
        id: 'warranties',
        heading: 'Title, Description and Condition',
        clauses: [
          {
            id: 'title',
            heading: 'Title',
            text: `The Seller warrants that ${pronouns(entityKind(seller)).subject} has the right to sell the ${G}, that the ${G} ${verb} free from any charge, lien, hypothecation, hire-purchase or lease not disclosed to the Buyer in writing before signing, and that the Buyer shall have and enjoy quiet possession of the ${G} (section 14 of the ${SGA}).`,
          },
          {
            id: 'description-and-condition',
            heading: 'Description and Condition',
            text: dealer
              ? `The ${G} shall correspond with ${its} description in the Schedule (section 15 of the ${SGA}) and, the Seller dealing in goods of that description, shall be of merchantable quality (section 16(2) of that Act). The Seller warrants that the Known Defects listed in the Schedule are every defect in the ${G} known to it.`
              : `The ${G} shall correspond with ${its} description in the Schedule (section 15 of the ${SGA}). The Seller warrants that the Known Defects listed in the Schedule are every defect in the ${G} known to the Seller${vehicle ? ', including any accident, flood damage, replacement of the engine or chassis and tampering with the odometer' : ''}. Subject to that and to the Clause on Title, the Buyer buys the ${G} in ${its} present condition, and no condition or warranty as to quality or fitness for a particular purpose is implied (sections 16 and 62 of that Act).`,
          },
          indemnity(
            'Seller',
            'Buyer',
            [
              `any defect in the Seller's title to the ${G}, or any charge, lien or claim on ${them} arising before delivery;`,
              vehicle
                ? 'any challan, tax, penalty, accident claim or other liability arising from the use of the Vehicle before delivery;'
                : undefined,
              "any breach of the Seller's warranties in this Agreement;",
            ].filter((item): item is string => item !== undefined),
            vehicle,
          ),
          vehicle &&
            indemnity(
              'Buyer',
              'Seller',
              [
                'any challan, tax, penalty, accident claim or other liability arising from the use of the Vehicle after delivery, including while the Seller remains the registered owner of the Vehicle;',
                "the Buyer's failure to apply for the transfer of the certificate of registration within the time this Agreement allows.",
              ],
              true,
            ),
          capacityWarranties('Agreement'),
        ],
      },
      vehicle && vehicleSection(),
      {
        id: 'default',
        heading: 'Default and Remedies',
        clauses: [
          byKind((of) => ({
            id: 'buyer-default',
            heading: 'Default by the Buyer',
            text: `If the Buyer does not pay the Sale Price in full on the Delivery Date, the Seller is an unpaid seller (section 45 of the ${SGA}): ${of('Seller').subject} may retain the ${G} until paid (section 47 of that Act) and, after giving the Buyer written notice of ${of('Seller').possessive} intention to resell and 7 (seven) days to pay, may resell the ${G} and recover from the Buyer any loss on the resale (section 54 of that Act), refunding any part of the Sale Price received less that loss.`,
          })),
          {
            id: 'seller-default',
            heading: 'Default by the Seller',
            text: `If the Seller does not deliver the ${G} on the Delivery Date, the Buyer may, after 7 (seven) days' written notice, terminate this Agreement and recover every amount paid with damages for non-delivery (section 57 of the ${SGA}), or, ${vehicle ? 'the Vehicle being specific goods' : 'where the Goods are specific or ascertained'}, may ask the court to direct ${vehicle ? 'its' : 'their'} delivery (section 58 of that Act).`,
          },
        ],
      },
    ],
    general: { stampDutyBorneBy: 'the Buyer', ...disputes },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Seller', seller), signatory('Buyer', buyer)],
    witnessCount: 2,
    schedules: [
      {
        id: 'goods',
        title: `Schedule — The ${G}`,
        paragraphs: [
          `${description.charAt(0).toUpperCase()}${description.slice(1)}.`,
          ...(particulars
            ? [`Registration number, chassis number, engine number and year of manufacture: ${particulars}.`]
            : []),
          `Known Defects: ${knownDefects}.`,
        ],
      },
    ],
    summary: vehicle
      ? `Sale of ${description} by ${seller} to ${buyer} for ${d.rupees('salePrice')}, delivery on ${d.date('deliveryDate')}; property and risk pass on delivery against full payment; transfer of the registration certificate (Forms 29 and 30), insurance, hypothecation NOC and challans.`
      : `Sale of ${description} by ${seller} to ${buyer} for ${d.rupees('salePrice')}, delivery on ${d.date('deliveryDate')}; property and risk pass on delivery against full payment; title, description and condition, and the unpaid seller's rights.`,
    statutes: [
      cite(SGA, 'ss.4, 8, 14–16, 19, 26, 32, 36, 41, 42, 45, 47, 54, 57, 58, 62'),
      ...(vehicle ? [cite(ACT.motorVehicles, 'ss.48, 50, 51, 157')] : []),
      cite(ACT.contract),
      ...(dealer ? [cite(ACT.cgst)] : []),
      cite(ACT.stamp),
      ...(disputes.disputeResolution ? [] : [cite(ACT.arbitration)]),
    ],
    checklist: {
      stampDuty: stampDuty(
        'sale-of-goods',
        'A sale of goods is complete by the contract and delivery, without any instrument of transfer; some States charge an instrument that itself transfers movable property as a conveyance of movable property at their own rate [verify per State].',
      ),
      registration: movableRegistration(
        vehicle
          ? "Not needed for this agreement: an instrument concerning only movable property may be registered but need not be (Registration Act, 1908, s.18) [verify]. What must be done is the transfer of the vehicle in the registering authority's records (Motor Vehicles Act, 1988, s.50): see the other steps."
          : 'Not needed: an instrument concerning only movable property may be registered but need not be (Registration Act, 1908, s.18) [verify].',
      ),
      witnesses: witnesses(2, false, 'Two witnesses are customary; the law does not require attestation.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: vehicle
        ? VEHICLE_STEPS
        : [
            dealer
              ? 'Seller: issue a tax invoice for the sale.'
              : 'Seller: give the Buyer a signed receipt for the Sale Price.',
            'Both: sign a delivery receipt recording the date and time of delivery.',
          ],
    },
  }
}

// "being Used Bajaj Pulsar …" → "being used Bajaj Pulsar …": a description written as a field
// value starts with a capital; mid-sentence only a name keeps it.
const COMMON_FIRST_WORD =
  /^(?:Used|New|Old|Second-hand|Secondhand|Pre-owned|Refurbished|One|Two|Three|Four|Five|A|An|The|Some|All|Our|My)\b/

function midSentence(description: string): string {
  return COMMON_FIRST_WORD.test(description)
    ? description[0]!.toLowerCase() + description.slice(1)
    : description
}
