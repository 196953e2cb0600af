import { registration, stampDuty, witnesses } from '../checklist.ts'
import { capacityWarranties, count, AGREEMENT_TESTIMONIUM, EXECUTION } from '../clauses.ts'
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { rentAuthorityStep } from '../state-law/index.ts'
import { rentForumCarveOut } from './rent-forum.ts'
import { ACT, cite } from '../statutes.ts'
import type { StatuteCitation } from '../types.ts'
import { formatAmount, formatRupees } from '#domain/shared/money.ts'

export function rental(d: Draft): TemplateDraft {
  const licensor = d.text('landlordName')
  const licensee = d.text('tenantName')
  const months = d.number('leasePeriod')
  const law = d.stateLaw
  // Maharashtra: MRCA s.55 makes registration compulsory and the landlord's duty (reference §3).
  const maharashtra = law?.rentControl?.act === ACT.mrca
  const tenancy = law?.tenancy
  const rentAuthority = rentAuthorityStep(law)
  const start = d.tbc(
    'commencement',
    'commencement date (DD/MM/YYYY)',
    'The commencement date of the licence is not among the details given: fill it in.',
  )
  // Title is the Licensor's to warrant (Clause on Licensor's Title), not a fact this agreement states.
  const holding = d.tbc(
    'licensor-title',
    'how the Licensor holds the Premises (as owner or otherwise) and any mortgage or charge on them',
    "How the Licensor holds the Premises, and whether they are mortgaged, is not among the details given: the draft states it as the Licensor's representation and warranty, not as a fact. Confirm it from the title documents and obtain any consent of the housing society or mortgagee that is required.",
    'propertyAddress',
  )
  // Outside Maharashtra, whose rent law deals with licences expressly, a "rental agreement" is
  // usually a lease: say that this one is a licence, and when it may be a lease in law.
  if (!maharashtra)
    d.flag(
      'licence-not-lease',
      `This rental agreement is drafted as a leave and licence (Indian Easements Act, 1882, s.52), which gives the Licensee no interest in the premises. A licence that gives exclusive possession of the whole premises may in law be a lease (Transfer of Property Act, 1882, ss.105–117) whatever it is called, and then ${law?.rentControl ? `${law.rentControl.act}${law.rentControl.verify ? ' [verify its reach]' : ''}` : law ? `the rent law of ${law.state}` : "the State's rent law"} applies to it: if the parties mean a tenancy, draft the Lease Deed instead.`,
    )
  const rent = d.perMonth('monthlyRent', 'monthly rent')
  const deposit = d.paise('securityDeposit')
  // Rent paid by an individual above the threshold bears TDS (old s.194-IB): say so, not "where".
  if (rent >= 50_000 * 100)
    d.flag(
      'rent-tds',
      `The licence fee is ${formatRupees(rent)} a month: a licensee who is an individual or HUF paying rent above the threshold must deduct tax at source under ${d.incomeTax('194-IB', '393')} [verify the threshold and rate]. Confirm whether the Licensee must deduct, and if so state it as an obligation.`,
      'monthlyRent',
    )
  if (months > 11) {
    d.flag(
      'long-licence',
      `The licence period is ${months} months: an arrangement longer than 11 months must be registered (Registration Act, 1908, s.17(1)(d)) and is at greater risk of being treated as a lease; consider a registered lease deed.`,
      'leasePeriod',
    )
  }
  // The Model Tenancy Act binds only where a State has adopted it (reference §2.0 "Rent reform").
  if (!law && deposit > 2 * rent) {
    d.flag(
      'deposit-cap',
      "The security deposit exceeds two months' licence fee: where the State has adopted the Model Tenancy Act, 2021 or a law on its lines, the deposit for residential premises is capped (two months' rent under the Model Act). Confirm the place and its law.",
      'securityDeposit',
    )
  } else if (tenancy && deposit > (tenancy.residentialDepositMonths ?? 2) * rent) {
    const cap = tenancy.residentialDepositMonths
    d.flag(
      'deposit-cap',
      cap
        ? `The security deposit exceeds ${cap} months' licence fee, the cap for residential premises under the ${tenancy.act ?? `tenancy law of ${law.state}`}${tenancy.verify ? ' [verify]' : ''}, to the extent that law applies to this licence.`
        : `The security deposit exceeds two months' licence fee: ${law.state} has a tenancy law on the lines of the Model Tenancy Act, 2021 (${tenancy.act ?? 'name to be confirmed'}), which may cap deposits [verify its limit].`,
      'securityDeposit',
    )
  }
  d.assume([
    'licence fee payable in advance by the 5th day of each month',
    "no lock-in; either Party may end the licence on one month's written notice",
    'electricity, water and piped-gas charges payable by the Licensee; property tax and society maintenance charges payable by the Licensor',
    'stamp duty and registration charges shared equally',
  ])
  const statutes = [
    cite(ACT.contract),
    cite(ACT.easements, 's.52'),
    cite(ACT.tpa, 'ss.105–117, to the extent relevant in distinguishing a lease'),
    cite(ACT.registration, 's.17(1)(d)'),
    cite(ACT.stamp),
    ...(maharashtra ? [cite(ACT.mrca, 'ss.24 and 55')] : []),
    ...(tenancy?.act ? [{ name: tenancy.act, provisions: 's.4' } satisfies StatuteCitation] : []),
    cite(ACT.incomeTax),
    cite(ACT.arbitration),
  ]
  const definitions = [
    {
      term: 'Premises',
      definition: `the residential premises at ${d.text('propertyAddress')}, more particularly described in Schedule I, together with the fittings and fixtures listed in Schedule II`,
    },
    { term: 'Licence Fee', definition: `${formatAmount(rent)} per month` },
    {
      term: 'Security Deposit',
      definition: deposit === 0 ? 'nil' : `the interest-free refundable deposit of ${formatAmount(deposit)}`,
    },
    {
      term: 'Licence Period',
      definition: `the period of ${count(months, 'month')} commencing on ${start} (the "Commencement Date")`,
    },
  ]
  return {
    layout: 'agreement',
    title: 'Leave and Licence Agreement',
    preamble: `This Leave and Licence Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Licensor', licensor), party(d, 'Licensee', licensee)],
    recitals: [
      `The Licensor has represented to the Licensee that the Licensor is entitled to grant a licence of the Premises, holding them as follows: ${holding}, and gives the warranties in the Clause on Licensor's Title.`,
      `The Licensee has requested the Licensor to permit the Licensee to use and occupy the Premises for residential purposes on leave and licence basis for the Licence Period, and the Licensor has agreed to do so on the terms of this Agreement.`,
      `The Parties intend this Agreement to be a licence within the meaning of section 52 of the ${ACT.easements}, and not a lease or tenancy.`,
    ],
    definitions,
    sections: [
      {
        id: 'grant',
        heading: 'Grant of Licence',
        clauses: [
          {
            id: 'licence',
            heading: 'Licence',
            text: `The Licensor grants to the Licensee a personal, non-transferable leave and licence to use and occupy the Premises for the Licence Period, for the residential use of the Licensee and the members of the Licensee's immediate family only, on the terms of this Agreement.`,
          },
          {
            id: 'no-tenancy',
            heading: 'No Tenancy',
            text: `Nothing in this Agreement creates a lease, tenancy, sub-tenancy or any other right, title or interest in the Premises in favour of the Licensee. Legal possession of the Premises remains with the Licensor, and the Licensee's occupation is permissive.`,
          },
          {
            id: 'term-and-renewal',
            heading: 'Term and Renewal',
            text: `The licence is for the Licence Period and ends automatically at its expiry. It may be renewed only by a fresh written agreement on such revised Licence Fee and terms as the Parties then agree, duly stamped and, where required, registered.`,
          },
        ],
      },
      {
        id: 'payments',
        heading: 'Licence Fee, Security Deposit and Charges',
        clauses: [
          {
            id: 'licence-fee',
            heading: 'Licence Fee',
            text: `The Licensee shall pay the Licence Fee monthly in advance, on or before the 5th (fifth) day of each calendar month, by bank transfer to the account the Licensor designates in writing. Where the Licensee is required by ${d.incomeTax('194-I or 194-IB', '393')} to deduct tax at source on the Licence Fee, the Licensee shall deduct it, deposit it within time and furnish the certificate to the Licensor, and the amount so deducted is treated as paid.`,
          },
          {
            id: 'security-deposit',
            heading: 'Security Deposit',
            text:
              deposit === 0
                ? 'No security deposit is payable under this Agreement.'
                : `The Licensee shall pay the Security Deposit to the Licensor on or before the Commencement Date, against the Licensor's written receipt. The Security Deposit carries no interest and shall be refunded by the Licensor to the Licensee simultaneously with the Licensee handing over vacant and peaceful possession of the Premises, after deducting only unpaid Licence Fee, unpaid charges payable by the Licensee under this Agreement and the reasonable cost of repairing damage beyond normal wear and tear, each shown in an itemised written statement. The Licensor may not apply the Security Deposit towards the Licence Fee for the last months of the Licence Period without the Licensee's written agreement.`,
          },
          {
            id: 'maintenance-and-utilities',
            heading: 'Maintenance Charges and Utilities',
            text: 'The Licensee shall pay, directly to the service providers and on time, the charges for electricity, water, piped gas, internet and other utilities consumed at the Premises during the Licence Period, according to the meters or bills. The Licensor shall pay the property tax, the society maintenance charges, the sinking and repair fund contributions and any other outgoings levied on the owner of the Premises.',
          },
        ],
      },
      {
        id: 'use',
        heading: 'Use, Repairs and Access',
        clauses: [
          {
            id: 'permitted-use',
            heading: 'Permitted Use and Occupants',
            text: 'The Licensee shall use the Premises only for residence and shall not use them for any commercial, illegal or immoral purpose. The Licensee shall observe the bye-laws and rules of the housing society or building and shall not cause nuisance or annoyance to the neighbours. The Licensee shall give the Licensor the names of all persons who will reside in the Premises.',
          },
          {
            id: 'no-sub-letting',
            heading: 'No Sub-licensing or Assignment',
            text: 'The Licensee shall not sub-license, sub-let, assign, or part with possession of the whole or any part of the Premises, nor admit paying guests, nor allow any person other than the persons named under the Clause on Permitted Use and Occupants to occupy the Premises.',
          },
          {
            id: 'repairs',
            heading: 'Repairs and Alterations',
            text: "The Licensee shall keep the Premises and the fittings and fixtures in good and tenantable condition and shall carry out minor day-to-day repairs (such as fuses, taps and electrical switches) at the Licensee's cost. The Licensor shall carry out structural and major repairs, including repairs for leakage, seepage and defects in the building's plumbing and wiring, within a reasonable time of notice. The Licensee shall make no structural addition or alteration to the Premises.",
          },
          {
            id: 'entry-and-inspection',
            heading: 'Entry and Inspection',
            text: "The Licensor or the Licensor's authorised representative may enter the Premises at reasonable hours, after giving at least 24 (twenty-four) hours' prior written notice to the Licensee, to inspect them or to carry out repairs; in an emergency threatening persons or property, entry may be made without notice.",
          },
          {
            id: 'police-verification',
            heading: 'Police Verification',
            text: 'The Licensee shall furnish to the Licensor copies of proof of identity, address and photographs of every occupant, and the Licensor shall submit the tenant-verification particulars to the local police station as required by the orders in force in the area where the Premises are situated, before the Licensee takes possession.',
          },
        ],
      },
      {
        id: 'ending',
        heading: 'Lock-in, Termination and Handover',
        clauses: [
          {
            id: 'lock-in',
            heading: 'Lock-in Period',
            text: "There is no lock-in period. Either Party may terminate this Agreement at any time during the Licence Period by giving the other at least one calendar month's written notice.",
          },
          {
            id: 'termination',
            heading: 'Termination for Breach',
            text: "The Licensor may terminate this Agreement by 15 (fifteen) days' written notice if the Licensee fails to pay the Licence Fee for two consecutive months or commits any other material breach of this Agreement and does not remedy it within that notice period.",
          },
          {
            id: 'handover',
            heading: 'Handover of Possession',
            text: 'On the expiry or earlier termination of this Agreement the Licensee shall hand over vacant and peaceful possession of the Premises, with the fittings and fixtures in Schedule II, in the same condition as on the Commencement Date, reasonable wear and tear excepted, after a joint inspection, and shall return all keys and access cards.',
          },
          {
            id: 'holding-over',
            heading: 'Holding Over',
            text: `If the Licensee fails to hand over possession when required, the Licensee shall pay compensation for use and occupation at twice the Licence Fee, calculated for each day of delay, without prejudice to the Licensor's right to recover possession${maharashtra ? ` (section 24 of the ${ACT.mrca})` : ''}; acceptance of such compensation does not renew the licence or create a tenancy.`,
          },
        ],
      },
      {
        id: 'assurances',
        heading: 'Representations and Registration',
        clauses: [
          {
            id: 'licensor-title',
            heading: "Licensor's Title",
            text: 'The Licensor represents and warrants that the Licensor has clear title to the Premises, that no consent of any housing society, mortgagee or other person is required for this licence or that every such consent has been obtained, and that the Licensee may use the Premises during the Licence Period without interruption by the Licensor or any person claiming through the Licensor.',
          },
          capacityWarranties('Agreement'),
          {
            id: 'registration',
            heading: 'Registration',
            text: maharashtra
              ? `This Agreement shall be registered under the ${ACT.registration}, as section 55(1) of the ${ACT.mrca} requires whatever its term. The responsibility for registration is the Licensor's (section 55(2) of that Act): the Licensor shall present this Agreement for registration (including by online e-registration) within the time allowed by law, and the Licensee shall join in the execution and presentation and give the Licensor every document and proof of identity that registration requires. Failing registration, the Licensee's account of the terms prevails unless proved otherwise (section 55(2)), and the Licensor is liable to the penalty in section 55(3) of that Act.`
              : months > 11
                ? `As the Licence Period exceeds 11 months, the Parties shall present this Agreement for registration under the ${ACT.registration} within the time allowed by law.`
                : `This Agreement is for a period not exceeding 11 months; the Parties may nevertheless register it, and shall do so where the law of the State in which the Premises are situated so requires.`,
          },
          tenancy && {
            id: 'rent-authority',
            heading: 'Rent Authority',
            text: `To the extent that the ${tenancy.act ?? `tenancy law of ${law.state} on the lines of the Model Tenancy Act, 2021`} applies to this licence, the Parties shall register or intimate this Agreement with the Rent Authority ${tenancy.filing ?? 'within the time that law sets'}, and each shall sign and give the other whatever that requires.`,
          },
        ],
      },
    ],
    general: {
      nonArbitrable: rentForumCarveOut(law),
      stampDutyBorneBy: 'the Licensor and the Licensee in equal shares',
    },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Licensor', licensor), signatory('Licensee', licensee)],
    witnessCount: 2,
    schedules: [
      {
        id: 'premises',
        title: 'Schedule I — The Premises',
        paragraphs: [
          `All that residential premises situated at ${d.text('propertyAddress')}.`,
          `Carpet area, floor and boundaries: ${d.tbc('premises-particulars', 'carpet area, floor and boundaries of the Premises', 'The carpet area, floor and boundaries of the premises are not among the details given: add them to Schedule I.')}.`,
        ],
      },
      {
        id: 'fittings',
        title: 'Schedule II — Fittings and Fixtures',
        paragraphs: [
          d.tbc(
            'inventory',
            'inventory of fittings, fixtures and furniture, with their condition',
            'The inventory of fittings, fixtures and furniture is not among the details given: list them in Schedule II before handover.',
          ),
        ],
      },
    ],
    summary: `Leave and licence of ${d.text('propertyAddress')} by ${licensor} (Licensor) to ${licensee} (Licensee) for ${count(months, 'month')} at ${formatRupees(rent)} a month, with ${deposit === 0 ? 'no security deposit' : `a refundable security deposit of ${d.rupees('securityDeposit')}`}; a licence under section 52 of the Indian Easements Act creating no tenancy.`,
    statutes,
    checklist: {
      stampDuty: stampDuty('leave-and-licence'),
      registration: maharashtra
        ? registration(
            'compulsory',
            "Maharashtra Rent Control Act, 1999, s.55(1): every leave and licence agreement must be in writing and registered, whatever its term; the responsibility is the Licensor's as landlord (s.55(2)), who is punishable for non-registration (s.55(3)). Online e-registration with Aadhaar is available.",
          )
        : months > 11
          ? registration(
              'compulsory',
              'The licence period exceeds 11 months: register under the Registration Act, 1908, s.17(1)(d).',
            )
          : registration(
              'optional',
              law
                ? `A licence of 11 months or less falls outside compulsory registration (Registration Act, 1908, s.17(1)(d)); no ${law.state} rule requiring registration is recorded in the state-law table [verify].`
                : "A licence of 11 months or less falls outside compulsory registration (Registration Act, 1908, s.17(1)(d)); check the State's rent law, which may require registration.",
            ),
      witnesses: witnesses(
        2,
        false,
        'Two witnesses are customary, and are needed if the agreement is registered.',
      ),
      notarisation: {
        required: false,
        note: 'Common practice but not required by law; notarisation does not replace stamping or registration.',
      },
      eSignature: {
        permitted: true,
        basis:
          "Permitted: a licence creates no interest in property, and contracts concerning immovable property were removed from the First Schedule of the Information Technology Act, 2000 in October 2022 [verify]; registration, where required, follows the State's procedure.",
      },
      otherSteps: [
        'Submit tenant police verification before the Licensee moves in.',
        ...(rentAuthority ? [rentAuthority] : []),
      ],
    },
  }
}
