import { registration, stampDuty, witnesses } from './checklist.ts'
import { EXECUTION, capacityWarranties, registrationDuty } from './clauses.ts'
import {
  type Draft,
  type TemplateDraft,
  type TemplateDrafter,
  party,
  partiesFromList,
  signatory,
} from './draft.ts'
import { ACT, cite } from './statutes.ts'
import { readReservations, reservedRightsClause } from './family-reservations.ts'
import { donorTitle, holding } from './gift-title.ts'
import { parcelParticulars } from './parcel-particulars.ts'

function familySettlement(d: Draft): TemplateDraft {
  const group = partiesFromList(d, 'familyMembers', 'Party', 'Schedule I')
  const owelty = /₹|\brs\.?|rupees|\binr\b|lakh|crore/i.test(d.text('distribution'))
  d.flag(
    'settlement-form',
    "This is drafted as a deed of family settlement, which must be stamped and registered if it creates or extinguishes rights in immovable property worth ₹100 or more. If the family has already settled orally, a memorandum recording that past settlement may need neither (Kale v Deputy Director of Consolidation, 1976): choose the form with the family's advocate.",
  )
  // Deposits and securities pass by the holder's records, not by mutation: the Parties sign for those too.
  const investments =
    /\b(?:deposits?|FDs?|(?:bank|savings|demat) accounts?|shares|mutual funds?|bonds?|debentures?|policy|policies|investments?)\b/i.test(
      d.text('propertyDetails'),
    )
  const reserved = readReservations(d.text('distribution'))
  const subject = reserved.length > 0 ? ', subject to the Reserved Rights' : ''
  if (reserved.length > 0)
    d.flag(
      'reserved-rights',
      `The distribution reserves ${reserved.length === 1 ? 'a right' : 'rights'} (${reserved.join('; ')}): the draft makes ${reserved.length === 1 ? 'it an express clause' : 'them express clauses'} (Reserved Rights), excluded from the absolute allotment, the release and the possession clause. Confirm with the family whether each is a life interest or a right to reside, whether it is exclusive, and who bears repairs and outgoings while it lasts; its effect against a later buyer or mortgagee is [verify].`,
      'distribution',
    )
  const antecedent = d.tbc(
    'antecedent-title',
    'how the Properties came to the family (for example, the estate of a deceased member on intestacy, or joint-family property), which is the antecedent title or claim of each Party',
    "How the family holds the Properties is not among the details given. A family arrangement rests on each party's antecedent title or claim (Kale v Deputy Director of Consolidation, 1976); if a Property is one member's own (self-acquired) property, the others may have no such claim and the instrument may in substance be a gift or settlement, stamped and registered as one [verify]. Confirm the source of title.",
    'propertyDetails',
  )
  d.assume([
    `possession delivered on execution${subject}`,
    'owelty and pending-litigation steps within 30 days',
    ...(owelty ? ["unpaid owelty charged on the paying Party's allotted property until paid"] : []),
  ])
  if (owelty)
    d.flag(
      'owelty-charge',
      'The owelty is secured by a charge on the property allotted to the paying Party until it is paid. Confirm that the family wants it; if that property is only movable (a deposit, shares), agree other security; and check how the charge is noted in the revenue, municipal or bank records and its effect against a later buyer [verify].',
      'distribution',
    )
  return {
    layout: 'agreement',
    title: 'Deed of Family Settlement',
    noun: 'Deed',
    preamble: `This Deed of Family Settlement (this "Deed") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: group.parties,
    recitals: [
      `The Parties are members of one family, related as follows: ${d.prose('familyMembers')}.`,
      `The properties described in Schedule II (the "Properties") came to the family as follows: ${antecedent}.`,
      'Each Party claims a share in or right to the Properties as a member of the family, and differences have arisen or may arise among them about their respective shares.',
      'To settle those claims and preserve peace and goodwill in the family, the Parties have voluntarily agreed to a fair and equitable division of the Properties on the terms of this Deed.',
    ],
    definitions: [
      {
        term: 'Properties',
        definition: `the properties described in Schedule II, namely: ${d.prose('propertyDetails')}`,
      },
      {
        term: 'Allocation',
        definition: `the division of the Properties agreed by the Parties, namely: ${d.prose('distribution')}`,
      },
    ],
    sections: [
      {
        id: 'settlement',
        heading: 'Settlement',
        clauses: [
          {
            id: 'allocation',
            heading: 'Allocation of the Properties',
            text: `The Properties are divided and allotted among the Parties in accordance with the Allocation, and each Party shall hold the property allotted to that Party absolutely, as the exclusive owner of it, from the date of this Deed${subject}.`,
          },
          reserved.length > 0 && reservedRightsClause(reserved),
          {
            id: 'release',
            heading: 'Relinquishment and Release',
            text: `Each Party relinquishes and releases in favour of the other Parties all right, title, interest and claim in the Properties allotted to them${reserved.length > 0 ? ', other than the Reserved Rights, which are not released' : ''}, and no Party shall claim any share in a Property allotted to another.`,
          },
          owelty && {
            id: 'owelty',
            heading: 'Owelty',
            // A bare promise not to alienate leaves the payee unsecured: the unpaid sum is charged on the allotment.
            text: 'Any cash payment stated in the Allocation is owelty to equalise the shares, and shall be paid by bank transfer within 30 (thirty) days of this Deed. Until it is paid in full, the amount unpaid is a charge on the property allotted to the paying Party under this Deed, in favour of the Party entitled to it, and the paying Party shall not alienate or encumber that property.',
          },
          {
            id: 'possession-and-mutation',
            heading: 'Possession and Mutation',
            text: `Each Party is put in possession of the property allotted to that Party on the execution of this Deed${reserved.length > 0 ? ', subject to the Reserved Rights: a person entitled to reside in a property continues in occupation of it while the right lasts' : ''}. The Parties shall sign all applications, affidavits and consents required to mutate the revenue, municipal and society records in the name of the allottee${investments ? ', shall sign every instruction that a bank or other holder requires to close, transfer or re-issue in the name of its allottee any deposit, account, share or other investment allotted under this Deed,' : ''} and shall hand over the original title documents to the allottee of each Property.`,
          },
          {
            id: 'pending-litigation',
            heading: 'Pending Litigation',
            text: 'Any proceeding pending between the Parties about the Properties shall be withdrawn or disposed of in terms of this Deed within 30 (thirty) days.',
          },
        ],
      },
      {
        id: 'declarations',
        heading: 'Declarations and Further Assurance',
        clauses: [
          {
            id: 'voluntariness',
            heading: 'Voluntary Settlement',
            text: 'Each Party declares that it has entered into this Deed voluntarily, with full knowledge of the Properties and of its rights, after taking independent advice where it wished, and without coercion, fraud, undue influence or misrepresentation, and that the settlement is fair.',
          },
          {
            id: 'minors',
            heading: 'Minors',
            text: `If any person entitled under this Deed is a minor, that person's interest is represented by the natural guardian, and no immovable property of the minor shall be transferred without the permission of the court under section 8 of the ${ACT.guardianship}.`,
          },
          {
            id: 'further-assurance',
            heading: 'Further Assurance',
            text: 'Each Party shall execute any further document and do any act reasonably required to give full effect to this Deed.',
          },
          capacityWarranties('Deed'),
        ],
      },
    ],
    general: { stampDutyBorneBy: 'the Parties in equal shares', assignment: false },
    closing:
      'IN WITNESS WHEREOF the Parties have signed this Deed on the day, month and year first written above.',
    signatories: group.signatories,
    witnessCount: 2,
    schedules: [
      { id: 'family', title: 'Schedule I — Members of the Family', paragraphs: [d.prose('familyMembers')] },
      {
        id: 'properties',
        title: 'Schedule II — The Properties',
        paragraphs: [
          d.prose('propertyDetails'),
          `Boundaries and survey particulars: ${d.tbc('property-particulars', 'survey, khasra or municipal numbers, area and boundaries of each Property', 'The survey or municipal numbers, area and boundaries of the properties are not among the details given.')}.`,
        ],
      },
    ],
    summary: `Family settlement among ${group.names.length > 0 ? group.names.join(', ') : 'the family members'} dividing ${d.text('propertyDetails')}: ${d.text('distribution')}; releases, possession, mutation and withdrawal of litigation.`,
    statutes: [
      cite(ACT.registration, 'ss.17(1)(b), 49'),
      cite(ACT.stamp),
      cite(ACT.tpa),
      cite(ACT.hinduSuccession),
      cite(ACT.guardianship, 's.8'),
      cite(ACT.contract),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        'settlement',
        'Many States give concessional duty for settlements and releases within the family [verify per State].',
      ),
      registration: registration(
        'compulsory',
        'A deed that itself creates, declares or extinguishes rights in immovable property worth ₹100 or more must be registered (Registration Act, 1908, s.17(1)(b)); unregistered, it cannot affect the property (s.49). A memorandum of an earlier oral settlement need not be.',
      ),
      witnesses: witnesses(
        2,
        false,
        'Two witnesses are customary and needed for registration; every adult member signs.',
      ),
      notarisation: { required: false, note: 'Not required; registration is what gives the deed effect.' },
      eSignature: {
        permitted: false,
        basis:
          'Sign in wet ink: the deed is presented for registration, which requires physical appearance in most States, though immovable-property contracts are no longer excluded from the Information Technology Act, 2000 [verify].',
      },
      otherSteps: ["Apply for mutation of each Property in the allottee's name after registration."],
    },
  }
}

