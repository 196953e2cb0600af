import fc from 'fast-check'
import { interpretRequest } from '#domain/assistant/index.ts'
import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  formatAmount,
  formatRupees,
  groupIndian,
  numberInWords,
} from '#domain/shared/money.ts'
import {
  amountFromWords,
  annotateAmounts,
  findWrittenAmounts,
  parseAmount,
} from '#domain/shared/written-amounts.ts'

const rupees = (n: number) => n * 100

describe('parseAmount: every written form to exact paise', () => {
  it.each([
    // Figures, grouped the Indian or the Western way, with and without a currency mark.
    ['₹3,20,000', rupees(3_20_000)],
    ['3,20,000/-', rupees(3_20_000)],
    ['Rs. 3,20,000/-', rupees(3_20_000)],
    ['1,00,000', rupees(1_00_000)],
    ['10,00,00,000', rupees(10_00_00_000)],
    ['100,000', rupees(1_00_000)],
    ['Rs. 45,000', rupees(45_000)],
    ['Rs 45,000 only', rupees(45_000)],
    ['₹ 45,000.00', rupees(45_000)],
    ['INR 45000', rupees(45_000)],
    ['45000 rupees', rupees(45_000)],
    ['₹1,234.50', 1_234_50],
    ['₹0.75', 75],
    // Units: k, thousand, lakh / lac / l, crore / cr — with decimals kept, never cut at the point.
    ['Rs 45k', rupees(45_000)],
    ['45K', rupees(45_000)],
    ['2.5k', rupees(2_500)],
    ['45 thousand', rupees(45_000)],
    ['3.2 lakh', rupees(3_20_000)],
    ['0.5 lakh', rupees(50_000)],
    ['1.25 lakhs', rupees(1_25_000)],
    ['2 lacs', rupees(2_00_000)],
    ['2.5L', rupees(2_50_000)],
    ['Rs. 3.2 lakh', rupees(3_20_000)],
    ['INR 1.5 crore', rupees(1_50_00_000)],
    ['1.5 cr', rupees(1_50_00_000)],
    ['1.5 Cr.', rupees(1_50_00_000)],
    ['2.75 crore', rupees(2_75_00_000)],
    ['1 crore 20 lakh', rupees(1_20_00_000)],
    ['1 crore and 20 lakh', rupees(1_20_00_000)],
    // Words, with "and", hyphens, currency words before or after, and paise.
    ['three lakh twenty thousand', rupees(3_20_000)],
    ['Three Lakh Twenty Thousand rupees', rupees(3_20_000)],
    ['forty-five thousand rupees', rupees(45_000)],
    ['forty five thousand', rupees(45_000)],
    ['Rupees Forty-Five Thousand only', rupees(45_000)],
    ['Rs. fifty thousand', rupees(50_000)],
    ['two hundred and fifty rupees', rupees(250)],
    ['one lakh and twenty-five thousand', rupees(1_25_000)],
    ['one crore twenty lakh', rupees(1_20_00_000)],
    ['ten crore', rupees(10_00_00_000)],
    ['Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise only', 1_234_50],
    ['ten rupees and five paise', 10_05],
    ['Fifty Paise only', 50],
    ['One Lakh Crore', rupees(1_00_000 * 1_00_00_000)],
    ['one thousand rupees', rupees(1_000)],
  ])('%s → %i paise', (text, paise) => {
    expect(parseAmount(text)).toBe(paise)
  })

  it.each([
    [''],
    ['lakh'],
    ['five'], // a lone small word is a slip, not five rupees
    ['three months'],
    ['five twenty'],
    ['twelve three thousand'],
    ['lakh lakh'],
    ['one crore two crore'],
    ['two lakh three lakh'],
    ['1,2'],
    ['10.555'],
    ['-500'],
    ['5 million'],
    ['01-04-2027'],
    ['fifty-five paise and'],
    ['one hundred paise'], // paise are below a hundred
    ['hundred'],
  ])('%j is not an amount', (text) => {
    expect(parseAmount(text)).toBeNull()
  })
})

