import type { Clause } from '#domain/clauses/types.ts'

export const PROPERTY_AND_COMMERCIAL: readonly Clause[] = [
  {
    id: 'property-security-deposit',
    title: 'Security Deposit and Refund',
    category: 'Property',
    subcategory: 'Rental',
    description:
      'States the refundable, interest-free deposit, what may be deducted from it and the deadline for refunding it after handover. Where the Model Tenancy Act has been adopted, a residential deposit may not exceed two months’ rent.',
    riskLevel: 'Low',
    applicableLaws: [
      'Indian Easements Act 1882, s.52',
      'Transfer of Property Act 1882, s.108',
      'Model Tenancy Act 2021',
    ],
    usageCount: 1052,
    tags: ['security deposit', 'rent', 'refund', 'leave and licence', 'tenancy'],
    lastUpdated: '2026-11-22',
    content: `1. On signing this Agreement, [LICENSEE] has paid [LICENSOR] an interest-free, refundable security deposit of ₹[DEPOSIT AMOUNT], the receipt of which [LICENSOR] acknowledges.
2. [LICENSOR] shall refund the deposit within [REFUND DAYS] days after [LICENSEE] hands back vacant and peaceful possession of the premises, deducting only unpaid licence fee, unpaid utility and society charges, and the reasonable cost of repairing damage beyond normal wear and tear, each supported by bills or receipts.
3. [LICENSEE] shall not adjust the deposit against the licence fee for the last month unless [LICENSOR] agrees in writing.
4. If [LICENSOR] does not refund the deposit when due, the unpaid amount shall carry simple interest at [INTEREST RATE]% a year until it is paid.
5. Where the premises are in a State that has adopted the Model Tenancy Act, 2021 or a law based on it, the deposit shall not exceed the limit that law sets.`,
  },
  {
    id: 'property-lock-in-termination',
    title: 'Lock-in and Termination Notice',
    category: 'Property',
    subcategory: 'Rental',
    description:
      'Sets a lock-in period during which neither side may end the licence except for an uncured breach, and the notice needed after it. The amount payable for leaving early is the licence fee actually lost, not a fixed penalty.',
    riskLevel: 'Low',
    applicableLaws: [
      'Indian Easements Act 1882, s.52',
      'Transfer of Property Act 1882, s.106',
      'Indian Contract Act 1872, s.74',
    ],
    usageCount: 918,
    tags: ['lock-in', 'termination', 'notice period', 'leave and licence', 'rent'],
    lastUpdated: '2026-11-22',
    content: `1. This Agreement is for [TERM MONTHS] months from [START DATE]. The first [LOCK-IN MONTHS] months are the lock-in period.
2. During the lock-in period neither Party may terminate this Agreement except for a material breach by the other Party that is not remedied within [CURE DAYS] days of written notice. If [LICENSEE] vacates during the lock-in period for any other reason, it shall pay the licence fee for the unexpired part of the lock-in period, less any amount [LICENSOR] receives by licensing the premises to someone else for that part.
3. After the lock-in period, either Party may terminate this Agreement by giving [NOTICE MONTHS] months' written notice.
4. [LICENSOR] may terminate this Agreement by [DEFAULT NOTICE DAYS] days' written notice if the licence fee remains unpaid for two consecutive months.
5. This Agreement creates a licence only, and no tenancy or other interest in the premises.`,
  },
  {
    id: 'property-title-warranty',
    title: 'Title and Encumbrance Warranty',
    category: 'Property',
    subcategory: 'Sale',
    description:
      'The seller warrants clear and marketable title free of encumbrances, hands over the original title deeds and an encumbrance certificate, clears any listed charge before registration, and indemnifies the buyer against title defects.',
    riskLevel: 'Medium',
    applicableLaws: [
      'Transfer of Property Act 1882, ss.54 and 55',
      'Registration Act 1908, ss.17 and 49',
      'Indian Contract Act 1872, ss.124–125',
    ],
    usageCount: 731,
    tags: ['title', 'encumbrance', 'sale deed', 'property', 'indemnity'],
    lastUpdated: '2026-11-22',
    content: `1. [SELLER] represents and warrants to [BUYER] that [SELLER] is the sole and absolute owner of the property described in the Schedule, has clear and marketable title to it, and has full power to sell it.
2. The property is free from all mortgages, charges, liens, leases, attachments, litigation, acquisition proceedings and other encumbrances, except those listed in Part B of the Schedule.
3. Before the sale deed is executed, [SELLER] shall deliver to [BUYER] the original title deeds for the chain of title from [TITLE FROM YEAR], an encumbrance certificate from the Sub-Registrar's office for the last [EC YEARS] years, and the latest property-tax receipts.
4. [SELLER] shall, at its own cost, obtain the release of every encumbrance listed in Part B of the Schedule and every no-objection certificate required from a lender, housing society or authority before the sale deed is registered.
5. [SELLER] shall indemnify [BUYER] against any loss, cost or claim, including a claim by a third party, arising from a defect in title or an undisclosed encumbrance, and this obligation survives registration of the sale deed.`,
  },
  {
    id: 'commercial-arbitration',
    title: 'Arbitration',
    category: 'Commercial',
    subcategory: 'Dispute Resolution',
    description:
      'Sends disputes to a sole arbitrator chosen jointly, or appointed by the court under section 11 if the parties cannot agree, names the seat, and keeps the courts open for interim relief. It avoids one-sided appointment, which is unsafe after CORE v ECI-SPIC (2024).',
    riskLevel: 'Low',
    applicableLaws: [
      'Arbitration and Conciliation Act 1996, ss.7, 9, 11, 12(5) and 29A',
      'Indian Stamp Act 1899',
    ],
    usageCount: 1420,
    tags: ['arbitration', 'dispute resolution', 'seat', 'sole arbitrator', 'commercial'],
    lastUpdated: '2026-11-22',
    content: `1. Any dispute arising out of or in connection with this Agreement, including any question about its existence, validity or termination, shall be referred to arbitration under the Arbitration and Conciliation Act, 1996.
2. The tribunal shall consist of a sole arbitrator appointed jointly by [PARTY A] and [PARTY B]. If they do not agree on the arbitrator within 30 days of a written request by either of them, the arbitrator shall be appointed under section 11 of the Act.
3. No person whose relationship with a Party, its counsel or the dispute falls within the Seventh Schedule to the Act may act as arbitrator.
4. The seat of arbitration shall be [SEAT CITY]. Hearings may be held at any other place the Parties agree. The arbitration shall be conducted in [LANGUAGE].
5. Either Party may apply to a competent court for interim relief under section 9 of the Act.
6. The award shall be final and binding on the Parties.`,
  },
  {
    id: 'commercial-force-majeure',
    title: 'Force Majeure',
    category: 'Commercial',
    subcategory: 'Risk Allocation',
    description:
      'Suspends obligations prevented by events beyond a party’s reasonable control, requires prompt notice and mitigation, keeps amounts already due payable, and allows termination if the event lasts too long.',
    riskLevel: 'Medium',
    applicableLaws: ['Indian Contract Act 1872, ss.32 and 56'],
    usageCount: 1210,
    tags: ['force majeure', 'frustration', 'epidemic', 'termination', 'commercial'],
    lastUpdated: '2026-11-22',
    content: `1. "Force Majeure Event" means an event beyond the reasonable control of the affected Party, including flood, earthquake, fire, epidemic, war, riot, terrorism, a strike other than by the affected Party's own workforce, and any order of a government authority, which prevents or delays the performance of its obligations.
2. The affected Party shall notify the other Party in writing within [FM NOTICE DAYS] days of becoming aware of the event, describing it and its likely duration, and shall take reasonable steps to reduce its effect.
3. To the extent they are prevented, the affected Party's obligations are suspended while the event continues, and it is not liable for the delay. A Force Majeure Event does not excuse payment of amounts already due for goods delivered or services performed.
4. If the event continues for more than [FM TERMINATION DAYS] days, either Party may terminate this Agreement by written notice without liability, except for payments already due.
5. This clause governs the consequences of the events it describes; section 56 of the Indian Contract Act, 1872 applies only to events outside it.`,
  },
  {
    id: 'commercial-limitation-of-liability',
    title: 'Limitation of Liability',
    category: 'Commercial',
    subcategory: 'Risk Allocation',
    description:
      'Caps each party’s total liability, excludes indirect and consequential loss, and carves out fraud, gross negligence, confidentiality and data breaches, the IP indemnity and fees due.',
    riskLevel: 'High',
    applicableLaws: ['Indian Contract Act 1872, ss.73 and 74'],
    usageCount: 1096,
    tags: ['limitation of liability', 'cap', 'indirect loss', 'risk', 'commercial'],
    lastUpdated: '2026-11-22',
    content: `1. Neither Party shall be liable to the other for any loss of profit, revenue, goodwill or data, or for any indirect or consequential loss, whether in contract, tort or otherwise, even if it was told such loss was possible.
2. Each Party's aggregate liability arising out of or in connection with this Agreement shall not exceed [LIABILITY CAP], or, if no amount is stated, the fees paid and payable under this Agreement in the [CAP MONTHS] months before the event giving rise to the claim.
3. Paragraphs 1 and 2 do not limit liability for fraud, gross negligence or wilful misconduct; for breach of the confidentiality or data-protection obligations; under the indemnity for infringement of intellectual property rights; or for payment of fees due for services performed.
4. Each Party shall take reasonable steps to mitigate any loss it suffers.`,
  },
  {
    id: 'commercial-indemnity',
    title: 'Indemnity',
    category: 'Commercial',
    subcategory: 'Risk Allocation',
    description:
      'An indemnity drafted beyond the narrow statutory definition: it covers third-party claims and losses from breach, sets out how claims are handled, and can be called on before the indemnified party has paid out.',
    riskLevel: 'High',
    applicableLaws: ['Indian Contract Act 1872, ss.124 and 125'],
    usageCount: 1174,
    tags: ['indemnity', 'third-party claims', 'risk', 'commercial', 'service agreement'],
    lastUpdated: '2026-11-22',
    content: `1. [PARTY A] shall indemnify and hold harmless [PARTY B], its officers and employees against all losses, damages, costs (including reasonable legal fees) and liabilities arising from (a) any breach by [PARTY A] of its representations, warranties or obligations under this Agreement; (b) any negligent or wilful act or omission of [PARTY A] or its personnel; and (c) any claim by a third party arising from the matters in (a) or (b).
2. [PARTY B] shall promptly notify [PARTY A] of any third-party claim, allow [PARTY A] to conduct its defence and settlement at [PARTY A]'s cost, and give reasonable assistance. [PARTY B] shall not settle the claim without the consent of [PARTY A], which shall not be unreasonably withheld.
3. [PARTY B] may call on [PARTY A] to pay under this indemnity as soon as a liability is incurred, without first having to pay the claim itself.
4. This indemnity survives the termination or expiry of this Agreement.`,
  },
]
