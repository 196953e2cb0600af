import { EXECUTION } from './clauses.ts'
import { noStampDuty, witnesses } from './checklist.ts'
import { type Draft, type TemplateDraft, listNames } from './draft.ts'
import { ACT, cite, listStatutes } from './statutes.ts'
import { willBequests } from './will-bequests.ts'

// The will: Indian Succession Act 1925 ss.59, 63 (two attesting witnesses), 67; no stamp duty.

export function will(d: Draft): TemplateDraft {
  const testator = d.text('testatorName')
  const executor = d.text('executorName')
  const particulars = d.tbc(
    'testator-particulars',
    `parentage or spouse, age and address of ${testator}`,
    "The testator's parentage or spouse, age and address are not among the details given.",
  )
  const religion = d.tbc(
    'religion',
    'religion of the Testator',
    "The testator's religion is not among the details given. It decides the applicable law: a Muslim testator may bequeath only one-third of the estate (after funeral expenses and debts) and a bequest to an heir needs the other heirs' consent; Part VI of the Indian Succession Act does not apply to Muslims.",
  )
  const alternate = d.tbc(
    'alternate-executor',
    'name of an alternate executor',
    'No alternate executor is named: name one in case the executor dies before the testator or cannot act.',
  )
  const residuary = d.tbc(
    'residuary-beneficiary',
    'residuary beneficiary or beneficiaries',
    'The residuary beneficiary (who takes everything not specifically bequeathed, including later-acquired property and lapsed gifts) is not among the details given.',
  )
  const guardian = d.tbc(
    'guardian',
    'testamentary guardian for any minor child, if any',
    'Name a testamentary guardian if the testator has minor children (Hindu Minority and Guardianship Act, 1956, s.9), or delete the clause.',
  )
  const bequests = willBequests(d)
  // The reference names lapse but not its section: the number is for the reviewer to confirm.
  d.flag(
    'lapse-section',
    'The substitution clause cites section 105 of the Indian Succession Act, 1925 for the rule of lapse [verify the section].',
  )
  const beneficiaries = listNames(d.text('beneficiaries'))
  if (beneficiaries.some((name) => name === executor))
    d.flag(
      'executor-beneficiary',
      'The executor is also a beneficiary: that is lawful, but the executor must not be an attesting witness.',
    )
  d.assume([
    "a gift to a beneficiary who dies before the Testator passes to that beneficiary's descendants, failing whom it falls into the residue",
  ])
  const place = d.city('No place of execution was given: fill in the city where the Will is signed.')
  if (/\b(?:chennai|madras|mumbai|bombay|kolkata|calcutta)\b/i.test(d.text('assets')))
    d.flag(
      'probate',
      "The assets include property in Chennai, Mumbai or Kolkata: for a Hindu, Buddhist, Sikh or Jain testator, probate is compulsory for immovable property within those cities' former presidency-town limits (Indian Succession Act, 1925, ss.57 and 213).",
      'assets',
    )
  d.flag(
    'asset-particulars',
    'Add identifying particulars of each asset (survey or flat number, bank account, folio and policy numbers) to Schedule I, so the Executor can trace them.',
    'assets',
  )
  const statutes = [
    cite(ACT.succession, 'ss.59, 61–63, 67, 70, 105, 213, 222'),
    cite(ACT.hinduSuccession, 's.30'),
    cite(ACT.guardianship, 's.9'),
    cite(ACT.registration, 'ss.18, 40–46'),
    cite(ACT.evidence, 'ss.67, 68'),
  ]
  return {
    layout: 'will',
    title: `Last Will and Testament of ${testator}`,
    noun: 'Will',
    preamble: `I, ${testator}, ${particulars}, by religion ${religion}, being of sound mind and memory and acting of my own free will, without any coercion, fraud or undue influence, make this my last Will and Testament at ${place} ${EXECUTION}.`,
    parties: [
      { role: 'Testator', name: testator, description: particulars },
      { role: 'Executor', name: executor, description: 'the executor appointed by this Will' },
    ],
    recitals: [],
    sections: [
      {
        id: 'declarations',
        heading: 'Declarations and Revocation',
        clauses: [
          {
            id: 'capacity',
            heading: 'Capacity',
            text: `I am a major, of sound mind, and competent to make this Will under section 59 of the ${ACT.succession}. I make it after careful thought, and I understand its contents and effect.`,
          },
          {
            id: 'revocation',
            heading: 'Revocation of Earlier Wills',
            text: `I revoke all wills and codicils made by me before this Will (section 70 of the ${ACT.succession}).`,
          },
          {
            id: 'assets',
            heading: 'My Assets',
            text: `I own the assets described in Schedule I, namely: ${d.prose('assets')}. To the extent any of them is my interest in a Hindu joint family or coparcenary property, I dispose of it as section 30 of the ${ACT.hinduSuccession} permits.`,
          },
        ],
      },
      {
        id: 'executor',
        heading: 'Executor',
        clauses: [
          {
            id: 'appointment-of-executor',
            heading: 'Appointment of Executor',
            text: `I appoint ${executor} as the Executor of this Will under section 222 of the ${ACT.succession}. If ${executor} dies before me or is unable or unwilling to act, I appoint ${alternate} as the Executor.`,
          },
          {
            id: 'powers-of-executor',
            heading: 'Powers of the Executor',
            text: 'The Executor may obtain probate where required, collect and take possession of my assets, operate and close my bank accounts, pay my debts and expenses, sign transfers and applications for mutation, and distribute my estate as this Will provides. The Executor shall be reimbursed reasonable expenses from my estate.',
          },
        ],
      },
      {
        id: 'bequests',
        heading: 'Bequests',
        clauses: [
          ...bequests.clauses,
          {
            id: 'residuary',
            heading: 'Residue',
            text: `I give all the rest and residue of my estate, including any property I acquire after this Will and any bequest that fails or lapses, to ${residuary}.`,
          },
          {
            id: 'lapse',
            heading: 'Death of a Beneficiary before Me',
            text: `If a beneficiary dies before me, the bequest to that beneficiary shall pass to that beneficiary's children in equal shares, and if there are none, it shall form part of the residue, in place of the rule of lapse in section 105 of the ${ACT.succession}. Where an asset is given to beneficiaries as joint tenants, the survivors take the share of one who dies before me.`,
          },
          {
            id: 'debts-and-expenses',
            heading: 'Debts, Taxes and Expenses',
            text: 'My debts, funeral and testamentary expenses and any taxes payable by my estate shall be paid out of the residue of my estate before it is distributed.',
          },
          {
            id: 'minors',
            heading: 'Minor Beneficiaries and Guardian',
            text: `The share of a beneficiary who is a minor at my death shall be held by the Executor in trust and applied for the minor's maintenance and education until the minor attains majority. I appoint ${guardian} as guardian of the person and property of my minor children under section 9 of the ${ACT.guardianship}, where that Act applies.`,
          },
        ],
      },
      {
        id: 'general',
        heading: 'General',
        clauses: [
          {
            id: 'governing-law',
            heading: 'Governing Law',
            text: `This Will shall be governed by the laws of India, including ${listStatutes(statutes, false)}, and by the personal law applicable to me.`,
          },
          {
            id: 'severability',
            heading: 'Severability',
            text: 'If any bequest or provision of this Will is void or cannot take effect, the rest of this Will shall take effect as if that bequest or provision had not been made.',
          },
          {
            id: 'jurisdiction',
            heading: 'Probate and Jurisdiction',
            text: `The Executor shall obtain probate of this Will from the court of competent jurisdiction where section 213 of the ${ACT.succession} requires it; disputes about this Will are decided by that court and are not referred to arbitration.`,
          },
          {
            id: 'witnesses-not-beneficiaries',
            heading: 'Attesting Witnesses',
            text: `None of the attesting witnesses to this Will, nor the spouse of any of them, is a beneficiary under it, because a bequest to an attesting witness or the witness's spouse is void under section 67 of the ${ACT.succession}.`,
          },
        ],
      },
    ],
    general: false,
    closing: `IN WITNESS WHEREOF I have signed this Will, consisting of this and the preceding pages, each of which bears my signature, at ${place} on the day first written above, in the presence of the witnesses named below, both being present at the same time.`,
    signatories: [
      {
        caption: 'SIGNED by the within-named Testator',
        name: testator,
        lines: ['Signature of the Testator: ______________________'],
      },
    ],
    witnessCount: 2,
    attestation: `Signed by the above-named Testator, ${testator}, as the Testator's last Will, in our presence, both of us being present at the same time; and we, at the Testator's request, in the Testator's presence and in the presence of each other, have signed below as attesting witnesses (section 63 of the ${ACT.succession}). Neither of us is a beneficiary under this Will or the spouse of a beneficiary.`,
    schedules: [
      {
        id: 'assets',
        title: 'Schedule I — Assets of the Testator',
        paragraphs: [`${d.prose('assets').replace(/\.$/, '')}.`],
      },
      ...(bequests.schedule === null
        ? []
        : [
            {
              id: 'bequest-instruction',
              title: "Schedule II — The Testator's Instruction",
              paragraphs: [bequests.schedule],
            },
          ]),
    ],
    keyTerms: [
      { term: 'Testator', definition: testator },
      { term: 'Executor', definition: executor },
      { term: 'Beneficiaries', definition: d.prose('beneficiaries') },
      { term: 'Assets', definition: d.prose('assets') },
    ],
    summary: `Will of ${testator} appointing ${executor} as executor and bequeathing: ${d.text('beneficiaries')}; residue, lapse and guardian clauses; to be signed in ink and attested by two witnesses who are not beneficiaries.`,
    statutes,
    checklist: {
      stampDuty: noStampDuty('No stamp duty is payable on a will.'),
      registration: {
        status: 'optional',
        basis:
          'Registration is optional (Registration Act, 1908, s.18) but recommended for evidentiary weight; a will may be presented for registration at any time (s.27), or deposited in a sealed cover with the Registrar (ss.42–46).',
      },
      witnesses: witnesses(
        2,
        true,
        "At least two attesting witnesses must each see the Testator sign (or receive the Testator's acknowledgement) and sign in the Testator's presence (Indian Succession Act, 1925, s.63). Beneficiaries and their spouses must not witness (s.67).",
      ),
      notarisation: {
        required: false,
        note: 'Not required, and not a substitute for attestation by two witnesses.',
      },
      eSignature: {
        permitted: false,
        basis:
          'Not permitted: wills and other testamentary dispositions are excluded from the Information Technology Act, 2000 by its First Schedule (s.1(4)). Sign in wet ink.',
      },
      otherSteps: [
        "Optionally obtain a medical certificate of the Testator's capacity on the date of signing and a video record of the execution, as evidence.",
        'Keep the original safely and tell the Executor where it is.',
      ],
    },
  }
}
