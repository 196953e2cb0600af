import { describe, expect, it } from 'vitest'
import type { TemplateId } from '#domain/catalogue/index.ts'
import { VOID_COMPLIANCE_CAP, riskLevel } from '#domain/analysis/index.ts'
import { analyse, edit, fresh, insertBefore, removeClause, ruleCodes } from './analysis.fixtures.ts'

// Issue 18 part 4: each void pattern, repealed citation and dangling reference is edited into
// fresh drafts of several templates; the flag and the score cap are asserted, and lawful
// wording (garden leave, a neutral arbitrator, BNS citations) is left alone.

/** A fresh draft of the template with one clause added before the execution block. */
function withClause(id: TemplateId, clause: string): string {
  return insertBefore(fresh(id).text, /^IN WITNESS WHEREOF/m, `9.9 Additional Terms. ${clause}`)
}

const RESTRAINTS = [
  'The Employee shall not join any competitor for two years after leaving the Company.',
  'The Employee shall not, for a period of 12 months from the Relieving Date, join or be employed by any competitor of the Company.',
  'For a period of 12 months after cessation of employment, the Employee shall not engage in any business competing with the Company.',
  'For a period of 12 months after termination of employment, the Employee shall not, directly or indirectly, join, be employed by, consult for or be associated with any competitor.',
  'The Employee agrees that he will not take up employment with any competitor of the Company within two years of leaving.',
  'The Employee shall not accept any employment with a competitor of the Employer for one year from the date on which he ceases to be employed.',
  'During the notice period and for 12 months after the notice period, the Employee shall not join any competitor.',
  '"Non-Compete Period" means 24 months from the Relieving Date. During the Non-Compete Period the Employee shall not work for any rival of the Employer.',
  // A bar on any other work at all, no competitor named (the cook of the 2026-11-26 review).
  'The Employee must not work for anyone else for 2 years after leaving.',
  'The Employee shall not take up employment with any other person for a period of one year after the termination of this Agreement.',
  'After leaving, the Employee shall not work in any other household in Lucknow for two years.',
]

const ONE_SIDED = [
  {
    clause:
      'Any dispute shall be referred to the sole arbitration of the Managing Director of the Company or any person nominated by him, whose decision shall be final.',
    appointer:
      /by the Managing Director of the Company \(or a person nominated[^)]*\) alone — an officer of the Company/,
  },
  {
    clause: 'Any dispute shall be decided by a sole arbitrator appointed by the Chairman of the Company.',
    appointer: /by the Chairman of the Company alone — an officer of the Company/,
  },
  {
    clause: 'The Company or its nominee shall appoint the sole arbitrator.',
    appointer: /by the Company \(or a person nominated[^)]*\) alone\./,
  },
]

const EMPLOYERS: readonly TemplateId[] = ['employment-contract', 'consultancy-agreement', 'nda-employment']

describe('void post-employment restraints (ICA s.27) cap compliance and make risk High', () => {
  for (const id of EMPLOYERS) {
    const clean = analyse(id, fresh(id).text)
    it.each(RESTRAINTS.map((r) => [r]))(`${id}: %s`, (restraint) => {
      const result = analyse(id, withClause(id, restraint))
      const issue = result.issues.find((i) => i.ruleId === 'post-employment-non-compete')
      expect(issue?.severity).toBe('high')
      expect(issue?.basis).toMatch(/s\.27/)
      expect(result.scores.compliance).toBeLessThanOrEqual(VOID_COMPLIANCE_CAP)
      expect(result.scores.compliance).toBeLessThan(clean.scores.compliance)
      expect(riskLevel(result.scores.risk)).toBe('High')
    })
  }
})

describe('one-sided arbitrator appointment (A&C Act s.12(5); CORE v ECI-SPIC) names who appoints', () => {
  const ids: readonly TemplateId[] = ['service-agreement', 'vendor-agreement', 'software-license']
  for (const id of ids) {
    it.each(ONE_SIDED.map((c) => [c.clause, c.appointer]))(`${id}: %s`, (clause, appointer) => {
      const result = analyse(id, withClause(id, clause))
      const issue = result.issues.find((i) => i.ruleId === 'unilateral-arbitrator')
      expect(issue?.severity).toBe('high')
      expect(issue?.message).toMatch(appointer)
      expect(result.scores.compliance).toBeLessThanOrEqual(VOID_COMPLIANCE_CAP)
      expect(riskLevel(result.scores.risk)).toBe('High')
    })
  }

  it('a panel proposed by one party from which the other must choose is a curated panel of that party', () => {
    const result = analyse(
      'service-agreement',
      withClause(
        'service-agreement',
        'The arbitrator shall be chosen by the Client from a panel of three names proposed by the Service Provider.',
      ),
    )
    const issue = result.issues.find((i) => i.ruleId === 'unilateral-arbitrator')
    expect(issue?.id).toMatch(/^unilateral-arbitrator:curated-panel@/)
    expect(issue?.message).toMatch(/panel drawn up by the Service Provider alone/)
  })

  it('a void restraint and a one-sided arbitrator together score lower still, well under the cap', () => {
    const one = analyse('employment-contract', withClause('employment-contract', RESTRAINTS[0] ?? ''))
    const both = analyse(
      'employment-contract',
      insertBefore(
        withClause('employment-contract', RESTRAINTS[0] ?? ''),
        /^IN WITNESS WHEREOF/m,
        ONE_SIDED[0]?.clause ?? '',
      ),
    )
    expect(both.scores.compliance).toBeLessThan(one.scores.compliance)
    expect(both.scores.compliance).toBeLessThanOrEqual(VOID_COMPLIANCE_CAP)
    expect(both.scores.risk).toBeGreaterThan(one.scores.risk)
  })
})

