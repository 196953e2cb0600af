import { ACT } from '#domain/glossary/statutes.ts'
import type { GlossaryTerm } from '#domain/glossary/types.ts'

// Reference glossary terms 44–62: security over goods and land, execution formalities,
// agency, leases and licences, sale and title, wills and probate.
export const PROPERTY_AND_SECURITY: readonly GlossaryTerm[] = [
  {
    id: 'lien',
    term: 'Lien',
    complexity: 'intermediate',
    explanation: 'The right to keep someone’s goods until they pay what they owe.',
    indianLawContext:
      'Indian Contract Act 1872 ss.170–171 (particular and general lien); Sale of Goods Act 1930 s.47 (unpaid seller’s lien).',
    example: 'The repairer has a lien over the machine and may keep it until the repair bill is paid.',
    statutes: [ACT.contract, ACT.saleOfGoods],
    relatedTerms: ['pledge', 'hypothecation', 'charge-encumbrance'],
    patterns: ['liens?'],
  },
  {
    id: 'pledge',
    term: 'Pledge',
    complexity: 'intermediate',
    explanation: 'Handing over movable goods as security for a debt.',
    indianLawContext: 'Indian Contract Act 1872 s.172.',
    example: 'The borrower pledges gold jewellery with the bank as security for a loan of ₹2,00,000.',
    statutes: [ACT.contract],
    relatedTerms: ['lien', 'hypothecation', 'mortgage'],
    patterns: ['pledg(?:e|es|ed|ing|or|ors|ee|ees)'],
  },
  {
    id: 'hypothecation',
    term: 'Hypothecation',
    complexity: 'advanced',
    explanation: 'A charge over movable property, such as a car or stock, that stays with the borrower.',
    indianLawContext: 'Defined in SARFAESI Act 2002 s.2(1)(n).',
    example: 'The car stays with the borrower but is hypothecated to the bank until the loan is repaid.',
    statutes: [ACT.sarfaesi],
    relatedTerms: ['pledge', 'charge-encumbrance', 'mortgage'],
    patterns: ['hypothecat(?:ion|ed|e|es)'],
  },
  {
    id: 'mortgage',
    term: 'Mortgage',
    complexity: 'intermediate',
    explanation: 'An interest in immovable property given as security for a loan.',
    indianLawContext:
      'Transfer of Property Act 1882 ss.58–59: a mortgage securing ₹100 or more, other than by deposit of title deeds, needs a registered instrument signed by the mortgagor and attested by at least two witnesses.',
    example: 'The owner mortgages her flat to the bank to secure a home loan.',
    statutes: [ACT.transferOfProperty, ACT.registration],
    relatedTerms: ['charge-encumbrance', 'registration', 'attestation', 'title'],
    patterns: ['mortgag(?:e|es|ed|or|ors|ee|ees)'],
    advice:
      'Mortgage: register the mortgage deed and have it attested by at least two witnesses (Transfer of Property Act s.59); a company borrower must also register the charge (Companies Act s.77).',
  },
  {
    id: 'charge-encumbrance',
    term: 'Charge / Encumbrance',
    complexity: 'advanced',
    explanation:
      'Any claim or burden on property — a loan, a lien, a lease — that a buyer would take the property subject to.',
    indianLawContext:
      'Transfer of Property Act 1882 s.100 (charges); Companies Act 2013 s.77 (registering company charges); an encumbrance certificate from the Sub-Registrar’s office lists registered transactions.',
    example:
      'The Seller shall deliver an encumbrance certificate showing the flat is free from any mortgage.',
    statutes: [ACT.transferOfProperty, ACT.companies],
    relatedTerms: ['mortgage', 'lien', 'title', 'hypothecation'],
    patterns: [
      'encumbranc(?:e|es)',
      '(?:un)?encumbered',
      'charges?\\s+(?:on|over|upon)\\s+(?:the\\s+)?(?:property|premises|assets?|land|flat)',
      '(?:create|created|creating|first|exclusive|registered)\\s+charges?',
    ],
    advice:
      'Charge / encumbrance: get an encumbrance certificate from the Sub-Registrar’s office and, for a company seller, check the charges registered under Companies Act s.77.',
  },
  {
    id: 'escrow',
    term: 'Escrow',
    complexity: 'intermediate',
    explanation:
      'A neutral party holds money or documents and releases them only when agreed conditions are met.',
    indianLawContext:
      'Purely contractual, often a bank escrow account; the separate account for 70% of a project’s receivables under the Real Estate (Regulation and Development) Act 2016 s.4(2)(l)(D) works on a similar idea.',
    example: 'The purchase price shall be held in escrow until the sale deed is registered.',
    statutes: [ACT.realEstate],
    relatedTerms: ['condition-precedent', 'due-diligence'],
    patterns: ['escrows?', 'escrowed'],
  },
  {
    id: 'stamp-duty',
    term: 'Stamp duty',
    complexity: 'basic',
    explanation:
      'A tax on documents; an unstamped or under-stamped document cannot be used as evidence until the shortfall and a penalty are paid.',
    indianLawContext:
      'Indian Stamp Act 1899 s.3 (instruments chargeable), s.17 (stamp before or at execution), s.35 (inadmissible unless duly stamped); each state sets its own rates, and e-stamping is available in most states.',
    example:
      'This Agreement is executed on e-stamp paper; stamp duty is paid at the rate the state prescribes.',
    statutes: [ACT.stamp],
    relatedTerms: ['registration', 'lease', 'sale-deed', 'affidavit'],
    patterns: [
      'stamp\\s+(?:duty|duties|paper)',
      'e[\\s-]?stamp(?:s|ed|ing)?',
      'un[\\s-]?stamped',
      '(?:duly|insufficiently|under)[\\s-]+stamped',
    ],
    advice:
      'Stamp duty: pay it before or at execution at the state’s rate (Stamp Act s.17); an unstamped document cannot be admitted in evidence until the duty and a penalty are paid (s.35).',
  },
  {
    id: 'registration',
    term: 'Registration',
    complexity: 'basic',
    explanation: 'Recording a document with the Sub-Registrar so that it takes effect and can be relied on.',
    indianLawContext:
      'Registration Act 1908 s.17 (documents that must be registered, including leases from year to year, for more than a year or reserving a yearly rent), s.23 (present within 4 months of execution), s.49 (effect of not registering).',
    example:
      'The sale deed was presented for registration at the Sub-Registrar’s office within four months of execution.',
    statutes: [ACT.registration],
    relatedTerms: ['stamp-duty', 'sale-deed', 'lease', 'mortgage'],
    patterns: ['registration', 'sub[\\s-]?registrars?', 'registrable', '(?:compulsorily|duly)\\s+registered'],
    advice:
      'Registration: leases from year to year or for more than a year must be registered (Registration Act s.17(1)(d)), and in Maharashtra every leave and licence must be (Rent Control Act s.55); present the document within 4 months of execution (s.23).',
  },
  {
    id: 'attestation',
    term: 'Attestation',
    complexity: 'intermediate',
    explanation: 'Witnesses sign to confirm that they saw the document being signed.',
    indianLawContext:
      'Indian Succession Act 1925 s.63 (a will needs two attesting witnesses); Transfer of Property Act 1882 s.3 (meaning of “attested”), s.59 (mortgages) and s.123 (gifts).',
    example: 'Signed by the Testator in our presence, and attested by us in the presence of the Testator.',
    statutes: [ACT.succession, ACT.transferOfProperty],
    relatedTerms: ['will', 'notarisation', 'mortgage'],
    patterns: ['attest(?:s|ed|ing|ation|ations)?'],
  },
  {
    id: 'notarisation',
    term: 'Notarisation',
    complexity: 'intermediate',
    explanation: 'A notary public certifies the identity of the person signing and the signature.',
    indianLawContext:
      'Notaries Act 1952; Bharatiya Sakshya Adhiniyam 2023 s.84 presumes a power of attorney executed before and authenticated by a notary to be genuine. Notarisation does not replace registration or attestation where the law requires them.',
    example: 'The power of attorney was signed before a notary in Bengaluru and notarised the same day.',
    statutes: [ACT.notaries, ACT.sakshya],
    relatedTerms: ['attestation', 'power-of-attorney', 'affidavit'],
    patterns: ['notar(?:is|iz)(?:ation|ed|e|ing)', 'notar(?:y|ies)', 'notarial'],
  },
  {
    id: 'power-of-attorney',
    term: 'Power of attorney',
    complexity: 'intermediate',
    explanation: 'A written authority for one person (the attorney) to act on another’s behalf.',
    indianLawContext:
      'Powers of Attorney Act 1882; agency rules in Indian Contract Act 1872 ss.182–238 (s.202: an agency coupled with an interest cannot be revoked); most powers of attorney are excluded from e-signature under the Information Technology Act 2000, and a GPA sale does not pass title (Suraj Lamp 2011).',
    example:
      'The owner, who lives abroad, executes a special power of attorney authorising her brother to sign the rental agreement.',
    statutes: [ACT.powersOfAttorney, ACT.contract, ACT.informationTechnology],
    relatedTerms: ['principal-agent', 'notarisation', 'sale-deed'],
    patterns: ['powers?\\s+of\\s+attorney', 'POAs?', 'GPAs?'],
    advice:
      'Power of attorney: sign it in wet ink (the IT Act excludes most powers of attorney from e-signature), notarise or authenticate it, and list the specific powers granted.',
  },
  {
    id: 'principal-agent',
    term: 'Principal / Agent',
    complexity: 'intermediate',
    explanation:
      'The principal is the person represented; the agent is the person who acts for the principal and binds them.',
    indianLawContext:
      'Indian Contract Act 1872 s.182 (agent and principal defined); ss.182–238 govern agency.',
    example: 'A broker who negotiates for the owner acts as the owner’s agent.',
    statutes: [ACT.contract],
    relatedTerms: ['power-of-attorney'],
    patterns: [
      '(?<!data[\\s-])principals?(?!\\s+(?:debtors?|borrowers?|amounts?|sums?|place|officers?|outstanding))',
      'agents?',
      'agency',
    ],
  },
  {
    id: 'lease',
    term: 'Lease / Lessor / Lessee',
    complexity: 'basic',
    explanation:
      'A transfer of the right to enjoy property for a period in return for rent; the lessor is the landlord and the lessee the tenant.',
    indianLawContext:
      'Transfer of Property Act 1882 s.105 (lease), s.106 (default notice), s.107 (leases from year to year or for more than a year need a registered instrument), s.108 (rights and liabilities), s.111 (how a lease ends).',
    example: 'The Lessor leases the shop to the Lessee for five years at a monthly rent of ₹60,000.',
    statutes: [ACT.transferOfProperty, ACT.registration],
    relatedTerms: ['leave-and-licence', 'security-deposit', 'registration', 'stamp-duty', 'notice-period'],
    patterns: ['leases?', 'leased', 'lessors?', 'lessees?', 'leasehold'],
    advice:
      'Lease: a lease from year to year or for more than a year needs a registered instrument (Transfer of Property Act s.107; Registration Act s.17(1)(d)) and stamp duty at the state rate.',
  },
  {
    id: 'leave-and-licence',
    term: 'Leave & licence',
    complexity: 'intermediate',
    explanation: 'Permission to occupy premises without creating a tenancy or any interest in the property.',
    indianLawContext:
      'Indian Easements Act 1882 s.52 (a licence creates no interest in property); in Maharashtra every leave and licence agreement must be in writing and registered (Maharashtra Rent Control Act 1999 s.55).',
    example:
      'The Licensor grants the Licensee leave and licence to use the flat for 11 months; no tenancy is created.',
    statutes: [ACT.easements, ACT.maharashtraRentControl],
    relatedTerms: ['lease', 'security-deposit', 'registration', 'lock-in-period'],
    patterns: ['leave\\s+(?:and|&)\\s+licen[cs]es?'],
    advice:
      'Leave and licence: say plainly that no tenancy or interest in the premises is created (Easements Act s.52); in Maharashtra register the agreement whatever its term (Rent Control Act s.55).',
  },
  {
    id: 'security-deposit',
    term: 'Security deposit',
    complexity: 'basic',
    explanation: 'A refundable sum the tenant or licensee pays, held against unpaid dues or damage.',
    indianLawContext:
      'Where a state has adopted the Model Tenancy Act 2021, the deposit is capped at 2 months’ rent for residential and 6 months’ for non-residential premises; elsewhere the amount is a matter of contract.',
    example: 'The Licensee has paid an interest-free security deposit of ₹1,00,000, refundable on handover.',
    statutes: [ACT.modelTenancy],
    relatedTerms: ['lease', 'leave-and-licence'],
    patterns: ['security\\s+deposits?', 'refundable\\s+deposits?', 'interest[\\s-]+free\\s+deposits?'],
    advice:
      'Security deposit: state the amount, the refund deadline and the deductions allowed; where the Model Tenancy Act 2021 is adopted, a residential deposit is capped at 2 months’ rent.',
  },
  {
    id: 'sale-deed',
    term: 'Sale deed / Conveyance',
    complexity: 'intermediate',
    explanation:
      'The registered document that actually transfers ownership of property from seller to buyer.',
    indianLawContext:
      'Transfer of Property Act 1882 s.54 (sale of immovable property worth ₹100 or more only by registered instrument), s.55 (duties of seller and buyer); stamp duty on conveyance at state rates under the Indian Stamp Act 1899.',
    example: 'On payment of the balance consideration, the Vendor shall execute and register the sale deed.',
    statutes: [ACT.transferOfProperty, ACT.registration, ACT.stamp],
    relatedTerms: ['title', 'registration', 'stamp-duty', 'specific-performance'],
    patterns: ['sale\\s+deeds?', 'conveyances?', 'deeds?\\s+of\\s+(?:sale|conveyance)'],
    advice:
      'Sale deed: ownership passes only by a registered sale deed (Transfer of Property Act s.54); pay conveyance stamp duty at the state rate and present it for registration within 4 months of execution.',
  },
  {
    id: 'title',
    term: 'Title',
    complexity: 'basic',
    explanation: 'Legal ownership of property, and the chain of documents that proves it.',
    indianLawContext:
      'Checked through a search of past deeds, an encumbrance certificate from the Sub-Registrar’s office and the mutation records; Transfer of Property Act 1882 s.55 sets the seller’s duties.',
    example:
      'The Seller has clear and marketable title to the flat and shall hand over the original title deeds.',
    statutes: [ACT.transferOfProperty],
    relatedTerms: ['sale-deed', 'charge-encumbrance', 'due-diligence'],
    patterns: [
      '(?<!job\\s)(?<!short\\s)titles?(?!\\s+of\\s+(?:this|the)\\s+(?:agreement|deed|clause|document|section))',
    ],
    advice:
      'Title: inspect the original title deeds, the chain of title and an encumbrance certificate before paying any substantial advance.',
  },
  {
    id: 'will',
    term: 'Will / Testator / Executor',
    complexity: 'basic',
    explanation:
      'A will says who receives a person’s property after death; the testator makes it and the executor carries it out.',
    indianLawContext:
      'Indian Succession Act 1925 s.2(h) (will), s.63 (signed by the testator and attested by two witnesses), s.222 (executors); wills are excluded from e-signature under the Information Technology Act 2000 and carry no stamp duty.',
    example: 'I appoint my daughter Meera as the sole executor of this Will.',
    statutes: [ACT.succession, ACT.informationTechnology],
    relatedTerms: ['probate', 'attestation'],
    patterns: [
      'last\\s+will',
      'wills?\\s+and\\s+testament',
      'testat(?:or|ors|rix)',
      'testamentary',
      'executors?',
      'executrix',
      'codicils?',
      { cased: '(?:[Tt]his|[Mm]y|[Hh]is|[Hh]er|[Tt]he\\s+said)\\s+Wills?' },
    ],
    advice:
      'Will: sign it in wet ink before two witnesses who sign in the testator’s presence (Succession Act s.63); a bequest to an attesting witness or their spouse is void (s.67), so beneficiaries should not witness.',
  },
  {
    id: 'probate',
    term: 'Probate',
    complexity: 'intermediate',
    explanation:
      'A court’s certificate confirming a will and the executor’s authority to administer the estate.',
    indianLawContext:
      'Indian Succession Act 1925 s.2(f) (probate) and s.213 (when probate is needed, for wills covered by s.57).',
    example: 'The executor applied to the High Court for probate of her father’s will.',
    statutes: [ACT.succession],
    relatedTerms: ['will'],
    patterns: ['probates?', 'probated'],
  },
]
