import { noStampDuty, registration, stampDuty, witnesses } from './checklist.ts'
import { registrationRules } from './state-law/index.ts'
import { type Draft, type TemplateDraft, type TemplateDrafter, listNames } from './draft.ts'
import { ACT, cite, listStatutes } from './statutes.ts'
import { willBequests } from './will-bequests.ts'

const BLANK_DATE = 'this ______ day of ____________________, 20____'

function will(d: Draft): TemplateDraft {
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
    preamble: `I, ${testator}, ${particulars}, by religion ${religion}, being of sound mind and memory and acting of my own free will, without any coercion, fraud or undue influence, make this my last Will and Testament at ${place} on ${BLANK_DATE}.`,
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

function powerOfAttorney(d: Draft): TemplateDraft {
  const principal = d.text('principalName')
  const attorney = d.text('attorneyName')
  const principalParticulars = d.tbc(
    'party-details',
    `age, address and PAN of ${principal}`,
    'The addresses and identity particulars of the principal and the attorney are not among the details given.',
  )
  const attorneyParticulars = d.tbc(
    'party-details',
    `relationship to the Principal, age and address of ${attorney}`,
  )
  const powers = d
    .text('powers')
    .split(/\s*;\s*|\n+/)
    .map((p) =>
      p
        .trim()
        .replace(/\.$/, '')
        .replace(/^to\s+/i, ''),
    )
    .filter(Boolean)
  const property = /\b(flat|land|plot|house|property|apartment|premises|building)\b/i.test(d.text('powers'))
  if (property)
    d.flag(
      'poa-property',
      'The powers concern immovable property: describe it fully; several States require such a power of attorney to be registered, and one to sell for consideration is stamped like a conveyance. A power of attorney does not itself transfer title (Suraj Lamp, 2011).',
      'powers',
    )
  // Registration rules of the place's State for powers of attorney (state-law table, reference §3).
  const poaRules = property ? registrationRules(d.stateLaw, 'power-of-attorney') : []
  const statutes = [
    cite(ACT.powersOfAttorney, 'ss.1A, 2'),
    cite(ACT.contract, 'ss.182–238'),
    cite(ACT.registration, 'ss.32, 33'),
    cite(ACT.stamp),
    cite(ACT.evidence, 's.84'),
  ]
  return {
    layout: 'deed-poll',
    title: 'Special Power of Attorney',
    noun: 'Power of Attorney',
    preamble: `TO ALL TO WHOM THESE PRESENTS SHALL COME, I, ${principal}, ${principalParticulars} (the "Principal"), SEND GREETINGS.`,
    parties: [
      { role: 'Principal', name: principal, description: principalParticulars },
      { role: 'Attorney', name: attorney, description: attorneyParticulars },
    ],
    recitals: [
      `I am unable to attend personally to the matters described below and wish to appoint ${attorney}, ${attorneyParticulars} (the "Attorney"), to act for me in them.`,
    ],
    operativeWords: `NOW KNOW YE ALL AND THESE PRESENTS WITNESS that I appoint the Attorney as my true and lawful attorney, in my name and on my behalf, to do the following acts, deeds and things:`,
    general: {
      arbitration: false,
      counterparts: false,
      entireAgreement: false,
      assignment: false,
      amendment: false,
      eSign: false,
      stampDutyBorneBy: 'the Principal',
    },
    sections: [
      {
        id: 'powers',
        heading: 'Powers',
        clauses: [
          {
            id: 'enumerated-powers',
            heading: 'Enumerated Powers',
            text: 'The Attorney may:',
            items: [
              ...powers.map((p) => `${p.charAt(0).toLowerCase()}${p.slice(1)};`),
              'sign, execute and deliver all documents, receipts and applications, and appear before any authority, incidental to the acts above.',
            ],
          },
          {
            id: 'nature',
            heading: 'Special Power',
            text: 'This is a special power of attorney limited to the acts enumerated above. It does not authorise the Attorney to sell, mortgage, gift or otherwise transfer any immovable property unless that power is expressly enumerated above.',
          },
          {
            id: 'no-delegation',
            heading: 'No Delegation',
            text: 'The Attorney shall not delegate any of these powers to another person.',
          },
        ],
      },
      {
        id: 'terms',
        heading: 'Duration, Revocation and Ratification',
        clauses: [
          {
            id: 'duration',
            heading: 'Duration',
            text: `This Power of Attorney takes effect on its execution and remains in force for ${d.text('duration')}, unless revoked earlier.`,
          },
          {
            id: 'revocation',
            heading: 'Revocation',
            text: `This Power of Attorney is not coupled with an interest (section 202 of the ${ACT.contract}) and I may revoke it at any time by written notice to the Attorney, and to any person dealing with the Attorney (section 208). It ends on my death or unsoundness of mind (section 201).`,
          },
          {
            id: 'ratification',
            heading: 'Ratification',
            text: 'I agree to ratify and confirm all acts lawfully done by the Attorney within the scope of these powers, and they shall be as valid as if done by me.',
          },
          {
            id: 'accounts',
            heading: 'Accounts',
            text: `The Attorney shall act in my interest, keep proper accounts of all money received and paid, and render them to me on demand (section 213 of the ${ACT.contract}).`,
          },
          {
            id: 'indemnity',
            heading: 'Indemnity',
            text: 'I shall indemnify the Attorney against liabilities lawfully incurred in exercising these powers in good faith.',
          },
        ],
      },
    ],
    closing: `IN WITNESS WHEREOF I have signed this Power of Attorney at ${d.city('No place of execution was given: fill in the city where the Power of Attorney is signed.')} on ${BLANK_DATE}.`,
    signatories: [
      {
        caption: 'SIGNED AND DELIVERED by the within-named Principal',
        name: principal,
        lines: ['Signature: ______________________', 'Photograph of the Principal affixed here'],
      },
    ],
    witnessCount: 2,
    acknowledgement: {
      heading: 'Acceptance by the Attorney',
      text: `I, ${attorney}, accept this appointment. My specimen signature is given below. (Photograph of the Attorney affixed here.)`,
      name: attorney,
    },
    keyTerms: [
      { term: 'Principal', definition: principal },
      { term: 'Attorney', definition: attorney },
      { term: 'Powers', definition: d.text('powers') },
      { term: 'Duration', definition: d.text('duration') },
    ],
    summary: `Special power of attorney by ${principal} to ${attorney} for: ${d.text('powers')}; valid for ${d.text('duration')}, revocable, no delegation; to be signed in ink and notarised.`,
    statutes,
    checklist: {
      stampDuty: stampDuty(
        'power-of-attorney',
        "A power to sell immovable property for consideration is charged like a conveyance in several States. A power executed abroad must be stamped within 3 months of its receipt in India (Indian Stamp Act, 1899, s.18, or the State Act's equivalent).",
      ),
      registration: registration(
        'optional',
        `Registration is optional in most States, but compulsory in some for powers concerning immovable property [verify per State]${poaRules.length > 0 ? ` — ${poaRules.map((rule) => `${rule.rule}${rule.verify && !rule.rule.includes('[verify') ? ' [verify]' : ''}`).join(' ')}` : ''}; a power used to present documents for registration must be authenticated by the Sub-Registrar (Registration Act, 1908, ss.32–33).`,
      ),
      witnesses: witnesses(2, false, 'Two witnesses are customary.'),
      notarisation: {
        required: false,
        note: 'Usual: a power of attorney executed before and authenticated by a notary is presumed genuine (Bharatiya Sakshya Adhiniyam, 2023, s.84). A power executed abroad should be notarised and apostilled or consularised.',
      },
      eSignature: {
        permitted: false,
        basis:
          'Not permitted: powers of attorney are excluded by the First Schedule of the Information Technology Act, 2000, except those in favour of entities regulated by the RBI, NHB, SEBI, IRDAI or PFRDA (October 2022). Sign in wet ink.',
      },
      otherSteps: ['Affix photographs of the Principal and the Attorney and take specimen signatures.'],
    },
  }
}

export const familyDrafters = {
  'will-testament': { placeFields: [], draft: will },
  'power-of-attorney': { placeFields: [], draft: powerOfAttorney },
} satisfies Record<string, TemplateDrafter>