describe('lawful wording is not flagged', () => {
  const lawful: readonly [TemplateId, string][] = [
    [
      'employment-contract',
      'During the notice period, including any period of garden leave, the Employee shall remain employed and shall not join any competitor.',
    ],
    [
      'employment-contract',
      'During the notice period following his resignation, the Employee shall not join any competitor of the Employer.',
    ],
    [
      'consultancy-agreement',
      'Until the Relieving Date the Consultant shall not be employed by any competitor of the Client.',
    ],
    [
      'nda-employment',
      'After leaving, the Employee shall not disclose Confidential Information to any competitor.',
    ],
    [
      'employment-contract',
      'For 12 months after leaving, the Employee shall not solicit any employee of the Employer to join a competitor.',
    ],
    [
      'employment-contract',
      'The Employee shall not, after the termination of employment, disclose to any other person any Confidential Information.',
    ],
    [
      'employment-contract',
      'During the employment the Employee shall not take up any other employment with any other employer.',
    ],
  ]
  it.each(lawful)('%s: %s', (id, clause) => {
    const result = analyse(id, withClause(id, clause))
    expect(ruleCodes(result, 'post-employment-non-compete')).toEqual([])
    expect(result.scores.compliance).toBeGreaterThan(VOID_COMPLIANCE_CAP)
  })

  it.each([
    [
      'The sole arbitrator shall be appointed by the mutual agreement of the Parties, failing which by the High Court under section 11.',
    ],
    ['The arbitrator shall be chosen from the panel of the Indian Council of Arbitration.'],
    [
      'Each Party shall appoint one arbitrator and the two arbitrators shall appoint the presiding arbitrator.',
    ],
  ])('a neutral arbitrator clause: %s', (clause) => {
    const result = analyse('service-agreement', withClause('service-agreement', clause))
    expect(ruleCodes(result, 'unilateral-arbitrator')).toEqual([])
  })

  it.each([
    ['Misappropriation is criminal breach of trust under section 316 of the Bharatiya Nyaya Sanhita, 2023.'],
    ['Cheating is punishable under section 318 of the BNS (formerly section 420 of the Indian Penal Code).'],
    [
      'A certificate under section 63 of the Bharatiya Sakshya Adhiniyam, 2023 shall accompany each electronic record.',
    ],
    [
      'Either Party may seek anticipatory bail under section 482 of the Bharatiya Nagarik Suraksha Sanhita, 2023.',
    ],
    [
      'Offences committed before 1 July 2024 remain governed by the Indian Penal Code as it stood before that date.',
    ],
    ['The Parties record that FIR No. 45 of 2023 was registered under sections 406 and 420 IPC.'],
    ['Tax is deducted under the Income-tax Act, 2025 (section 194A of the Income-tax Act, 1961).'],
    ["Entries in the books are proved under the Bankers' Books Evidence Act, 1891."],
    ['Boards shall be assembled to IPC 610 class 2 and IPC-A-600.'],
  ])('a current or historical citation: %s', (clause) => {
    const result = analyse('loan-agreement', withClause('loan-agreement', clause))
    expect(ruleCodes(result, 'repealed-law')).toEqual([])
  })
})

describe('repealed statutes cited as current are flagged with their 2023/2025 equivalents', () => {
  const cases: readonly [TemplateId, string, string, RegExp][] = [
    [
      'loan-agreement',
      'Misuse of the Loan is an offence under section 406 of the Indian Penal Code.',
      'ipc',
      /BNS s\.316/,
    ],
    [
      'service-agreement',
      'The Service Provider shall be liable for cheating u/s 420 IPC.',
      'ipc',
      /BNS s\.318/,
    ],
    [
      'employment-contract',
      'Forged documents attract sections 463 and 465 of the Indian Penal Code, 1860.',
      'ipc',
      /BNS s\.336.*official correspondence table/,
    ],
    [
      'vendor-agreement',
      'The Vendor may file a complaint under section 200 of the Code of Criminal Procedure, 1973.',
      'crpc',
      /BNSS s\.223/,
    ],
    [
      'rental-agreement',
      'Electronic records shall be proved by a certificate under section 65B of the Indian Evidence Act, 1872.',
      'evidence-act',
      /BSA s\.63/,
    ],
    [
      'power-of-attorney',
      'This Power of Attorney is presumed genuine under section 85 of the Evidence Act.',
      'evidence-act',
      /BSA s\.84/,
    ],
    [
      'loan-agreement',
      'The Borrower shall deduct tax at source under section 194A of the Income-tax Act, 1961.',
      'income-tax-1961',
      /Income-tax Act, 2025/,
    ],
    [
      'service-agreement',
      'The Client shall deduct tax under section 194J of the Income Tax Act 1961.',
      'income-tax-1961',
      /Income-tax Act, 2025/,
    ],
  ]
  it.each(cases)('%s: %s', (id, clause, code, equivalent) => {
    const clean = analyse(id, fresh(id).text)
    const result = analyse(id, withClause(id, clause))
    expect(ruleCodes(result, 'repealed-law')).toEqual([`repealed-law:${code}`])
    const issue = result.issues.find((i) => i.ruleId === 'repealed-law')
    expect(`${issue?.message} ${issue?.fix}`).toMatch(equivalent)
    expect(issue?.severity).toBe('medium')
    expect(result.scores.compliance).toBeLessThan(clean.scores.compliance)
    // Out of date, not void: no cap.
    expect(result.scores.compliance).toBeGreaterThan(VOID_COMPLIANCE_CAP)
  })
})