describe('findWrittenAmounts: the rule for bare numbers in free text', () => {
  const amounts = (text: string) => findWrittenAmounts(text).map((a) => [a.text, a.paise])

  it('reads amounts with a currency mark, a unit, `/-` or comma grouping, keeping the decimals', () => {
    expect(amounts('He will pay me 3.2 lakh in two instalments of Rs 1.6 lakh each')).toEqual([
      ['3.2 lakh', rupees(3_20_000)],
      ['Rs 1.6 lakh', rupees(1_60_000)],
    ])
    expect(amounts('rent Rs 45k, deposit 1,35,000/- and a fee of forty-five thousand rupees')).toEqual([
      ['Rs 45k', rupees(45_000)],
      ['1,35,000/-', rupees(1_35_000)],
      ['forty-five thousand rupees', rupees(45_000)],
    ])
    expect(amounts('45 thousand rupees and fifty paise, then ₹2,000 and 5 paise')).toEqual([
      ['45 thousand rupees and fifty paise', 45_000_50],
      ['₹2,000 and 5 paise', 2_000_05],
    ])
  })

  it('leaves phone numbers, PIN codes, dates, years, counts and measures alone', () => {
    for (const text of [
      'call me on 9876543210',
      'Baner, Pune 411045',
      'from 01-04-2027 to 31/03/2028',
      'signed in 2026',
      'for 11 months',
      'a 1,200 sq ft flat',
      'flat no. 1,204',
      'twenty thousand square feet',
      'one of the two parties',
      'twelve months',
    ])
      expect(amounts(text), text).toEqual([])
  })

  it('writes each amount the way documents do, without touching one already in words', () => {
    expect(annotateAmounts('She will pay 3.2 lakh by 1st May')).toBe(
      'She will pay ₹3,20,000 (Rupees Three Lakh Twenty Thousand only) by 1st May',
    )
    expect(annotateAmounts('Plot area 2,400; price 3,20,000/-')).toBe(
      'Plot area 2,400; price ₹3,20,000 (Rupees Three Lakh Twenty Thousand only)',
    )
    expect(annotateAmounts('He will pay her 3,20,000 for the cow')).toBe(
      'He will pay her ₹3,20,000 (Rupees Three Lakh Twenty Thousand only) for the cow',
    )
    expect(annotateAmounts('Rs 45k a month')).toBe('₹45,000 (Rupees Forty-Five Thousand only) a month')
    expect(annotateAmounts('₹3,20,000 (Rupees Three Lakh Twenty Thousand only)')).toBe(
      '₹3,20,000 (Rupees Three Lakh Twenty Thousand only)',
    )
  })

  it('reads a grouped figure as rupees where it is a price or names a payment, without a money word before it', () => {
    expect(annotateAmounts('the party on 1st March 2027 for 25,000 with 5,000 advance')).toBe(
      'the party on 1st March 2027 for ₹25,000 (Rupees Twenty-Five Thousand only) with ₹5,000 (Rupees Five Thousand only) advance',
    )
    expect(annotateAmounts('the tractor for the season for 15,000; he will return it')).toBe(
      'the tractor for the season for ₹15,000 (Rupees Fifteen Thousand only); he will return it',
    )
    expect(annotateAmounts('a room for 11 months, 24,000 deposit')).toBe(
      'a room for 11 months, ₹24,000 (Rupees Twenty-Four Thousand only) deposit',
    )
    // A count, an area, a flat number, a date or a year after "for" stays as written.
    for (const text of [
      'tents for 1,200 guests',
      'a hall for 2,400 sq ft',
      'for flat no. 1,204, Pune',
      'for 01-03-2027, with music',
      'for 2027, with music',
      'for 411038, Pune',
      'the 2,400 advance bookings of the hall',
    ])
      expect(annotateAmounts(text), text).not.toMatch(/₹/)
  })
})

// Amounts up to 1,000 crore in paise, weighted to the lakh and crore boundaries where grouping changes.
const boundary = fc.constantFrom(1_000, 1_00_000, 10_00_000, 1_00_00_000, 10_00_00_000, 100_00_00_000)
const paise = fc.oneof(
  fc.integer({ min: 1, max: 1_000_00_00_000_00 }),
  fc
    .tuple(boundary, fc.integer({ min: -3, max: 3 }), fc.integer({ min: 0, max: 99 }))
    .map(([r, d, p]) => Math.max(1, (r + d) * 100 + p)),
  fc.integer({ min: 1, max: 9_99_99_999 }).map((r) => r * 100),
)

