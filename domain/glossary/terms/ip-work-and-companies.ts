import { ACT } from '#domain/glossary/statutes.ts'
import type { GlossaryTerm } from '#domain/glossary/types.ts'

// Reference glossary terms 63–72 (intellectual property, personal data, employment and
// company terms, affidavits), then six terms the clause library and templates use often.
export const IP_WORK_AND_COMPANIES: readonly GlossaryTerm[] = [
  {
    id: 'intellectual-property',
    term: 'Intellectual property',
    complexity: 'intermediate',
    explanation: 'Legal rights in creations and inventions: copyright, trade marks, patents and designs.',
    indianLawContext:
      'Each right has its own Act: Copyright Act 1957, Trade Marks Act 1999 and Patents Act 1970, with designs under their own law.',
    example: 'All intellectual property in the Deliverables shall vest in the Client on payment of the fees.',
    statutes: [ACT.copyright, ACT.tradeMarks, ACT.patents],
    relatedTerms: ['copyright-trademark-patent', 'assignment', 'royalty', 'moral-rights'],
    patterns: ['intellectual\\s+property', 'IPRs?', 'IP\\s+rights'],
  },
  {
    id: 'copyright-trademark-patent',
    term: 'Copyright / Trade mark / Patent',
    complexity: 'intermediate',
    explanation:
      'Copyright protects creative works, a trade mark protects brand signs, and a patent protects inventions.',
    indianLawContext:
      'Copyright Act 1957 (s.17: the employer is first owner of works made in the course of employment; s.19: assignment in writing); Trade Marks Act 1999; Patents Act 1970 (s.68: assignments and licences must be in writing; s.140 voids restrictive licence terms such as no-challenge and exclusive grant-back clauses).',
    example: 'The Company’s logo is a registered trade mark, and its software is protected by copyright.',
    statutes: [ACT.copyright, ACT.tradeMarks, ACT.patents],
    relatedTerms: ['intellectual-property', 'assignment', 'royalty', 'moral-rights'],
    patterns: ['copyrights?', 'copyrighted', 'trade[\\s-]?marks?', 'patents?', 'patented', 'patentable'],
    advice:
      'Copyright, trade marks and patents: an employer owns employees’ copyright works (Copyright Act s.17(c)) but inventions need an express assignment; patent licences must be in writing (Patents Act s.68) and may not include no-challenge or exclusive grant-back terms (s.140).',
  },
  {
    id: 'royalty',
    term: 'Royalty',
    complexity: 'basic',
    explanation: 'A periodic payment for using someone else’s intellectual property.',
    indianLawContext:
      'Copyright Act 1957 s.19(3) (an assignment states the royalty or other consideration); royalties paid to non-residents attract withholding tax under the Income-tax Act 2025.',
    example: 'The Licensee shall pay a royalty of 5% of net sales, reported every quarter.',
    statutes: [ACT.copyright, ACT.incomeTax],
    relatedTerms: ['intellectual-property', 'copyright-trademark-patent', 'assignment'],
    patterns: ['royalt(?:y|ies)'],
  },
  {
    id: 'data-fiduciary',
    term: 'Data fiduciary / Data principal / Data processor',
    complexity: 'advanced',
    explanation:
      'The data fiduciary decides why and how personal data is processed; the data principal is the person the data is about; a data processor handles the data on the fiduciary’s instructions.',
    indianLawContext:
      'Digital Personal Data Protection Act 2023 s.2 (definitions); s.8(2) lets a fiduciary engage a processor only under a valid contract, and the fiduciary stays responsible for the processing (s.8(1)).',
    example:
      'The Company, as data fiduciary, engages the payroll vendor as data processor for its employees’ salary records.',
    statutes: [ACT.dataProtection],
    relatedTerms: ['confidentiality', 'indemnity'],
    patterns: ['data\\s+fiduciar(?:y|ies)', 'data\\s+principals?', 'data\\s+processors?', 'DPDP'],
    advice:
      'Data fiduciary / processor: put processing under a written contract (DPDP Act s.8(2)) with security safeguards, breach notice fast enough for the fiduciary to report to the Data Protection Board in time, and deletion at the end.',
  },
  {
    id: 'gratuity',
    term: 'Gratuity',
    complexity: 'basic',
    explanation: 'A lump sum paid to an employee who leaves after qualifying service.',
    indianLawContext:
      'Code on Social Security 2020: payable after 5 years of continuous service, and after 1 year for fixed-term employees.',
    example:
      'On resigning after six years, the employee received gratuity under the Code on Social Security.',
    statutes: [ACT.socialSecurity],
    relatedTerms: ['termination', 'probation-retrenchment'],
    patterns: ['gratuit(?:y|ies)'],
    advice:
      'Gratuity: provide for it after 5 years’ service, and after 1 year for fixed-term employees (Code on Social Security 2020).',
  },
  {
    id: 'probation-retrenchment',
    term: 'Probation / Retrenchment',
    complexity: 'intermediate',
    explanation:
      'Probation is a trial period before confirmation; retrenchment is ending a worker’s employment because the post is surplus, not for misconduct.',
    indianLawContext:
      'Industrial Relations Code 2020 (retrenchment needs notice or wages in lieu and compensation, and government permission where 300 or more workers are employed); probation is set by the contract and any standing orders.',
    example: 'Your appointment is on probation for six months, after which it may be confirmed in writing.',
    statutes: [ACT.industrialRelations],
    relatedTerms: ['termination', 'notice-period', 'gratuity'],
    patterns: ['probation(?:ary|ers?)?', 'retrench(?:ment|ments|ed)'],
    advice:
      'Probation / retrenchment: state the probation period and how it is extended or confirmed; retrenching a worker needs notice or wages in lieu and compensation under the Industrial Relations Code 2020.',
  },
  {
    id: 'board-resolution',
    term: 'Board resolution / MoA / AoA',
    complexity: 'intermediate',
    explanation:
      'A board resolution is the directors’ formal decision; the memorandum of association (MoA) is the company’s charter and the articles of association (AoA) its internal rules.',
    indianLawContext:
      'Companies Act 2013 s.179 (powers of the board; s.179(3) matters only at a board meeting), s.175 (resolution by circulation), s.4 (memorandum), s.5 (articles).',
    example:
      'By a board resolution dated 1 April 2026, Ms Anita Rao, Director, is authorised to sign the lease deed.',
    statutes: [ACT.companies],
    relatedTerms: ['tag-drag-rofr', 'principal-agent'],
    patterns: [
      'board\\s+resolutions?',
      'resolutions?\\s+of\\s+the\\s+board',
      'memorandum\\s+of\\s+association',
      'articles\\s+of\\s+association',
      'MoA',
      'AoA',
    ],
    advice:
      'Board resolution: attach a certified true copy authorising the signatory; matters listed in Companies Act s.179(3) can be decided only at a board meeting.',
  },
  {
    id: 'tag-drag-rofr',
    term: 'Tag-along / Drag-along / ROFR',
    complexity: 'advanced',
    explanation:
      'Tag-along lets minority shareholders join a sale by the majority; drag-along lets the majority make the minority sell on the same terms; a right of first refusal gives existing shareholders the first chance to buy.',
    indianLawContext:
      'Bind the company only if written into its articles (V.B. Rangaraj 1992; Companies Act 2013 s.5); in a public company, s.58(2) makes agreed transfer restrictions enforceable as a contract.',
    example:
      'If the Promoter sells more than 50% of its shares, each Investor may tag along at the same price.',
    statutes: [ACT.companies],
    relatedTerms: ['board-resolution', 'due-diligence'],
    patterns: [
      'tag[\\s-]?along',
      'drag[\\s-]?along',
      'rights?\\s+of\\s+first\\s+(?:refusal|offer)',
      'ROFR',
      'ROFO',
    ],
    advice:
      'Tag-along / drag-along / ROFR: write these rights into the articles of association, or the company is not bound by them (V.B. Rangaraj 1992).',
  },
  {
    id: 'due-diligence',
    term: 'Due diligence',
    complexity: 'intermediate',
    explanation: 'Checking the legal, financial and factual position before a deal.',
    indianLawContext:
      'A matter of practice rather than statute; its findings shape the representations, warranties and indemnities in the deal.',
    example: 'As part of due diligence the Buyer’s lawyers reviewed the title deeds and pending litigation.',
    statutes: [],
    relatedTerms: ['representations-warranties', 'title', 'condition-precedent'],
    patterns: ['due\\s+diligence'],
  },
  {
    id: 'affidavit',
    term: 'Affidavit',
    complexity: 'basic',
    explanation: 'A written statement of facts sworn or affirmed before an authorised officer.',
    indianLawContext:
      'Stamp duty under Article 4 of the Indian Stamp Act 1899 schedule, at state rates; sworn before an oath commissioner or a notary (Notaries Act 1952).',
    example: 'The applicant filed an affidavit confirming her address and that the documents are genuine.',
    statutes: [ACT.stamp, ACT.notaries],
    relatedTerms: ['notarisation', 'stamp-duty'],
    patterns: ['affidavits?'],
  },
  {
    id: 'limitation-of-liability',
    term: 'Limitation of liability',
    complexity: 'intermediate',
    explanation:
      'A clause capping how much one party must pay the other for claims under the contract, and excluding some kinds of loss.',
    indianLawContext:
      'Works alongside Indian Contract Act 1872 s.73 (no compensation for remote or indirect loss) and s.74; caps usually exclude fraud, gross negligence, IP infringement and breach of confidentiality.',
    example:
      'Each Party’s aggregate liability under this Agreement shall not exceed the fees paid in the previous 12 months.',
    statutes: [ACT.contract],
    relatedTerms: ['damages', 'indemnity', 'liquidated-damages'],
    patterns: [
      'limitations?\\s+(?:of|on)\\s+liabilit(?:y|ies)',
      'liability\\s+caps?',
      'caps?\\s+on\\s+liability',
      'aggregate\\s+liability',
    ],
    advice:
      'Limitation of liability: state the cap and what it does not cover — fraud, gross negligence, IP infringement and confidentiality breaches are usually carved out.',
  },
  {
    id: 'lock-in-period',
    term: 'Lock-in period',
    complexity: 'basic',
    explanation:
      'A minimum period during which the agreement cannot be ended without paying for the rest of that period.',
    indianLawContext:
      'A contractual term, common in leases, leave and licence agreements and investment deals; an amount payable for leaving early is limited to reasonable compensation (Indian Contract Act 1872 s.74).',
    example:
      'If the Licensee leaves during the 6-month lock-in period, it pays the licence fee for the rest of it.',
    statutes: [ACT.contract],
    relatedTerms: ['termination', 'notice-period', 'leave-and-licence', 'penalty'],
    patterns: ['lock[\\s-]?ins?(?:\\s+periods?)?'],
    advice:
      'Lock-in period: state exactly what is payable if a party leaves during the lock-in, so that it reads as reasonable compensation rather than a penalty (Contract Act s.74).',
  },
  {
    id: 'earnest-money',
    term: 'Earnest money',
    complexity: 'intermediate',
    explanation:
      'An advance paid on signing an agreement to sell as a sign of commitment, which may be forfeited if the buyer backs out.',
    indianLawContext:
      'Forfeiture must be reasonable (Satish Batra 2013); compensation for breach is otherwise limited by Indian Contract Act 1872 s.74.',
    example: 'The Purchaser has paid ₹5,00,000 as earnest money on signing this Agreement to Sell.',
    statutes: [ACT.contract],
    relatedTerms: ['sale-deed', 'penalty', 'liquidated-damages'],
    patterns: ['earnest\\s+money', 'token\\s+(?:amount|money)'],
    advice:
      'Earnest money: keep the forfeitable amount reasonable and say when it is refunded — forfeiting an excessive sum may not be upheld (Satish Batra 2013).',
  },
  {
    id: 'moral-rights',
    term: 'Moral rights',
    complexity: 'advanced',
    explanation:
      'An author’s personal rights to be credited and to object to distortion of the work, which stay with the author even after the copyright is assigned.',
    indianLawContext:
      'Copyright Act 1957 s.57 (the author’s special rights survive an assignment of copyright).',
    example:
      'The illustrator keeps her moral rights and must be credited even though the publisher owns the copyright.',
    statutes: [ACT.copyright],
    relatedTerms: ['copyright-trademark-patent', 'assignment', 'intellectual-property'],
    patterns: ['moral\\s+rights?', "author(?:’|')s\\s+special\\s+rights"],
    advice:
      'Moral rights: they survive an assignment (Copyright Act s.57); take the author’s written consent for edits or uncredited use, knowing such consent may be only partly enforceable.',
  },
  {
    id: 'sub-letting',
    term: 'Sub-letting',
    complexity: 'basic',
    explanation: 'The tenant or licensee letting the premises, or part of them, to someone else.',
    indianLawContext:
      'Transfer of Property Act 1882 s.108 (rights and liabilities of lessor and lessee, which the lease can vary); a licence is personal and creates no interest (Indian Easements Act 1882 s.52), so leave and licence agreements usually forbid it.',
    example: 'The Licensee shall not sub-let the premises or part with possession of any part of them.',
    statutes: [ACT.transferOfProperty, ACT.easements],
    relatedTerms: ['lease', 'leave-and-licence', 'assignment'],
    patterns: [
      'sub[\\s-]?let(?:s|ting)?',
      'sub[\\s-]?leas(?:e|es|ed|ing)',
      'sub[\\s-]?tenan(?:t|ts|cy|cies)',
    ],
    advice:
      'Sub-letting: forbid or allow it expressly, and say whether the owner’s written consent is needed.',
  },
  {
    id: 'holding-over',
    term: 'Holding over',
    complexity: 'intermediate',
    explanation: 'Staying in possession after the lease or licence has ended.',
    indianLawContext:
      'Transfer of Property Act 1882 s.116: if the landlord accepts rent after expiry, the lease is renewed from year to year or month to month according to its purpose; agreements usually fix holding-over charges.',
    example:
      'If the Licensee does not vacate on expiry, it shall pay holding-over charges for each day of delay.',
    statutes: [ACT.transferOfProperty],
    relatedTerms: ['lease', 'leave-and-licence', 'termination'],
    patterns: ['holding[\\s-]+over', 'holds?\\s+over'],
    advice:
      'Holding over: fix a daily charge for staying on after expiry and say that accepting it does not renew the agreement (Transfer of Property Act s.116).',
  },
]