describe('dangling cross-references', () => {
  it.each([['employment-contract'], ['rental-agreement'], ['vendor-agreement'], ['software-license']] as [
    TemplateId,
  ][])('%s: deleting the dispute clause leaves "the Clause on Dispute Resolution" dangling', (id) => {
    const { text } = fresh(id)
    expect(text).toContain('the Clause on Dispute Resolution')
    expect(ruleCodes(analyse(id, text), 'cross-references')).toEqual([])
    const result = analyse(id, removeClause(text, 'Dispute Resolution'))
    const issue = result.issues.find((i) => i.ruleId === 'cross-references')
    expect(issue?.message).toMatch(/the Clause on Dispute Resolution is referred to/)
    expect(issue?.line).toBeGreaterThan(0)
  })

  it.each([['employment-contract'], ['franchise-agreement'], ['mutual-nda']] as [TemplateId][])(
    '%s: a reference to a numbered clause is flagged once the clause is deleted',
    (id) => {
      const { text } = fresh(id)
      const clause = /^(\d+\.\d+) ([A-Z][\w' -]+)\.\s/m.exec(text.slice(text.indexOf('\n2. ')))
      if (!clause?.[1] || !clause[2]) throw new Error('no numbered clause')
      const referring = withClause(id, `Clause ${clause[1]} survives the termination of this Agreement.`)
      expect(ruleCodes(analyse(id, referring), 'cross-references')).toEqual([])
      const result = analyse(id, removeClause(referring, clause[2]))
      expect(result.issues.find((i) => i.ruleId === 'cross-references')?.message).toContain(
        `Clause ${clause[1]} is referred to`,
      )
    },
  )

  it.each([
    ['service-agreement', 'Clause 14', 'The Client shall pay as set out in Clause 14.'],
    ['loan-agreement', 'Clause 12.3', 'Clause 12.3(b) survives repayment.'],
    ['consultancy-agreement', 'Schedule III', 'The deliverables are listed in Schedule III.'],
    ['vendor-agreement', 'Annexure B', 'The price list is at Annexure B.'],
  ] as [TemplateId, string, string][])('%s: %s that the document never had', (id, label, clause) => {
    const result = analyse(id, withClause(id, clause))
    expect(ruleCodes(result, 'cross-references')).toEqual(['cross-references:dangling'])
    expect(result.issues.find((i) => i.ruleId === 'cross-references')?.message).toContain(label)
  })

  it('a deleted schedule leaves its references dangling', () => {
    const { text } = fresh('employment-contract')
    expect(text).toContain('broken up as in Schedule I')
    const cut = edit(text, (t) => t.replace(/^SCHEDULE I — [\s\S]*$/m, ''))
    expect(
      analyse('employment-contract', cut).issues.find((i) => i.ruleId === 'cross-references')?.message,
    ).toMatch(/^Schedule I is referred to/)
  })

  it('reads "Schedule 1" and "Annexure-I" as the schedule headed SCHEDULE I', () => {
    const { text } = fresh('employment-contract')
    const result = analyse(
      'employment-contract',
      withClause('employment-contract', 'The break-up in Schedule 1 and Annexure-I is indicative.').replace(
        /^SCHEDULE I — /m,
        'ANNEXURE I\n\nSCHEDULE I — ',
      ),
    )
    expect(text).toMatch(/^SCHEDULE I — /m)
    expect(ruleCodes(result, 'cross-references')).toEqual([])
    const missing = analyse('employment-contract', withClause('employment-contract', 'See Schedule 2.'))
    expect(missing.issues.find((i) => i.ruleId === 'cross-references')?.message).toMatch(
      /^Schedule 2 is referred to/,
    )
  })

  it("does not flag another instrument's or a statute's clauses and schedules", () => {
    const result = analyse(
      'rental-agreement',
      withClause(
        'rental-agreement',
        'Clause 14 of the Lease Deed dated 1 April 2020 is superseded, and duty is paid under Article 5 of Schedule I to the Indian Stamp Act, 1899 and Schedule VII to the Companies Act, 2013.',
      ),
    )
    expect(ruleCodes(result, 'cross-references')).toEqual([])
  })
})
