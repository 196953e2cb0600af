import type { Clause } from '#domain/clauses/types.ts'

// Intellectual property: no no-challenge term and no exclusive grant-back (Patents Act s.140).
export const IP_AND_FAMILY: readonly Clause[] = [
  {
    id: 'ip-copyright-assignment',
    title: 'Copyright Assignment',
    category: 'Intellectual Property',
    subcategory: 'Copyright',
    description:
      'Assigns copyright in the scheduled works with every particular section 19 asks for — the rights, the media, the duration, the territory and the consideration — disapplies the one-year lapse rule, and records that moral rights stay with the author.',
    riskLevel: 'Medium',
    applicableLaws: ['Copyright Act 1957, ss.18, 19 and 57'],
    usageCount: 462,
    tags: ['copyright', 'assignment', 'section 19', 'moral rights', 'royalty'],
    lastUpdated: '2026-11-22',
    content: `1. In consideration of [CONSIDERATION], [ASSIGNOR] hereby assigns to [ASSIGNEE] the copyright in the works described in the Schedule (the "Works"), including drafts and derivative works made by [ASSIGNOR].
2. The rights assigned are all rights in the Works, including the rights to reproduce, adapt, translate, publish and communicate them to the public and to sell or rent copies, in every medium and mode, including media and modes developed after this date, to which the Parties expressly refer for the purposes of section 18 of the Copyright Act, 1957.
3. The assignment is for the full term of copyright and for the whole world.
4. The Parties agree that section 19(4) of the Copyright Act, 1957 shall not apply: the assignment shall not lapse if [ASSIGNEE] does not exercise the rights within one year.
5. [ASSIGNOR] warrants that the Works are original, do not infringe anyone's rights, and have not been assigned or licensed to anyone else.
6. The special rights of [ASSIGNOR] as author under section 57 remain with [ASSIGNOR]; [ASSIGNOR] consents to reasonable editing and adaptation of the Works for the uses assigned.
7. This assignment is made in writing and signed by [ASSIGNOR], as section 19 requires.`,
  },
  {
    id: 'ip-trademark-quality-control',
    title: 'Trade Mark Licence Quality Control',
    category: 'Intellectual Property',
    subcategory: 'Trade Marks',
    description:
      'Keeps the licensee’s use of the mark under the proprietor’s control — standards, sample approval, inspection and a cure period — so that the use counts as permitted use and the goodwill stays with the proprietor.',
    riskLevel: 'Low',
    applicableLaws: ['Trade Marks Act 1999, ss.2(1)(r) and 48–55', 'Competition Act 2002, s.3(5)'],
    usageCount: 389,
    tags: ['trade mark', 'licence', 'quality control', 'permitted use', 'brand'],
    lastUpdated: '2026-11-22',
    content: `1. [LICENSEE] shall use the licensed marks only on goods and services that meet the specifications, quality standards and brand guidelines issued by [LICENSOR] from time to time.
2. Before first use, and afterwards on request, [LICENSEE] shall submit samples of the goods, packaging, labels and advertising bearing the marks for the written approval of [LICENSOR], which shall not be unreasonably withheld.
3. [LICENSOR] and its representatives may inspect the premises, production and records of [LICENSEE] on [INSPECTION NOTICE DAYS] days' notice to check compliance with this clause.
4. [LICENSEE] shall display the marks only in the approved form, with the legend "[MARK] is a trade mark of [LICENSOR], used under licence".
5. All use of the marks by [LICENSEE] is permitted use under section 2(1)(r) of the Trade Marks Act, 1999 and enures to the benefit of [LICENSOR], and all goodwill arising from it belongs to [LICENSOR].
6. If [LICENSEE] fails to meet the quality standards and does not cure the failure within [CURE DAYS] days of notice, [LICENSOR] may suspend the licence for the goods or services affected.`,
  },
  {
    id: 'family-will-attestation',
    title: 'Attestation Clause for a Will',
    category: 'Family',
    subcategory: 'Wills',
    description:
      'The closing clause of a will, recording that the testator signed in the presence of two witnesses who each signed in the testator’s presence, as section 63 of the Succession Act requires. Beneficiaries and their spouses should not witness; a will cannot be signed electronically.',
    riskLevel: 'Low',
    applicableLaws: [
      'Indian Succession Act 1925, ss.63 and 67',
      'Bharatiya Sakshya Adhiniyam 2023, ss.67–68',
      'Information Technology Act 2000 (First Schedule)',
    ],
    usageCount: 356,
    tags: ['will', 'attestation', 'witnesses', 'testator', 'succession'],
    lastUpdated: '2026-11-22',
    content: `IN WITNESS WHEREOF I, [TESTATOR NAME], have signed this Will, consisting of [NUMBER OF PAGES] pages each bearing my signature, at [PLACE] on [DATE], declaring it to be my last Will.

Signed by the above-named Testator as the Testator's last Will in our presence, both of us being present at the same time, and we, at the Testator's request, in the Testator's presence and in the presence of each other, have signed below as attesting witnesses. Neither of us is a beneficiary under this Will or the spouse of a beneficiary.

Testator: ____________________
Witness 1: Name [WITNESS 1 NAME], Address [WITNESS 1 ADDRESS], Signature ____________________
Witness 2: Name [WITNESS 2 NAME], Address [WITNESS 2 ADDRESS], Signature ____________________

This Will is signed in ink by the Testator and both witnesses; it is not signed electronically.`,
  },
  {
    id: 'family-settlement-declaration',
    title: 'Family Settlement Declarations',
    category: 'Family',
    subcategory: 'Family Settlement',
    description:
      'Records that a family arrangement already made orally was voluntary, bona fide and fair, settled existing claims among the members, and commits everyone to mutation and to signing further documents. A memorandum of a past oral settlement usually needs no stamp or registration; a deed that itself divides the property does.',
    riskLevel: 'Medium',
    applicableLaws: [
      'Registration Act 1908, ss.17(1)(b) and 49',
      'Indian Stamp Act 1899',
      'Hindu Succession Act 1956',
      'Hindu Minority and Guardianship Act 1956, s.8',
    ],
    usageCount: 241,
    tags: ['family settlement', 'partition', 'voluntary', 'mutation', 'family'],
    lastUpdated: '2026-11-22',
    content: `1. The members of the [FAMILY NAME] family named in Schedule A (the "Members") had competing claims over the properties described in Schedule B. To keep peace and goodwill in the family they settled those claims orally on [SETTLEMENT DATE], and this memorandum records that settlement.
2. Each Member declares that he or she agreed to the settlement voluntarily, knowing the properties and his or her claims to them, free from coercion, undue influence or misrepresentation, and that the division is fair.
3. Under that settlement each Member became absolute owner of the properties allotted to him or her in Schedule C and gave up all claims to the properties allotted to the others.
4. Where the settlement gave a Member more than his or her share, that Member shall pay the others the sums stated in Schedule D by [PAYMENT DATE].
5. The Members shall sign any application, affidavit or other document needed to mutate the revenue and municipal records, and shall withdraw any pending proceedings between them concerning the properties.
6. Any interest of a minor Member is dealt with by the minor's natural guardian, with the permission of the court where the law requires it.`,
  },
]
