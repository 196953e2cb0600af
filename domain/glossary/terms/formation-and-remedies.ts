import { ACT } from '#domain/glossary/statutes.ts'
import type { GlossaryTerm } from '#domain/glossary/types.ts'

// Reference glossary terms 1–21: making a contract, defects of consent, breach and its
// remedies, security by guarantee, force majeure and frustration.
export const FORMATION_AND_REMEDIES: readonly GlossaryTerm[] = [
  {
    id: 'agreement',
    term: 'Agreement / Contract',
    complexity: 'basic',
    explanation:
      'An agreement is a set of promises between parties; it becomes a contract when the law will enforce it — the parties are competent, consent freely, and the consideration and object are lawful.',
    indianLawContext:
      'Indian Contract Act 1872 s.2(e) (agreement), s.2(h) (contract) and s.10 (what makes an agreement a contract: free consent of competent parties, lawful consideration and lawful object).',
    example:
      'This Leave and Licence Agreement is made at Pune on 1 March 2026 between the Licensor and the Licensee.',
    statutes: [ACT.contract],
    relatedTerms: ['offer', 'acceptance', 'consideration', 'free-consent', 'void'],
    patterns: ['agreements?', 'contracts?', 'contractual(?:ly)?'],
  },
  {
    id: 'offer',
    term: 'Offer (Proposal)',
    complexity: 'basic',
    explanation:
      'One party’s statement of what it is willing to do, and on what terms, made to obtain the other party’s assent.',
    indianLawContext:
      'Indian Contract Act 1872 s.2(a) defines a proposal; ss.2–9 cover its communication, acceptance and revocation before acceptance.',
    example:
      'The Company offers you the post of Senior Analyst at an annual CTC of ₹12,00,000; this offer lapses if not accepted by 15 April 2026.',
    statutes: [ACT.contract],
    relatedTerms: ['acceptance', 'agreement', 'consideration'],
    patterns: ['offers?', 'offered', 'proposals?'],
    advice:
      'Offer: say how long the offer stays open and how it is to be accepted — a proposal can be revoked until acceptance is complete (Contract Act ss.2–9).',
  },
  {
    id: 'acceptance',
    term: 'Acceptance',
    complexity: 'basic',
    explanation:
      'The other party’s unconditional “yes” to an offer; a reply that adds conditions is a counter-offer, not an acceptance.',
    indianLawContext:
      'Indian Contract Act 1872 s.2(b) (an accepted proposal becomes a promise) and s.7 (acceptance must be absolute and unqualified).',
    example: 'Please sign and return a copy of this letter by 15 April 2026 to confirm your acceptance.',
    statutes: [ACT.contract],
    relatedTerms: ['offer', 'agreement'],
    patterns: ['acceptances?', 'accept(?:s|ed)?\\s+(?:the|this|its|such|our|your)\\s+(?:offer|proposal)'],
  },
  {
    id: 'consideration',
    term: 'Consideration',
    complexity: 'basic',
    explanation:
      'What each side gives, does or promises in return for the other side’s promise — money, goods, services, or a promise not to do something.',
    indianLawContext:
      'Indian Contract Act 1872 s.2(d) defines consideration; under s.25 an agreement without consideration is void, subject to the exceptions that section lists.',
    example:
      'In consideration of the monthly licence fee of ₹25,000, the Licensor permits the Licensee to occupy the premises.',
    statutes: [ACT.contract],
    relatedTerms: ['agreement', 'void', 'offer'],
    patterns: ['considerations?'],
    advice:
      'Consideration: state the price or other consideration in full — an agreement without consideration is void except in the cases Contract Act s.25 allows.',
  },
  {
    id: 'free-consent',
    term: 'Free consent',
    complexity: 'intermediate',
    explanation: 'Consent given without coercion, undue influence, fraud, misrepresentation or mistake.',
    indianLawContext:
      'Indian Contract Act 1872 s.13 (consent) and s.14 (free consent); consent caused by coercion, fraud or misrepresentation makes the contract voidable (s.19).',
    example:
      'Each Party confirms that it signs this Agreement of its own free consent, without pressure from anyone.',
    statutes: [ACT.contract],
    relatedTerms: ['coercion', 'undue-influence', 'fraud', 'misrepresentation', 'voidable'],
    patterns: ['free\\s+consent', 'freely\\s+consent(?:s|ed)?', 'own\\s+free\\s+will'],
  },
  {
    id: 'void',
    term: 'Void',
    complexity: 'intermediate',
    explanation: 'Having no legal effect at all: neither party can enforce it.',
    indianLawContext:
      'Indian Contract Act 1872 s.2(g) (an agreement not enforceable by law is void); for example agreements without consideration (s.25) and agreements in restraint of trade (s.27).',
    example: 'A clause stopping the Employee from joining a competitor after the employment ends is void.',
    statutes: [ACT.contract],
    relatedTerms: ['voidable', 'restraint-of-trade', 'severability', 'consideration'],
    patterns: ['void'],
    advice:
      'Void: a void term cannot be enforced at all — remove or redraft it, and keep a severability clause so the rest of the document survives.',
  },
  {
    id: 'voidable',
    term: 'Voidable',
    complexity: 'intermediate',
    explanation:
      'Valid until the wronged party chooses to cancel it, for example because its consent was obtained by coercion or fraud.',
    indianLawContext:
      'Indian Contract Act 1872 s.2(i) (voidable contract) and s.19 (voidability where consent was caused by coercion, fraud or misrepresentation).',
    example: 'A loan agreement signed under a threat of violence is voidable at the borrower’s option.',
    statutes: [ACT.contract],
    relatedTerms: ['void', 'coercion', 'fraud', 'misrepresentation', 'free-consent'],
    patterns: ['voidable'],
  },
  {
    id: 'misrepresentation',
    term: 'Misrepresentation',
    complexity: 'intermediate',
    explanation:
      'A false statement of fact that led the other party to agree, even if the person who made it honestly believed it.',
    indianLawContext:
      'Indian Contract Act 1872 s.18 defines misrepresentation; s.19 lets the misled party avoid the contract.',
    example:
      'The seller’s statement that the flat had an occupancy certificate, when none had been issued, is a misrepresentation.',
    statutes: [ACT.contract],
    relatedTerms: ['fraud', 'voidable', 'representations-warranties'],
    patterns: ['misrepresent(?:ation|ations|ed|s)?'],
  },
  {
    id: 'fraud',
    term: 'Fraud',
    complexity: 'intermediate',
    explanation:
      'Deliberate deception — a false statement, hiding a fact, or a trick — to make someone agree.',
    indianLawContext:
      'Indian Contract Act 1872 s.17 defines fraud (the contract is voidable under s.19); cheating is also an offence under Bharatiya Nyaya Sanhita 2023 s.318.',
    example: 'Hiding a pending mortgage on the property to obtain a higher price is fraud.',
    statutes: [ACT.contract, ACT.nyayaSanhita],
    relatedTerms: ['misrepresentation', 'voidable', 'coercion'],
    patterns: ['fraud(?:s|ulent|ulently)?'],
  },
  {
    id: 'coercion',
    term: 'Coercion',
    complexity: 'intermediate',
    explanation: 'Getting consent through threats, or by committing or threatening an unlawful act.',
    indianLawContext:
      'Indian Contract Act 1872 s.15 defines coercion; a contract so obtained is voidable (s.19).',
    example: 'Threatening to file a false police complaint unless the tenant signs is coercion.',
    statutes: [ACT.contract],
    relatedTerms: ['undue-influence', 'free-consent', 'voidable'],
    patterns: ['coerc(?:ion|ed|ive)'],
  },
  {
    id: 'undue-influence',
    term: 'Undue influence',
    complexity: 'intermediate',
    explanation: 'Using a position of trust or power over someone to obtain an unfair agreement from them.',
    indianLawContext:
      'Indian Contract Act 1872 s.16 defines undue influence; it is one of the defects of consent in ss.13–22 that let the affected party set the contract aside.',
    example:
      'A caretaker persuading the elderly owner who depends on him to gift him her house is a case of undue influence.',
    statutes: [ACT.contract],
    relatedTerms: ['coercion', 'free-consent', 'voidable'],
    patterns: ['undue\\s+influence'],
  },
  {
    id: 'breach',
    term: 'Breach of contract',
    complexity: 'basic',
    explanation: 'Failing, without lawful excuse, to do what the contract requires, or to do it on time.',
    indianLawContext:
      'Indian Contract Act 1872 s.73: the party who suffers a breach is entitled to compensation for loss that naturally arose from it or that the parties knew, when contracting, was likely.',
    example: 'Failure to pay the licence fee for two consecutive months is a breach of this Agreement.',
    statutes: [ACT.contract],
    relatedTerms: ['damages', 'liquidated-damages', 'termination', 'specific-performance'],
    patterns: ['(?<!data\\s)(?<!security\\s)breach(?:es|ed|ing)?'],
  },
  {
    id: 'damages',
    term: 'Damages / Compensation',
    complexity: 'basic',
    explanation:
      'Money paid to make good the loss caused by a breach; only loss that was foreseeable when the contract was made counts.',
    indianLawContext:
      'Indian Contract Act 1872 s.73 (compensation for loss caused by breach; none for remote or indirect loss).',
    example: 'The Buyer may claim damages for the extra cost of buying replacement goods at a higher price.',
    statutes: [ACT.contract],
    relatedTerms: ['breach', 'liquidated-damages', 'penalty', 'limitation-of-liability'],
    patterns: [
      '(?<!liquidated\\s)damages',
      'compensation\\s+for\\s+(?:any\\s+|all\\s+|the\\s+)?(?:loss|losses|damage|breach)',
    ],
  },
  {
    id: 'liquidated-damages',
    term: 'Liquidated damages',
    complexity: 'advanced',
    explanation:
      'A sum the parties fix in advance as payable for a particular breach, such as late delivery.',
    indianLawContext:
      'Indian Contract Act 1872 s.74: even where a sum is named, the court awards only reasonable compensation up to that sum (ONGC v Saw Pipes 2003; Kailash Nath v DDA 2015).',
    example:
      'For each week of delay the Supplier shall pay liquidated damages of 0.5% of the order value, up to 10% in all.',
    statutes: [ACT.contract],
    relatedTerms: ['damages', 'penalty', 'breach'],
    patterns: ['liquidated\\s+damages'],
    advice:
      'Liquidated damages: set a genuine pre-estimate of loss with a cap — under Contract Act s.74 a court awards only reasonable compensation up to the stated sum.',
  },
  {
    id: 'penalty',
    term: 'Penalty',
    complexity: 'intermediate',
    explanation: 'An amount meant to punish a breach rather than to compensate for the loss it causes.',
    indianLawContext:
      'Indian law has no separate penalty doctrine: Indian Contract Act 1872 s.74 treats a penalty like liquidated damages and allows only reasonable compensation up to the stated amount.',
    example: 'Forfeiting the whole ₹5,00,000 deposit for a one-day delay may be treated as a penalty.',
    statutes: [ACT.contract],
    relatedTerms: ['liquidated-damages', 'damages'],
    patterns: ['penalt(?:y|ies)'],
    advice:
      'Penalty: a sum meant to punish is cut down to reasonable compensation under Contract Act s.74 — tie any stipulated amount to the likely loss.',
  },
  {
    id: 'indemnity',
    term: 'Indemnity',
    complexity: 'intermediate',
    explanation:
      'A promise to cover the other side’s losses arising from specified events or claims, such as claims by third parties.',
    indianLawContext:
      'Indian Contract Act 1872 ss.124–125 define a contract of indemnity narrowly; draft the clause expressly to cover third-party claims and payment before the indemnified party has paid out.',
    example:
      'The Service Provider shall indemnify the Client against any third-party claim that the Deliverables infringe that party’s rights.',
    statutes: [ACT.contract],
    relatedTerms: ['guarantee', 'limitation-of-liability', 'damages'],
    patterns: ['indemnit(?:y|ies)', 'indemnif(?:y|ies|ied|ying|ication|ications)'],
    advice:
      'Indemnity: Contract Act s.124 is narrow — say expressly that the indemnity covers third-party claims and costs, and that it can be called on before the indemnified party has paid.',
  },
  {
    id: 'guarantee',
    term: 'Guarantee',
    complexity: 'intermediate',
    explanation:
      'A promise to pay or perform for someone else (the principal debtor) if that person fails to.',
    indianLawContext:
      'Indian Contract Act 1872 s.126 (contract of guarantee, surety, principal debtor and creditor); ss.126–147 govern guarantees.',
    example: 'The Guarantor guarantees repayment of the loan of ₹10,00,000 if the Borrower defaults.',
    statutes: [ACT.contract],
    relatedTerms: ['surety', 'principal-debtor', 'indemnity'],
    patterns: ['guarant(?:ee|ees|eed|eeing|y|ies)'],
    advice:
      'Guarantee: any variance in the main contract made without the surety’s consent discharges the surety (Contract Act s.133) — record the surety’s consent to future changes expressly.',
  },
  {
    id: 'surety',
    term: 'Surety',
    complexity: 'intermediate',
    explanation:
      'The person who gives a guarantee; the surety’s liability matches the principal debtor’s unless the guarantee says otherwise.',
    indianLawContext:
      'Indian Contract Act 1872 s.126 (surety defined) and s.128 (the surety’s liability is co-extensive with the principal debtor’s).',
    example: 'Mr Rao signs as surety for his brother’s business loan.',
    statutes: [ACT.contract],
    relatedTerms: ['guarantee', 'principal-debtor'],
    patterns: ['suret(?:y|ies)', 'guarantors?'],
  },
  {
    id: 'principal-debtor',
    term: 'Principal debtor',
    complexity: 'intermediate',
    explanation: 'The person whose debt or obligation is guaranteed.',
    indianLawContext: 'Indian Contract Act 1872 s.126.',
    example: 'If the principal debtor misses three instalments, the Bank may call on the Guarantor.',
    statutes: [ACT.contract],
    relatedTerms: ['guarantee', 'surety'],
    patterns: ['principal\\s+debtors?'],
  },
  {
    id: 'force-majeure',
    term: 'Force majeure',
    complexity: 'intermediate',
    explanation:
      'Events beyond the parties’ control — flood, war, epidemic — that excuse or suspend performance while they last.',
    indianLawContext:
      'Mainly a matter of contract: an express clause works through Indian Contract Act 1872 s.32 (contingent contracts), and s.56 (frustration) applies to events outside it (Energy Watchdog 2017).',
    example:
      'Flood, fire, epidemic or a government lockdown is a force majeure event; the affected Party must notify the other within 7 days.',
    statutes: [ACT.contract],
    relatedTerms: ['frustration', 'termination', 'condition-precedent'],
    patterns: ['force[\\s-]+majeure'],
    advice:
      'Force majeure: list the events, require prompt notice and mitigation, say what happens to payments already due, and allow termination if the event lasts beyond a fixed period.',
  },
  {
    id: 'frustration',
    term: 'Frustration',
    complexity: 'advanced',
    explanation:
      'The contract ends by itself because, after it was made, performance became impossible or unlawful.',
    indianLawContext:
      'Indian Contract Act 1872 s.56 (an act that becomes impossible or unlawful after the contract is made).',
    example:
      'A contract to hire a hall for a wedding is frustrated when the hall burns down the week before.',
    statutes: [ACT.contract],
    relatedTerms: ['force-majeure', 'void'],
    patterns: ['frustrat(?:ion|ed)'],
  },
]
