import { describe, expect, it } from 'vitest'
import { clauseOf, draftedFreeText } from '#tests/support/free-text.ts'
import { extractDetails, interpretRequest, respondToChat } from '#domain/assistant/index.ts'
import { findAmounts } from '#domain/assistant/extract/index.ts'
import { partiesIn } from '#domain/assistant/interpret/custom.ts'
import { partPaymentTerms } from '#domain/assistant/rules/part-payment.ts'

// Issue 18, the plain-request corpus's todo rows as classes: each reading is tested on
// wordings other than the corpus row's, and on what it must not read.

const NOW = new Date('2026-11-26T10:00:00Z')
const SELF = 'Priya Sharma'

const drafted = (text: string) => draftedFreeText(text, SELF, NOW)
const clause = clauseOf

describe('a price without a money word', () => {
  it('drafts "for 40,000 with 10,000 advance" as rupees in a custom agreement', () => {
    const { content } = drafted(
      'We are booking Lotus Decorators to decorate our hall on 12th March 2027 for 40,000 with 10,000 advance.',
    )
    expect(content).toContain(
      'for ₹40,000 (Rupees Forty Thousand only) with ₹10,000 (Rupees Ten Thousand only) advance',
    )
    // The date stays a date.
    expect(content).not.toMatch(/₹2,027|₹12\b/)
  })
})

describe('the payee named after "pay"', () => {
  it.each([
    ['I will pay Meera Iyer 20k a month to keep my accounts.', 'Meera Iyer'],
    ['I paid Ravi Kumar 5,000 advance to repair my bike; he will finish it by Friday.', 'Ravi Kumar'],
  ])('%s', (text, payee) => {
    expect(partiesIn(text, SELF)).toEqual([SELF, payee])
  })

  it('takes no party from "pay" followed by what is paid', () => {
    expect(partiesIn('I will pay GST on the fee and Rs 500 for the stamp paper.', SELF)).toEqual([SELF])
  })
})

describe('the borrower who "needs" the money', () => {
  it.each([
    [
      'My cousin Neha Rao needs 2 lakh for her studies; I will lend it and she will repay 20,000 a month.',
      'Neha Rao',
      '₹2,00,000',
    ],
    ['Arjun Shah has asked me for 50,000; I will lend it to him for six months.', 'Arjun Shah', '₹50,000'],
  ])('%s', (text, borrower, principal) => {
    const { details } = extractDetails('loan-agreement', text, { self: SELF })
    expect(details).toMatchObject({ lenderName: SELF, borrowerName: borrower, loanAmount: principal })
  })

  it('leaves the borrower to be confirmed when the one who needs it is the writer', () => {
    const { details } = extractDetails('loan-agreement', 'I need 2 lakh and Ravi Kumar will lend it to me.', {
      self: SELF,
    })
    expect(details.borrowerName).not.toBe('Ravi Kumar')
  })
})

describe('a household worker named after a place, and a restraint after leaving', () => {
  const text =
    'I want to hire a driver for my father in Pune, Ramesh Pawar, at 15,000 a month, and he should not work anywhere else for six months after he leaves.'

  it('names the worker as the party and leaves the restraint out of the draft, saying why (s.27)', () => {
    expect(partiesIn(text, SELF)).toEqual([SELF, 'Ramesh Pawar'])
    const { resolved, agreement, content } = drafted(text)
    expect(agreement.title).toBe('Domestic Service Agreement')
    expect(agreement.parties.map((p) => p.name)).toEqual([SELF, 'Ramesh Pawar'])
    expect(resolved.ok && resolved.notes.join(' ')).toMatch(/Not drafted: .*section 27/)
    expect(agreement.reviewFlags.some((f) => /^Not drafted .*section 27/.test(f.message))).toBe(true)
    // Neither a clause nor the recital quoting the request records the void term.
    expect(content).not.toContain('anywhere else')
    expect(content).toContain('Ramesh Pawar, at ₹15,000 (Rupees Fifteen Thousand only) a month".')
  })

  it('the chat says so too', () => {
    const reply = respondToChat([], text, new Date('2026-12-01T04:30:00Z')).reply
    expect(reply).toMatch(/Not drafted — "[^"]*should not work anywhere else[^"]*": .*section 27/)
    expect(reply).toContain('Ramesh Pawar')
  })
})

describe('a Hinglish letting', () => {
  it('reads "ko … kiraye pe de rahi hoon" as letting, with the tenant, the rent "mahina" and the place before "mein"', () => {
    const reading = interpretRequest(
      'Mera flat Kothrud, Pune mein Amit Joshi ko 11 mahine ke liye 25,000 mahina kiraye pe de rahi hoon, deposit 50,000.',
      { self: SELF },
    )
    expect(reading.kind === 'template' && reading.templateId).toBe('rental-agreement')
    expect(reading.kind === 'template' && reading.details).toMatchObject({
      landlordName: SELF,
      tenantName: 'Amit Joshi',
      propertyAddress: 'Flat in Kothrud, Pune',
      monthlyRent: '₹25,000',
      securityDeposit: '₹50,000',
      leasePeriod: '11',
    })
  })

  it('reads "kiraye pe le raha hoon" as taking on rent', () => {
    const { details } = extractDetails(
      'rental-agreement',
      'Main Andheri, Mumbai mein ek flat kiraye pe le raha hoon, kiraya 20,000 mahina.',
      { self: SELF },
    )
    expect(details).toMatchObject({ tenantName: SELF, monthlyRent: '₹20,000' })
    expect(details.landlordName).toBeUndefined()
  })

  it('reads a sum before "mahina" as so much a month, and "11 mahine" as no money', () => {
    expect(findAmounts('30,000 mahina')).toMatchObject([{ paise: 30_000_00, period: 'month' }])
    expect(findAmounts('11 mahine ke liye')).toEqual([])
    expect(findAmounts('1,200 mahine')).toEqual([])
  })
})

