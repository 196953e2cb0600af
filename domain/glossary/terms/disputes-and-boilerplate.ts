import { ACT } from '#domain/glossary/statutes.ts'
import type { GlossaryTerm } from '#domain/glossary/types.ts'

// Reference glossary terms 22–43: dispute resolution, courts and remedies, restrictive
// covenants, ending and transferring contracts, and the usual closing clauses.
export const DISPUTES_AND_BOILERPLATE: readonly GlossaryTerm[] = [
  {
    id: 'arbitration',
    term: 'Arbitration',
    complexity: 'intermediate',
    explanation: 'Private, binding resolution of a dispute by a neutral arbitrator instead of a court.',
    indianLawContext:
      'Arbitration and Conciliation Act 1996: s.7 (arbitration agreement in writing, including electronic communications), s.9 (interim relief from court), s.11 (appointment of arbitrators), s.29A (time limits).',
    example:
      'Any dispute arising out of this Agreement shall be referred to arbitration before a sole arbitrator appointed by both Parties.',
    statutes: [ACT.arbitration],
    relatedTerms: ['arbitrator', 'seat-of-arbitration', 'conciliation', 'mediation', 'jurisdiction'],
    patterns: ['arbitrations?', 'arbitral', 'arbitrat(?:e|es|ed)', 'arbitrable'],
    advice:
      'Arbitration: provide a neutral way to appoint the arbitrator — never appointment by one party alone (CORE v ECI-SPIC 2024) — and fix the number of arbitrators and the language.',
  },
  {
    id: 'arbitrator',
    term: 'Arbitrator',
    complexity: 'advanced',
    explanation: 'The neutral person, or panel, who hears the dispute and makes a binding award.',
    indianLawContext:
      'Arbitration and Conciliation Act 1996 ss.10–15; s.12(5) with the Seventh Schedule makes people with close ties to a party ineligible; unilateral appointment clauses in public-private contracts are unlawful (CORE v ECI-SPIC 2024).',
    example:
      'The tribunal shall consist of three arbitrators: one chosen by each Party and the presiding arbitrator chosen by those two.',
    statutes: [ACT.arbitration],
    relatedTerms: ['arbitration', 'seat-of-arbitration'],
    patterns: ['arbitrators?', 'arbitral\\s+tribunals?'],
    advice:
      'Arbitrator: people with close ties to a party are ineligible (Arbitration Act s.12(5) and Seventh Schedule) — do not name an employee, adviser or nominee of either party.',
  },
  {
    id: 'seat-of-arbitration',
    term: 'Seat of arbitration',
    complexity: 'advanced',
    explanation:
      'The legal home of the arbitration: the courts of the seat supervise it, whichever city the hearings are held in.',
    indianLawContext:
      'Arbitration and Conciliation Act 1996; the seat, not the venue, decides which courts supervise the arbitration (BGS SGS Soma 2019).',
    example: 'The seat of arbitration shall be Mumbai; hearings may be held in Pune for convenience.',
    statutes: [ACT.arbitration],
    relatedTerms: ['arbitration', 'jurisdiction', 'governing-law'],
    patterns: [
      'seat\\s+of\\s+(?:the\\s+)?arbitration',
      'arbitral\\s+seat',
      'juridical\\s+seat',
      'seated\\s+(?:in|at)',
    ],
    advice:
      'Seat of arbitration: name a city as the seat, not just a venue for hearings — the seat decides which courts supervise the arbitration (BGS SGS Soma 2019).',
  },
  {
    id: 'conciliation',
    term: 'Conciliation',
    complexity: 'intermediate',
    explanation:
      'A neutral conciliator helps the parties reach a settlement; nothing binds them until they sign a settlement agreement.',
    indianLawContext: 'Arbitration and Conciliation Act 1996, Part III.',
    example: 'Before starting arbitration, the Parties shall attempt conciliation for 30 days.',
    statutes: [ACT.arbitration],
    relatedTerms: ['mediation', 'arbitration'],
    patterns: ['conciliat(?:ion|ions|or|ors)'],
  },
  {
    id: 'mediation',
    term: 'Mediation',
    complexity: 'intermediate',
    explanation: 'Negotiation helped by a neutral mediator, who suggests but does not impose a solution.',
    indianLawContext:
      'The Mediation Act 2023 can be referred to for pre-dispute mediation; confirm which of its provisions have commenced before relying on them.',
    example:
      'The Parties shall first try to settle any dispute through mediation within 30 days of a written notice.',
    statutes: [ACT.mediation],
    relatedTerms: ['conciliation', 'arbitration'],
    patterns: ['mediat(?:ion|ions|or|ors|e|ed)'],
    advice:
      'Mediation: check which provisions of the Mediation Act 2023 are in force before making mediation a condition for going to court or arbitration.',
  },
  {
    id: 'jurisdiction',
    term: 'Jurisdiction',
    complexity: 'intermediate',
    explanation: 'Which court has the power to hear a dispute.',
    indianLawContext:
      'Code of Civil Procedure 1908 s.20 (where the suit may be filed); under Indian Contract Act 1872 s.28 parties may choose one of several competent courts (ABC Laminart 1989) but may not shut out the courts altogether.',
    example: 'The courts at Chennai alone shall have jurisdiction over disputes under this Agreement.',
    statutes: [ACT.civilProcedure, ACT.contract],
    relatedTerms: ['governing-law', 'seat-of-arbitration', 'arbitration'],
    patterns: ['jurisdictions?', 'jurisdictional'],
    advice:
      'Jurisdiction: an exclusive-court clause is valid only if it picks a court that already has jurisdiction, such as where a party lives or the cause of action arises (Contract Act s.28; ABC Laminart 1989).',
  },
  {
    id: 'governing-law',
    term: 'Governing law',
    complexity: 'intermediate',
    explanation: 'The law used to interpret the contract and to decide disputes about it.',
    indianLawContext:
      'Between two Indian parties the governing law is Indian law; they may still choose a foreign seat of arbitration (PASL Wind v GE 2021).',
    example: 'This Agreement shall be governed by the laws of India.',
    statutes: [],
    relatedTerms: ['jurisdiction', 'seat-of-arbitration'],
    patterns: ['governing\\s+laws?', 'governed\\s+by\\s+the\\s+laws?', 'law\\s+governing'],
  },
  {
    id: 'injunction',
    term: 'Injunction',
    complexity: 'intermediate',
    explanation: 'A court order telling a party to do, or to stop doing, something.',
    indianLawContext:
      'Specific Relief Act 1963 ss.36–42; s.42 allows an injunction to enforce a negative promise (a promise not to do something).',
    example: 'The Company may seek an injunction to stop a former employee from disclosing its client list.',
    statutes: [ACT.specificRelief],
    relatedTerms: ['specific-performance', 'confidentiality'],
    patterns: ['injunctions?', 'injunctive'],
  },
  {
    id: 'specific-performance',
    term: 'Specific performance',
    complexity: 'advanced',
    explanation:
      'A court order to carry out the promised act itself, instead of paying money for not doing it.',
    indianLawContext:
      'Specific Relief Act 1963 as amended in 2018: specific performance is the rule (s.10), subject to s.11(2), s.14 (contracts not specifically enforceable, such as personal service) and s.16.',
    example: 'The buyer sued for specific performance to make the seller execute the sale deed.',
    statutes: [ACT.specificRelief],
    relatedTerms: ['injunction', 'breach', 'sale-deed', 'damages'],
    patterns: ['specific\\s+performance', 'specifically\\s+enforc(?:e|ed|eable)'],
  },
  {
    id: 'limitation-period',
    term: 'Limitation period',
    complexity: 'intermediate',
    explanation: 'The time limit for filing a lawsuit; after it expires the claim is barred.',
    indianLawContext:
      'Limitation Act 1963: contract claims generally 3 years; a written acknowledgement of the debt starts a fresh period (s.18).',
    example:
      'A supplier’s claim for an unpaid invoice is usually time-barred three years after payment fell due.',
    statutes: [ACT.limitation],
    relatedTerms: ['breach', 'damages'],
    patterns: [
      'limitation\\s+periods?',
      'periods?\\s+of\\s+limitation',
      'limitation\\s+act',
      'time[\\s-]+barred',
    ],
    advice:
      'Limitation period: most contract claims must be filed within 3 years (Limitation Act 1963); a signed written acknowledgement of the debt restarts the period (s.18).',
  },
  {
    id: 'confidentiality',
    term: 'Confidentiality',
    complexity: 'basic',
    explanation: 'A duty not to use or reveal protected information except as the agreement allows.',
    indianLawContext:
      'Enforced as a contract and by injunction (Specific Relief Act 1963); disclosing personal information in breach of a lawful contract is an offence under Information Technology Act 2000 s.72A.',
    example:
      'The Employee shall keep the Company’s client lists and pricing confidential, during and after employment.',
    statutes: [ACT.specificRelief, ACT.informationTechnology],
    relatedTerms: ['non-solicitation', 'restraint-of-trade', 'injunction'],
    patterns: ['confidential(?:ity)?', 'non[\\s-]?disclosure'],
    advice:
      'Confidentiality: define the protected information and its exclusions, say how long the duty lasts after the contract ends, and provide for return or destruction of material.',
  },
  {
    id: 'restraint-of-trade',
    term: 'Restraint of trade / non-compete',
    complexity: 'intermediate',
    explanation:
      'A promise not to carry on a trade, business or profession — usually a promise not to compete with the other party.',
    indianLawContext:
      'Indian Contract Act 1872 s.27 makes restraints of trade void: a non-compete binds an employee only during employment, not after it (Niranjan Shankar Golikari 1967; Percept D’Mark v Zaheer Khan 2006); exceptions cover the sale of goodwill and partners under Indian Partnership Act 1932 ss.11, 36 and 54.',
    example:
      'A clause barring an employee from joining any competitor for two years after resigning is a post-employment non-compete, and void.',
    statutes: [ACT.contract, ACT.partnership],
    relatedTerms: ['non-solicitation', 'void', 'confidentiality'],
    patterns: ['restraints?\\s+of\\s+trade', 'non[\\s-]?compet(?:e|es|ition)', 'not\\s+(?:to\\s+)?compete'],
    advice:
      'Non-compete: a restraint that runs after employment ends is void under Contract Act s.27 — limit it to the period of employment and protect the business with confidentiality and non-solicitation instead.',
  },
  {
    id: 'non-solicitation',
    term: 'Non-solicitation',
    complexity: 'intermediate',
    explanation: 'A promise not to lure away the other party’s employees or clients.',
    indianLawContext:
      'Enforceability depends on reasonableness of scope and duration; a broad post-employment non-solicit risks being void as a restraint of trade under Indian Contract Act 1872 s.27.',
    example:
      'For 12 months after leaving, the Employee shall not solicit any client he personally dealt with.',
    statutes: [ACT.contract],
    relatedTerms: ['restraint-of-trade', 'confidentiality'],
    patterns: [
      'non[\\s-]?solicit(?:ation)?',
      'not\\s+(?:to\\s+)?(?:directly\\s+or\\s+indirectly\\s+)?solicit',
      'poach(?:ing)?',
    ],
    advice:
      'Non-solicitation: keep it narrow — named clients or colleagues actually dealt with, for a short period — since a broad post-employment non-solicit risks being void under Contract Act s.27.',
  },
  {
    id: 'termination',
    term: 'Termination',
    complexity: 'basic',
    explanation: 'Ending the contract — by notice, for breach, or on an agreed event.',
    indianLawContext:
      'Governed by the contract’s own terms; for workers the Industrial Relations Code 2020 adds retrenchment rules, and the Code on Wages 2019 requires final settlement within 2 working days of exit.',
    example: 'Either Party may terminate this Agreement by giving one month’s written notice.',
    // Labour codes apply to workers only, so they are not counted for every termination clause.
    statutes: [],
    relatedTerms: ['notice-period', 'breach', 'probation-retrenchment'],
    patterns: ['terminat(?:e|es|ed|ing|ion|ions)'],
    advice:
      'Termination: say who may terminate, on what notice, for which breaches (with time to cure), and which clauses survive termination.',
  },
  {
    id: 'notice-period',
    term: 'Notice period',
    complexity: 'basic',
    explanation: 'The advance warning a party must give before ending the contract.',
    indianLawContext:
      'Set by the contract; for leases, Transfer of Property Act 1882 s.106 supplies a default notice period where the lease is silent.',
    example: 'Either party may end the employment by giving 60 days’ notice or salary in lieu of notice.',
    statutes: [ACT.transferOfProperty],
    relatedTerms: ['termination', 'lease', 'lock-in-period'],
    patterns: [
      'notice\\s+periods?',
      'periods?\\s+of\\s+notice',
      "(?:day|week|month)(?:s|'s|’s|s'|s’)?\\s+(?:prior\\s+)?(?:written\\s+)?notice",
    ],
  },
  {
    id: 'assignment',
    term: 'Assignment',
    complexity: 'intermediate',
    explanation:
      'Transferring rights under a contract, or rights in property or intellectual property, to someone else.',
    indianLawContext:
      'Indian Contract Act 1872 (contract benefits are assignable unless personal); a copyright assignment must be in writing and identify the rights, duration and territory (Copyright Act 1957 ss.18–19); trade mark assignments: Trade Marks Act 1999 ss.37–45.',
    example: 'The Licensee shall not assign this Agreement without the Licensor’s prior written consent.',
    statutes: [ACT.contract, ACT.copyright, ACT.tradeMarks],
    relatedTerms: ['novation', 'copyright-trademark-patent', 'intellectual-property'],
    patterns: ['assign(?:s|ment|ments|or|ors|ee|ees|able)?'],
    advice:
      'Assignment: an IP assignment must be in writing and name the work, the rights, the duration and the territory (Copyright Act s.19) — otherwise 5 years and India are the defaults.',
  },
  {
    id: 'novation',
    term: 'Novation',
    complexity: 'advanced',
    explanation:
      'Replacing an existing contract, or one of its parties, with a new one, with everyone’s consent.',
    indianLawContext:
      'Indian Contract Act 1872 s.62: once the parties agree to substitute a new contract, the original need not be performed.',
    example: 'With the landlord’s consent, the outgoing tenant’s lease is novated to the incoming tenant.',
    statutes: [ACT.contract],
    relatedTerms: ['assignment', 'agreement'],
    patterns: ['novat(?:ion|e|ed|es)'],
  },
  {
    id: 'waiver',
    term: 'Waiver',
    complexity: 'intermediate',
    explanation:
      'Giving up a right, expressly or by conduct — for example by accepting late payment without objection.',
    indianLawContext:
      'Indian Contract Act 1872 s.63 (a promisee may dispense with or remit performance); contracts usually add that a waiver must be in writing.',
    example: 'Accepting one late payment is not a waiver of the right to charge interest on later delays.',
    statutes: [ACT.contract],
    relatedTerms: ['breach', 'entire-agreement'],
    patterns: ['waiv(?:er|ers|e|es|ed|ing)'],
  },
  {
    id: 'severability',
    term: 'Severability',
    complexity: 'intermediate',
    explanation: 'If one clause is invalid, the rest of the contract survives.',
    indianLawContext:
      'A judge-made doctrine supported by Indian Contract Act 1872 ss.57–58 (separable legal and illegal reciprocal promises); under s.24 the whole agreement is void where an unlawful part cannot be separated.',
    example:
      'If any provision is held invalid, it is severable and the remaining provisions continue in full force.',
    statutes: [ACT.contract],
    relatedTerms: ['void', 'entire-agreement'],
    patterns: ['severab(?:le|ility)'],
  },
  {
    id: 'entire-agreement',
    term: 'Entire agreement',
    complexity: 'intermediate',
    explanation: 'The signed document is the whole deal; earlier talks, e-mails and drafts do not add terms.',
    indianLawContext:
      'Works with the Bharatiya Sakshya Adhiniyam 2023 rules limiting oral evidence to vary a written contract (formerly Evidence Act ss.91–92).',
    example:
      'This Agreement is the entire agreement between the Parties and supersedes all prior discussions and proposals.',
    statutes: [ACT.sakshya],
    relatedTerms: ['representations-warranties', 'waiver', 'severability'],
    patterns: ['entire\\s+agreement', 'whole\\s+agreement', 'entire\\s+understanding'],
  },
  {
    id: 'representations-warranties',
    term: 'Representations & warranties',
    complexity: 'intermediate',
    explanation:
      'Statements of fact each side confirms are true, such as clear title or no pending litigation.',
    indianLawContext:
      'Breach gives a claim for damages or indemnity; a false representation that induced the contract is a misrepresentation (Indian Contract Act 1872 ss.18–19).',
    example: 'The Seller represents and warrants that the property is free from all encumbrances.',
    statutes: [ACT.contract],
    relatedTerms: ['misrepresentation', 'indemnity', 'due-diligence'],
    patterns: [
      'representations?\\s+(?:and|&)\\s+warrant(?:y|ies)',
      'represents?\\s+and\\s+warrants?',
      'warrant(?:y|ies)',
    ],
    advice:
      'Representations and warranties: list them specifically, back them with an indemnity, and say how long claims may be made after completion.',
  },
  {
    id: 'condition-precedent',
    term: 'Condition precedent',
    complexity: 'advanced',
    explanation:
      'Something that must happen before an obligation takes effect, such as a regulatory approval.',
    indianLawContext: 'Indian Contract Act 1872 ss.31–36 (contingent contracts).',
    example: 'Sanction of a home loan within 45 days is a condition precedent to completion.',
    statutes: [ACT.contract],
    relatedTerms: ['agreement', 'due-diligence'],
    patterns: ['conditions?\\s+precedent'],
    advice:
      'Condition precedent: say who must satisfy each condition, by what long-stop date, and what happens if it is not met.',
  },
]
