import type { ClauseSpec, Draft, SectionSpec } from '../draft.ts'
import { REGISTRATION_MARK } from '#domain/shared/vehicle-registration.ts'
import { byKind } from '../clauses.ts'
import { ACT } from '../statutes.ts'

// What a sale of a motor vehicle needs beyond the Sale of Goods Act: the registration
// certificate moved to the Buyer (Motor Vehicles Act 1988 s.50; Forms 29 and 30 under rule 55
// of the Central Motor Vehicles Rules 1989), the insurance (s.157), any hypothecation (s.51)
// and the challans. Sources and [verify] marks: docs/reference/indian-law-vehicles-and-goods.md.

const MVA = ACT.motorVehicles

/** The particulars a vehicle's schedule must carry, with a placeholder for those not given. */
export function vehicleParticulars(d: Draft, description: string): string {
  const missing = [
    !REGISTRATION_MARK.test(description) &&
      !/\bregistration\s+(?:no|number)\b/i.test(description) &&
      'registration number',
    !/\bchassis\b|\bVIN\b/i.test(description) && 'chassis number',
    !/\bengine\s+(?:no|number)\b/i.test(description) && 'engine number',
    !/\b(?:19|20)\d{2}\b|\bmodel\s+year\b|\byear\s+of\s+manufacture\b/i.test(description) &&
      'year of manufacture',
  ].filter((item): item is string => typeof item === 'string')
  if (missing.length === 0) return 'as stated above and in the certificate of registration'
  const list =
    missing.length === 1 ? missing.join('') : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1) ?? ''}`
  return d.tbc(
    'vehicle-particulars',
    list,
    `The vehicle's ${list} ${missing.length === 1 ? 'is' : 'are'} not among the details given: copy them from the certificate of registration into the Schedule, so that the Vehicle is identified beyond doubt.`,
  )
}

function registrationTransfer(): ClauseSpec {
  return byKind((of) => ({
    id: 'rc-transfer',
    heading: 'Transfer of the Registration Certificate',
    text: `The Parties shall have the ownership of the Vehicle transferred in the records of the Registering Authority as section 50 of the ${MVA} and rule 55 of the Central Motor Vehicles Rules, 1989 require:`,
    items: [
      'the Seller shall sign Form 29 (notice of transfer of ownership) and Form 30 (application for transfer of ownership) on the Delivery Date, and shall report the transfer to the Registering Authority within 14 (fourteen) days of delivery, or within 45 (forty-five) days if the Vehicle is to be registered in another State;',
      `the Buyer shall apply to the Registering Authority within whose jurisdiction the Buyer resides or has ${of('Buyer').possessive} place of business for the transfer of the certificate of registration into the Buyer's name within 30 (thirty) days of delivery, and shall pay the transfer fee; and`,
      'each Party shall sign every further form, affidavit or consent, and complete any online verification, that the Registering Authority requires to record the transfer.',
    ],
  }))
}

function beforeTransfer(): ClauseSpec {
  return byKind((of) => ({
    id: 'use-before-transfer',
    heading: 'Use of the Vehicle before Transfer',
    text: `The Buyer is responsible for the Vehicle, its use and its compliance with the ${MVA} from the time of delivery recorded in the delivery receipt. The Parties record that until the certificate of registration is transferred the Seller remains the registered owner and may be proceeded against for the Vehicle's use; the Buyer shall therefore complete the transfer within the time in the Clause on Transfer of the Registration Certificate and, if ${of('Buyer').subject} does not, the Seller may apply for it on the Buyer's behalf at the Buyer's cost.`,
  }))
}

function insurance(): ClauseSpec {
  return {
    id: 'insurance',
    heading: 'Insurance',
    text: `The certificate of insurance and the policy of the Vehicle are deemed transferred to the Buyer from the date of transfer (section 157 of the ${MVA}). The Seller shall hand over the policy on delivery, and the Buyer shall apply to the insurer within 14 (fourteen) days of delivery to record the transfer, and shall pay any premium or fee the insurer charges for it. The Buyer shall keep the Vehicle insured at least against third-party risks as Chapter XI of that Act requires.`,
  }
}

function hypothecation(): ClauseSpec {
  return byKind((of) => ({
    id: 'hypothecation',
    heading: 'Hypothecation and No-Objection Certificate',
    text: `The Seller warrants that the Vehicle is not subject to any hire-purchase, lease or hypothecation agreement, save one disclosed to the Buyer in writing before signing. If it is, the Seller shall, before the Delivery Date and at ${of('Seller').possessive} own cost, repay the financier in full, obtain the financier's no-objection certificate and Form 35 (termination of the hire-purchase, lease or hypothecation agreement), and have the financier's entry in the certificate of registration cancelled (section 51 of the ${MVA}); the Buyer may pay part of the Sale Price directly to the financier for that purpose, which counts as paid to the Seller.`,
  }))
}

function challans(): ClauseSpec {
  return {
    id: 'challans-and-taxes',
    heading: 'Challans, Taxes and Offences',
    text: 'The Seller warrants that no challan, fine, tax, toll or penalty concerning the Vehicle is outstanding and that the Vehicle is not involved in any accident claim, criminal case or seizure. The Seller shall pay every challan, fine, road tax and penalty relating to the period before delivery, even if issued later, and the Buyer every one relating to the period after delivery; each shall reimburse the other within 7 (seven) days of a demand for any such amount the other pays.',
  }
}

function documents(): ClauseSpec {
  return {
    id: 'vehicle-documents',
    heading: 'Documents and Keys',
    text: 'On the Delivery Date, against payment of the Sale Price, the Seller shall deliver to the Buyer:',
    items: [
      'the original certificate of registration (or its electronic copy, where issued in that form);',
      'the insurance policy and the valid pollution-under-control certificate;',
      'all keys, the service book and the records of maintenance and repairs;',
      'Forms 29 and 30 signed by the Seller, and a copy of the proof of identity and address that the Registering Authority requires from the Seller;',
      `the financier's no-objection certificate and Form 35, where the Clause on Hypothecation and No-Objection Certificate applies; and`,
      `where the Buyer will register the Vehicle in another State, the Seller's signed application for a no-objection certificate under section 48 of the ${MVA}.`,
    ],
  }
}

/** The vehicle's own section of the agreement. */
export function vehicleSection(): SectionSpec {
  return {
    id: 'vehicle',
    heading: 'Registration, Insurance and Documents of the Vehicle',
    clauses: [
      registrationTransfer(),
      beforeTransfer(),
      insurance(),
      hypothecation(),
      challans(),
      documents(),
    ],
  }
}

/** The steps after signing, for the execution checklist. */
export const VEHICLE_STEPS: readonly string[] = [
  'Seller: report the transfer to the registering authority in Form 29 within 14 days of delivery (45 days if the vehicle goes to another State) (Motor Vehicles Act, 1988, s.50; Central Motor Vehicles Rules, 1989, rule 55) [verify against the current online (Vahan) procedure].',
  'Buyer: apply in Form 30 for the transfer of the certificate of registration within 30 days of delivery, to the registering authority where the Buyer lives or does business (s.50) [verify].',
  'Buyer: ask the insurer to record the transfer of the policy within 14 days (Motor Vehicles Act, 1988, s.157) [verify post-2019 numbering].',
  "If the vehicle is hypothecated: the financier's no-objection certificate and Form 35 before delivery, and the hypothecation entry cancelled (s.51) [verify].",
  'Check for pending challans against the registration number before paying, and record the date, time and odometer reading of delivery in a receipt both sign.',
]