function giftDeed(d: Draft): TemplateDraft {
  const donor = d.text('donorName')
  const donee = d.text('doneeName')
  const immovable = d.text('propertyType') === 'Immovable Property'
  // A child or grandchild may be a minor, who cannot sign the acceptance alone.
  if (/\b(?:son|daughter|child|grand\w*|nephew|niece|ward|minor)\b/i.test(d.text('relationship')))
    d.flag(
      'donee-minor',
      "Confirm the Donee's age. If the Donee is a minor, the gift should be accepted on the Donee's behalf by a parent or guardian, who signs the acceptance for the Donee: add the guardian's particulars and signature block [verify].",
      'doneeName',
    )
  return {
    layout: 'agreement',
    title: 'Gift Deed',
    noun: 'Deed',
    preamble: `This Gift Deed (this "Deed") is made and executed at ${d.city()} ${EXECUTION}.`,
    // Not the agreements' "in consideration of the mutual promises": a gift is made without
    // consideration (Transfer of Property Act s.122), and a recital of one contradicts the deed.
    operativeWords: 'NOW THIS DEED WITNESSES as follows:',
    parties: [party(d, 'Donor', donor), party(d, 'Donee', donee)],
    recitals: [
      donorTitle(d, immovable),
      `The Donee is the Donor's ${d.text('relationship').toLowerCase()}. Out of natural love and affection for the Donee, the Donor wishes to give the Property to the Donee by way of gift, without consideration.`,
    ],
    definitions: [
      {
        term: 'Property',
        definition: `the ${immovable ? 'immovable' : 'movable'} property described in the Schedule, being ${d.description('propertyDescription')}`,
      },
      {
        term: 'Market Value',
        definition: `${d.amount('propertyValue')}, being the market value of the Property declared for the purposes of stamp duty`,
      },
    ],
    sections: [
      {
        id: 'gift',
        heading: 'Gift',
        clauses: [
          {
            id: 'gift',
            heading: 'Gift',
            text: `The Donor, voluntarily and without consideration, gives, transfers and conveys the Property to the Donee by way of gift under section 122 of the ${ACT.tpa}${immovable ? ', with all rights, easements and appurtenances' : ''}, to hold absolutely.`,
          },
          {
            id: 'acceptance',
            heading: 'Acceptance',
            text: 'The Donee accepts the gift, in the lifetime of the Donor, by signing this Deed.',
          },
          {
            id: 'delivery',
            heading: immovable ? 'Possession and Title Deeds' : 'Delivery',
            text: immovable
              ? "The Donor shall, on the execution of this Deed, deliver possession of the Property to the Donee, together with the original title deeds, and consents to the mutation of the revenue, municipal and society records in the Donee's name."
              : // Unregistered, a gift of movables is complete only by delivery (s.123): recorded as done, not promised.
                'The Donor has this day delivered the Property to the Donee, who acknowledges receiving it.',
          },
          {
            id: 'irrevocable',
            heading: 'Absolute and Irrevocable Gift',
            text: `The gift is absolute and irrevocable. It is not subject to any condition on whose happening the Donor may suspend or revoke it (section 126 of the ${ACT.tpa}), and the Donor retains no interest in the Property.`,
          },
          {
            id: 'title-warranties',
            heading: 'Title',
            text: `The Donor declares that the Property is ${holding(d)} which the Donor is entitled to give, that it is free from encumbrances, charges, liens and litigation, and that the Donor has not agreed to sell, mortgage or otherwise deal with it.`,
          },
          {
            id: 'tax',
            heading: 'Tax',
            text: `The Parties record the Donee's relationship to the Donor as ${d.text('relationship').toLowerCase()}; whether the gift is exempt from tax in the Donee's hands depends on that relationship under ${d.incomeTax('56(2)(x)')}.`,
          },
          capacityWarranties('Deed', { giver: 'Donor', receiver: 'Donee' }),
          // A gift of movables may be made by delivery instead (s.123), as the Clause on Delivery records: registration is then optional.
          immovable &&
            registrationDuty({
              noun: 'Deed',
              why: `A gift of immovable property can be made only by a registered instrument signed by the donor and attested by at least two witnesses (section 123 of the ${ACT.tpa}; section 17(1)(a) of the ${ACT.registration}).`,
              presenter: 'Donor',
              joining: 'Donee',
              property: 'the Property',
            }),
        ],
      },
    ],
    general: {
      arbitration: false,
      counterparts: false,
      entireAgreement: false,
      assignment: false,
      notices: false,
      stampDutyBorneBy: 'the Donee',
      jurisdiction: immovable
        ? 'The courts within whose jurisdiction the Property is situated shall have jurisdiction over all matters arising out of this Deed.'
        : undefined,
    },
    closing:
      'IN WITNESS WHEREOF the Donor has signed this Deed, and the Donee has signed it in token of acceptance, on the day, month and year first written above.',
    signatories: [signatory('Donor', donor), signatory('Donee', donee, 'ACCEPTED')],
    witnessCount: 2,
    attestation: `Signed and delivered by the within-named Donor, ${donor}, in our presence; each of us has seen the Donor sign this Deed and has signed as an attesting witness in the Donor's presence, as section 123 of the ${ACT.tpa} requires.`,
    schedules: [
      {
        id: 'property',
        title: 'Schedule — The Property',
        paragraphs: [
          `${capitalise(d.description('propertyDescription'))}.`,
          ...(immovable
            ? [
                parcelParticulars(d, d.text('propertyDescription')) ??
                  `Survey or municipal number and boundaries: ${d.tbc('property-particulars', 'survey or municipal number, area and boundaries (north, south, east, west)', 'The survey or municipal number and boundaries of the property are not among the details given.')}.`,
              ]
            : []),
        ],
      },
    ],
    summary: `Gift by ${donor} to ${donee} (${d.text('relationship').toLowerCase()}) of ${d.description('propertyDescription')}, market value ${d.rupees('propertyValue')}; accepted by the donee; ${immovable ? 'to be registered and attested by two witnesses' : 'delivered on execution'}.`,
    statutes: [
      cite(ACT.tpa, 'ss.122–129'),
      cite(ACT.registration, immovable ? 'ss.17(1)(a), 23, 32–34, 49' : 's.17(1)(a)'),
      cite(ACT.stamp),
      cite(ACT.incomeTax),
    ],
    checklist: {
      stampDuty: stampDuty(
        'gift',
        'Several States charge concessional duty on gifts to close relatives [verify per State].',
      ),
      registration: immovable
        ? registration(
            'compulsory',
            'A gift of immovable property must be made by a registered instrument signed by the Donor and attested by at least two witnesses (Transfer of Property Act, 1882, s.123; Registration Act, 1908, s.17(1)(a)).',
          )
        : registration(
            'optional',
            'A gift of movable property may be made by a registered instrument or by delivery (Transfer of Property Act, 1882, s.123).',
          ),
      witnesses: immovable
        ? witnesses(
            2,
            true,
            "At least two witnesses must attest the Donor's signature (Transfer of Property Act, 1882, s.123).",
          )
        : witnesses(
            2,
            false,
            'Attestation by two witnesses is required if the gift is made by registered instrument; a gift made by delivery needs none, but two witnesses are usual (Transfer of Property Act, 1882, s.123).',
          ),
      notarisation: { required: false, note: 'Not required, and no substitute for registration.' },
      eSignature: {
        permitted: false,
        basis: immovable
          ? "Sign in wet ink: the Donor's signature must be attested by two witnesses and the deed registered in person, even though immovable-property contracts are no longer excluded from the Information Technology Act, 2000 [verify]."
          : 'Sign in wet ink: if the deed is to be registered, the Donor appears before the Sub-Registrar and two witnesses attest the signature they see made (Transfer of Property Act, 1882, s.123); the gift itself is completed by the delivery recorded in the Deed.',
      },
      otherSteps: immovable ? ["Apply for mutation in the Donee's name after registration."] : [],
    },
  }
}

export const familyDeedDrafters = {
  'family-settlement': {
    placeFields: ['propertyDetails'],
    propertyFields: ['propertyDetails'],
    draft: familySettlement,
  },
  'gift-deed': {
    placeFields: ['propertyDescription'],
    propertyFields: ['propertyDescription'],
    draft: giftDeed,
  },
} satisfies Record<string, TemplateDrafter>

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}
