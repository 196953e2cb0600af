import { EXECUTION } from './clauses.ts'
import { registration, stampDuty, witnesses } from './checklist.ts'
import { lettingPowers, mentionsLetting } from './letting-powers.ts'
import { registrationRules } from './state-law/index.ts'
import { type Draft, type TemplateDraft, type TemplateDrafter } from './draft.ts'
import { ACT, cite } from './statutes.ts'
import { will } from './will.ts'

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
  const letting = property && mentionsLetting(d.text('powers')) ? lettingPowers(d) : []
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
      // No reason for the appointment is recited: the user gave none, and a deed poll needs none.
      `I wish to appoint ${attorney}, ${attorneyParticulars} (the "Attorney"), to act for me in the matters described below.`,
    ],
    operativeWords: `NOW KNOW YE ALL AND THESE PRESENTS WITNESS that I appoint the Attorney as my true and lawful attorney, in my name and on my behalf, to do the following acts, deeds and things:`,
    general: {
      arbitration: false,
      counterparts: false,
      entireAgreement: false,
      assignment: false,
      amendment: false,
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
              ...letting,
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
    closing: `IN WITNESS WHEREOF I have signed this Power of Attorney at ${d.city('No place of execution was given: fill in the city where the Power of Attorney is signed.')} ${EXECUTION}.`,
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
        note: 'Not required by law, but usual in practice: a power of attorney executed before and authenticated by a notary is presumed genuine (Bharatiya Sakshya Adhiniyam, 2023, s.84). A power executed abroad should be notarised and apostilled or consularised.',
      },
      eSignature: {
        permitted: false,
        basis:
          'Not permitted: powers of attorney are excluded by the First Schedule of the Information Technology Act, 2000, except those in favour of entities regulated by the RBI, NHB, SEBI, IRDAI or PFRDA (October 2022). Sign in wet ink.',
      },
      otherSteps: [
        'Affix photographs of the Principal and the Attorney and take specimen signatures.',
        ...(letting.length > 0
          ? [
              'The Attorney may present leases for registration: execute this Power of Attorney before the Sub-Registrar and have it authenticated (Registration Act, 1908, ss.32–33).',
            ]
          : []),
      ],
    },
  }
}

export const familyDrafters = {
  'will-testament': { placeFields: [], draft: will },
  'power-of-attorney': { placeFields: [], draft: powerOfAttorney },
} satisfies Record<string, TemplateDrafter>
