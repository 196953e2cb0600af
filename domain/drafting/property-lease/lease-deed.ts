import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import { byKind, capacityWarranties, count, indemnity, registrationDuty, EXECUTION } from '../clauses.ts'
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { rentAuthorityStep, stampActName } from '../state-law/index.ts'
import { rentForumCarveOut } from './rent-forum.ts'
import { ACT, cite } from '../statutes.ts'
import type { StatuteCitation } from '../types.ts'
import { formatAmount, formatRupees } from '#domain/shared/money.ts'

export function leaseDeed(d: Draft): TemplateDraft {
  const lessor = d.text('lessorName')
  const lessee = d.text('lesseeName')
  const years = d.number('leasePeriod')
  // An annual rent left to confirm (a request gave "rent 40,000" without a month or a year) is
  // drafted as its placeholder, paid in twelve equal instalments; nothing is computed from it.
  const annual = d.pending('annualRent') ? null : d.perYear('annualRent', 'annual rent')
  const rentText = annual === null ? d.amount('annualRent') : formatRupees(annual)
  const deposit = d.tbc(
    'lease-deposit',
    'amount of the security deposit (₹)',
    'The security deposit amount is not among the details given.',
  )
  const escalation = d.tbc(
    'escalation',
    'rate and interval of rent escalation',
    'The rent escalation is not among the details given.',
  )
  const lockIn = d.tbc('lock-in', 'lock-in period', 'The lock-in period is not among the details given.')
  const use = d.tbc(
    'permitted-use',
    'permitted use of the Premises',
    'The permitted use of the premises is not among the details given.',
  )
  const start = d.tbc(
    'commencement',
    'commencement date (DD/MM/YYYY)',
    'The commencement date of the lease is not among the details given.',
  )
  const holding = d.tbc(
    'lessor-title',
    'how the Lessor holds the Premises (as owner or otherwise) and any mortgage or charge on them',
    "How the Lessor holds the Premises, and whether they are mortgaged, is not among the details given: the draft states it as the Lessor's representation and warranty, not as a fact. Confirm it from the title documents and obtain any mortgagee's consent the mortgage requires.",
    'propertyDescription',
  )
  const law = d.stateLaw
  const maharashtra = law?.rentControl?.act === ACT.mrca
  const tenancy = law?.tenancy
  // A rent-control Act the table records but has not confirmed for this letting: name what to check.
  if (law?.rentControl?.verify)
    d.flag(
      'rent-control',
      `Check whether the ${law.rentControl.act} applies to these premises (their use, rent and location) [verify]. If it does, the tenancy may be protected: disputes the Act reserves to its own forum are carved out of arbitration, and its rules on rent, deposit, eviction and registration prevail over this Deed.`,
      'propertyDescription',
    )
  const rentAuthority = rentAuthorityStep(law)
  const dutiesBy = law ? law.stamp.dutiesBy : 's.29'
  d.assume([
    'rent payable monthly in advance by the 7th day of each month',
    'security deposit refunded within 15 days of the return of vacant possession',
    "after the lock-in only the Lessee may end the lease early on notice; the Lessor may end it only for the Lessee's default",
    `stamp duty and registration charges borne by the Lessee (as the ${stampActName(law)} provides absent an agreement${dutiesBy ? `, ${dutiesBy}` : ''})`,
  ])
  const statutes = [
    cite(ACT.tpa, 'ss.105–117'),
    cite(ACT.registration, 'ss.17(1)(d), 23, 32–34, 49'),
    cite(ACT.stamp),
    cite(ACT.contract),
    ...(maharashtra ? [cite(ACT.mrca, 's.55')] : []),
    ...(tenancy?.act ? [{ name: tenancy.act, provisions: 's.4' } satisfies StatuteCitation] : []),
    cite(ACT.cgst),
    cite(ACT.incomeTax),
    cite(ACT.arbitration),
  ]
  return {
    layout: 'agreement',
    title: 'Lease Deed',
    noun: 'Deed',
    preamble: `This Lease Deed (this "Deed") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Lessor', lessor), party(d, 'Lessee', lessee)],
    recitals: [
      `The Lessor has represented to the Lessee that the Lessor is entitled to grant a lease of the Premises, holding them as follows: ${holding}.`,
      `The Lessee has requested the Lessor to grant a lease of the Premises for ${count(years, 'year')}, and the Lessor has agreed to do so on the terms of this Deed under section 105 of the ${ACT.tpa}.`,
    ],
    definitions: [
      {
        term: 'Premises',
        // The demise is of the unit alone; the common areas are used in common (Clause on Grant of Lease).
        definition: `the premises described in Schedule I, at ${d.text('propertyDescription')}`,
      },
      {
        term: 'Term',
        definition: `the period of ${count(years, 'year')} commencing on ${start} (the "Commencement Date")`,
      },
      {
        term: 'Rent',
        definition:
          annual === null
            ? `the annual rent of ${d.amount('annualRent')}, payable in twelve equal monthly instalments, as revised under the Clause on Escalation`
            : `the annual rent of ${formatAmount(annual)}, payable in twelve monthly instalments of ${formatAmount(Math.round(annual / 12))} each, as revised under the Clause on Escalation`,
      },
      { term: 'Security Deposit', definition: `the interest-free refundable security deposit of ${deposit}` },
    ],
    sections: [
      {
        id: 'demise',
        heading: 'Lease and Term',
        clauses: [
          {
            id: 'grant',
            heading: 'Grant of Lease',
            text: 'In consideration of the Rent and the covenants of the Lessee in this Deed, the Lessor demises to the Lessee the Premises for the Term, together with the right, so far as the Lessor may grant it, to use the common areas, facilities, lifts, staircases and passages of the building for access to and the permitted use of the Premises, in common with others entitled to them; the common areas are not demised.',
          },
          byKind((of) => ({
            id: 'lock-in',
            heading: 'Lock-in',
            text: `Neither Party may terminate this Deed, except for breach under the Clause on Default and Termination, during the ${lockIn} from the Commencement Date (the "Lock-in Period"). If the Lessee vacates during the Lock-in Period, ${of('Lessee').subject} shall pay the Rent for the unexpired part of the Lock-in Period as reasonable compensation under section 74 of the ${ACT.contract}.`,
          })),
          {
            id: 'renewal',
            heading: 'Renewal',
            text: 'The Lessee may request renewal by written notice given at least 3 (three) months before the expiry of the Term; any renewal shall be by a fresh registered deed on such terms as the Parties then agree.',
          },
        ],
      },
      {
        id: 'rent',
        heading: 'Rent, Deposit and Outgoings',
        clauses: [
          {
            id: 'rent-payment',
            heading: 'Payment of Rent',
            text: `The Lessee shall pay the Rent monthly in advance on or before the 7th (seventh) day of each calendar month by bank transfer, after deducting tax at source as required by ${d.incomeTax('194-I or 194-IB', '393')}; the first instalment is payable on the Commencement Date.`,
          },
          {
            id: 'escalation',
            heading: 'Escalation',
            text: `The Rent shall increase by ${escalation}, the increase applying to the Rent last payable.`,
          },
          {
            id: 'security-deposit',
            heading: 'Security Deposit',
            text: 'The Lessee shall pay the Security Deposit on or before the execution of this Deed. The Lessor shall refund it, without interest, within 15 (fifteen) days of the Lessee delivering vacant and peaceful possession of the Premises, after deducting only amounts due from the Lessee under this Deed and shown in an itemised statement.',
          },
          {
            id: 'taxes-and-outgoings',
            heading: 'Taxes, Maintenance and Utilities',
            text: `The Lessor shall pay the property tax and other owner's levies on the Premises. The Lessee shall pay goods and services tax on the Rent where applicable under the ${ACT.cgst}, the common area maintenance charges, and the charges for electricity, water and other utilities consumed in the Premises.`,
          },
        ],
      },
      {
        id: 'covenants',
        heading: 'Use, Repairs and Insurance',
        clauses: [
          {
            id: 'permitted-use',
            heading: 'Permitted Use',
            text: `The Lessee shall use the Premises only for ${use}, and shall obtain and comply with every licence and permission required for that use.`,
          },
          {
            id: 'repairs-and-alterations',
            heading: 'Repairs, Alterations and Reinstatement',
            text: "The Lessor shall carry out structural repairs and repairs to the building's common services. The Lessee shall carry out internal day-to-day repairs and may make non-structural alterations and fit-outs with the Lessor's prior written consent (not to be unreasonably withheld), and shall on expiry reinstate the Premises to their original condition, reasonable wear and tear excepted, unless the Lessor elects to retain the fit-outs.",
          },
          byKind((of) => ({
            id: 'insurance',
            heading: 'Insurance',
            text: `The Lessor shall insure the building against fire, earthquake, flood and other usual risks; the Lessee shall insure ${of('Lessee').possessive} own fit-outs, goods and third-party liability.`,
          })),
          {
            id: 'sub-letting',
            heading: 'Sub-letting and Assignment',
            text: "The Lessee shall not sub-let, assign or part with possession of the Premises or any part of them without the Lessor's prior written consent.",
          },
          {
            id: 'access',
            heading: 'Access',
            text: "The Lessor may enter the Premises at reasonable times on 24 (twenty-four) hours' prior notice to inspect or repair them, and at any time in an emergency.",
          },
          byKind((of) => ({
            id: 'quiet-enjoyment',
            heading: 'Quiet Enjoyment',
            text: `So long as the Lessee pays the Rent and performs ${of('Lessee').possessive} covenants, ${of('Lessee').subject} shall hold the Premises during the Term without interruption by the Lessor or any person claiming under the Lessor.`,
          })),
        ],
      },
      {
        id: 'risk-and-ending',
        heading: 'Force Majeure, Default and Holding Over',
        clauses: [
          {
            id: 'rent-abatement',
            heading: 'Force Majeure and Rent Abatement',
            text: `If the Premises or any part of them are destroyed or rendered unfit for the permitted use by fire, flood, earthquake, riot, war or any other event beyond the Lessee's control, or access to them is prohibited by a public authority, the Rent shall abate in proportion to the area affected for so long as the Premises remain unfit; if they remain wholly unfit for more than 90 (ninety) days, either Party may terminate this Deed by notice, consistently with section 108(B)(e) of the ${ACT.tpa}.`,
          },
          {
            id: 'default-and-termination',
            heading: 'Default and Termination',
            text: `If the Lessee fails to pay the Rent for 2 (two) months after it falls due or commits any other material breach and does not remedy it within 30 (thirty) days of written notice, the Lessor may determine this Deed by forfeiture under section 111(g) of the ${ACT.tpa}. After the Lock-in Period, the Lessee may terminate this Deed by giving 3 (three) months' written notice, which the Parties agree in place of the notice period in section 106 of that Act.`,
          },
          {
            id: 'holding-over',
            heading: 'Holding Over',
            text: 'On expiry or termination the Lessee shall deliver vacant and peaceful possession of the Premises. If the Lessee fails to do so, the Lessee shall pay mesne profits at twice the monthly Rent for each month or part of a month of occupation; acceptance of any amount after expiry does not signify assent to continued possession and shall not create a tenancy by holding over under section 116 of that Act.',
          },
          indemnity('Lessee', 'Lessor', [
            "any breach of the Lessee's covenants in this Deed;",
            "any injury, loss or damage caused by the Lessee's use of the Premises or the acts or omissions of the Lessee's employees, agents or invitees;",
          ]),
        ],
      },
      {
        id: 'assurances',
        heading: 'Representations and Registration',
        clauses: [
          capacityWarranties('Deed'),
          {
            id: 'lessor-title',
            heading: "Lessor's Title",
            text: "The Lessor represents and warrants to the Lessee that the Lessor is entitled to grant this lease of the Premises for the Term; that, save as stated in the Recitals, the Premises are not subject to any mortgage, charge, lease, litigation or acquisition proceeding that would affect the Lessee's rights under this Deed; and that the Lessor has obtained every consent (including that of any mortgagee) that the grant of this lease requires.",
          },
          registrationDuty({
            noun: 'Deed',
            why: `This Deed reserves a yearly rent${years > 1 ? ' and is for a term exceeding one year' : ''}, and such a lease can be made only by a registered instrument (section 107 of the ${ACT.tpa}; section 17(1)(d) of the ${ACT.registration})${maharashtra ? `; section 55 of the ${ACT.mrca} also requires it and makes registration the Lessor's responsibility as landlord` : ''}.`,
            presenter: 'Lessor',
            joining: 'Lessee',
            property: 'the Premises',
          }),
          tenancy && {
            id: 'rent-authority',
            heading: 'Rent Authority',
            text: `The Parties shall register or intimate this Deed with the Rent Authority under the ${tenancy.act ?? `tenancy law of ${law.state} on the lines of the Model Tenancy Act, 2021`} ${tenancy.filing ?? 'within the time that law sets'}, to the extent that law applies to the Premises, and each shall sign and give the other whatever that requires.`,
          },
        ],
      },
    ],
    general: { nonArbitrable: rentForumCarveOut(law), stampDutyBorneBy: 'the Lessee', forceMajeure: false },
    closing:
      'IN WITNESS WHEREOF the Parties have signed this Deed on the day, month and year first written above.',
    signatories: [signatory('Lessor', lessor), signatory('Lessee', lessee)],
    witnessCount: 2,
    schedules: [
      {
        id: 'premises',
        title: 'Schedule I — The Premises',
        paragraphs: [
          `${d.text('propertyDescription')}.`,
          `Boundaries: ${d.tbc('premises-particulars', 'boundaries (north, south, east, west) and survey or municipal number', 'The boundaries and survey or municipal number of the premises are not among the details given: add them to Schedule I.')}.`,
        ],
      },
    ],
    summary: `Lease of ${d.text('propertyDescription')} by ${lessor} (Lessor) to ${lessee} (Lessee) for ${count(years, 'year')} at an annual rent of ${rentText}; a registrable lease under the Transfer of Property Act.`,
    statutes,
    checklist: {
      stampDuty: stampDuty(
        'lease',
        'Duty is usually computed on the average annual rent, premium and deposit.',
      ),
      registration: registration(
        'compulsory',
        `A lease from year to year, for more than one year or reserving a yearly rent must be made by registered instrument (Transfer of Property Act, 1882, s.107; Registration Act, 1908, s.17(1)(d)); an unregistered lease is inadmissible to prove the lease (s.49).${maharashtra ? " In Maharashtra registration is also required by the Maharashtra Rent Control Act, 1999, s.55, and is the Lessor's responsibility as landlord (s.55(2))." : ''}`,
      ),
      witnesses: witnesses(
        2,
        false,
        'Two witnesses attest execution and identify the executants before the Sub-Registrar.',
      ),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: {
        ...E_SIGN_ALLOWED,
        basis: `${E_SIGN_ALLOWED.basis} Registration still requires the executants to appear before the Sub-Registrar (biometrics) in most States.`,
      },
      otherSteps: [
        'Obtain the consent of any mortgagee of the Premises where the mortgage requires it.',
        ...(rentAuthority ? [rentAuthority] : []),
      ],
    },
  }
}