describe('round trips (property tests)', () => {
  it('figures: formatRupees → parseAmount gives back the same paise', () => {
    fc.assert(fc.property(paise, (p) => parseAmount(formatRupees(p)) === p))
  })

  it('words: amountInWords → parseAmount gives back the same paise', () => {
    fc.assert(fc.property(paise, (p) => parseAmount(amountInWords(p)) === p))
  })

  it('the document form, `₹… (Rupees … only)`, inside a sentence is read once, as the amount it states', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const found = findWrittenAmounts(`The Buyer shall pay ${formatAmount(p)} on signing.`)
        return found.length === 1 && found[0]!.paise === p
      }),
    )
  })

  it('lakh and crore written as decimals are exact: x.y lakh → x,y0,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const decimal = `${whole}.${String(hundredths).padStart(2, '0')}`
        const lakh = (whole * 100 + hundredths) * 1_000 * 100
        return parseAmount(`${decimal} lakh`) === lakh && parseAmount(`${decimal} crore`) === lakh * 100
      }),
    )
  })

  it('Indian grouping: digits grouped in twos above the thousands, and words in lakh and crore', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 9_99_99_99_999 }), (n) => {
        const grouped = groupIndian(n)
        return (
          /^\d{1,2}(,\d{2})*,\d{3}$/.test(grouped) &&
          grouped.replace(/,/g, '') === String(n) &&
          amountFromWords(numberInWords(n)) === n * 100
        )
      }),
    )
  })

  it('round-trips the lakh/crore edges exactly', () => {
    for (const r of [99_999, 1_00_000, 1_00_001, 99_99_999, 1_00_00_000, 1_00_00_001]) {
      expect(parseAmount(formatAmount(r * 100).split(' (')[0]!)).toBe(r * 100)
      expect(parseAmount(amountInWords(r * 100))).toBe(r * 100)
    }
  })
})

describe('hostile text', () => {
  it('reads long runs of number words or repeated units in linear time (quadratic took 15 s here)', () => {
    const started = performance.now()
    expect(findWrittenAmounts('one '.repeat(20_000))).toEqual([])
    expect(findWrittenAmounts('1 lakh '.repeat(20_000)).length).toBeLessThanOrEqual(1)
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})

describe("the chat's reading of a free-text request", () => {
  const custom = (text: string) => {
    const reading = interpretRequest(`Custom agreement: ${text}`, {
      today: { year: 2026, month: 11, day: 26 },
    })
    if (reading.kind !== 'custom') throw new Error(`read as ${reading.templateId}`)
    return reading
  }

  it('keeps an amount with a decimal point or "Rs." inside one obligation', () => {
    const reading = custom(
      'Suresh Patil will pay Anita Rao 3.2 lakh for her cow. Anita Rao will pay Rs. 4,500 p.m. for fodder.',
    )
    expect(reading.obligations).toEqual([
      'Suresh Patil will pay Anita Rao 3.2 lakh for her cow',
      'Anita Rao will pay Rs. 4,500 p.m. for fodder',
    ])
    expect(reading.amounts).toEqual(['₹3,20,000', '₹4,500 per month'])
  })

  it('reads a long amount in words whole, not only up to its first unit', () => {
    expect(
      custom('Ravi Kumar will pay Meena Joshi one lakh twenty-five thousand five hundred rupees').amounts,
    ).toEqual(['₹1,25,500'])
    expect(custom('Ravi Kumar will pay Meena Joshi three lakh twenty thousand by June').amounts).toEqual([
      '₹3,20,000',
    ])
  })
})

describe("template money fields read from a request's words", () => {
  it.each([
    [
      'Rent my flat in Pune to Ravi Kumar for 11 months, rent Rs 45k pm, deposit 1.35 lakh',
      'rental-agreement',
      { monthlyRent: '₹45,000', securityDeposit: '₹1,35,000' },
    ],
    [
      'I want to sell my flat in Mumbai to Anil Mehta for 1.5 cr',
      'property-sale',
      { salePrice: '₹1,50,00,000' },
    ],
    [
      'Offer letter for Priya Nair as Senior Engineer at CTC 12.5 LPA',
      'offer-letter',
      { salary: '₹12,50,000' },
    ],
    [
      'Loan agreement: I am lending my friend Rohit Sharma three lakh fifty thousand rupees repayable in 12 months',
      'loan-agreement',
      { loanAmount: '₹3,50,000' },
    ],
    [
      'Rent my shop to Kiran for ₹ 45,000.00 a month with deposit 3,20,000/-',
      'rental-agreement',
      { monthlyRent: '₹45,000', securityDeposit: '₹3,20,000' },
    ],
  ])('%s', (text, templateId, amounts) => {
    const reading = interpretRequest(text, { today: { year: 2026, month: 11, day: 26 } })
    expect(reading).toMatchObject({ kind: 'template', templateId, details: amounts })
  })
})