describe('a goods sale: who sells, who buys, and a price paid in parts', () => {
  it('takes the named subject of "will sell" as the seller and "to me" as the buyer', () => {
    const { details } = extractDetails(
      'goods-sale',
      'Suresh Nair will sell his Bajaj Pulsar bike to me for 80,000 rupees, 30,000 now and the balance by 31 March 2027.',
      { self: SELF },
    )
    expect(details).toMatchObject({
      sellerName: 'Suresh Nair',
      buyerName: SELF,
      salePrice: '₹80,000',
      paymentTerms:
        '₹30,000 on the signing of this Agreement and the balance of ₹50,000 on or before 31/03/2027',
    })
    // The balance's date is not the delivery date.
    expect(details.deliveryDate).toBeUndefined()
  })

  it('takes "is buying … from me" as the writer selling', () => {
    const { details } = extractDetails(
      'goods-sale',
      'Vikas Jain is buying my laptop from me for 40,000 rupees, 5,000 advance, balance on delivery.',
      { self: SELF },
    )
    expect(details).toMatchObject({
      sellerName: SELF,
      buyerName: 'Vikas Jain',
      paymentTerms: '₹5,000 on the signing of this Agreement and the balance of ₹35,000 on delivery',
    })
  })

  it.each([
    [
      '20,000 now and the rest in 2 months',
      60_000_00,
      '₹20,000 on the signing of this Agreement and the balance of ₹40,000 within 2 (two) months of the signing of this Agreement',
    ],
    [
      '10,000 advance and the rest after 3 months',
      50_000_00,
      '₹10,000 on the signing of this Agreement and the balance of ₹40,000 on the expiry of 3 (three) months from the signing of this Agreement',
    ],
    [
      '2,000 now and the rest later',
      12_000_00,
      '₹2,000 on the signing of this Agreement and the balance of ₹10,000 on [TO BE CONFIRMED: the date by which the balance is paid]',
    ],
  ])('reads "%s"', (words, price, terms) => {
    expect(partPaymentTerms(words, price)).toBe(terms)
  })

  it.each([
    ['paid in full on delivery', 60_000_00],
    ['60,000 now and the rest in 2 months', 60_000_00],
    ['he will pay 20,000 per month', 60_000_00],
  ])('reads no parts in "%s"', (words, price) => {
    expect(partPaymentTerms(words, price)).toBeUndefined()
  })

  it('drafts the parts into the payment clause, and flags when delivery falls', () => {
    const { agreement } = drafted(
      'I am selling my sewing machine to Rekha Das for 12,000 rupees, she will pay 2,000 now and the rest in 1 month.',
    )
    expect(agreement.templateId).toBe('goods-sale')
    expect(clause(agreement, 'payment')?.text).toMatch(
      /^The Buyer shall pay the Sale Price in parts: ₹2,000 \(Rupees Two Thousand only\) on the signing of this Agreement and the balance of ₹10,000 \(Rupees Ten Thousand only\) within 1 \(one\) month of the signing of this Agreement, each by bank transfer/,
    )
    expect(clause(agreement, 'payment')?.text).toContain('need not pay the balance unless')
    expect(agreement.reviewFlags.some((f) => f.id === 'delivery-before-balance')).toBe(true)
  })

  it('keeps payment in full when the words do not split the price', () => {
    const { agreement } = drafted('I am selling my Activa scooter to Rahul Jain for 45,000 rupees.')
    expect(clause(agreement, 'payment')?.text).toMatch(
      /^The Buyer shall pay the Sale Price in full on or before/,
    )
    expect(agreement.reviewFlags.some((f) => f.id === 'delivery-before-balance')).toBe(false)
  })
})

describe('web development "for me"', () => {
  it('places the named builder as developer and the writer as client, with the work as the scope', () => {
    const { details } = extractDetails(
      'web-development',
      'Sneha Kapoor will build a booking app for me for 60,000 rupees in 6 weeks; any dispute goes to an arbitrator appointed by both of us.',
      { self: SELF },
    )
    expect(details).toMatchObject({
      developer: 'Sneha Kapoor',
      client: SELF,
      projectScope: 'Booking app',
      cost: '₹60,000',
    })
  })
})

describe('a lease deed given a monthly rent', () => {
  it('counts the annual rent from the monthly sum and says so', () => {
    const reading = interpretRequest(
      'I am leasing my showroom in Andheri, Mumbai to Kiran Shah for 3 years at 60,000 per month.',
      { self: SELF },
    )
    expect(reading.kind === 'template' && reading.templateId).toBe('lease-deed')
    expect(reading.kind === 'template' && reading.details.annualRent).toBe('₹7,20,000')
    expect(reading.kind === 'template' && reading.notes).toContain(
      'Annual Rent: ₹60,000 a month × 12 = ₹7,20,000 a year.',
    )
  })
})
