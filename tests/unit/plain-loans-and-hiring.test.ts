import { describe, expect, it } from 'vitest'
import { clauseOf, draftedFreeText } from '#tests/support/free-text.ts'
import { interpretRequest, respondToChat } from '#domain/assistant/index.ts'
import { findAmounts } from '#domain/assistant/extract/index.ts'
import { formatRupees } from '#domain/shared/money.ts'

// Issue 18, class 2 (the right instrument): a plain loan is drafted on the loan agreement
// with its figures filled in; work in a household is a domestic service agreement (no
// catalogue template fits it), an establishment's hire the Employment Contract.

const NOW = new Date('2026-11-26T10:00:00Z')
const SELF = 'Vikram Malhotra'

const drafted = (text: string) => draftedFreeText(text, SELF, NOW)
const clause = clauseOf

describe('plain loans go to the loan agreement', () => {
  const LOANS: ReadonlyArray<[string, string, string]> = [
    [
      'I am lending my cousin Rakesh Sharma 2.5 lakh, he will repay 10,000 every month from 1st January 2027. We both live in Jaipur.',
      'Rakesh Sharma',
      '₹2,50,000',
    ],
    [
      'I lent my friend Ajay Kumar 1 lakh, he will pay it back at 20,000 per month from 01-02-2027.',
      'Ajay Kumar',
      '₹1,00,000',
    ],
    [
      'I am lending 50,000 to my colleague Farhan Ali, he will repay it in instalments.',
      'Farhan Ali',
      '₹50,000',
    ],
    [
      'Mai apne bhai Sunil Verma ko 3 lakh udhaar de raha hoon, woh 15,000 har mahine lautayega.',
      'Sunil Verma',
      '₹3,00,000',
    ],
    [
      'I am lending Meera Joshi Rs. 80,000/- and she will repay 8,000 monthly from 5th March 2027.',
      'Meera Joshi',
      '₹80,000',
    ],
  ]
  it.each(LOANS)('%s', (text, borrower, principal) => {
    const { resolved, agreement, content } = drafted(text)
    expect(agreement.templateId).toBe('loan-agreement')
    expect(agreement.parties.map((p) => p.name)).toEqual([SELF, borrower])
    expect(content).toContain(`the principal sum of ${principal}`)
    expect(interpretRequest(text, { self: SELF }).kind).toBe('template')
    // No interest named: drafted interest-free, and the reply says so and why.
    expect(content).toContain('The Loan is interest-free')
    expect(resolved.ok && resolved.notes.join(' ')).toMatch(
      /none was named, so the loan is drafted interest-free/,
    )
  })

  it('counts the instalments from the principal and the periodic sum, with the last due date', () => {
    const { content, resolved } = drafted(LOANS[0]?.[0] ?? '')
    expect(content).toContain('in 25 (twenty-five) monthly instalments of principal of ₹10,000')
    expect(content).toContain('The first instalment falls due on 1 January 2027')
    expect(content).toContain('the last on 1 January 2029')
    expect(resolved.ok && resolved.notes.join(' ')).toContain('is 25 monthly instalments')
  })

  it('adds the instalments up to the principal for any principal and monthly sum', () => {
    for (const [lakh, each] of [
      [2.9, 12_000],
      [1, 7_000],
      [0.45, 4_500],
      [12.5, 1_00_000],
      [3.33, 25_000],
    ] as const) {
      const principal = Math.round(lakh * 1_00_000)
      const text = `I am lending my friend Kiran Rao ${lakh} lakh, she will repay ${each.toLocaleString('en-IN')} every month from 1st April 2027.`
      const repayment = clause(drafted(text).agreement, 'repayment')?.text ?? ''
      const n = Math.ceil(principal / each)
      const last = principal - each * (n - 1)
      expect(repayment, text).toContain(`in ${n} (`)
      expect(repayment, text).toContain(`of ${formatRupees(each * 100)} (`)
      if (last !== each) expect(repayment, text).toContain(`the last, which is ${formatRupees(last * 100)} (`)
    }
  })

  it('leaves the rate to be confirmed when interest is named without one, and uses a rate that is named', () => {
    const open = drafted(
      'I lent my friend Ajay Kumar 1 lakh with interest, he will pay back 20,000 every month.',
    )
    expect(open.content).toMatch(/"Interest Rate" means \[TO BE CONFIRMED: Interest Rate/)
    expect(open.content).not.toContain('The Loan is interest-free')
    const rated = drafted(
      'I lent my friend Ajay Kumar 1 lakh at 9% interest, he will pay back 20,000 every month.',
    )
    expect(rated.content).toContain('9% (9 per cent) per annum')
  })
})

describe('hiring a person', () => {
  const HOUSEHOLD: ReadonlyArray<[string, string, string]> = [
    [
      'I want to hire a cook, Sunita Devi, for 12,000 a month; she must not work for anyone else for 2 years after leaving. I live in Lucknow.',
      'cook',
      '₹12,000',
    ],
    [
      'My maid Lakshmi will cook and clean at my home in Hyderabad for 12,000 a month; either of us can end it with one month notice.',
      'maid',
      '₹12,000',
    ],
    ['I need a driver, Raju Yadav, for my family car in Delhi at 18,000 per month.', 'driver', '₹18,000'],
    ['We are keeping a nanny, Mary Thomas, for our baby at 15k per month in Kochi.', 'nanny', '₹15,000'],
    ['Mera mali Mohan Lal will look after my garden in Jaipur for 6,000 a month.', 'mali', '₹6,000'],
  ]
  it.each(HOUSEHOLD)('%s', (text, worker, wage) => {
    const { resolved, agreement, content } = drafted(text)
    expect(agreement.templateId).toBe('custom')
    expect(agreement.title).toBe('Domestic Service Agreement')
    expect(resolved.ok && resolved.instrumentNote).toMatch(
      new RegExp(`^A ${worker} working for your household .* not the Employment Contract`),
    )
    for (const id of [
      'domestic-duties',
      'domestic-hours',
      'domestic-rest-and-leave',
      'domestic-wages',
      'domestic-notice',
    ])
      expect(clause(agreement, id), id).toBeDefined()
    expect(clause(agreement, 'domestic-wages')?.text).toContain(`wages of ${wage} (`)
    // The contractor's "subject matter" and the restated hire are not clauses of a service.
    expect(clause(agreement, 'subject-matter')).toBeUndefined()
    expect(content).not.toMatch(/Obligation \d+\. To hire/)
    expect(content).toContain('[TO BE CONFIRMED: the daily working hours]')
  })

  it('does not pass personal service to heirs, and asks the worker for any identity document, not a PAN', () => {
    for (const [text] of HOUSEHOLD) {
      const { agreement } = drafted(text)
      const [household, worker] = agreement.parties
      expect(worker?.description, text).toContain('engaged to serve in person, so that no right or duty')
      expect(worker?.description, text).not.toMatch(/legal heirs|holding PAN/)
      expect(worker?.description, text).toMatch(
        /identity document of .* \(PAN if any, voter ID, or an Aadhaar with its number masked\)/,
      )
      expect(household?.description, text).toContain('legal heirs')
    }
  })

  it('says so in one sentence when the words named the Employment Contract for a household worker', () => {
    const { resolved, agreement } = drafted(
      'I need an employment contract for my cook Sunita Devi at 12,000 a month in Lucknow.',
    )
    expect(agreement.title).toBe('Domestic Service Agreement')
    expect(resolved.ok && resolved.instrumentNote).toMatch(
      /^You asked for an Employment Contract, but a cook working for your household is engaged by a domestic service agreement/,
    )
  })

  it('uses the notice the words state', () => {
    const { agreement } = drafted(HOUSEHOLD[1]?.[0] ?? '')
    expect(clause(agreement, 'domestic-notice')?.text).toContain('written notice of 1 (one) month')
  })

  it.each([
    [
      'I want to hire Ravi Kumar as an accountant for my shop in Indore at 25,000 a month from 1st January 2027.',
      'Ravi Kumar',
      'Accountant',
    ],
    [
      'We are hiring Neha Gupta as a receptionist at our clinic in Pune for 18,000 per month.',
      'Neha Gupta',
      'Receptionist',
    ],
  ])('an establishment hire is an Employment Contract: %s', (text, employee, position) => {
    const { resolved, agreement } = drafted(text)
    expect(agreement.templateId).toBe('employment-contract')
    expect(resolved.ok && resolved.request.details).toMatchObject({ employeeName: employee, position })
    expect(resolved.ok && resolved.instrumentNote).toBeFalsy()
  })
})

describe('money in loan words', () => {
  it.each([
    ['she will repay 8,000 monthly', 8_000_00, 'month'],
    ['he will repay 12,000 yearly', 12_000_00, 'year'],
    ['I owe my friend Sameer Das 40,000', 40_000_00, undefined],
    ['I am lending Deepa 60,000', 60_000_00, undefined],
  ])('%s', (text, paise, period) => {
    const [amount] = findAmounts(text)
    expect(amount?.paise).toBe(paise)
    expect(amount?.period).toBe(period)
  })

  it('does not take a duration for money', () => {
    expect(findAmounts('for 11 months')).toEqual([])
    expect(findAmounts('repay over 1,000 months')).toEqual([])
  })
})

describe('the chat says the same', () => {
  const reply = (text: string) => respondToChat([], text, new Date('2026-12-01T04:30:00Z')).reply

  it('drafts a plain loan on the loan agreement, saying how it read the interest and the instalments', () => {
    const text = reply(
      'I am lending my cousin Rakesh Sharma 2.5 lakh, he will repay 10,000 every month from 1st January 2027. We both live in Jaipur.',
    )
    expect(text).toMatch(/^I can draft a Loan Agreement/)
    expect(text).toContain('Repayment Schedule: 25 monthly instalments of ₹10,000 each from 01/01/2027')
    expect(text).toContain('none was named, so the loan is drafted interest-free')
  })

  it('names the domestic service agreement and leaves the void restraint out, saying why', () => {
    const text = reply(
      'I want to hire a cook, Sunita Devi, for 12,000 a month; she must not work for anyone else for 2 years after leaving. I live in Lucknow.',
    )
    expect(text).toMatch(/^A cook working for your household is engaged by a domestic service agreement/)
    expect(text).toMatch(
      /Not drafted — "she must not work for anyone else for 2 years after leaving\.?": .*section 27/,
    )
    expect(text).not.toMatch(/Obligations so far:[\s\S]*must not work/)
  })
})
