import type { Clause } from '#domain/clauses/types.ts'

// Employment: no post-employment non-compete anywhere (void under Contract Act s.27);
// confidentiality and a narrow non-solicit protect the employer instead.
export const EMPLOYMENT_AND_CORPORATE: readonly Clause[] = [
  {
    id: 'employment-confidentiality',
    title: 'Employee Confidentiality',
    category: 'Employment',
    subcategory: 'Confidentiality',
    description:
      'Protects the employer’s confidential information during and after employment, with the usual exclusions, a duty to return material and a right to seek an injunction. A confidentiality duty that survives employment is enforceable; it is not a restraint of trade.',
    riskLevel: 'Low',
    applicableLaws: [
      'Indian Contract Act 1872',
      'Specific Relief Act 1963, ss.38–42',
      'Information Technology Act 2000, s.72A',
      'Digital Personal Data Protection Act 2023',
    ],
    usageCount: 1385,
    tags: ['confidentiality', 'employee', 'trade secrets', 'nda', 'personal data'],
    lastUpdated: '2026-11-22',
    content: `1. "Confidential Information" means all information of [EMPLOYER] that [EMPLOYEE] receives or creates in the course of employment, including trade secrets, client lists, pricing, source code, business plans and the personal data of employees and customers.
2. [EMPLOYEE] shall use Confidential Information only to perform the duties of employment and shall not disclose it to anyone other than colleagues who need it for their work.
3. This clause does not apply to information that is or becomes public other than through a breach by [EMPLOYEE], that [EMPLOYEE] lawfully knew before joining, or that must be disclosed by law, by a court or to a regulator; in that last case [EMPLOYEE] shall, where lawful, promptly inform [EMPLOYER].
4. On leaving employment, or earlier on request, [EMPLOYEE] shall return or destroy all documents, files and devices containing Confidential Information and confirm this in writing.
5. These obligations apply during employment and for [CONFIDENTIALITY YEARS] years after it ends, and without limit of time for trade secrets and personal data.
6. [EMPLOYER] may seek an injunction, in addition to damages, to restrain an actual or threatened breach of this clause.`,
  },
  {
    id: 'employment-ip-assignment',
    title: 'Assignment of Inventions and Work Product',
    category: 'Employment',
    subcategory: 'Intellectual Property',
    description:
      'Confirms that the employer owns copyright in work made in the course of employment and expressly assigns inventions and anything else the law does not vest automatically, with the particulars section 19 of the Copyright Act asks for.',
    riskLevel: 'Medium',
    applicableLaws: [
      'Copyright Act 1957, ss.17(c), 18, 19 and 57',
      'Patents Act 1970, s.68',
      'Indian Contract Act 1872',
    ],
    usageCount: 874,
    tags: ['ip assignment', 'inventions', 'copyright', 'employee', 'moral rights'],
    lastUpdated: '2026-11-22',
    content: `1. Works that [EMPLOYEE] creates in the course of employment under this contract of service belong to [EMPLOYER] as first owner under section 17(c) of the Copyright Act, 1957.
2. To the extent any right does not vest in [EMPLOYER] by law, [EMPLOYEE] hereby assigns to [EMPLOYER] all rights in every invention, design, software, document and other work made in the course of employment, including all copyright in it with the rights to reproduce, adapt, translate and communicate it to the public in every medium and mode, including those developed after this date, for the full term of protection and throughout the world, in consideration of the salary paid under this Agreement.
3. The Parties agree that section 19(4) of the Copyright Act, 1957 shall not apply: this assignment does not lapse if [EMPLOYER] does not exercise the rights within one year.
4. [EMPLOYEE] shall promptly disclose each invention to [EMPLOYER] and, during and after employment, sign the documents [EMPLOYER] reasonably needs to apply for, register or enforce the rights, at [EMPLOYER]'s expense.
5. [EMPLOYEE] consents, to the extent the law allows such consent, to [EMPLOYER] editing and adapting the works and publishing them without naming [EMPLOYEE].
6. Inventions and works listed in the Schedule, which [EMPLOYEE] made before joining, remain the property of [EMPLOYEE].`,
  },
  {
    id: 'employment-non-solicitation',
    title: 'Non-Solicitation of Employees and Clients',
    category: 'Employment',
    subcategory: 'Restrictive Covenants',
    description:
      'A narrow promise not to poach colleagues or the clients the employee personally dealt with, for a limited period. It is not a non-compete: the employee stays free to work for anyone. Post-employment restraints are tested for reasonableness under section 27 of the Contract Act, so keep the period short.',
    riskLevel: 'Medium',
    applicableLaws: ['Indian Contract Act 1872, s.27', 'Specific Relief Act 1963, s.42'],
    usageCount: 802,
    tags: ['non-solicitation', 'employees', 'clients', 'restrictive covenant', 'employment'],
    lastUpdated: '2026-11-22',
    content: `1. During employment and for [NON-SOLICIT MONTHS] months after it ends, [EMPLOYEE] shall not, directly or through another person, solicit or entice away any employee of [EMPLOYER] with whom [EMPLOYEE] worked in the last twelve months of employment.
2. For the same period, [EMPLOYEE] shall not solicit any client of [EMPLOYER] with whom [EMPLOYEE] personally dealt in the last twelve months of employment, for the purpose of providing services similar to those of [EMPLOYER].
3. Nothing in this clause prevents [EMPLOYEE] from taking up any employment, business or profession, or from dealing with a person who approaches [EMPLOYEE] without having been solicited.
4. The Parties intend this clause to go no further than is reasonably necessary to protect the confidential information and client relationships of [EMPLOYER]; if any part of it is held unenforceable, that part shall be severed and the rest shall continue.`,
  },
  {
    id: 'corporate-tag-drag-along',
    title: 'Tag-Along and Drag-Along Rights',
    category: 'Corporate',
    subcategory: 'Share Transfers',
    description:
      'Lets minority shareholders join a sale by the majority on the same terms, and lets a qualifying majority require everyone to sell to a genuine third-party buyer. The rights bind the company only once written into its Articles of Association.',
    riskLevel: 'Medium',
    applicableLaws: [
      'Companies Act 2013, ss.5 and 58(2)',
      'Foreign Exchange Management Act 1999 (Non-Debt Instruments Rules 2019)',
      'Indian Stamp Act 1899',
    ],
    usageCount: 655,
    tags: ['tag-along', 'drag-along', 'shareholders agreement', 'exit', 'share transfer'],
    lastUpdated: '2026-11-22',
    content: `1. Tag-along. If [MAJORITY SHAREHOLDER] proposes to transfer shares carrying more than [TAG THRESHOLD]% of the voting rights in [COMPANY] to a third party, each other shareholder may require the buyer to purchase the same proportion of its shares at the same price per share and on the same terms. [MAJORITY SHAREHOLDER] shall not complete the transfer unless the buyer does so.
2. Drag-along. If shareholders holding at least [DRAG THRESHOLD]% of the shares accept a bona fide offer from an unrelated buyer for all the shares of [COMPANY], they may require every other shareholder to sell its shares to that buyer at the same price per share and on the same terms, by giving at least [DRAG NOTICE DAYS] days' written notice.
3. A transfer to or from a person resident outside India under this clause shall comply with the pricing and reporting requirements of the Foreign Exchange Management Act, 1999 and the rules under it.
4. The shareholders shall vote to amend the Articles of Association of [COMPANY] to include this clause and, until then, shall exercise their rights so as to give effect to it.`,
  },
  {
    id: 'corporate-reserved-matters',
    title: 'Reserved Matters (Affirmative Vote)',
    category: 'Corporate',
    subcategory: 'Governance',
    description:
      'Lists the decisions the company may take only with the investor’s prior written consent or its nominee director’s vote — new shares, changes to the charter documents, large borrowing, related-party deals. Matters the Companies Act reserves to the board or to a special resolution still go through that process.',
    riskLevel: 'Medium',
    applicableLaws: ['Companies Act 2013, ss.5, 179, 180 and 188', 'Indian Contract Act 1872'],
    usageCount: 543,
    tags: ['reserved matters', 'affirmative vote', 'investor rights', 'board', 'shareholders agreement'],
    lastUpdated: '2026-11-22',
    content: `1. [COMPANY] shall not take, and the shareholders and directors shall not approve, any of the following without the prior written consent of [INVESTOR] or the affirmative vote of its nominee director:
(a) issuing, buying back or reclassifying any shares or securities convertible into shares;
(b) amending the Memorandum or Articles of Association;
(c) borrowing, or giving any guarantee or security, above ₹[BORROWING LIMIT] in aggregate in a financial year;
(d) selling, leasing or otherwise disposing of the whole or substantially the whole of the undertaking;
(e) entering into any transaction with a related party;
(f) any merger, amalgamation, winding up or change in the nature of the business;
(g) approving the annual budget, or departing from it by more than [BUDGET VARIANCE]%.
2. Matters that the Companies Act, 2013 requires to be decided at a meeting of the Board or by special resolution shall be decided in that way, and this clause adds the consent requirement to that process.
3. The shareholders shall cause the Articles of Association to be amended to reflect this clause.`,
  },
]
