import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  formatAmount,
  formatRupees,
  groupIndian,
  numberInWords,
  parseRupees,
} from '#domain/shared/money.ts'
import { annotateAmounts } from '#domain/shared/written-amounts.ts'

const rupees = (n: number) => n * 100

describe('parseRupees', () => {
  it.each([
    ['0', 0],
    ['1', rupees(1)],
    ['99', rupees(99)],
    ['25000', rupees(25_000)],
    ['25,000', rupees(25_000)],
    ['₹25,000', rupees(25_000)],
    ['₹ 25,000', rupees(25_000)],
    ['Rs. 30,000', rupees(30_000)],
    ['Rs 30000/-', rupees(30_000)],
    ['rs.30,000', rupees(30_000)],
    ['INR 5,000.00', rupees(5_000)],
    ['5000 INR', rupees(5_000)],
    ['₹1,00,000', rupees(1_00_000)],
    ['1,00,000', rupees(1_00_000)],
    ['100,000', rupees(1_00_000)],
    ['12,34,56,789.50', 12_34_56_789_50],
    ['123,456,789.5', 12_34_56_789_50],
    ['1.5 lakh', rupees(1_50_000)],
    ['1.5 lakhs', rupees(1_50_000)],
    ['2 lac', rupees(2_00_000)],
    ['15 lacs', rupees(15_00_000)],
    ['2 crore', rupees(2_00_00_000)],
    ['2 crores', rupees(2_00_00_000)],
    ['2.25 cr', rupees(2_25_00_000)],
    ['₹2 Crore', rupees(2_00_00_000)],
    ['1 crore 20 lakh', rupees(1_20_00_000)],
    ['1 crore and 20 lakh', rupees(1_20_00_000)],
    ['10k', rupees(10_000)],
    ['25 thousand', rupees(25_000)],
    ['Rupees 500 only', rupees(500)],
    ['0.50', 50],
    ['₹1.23456 crore', rupees(1_23_45_600)],
    ['1 crore 20 lakh 500', rupees(1_20_00_500)],
  ])('%s → %i paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise)
  })

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['-500'],
    ['₹'],
    ['1,2'],
    ['12,34'],
    ['1,00,00'],
    ['10.555'],
    ['1000 2000'],
    ['5 million'],
    ['twenty thousand'],
    ['20 lakh 1 crore'],
    ['2 lakh 3 lakh'],
    ['99999999999999999999'],
  ])('%j is not an amount', (text) => {
    expect(parseRupees(text)).toBeNull()
  })
})

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [rupees(1), '₹1'],
    [rupees(99), '₹99'],
    [rupees(999), '₹999'],
    [rupees(1_000), '₹1,000'],
    [rupees(25_000), '₹25,000'],
    [rupees(1_00_000), '₹1,00,000'],
    [rupees(12_34_567), '₹12,34,567'],
    [rupees(1_00_00_000), '₹1,00,00,000'],
    [12_34_56_789_50, '₹12,34,56,789.50'],
    [5, '₹0.05'],
    [rupees(10_00_00_00_000), '₹10,00,00,00,000'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text)
  })

  it('refuses fractions of a paisa and negatives', () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError)
    expect(() => formatRupees(-100)).toThrow(RangeError)
  })

  it('groups the Indian way', () => {
    expect(groupIndian(1234567890)).toBe('1,23,45,67,890')
    expect(groupIndian(100)).toBe('100')
  })
})

describe('amounts in words (Indian system)', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [11, 'Eleven'],
    [20, 'Twenty'],
    [21, 'Twenty-One'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1_000, 'One Thousand'],
    [25_000, 'Twenty-Five Thousand'],
    [1_00_000, 'One Lakh'],
    [1_25_000, 'One Lakh Twenty-Five Thousand'],
    [10_00_000, 'Ten Lakh'],
    [99_99_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_00_00_00_000, 'One Hundred Crore'],
    [1_00_000_00_00_000, 'One Lakh Crore'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words)
  })

  it.each([
    [0, 'Rupees Zero only'],
    [rupees(1), 'Rupees One only'],
    [rupees(1_00_000), 'Rupees One Lakh only'],
    [rupees(1_25_000), 'Rupees One Lakh Twenty-Five Thousand only'],
    [
      12_34_56_789_50,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise only',
    ],
    [1_050, 'Rupees Ten and Fifty Paise only'],
    [50, 'Fifty Paise only'],
    [1, 'One Paise only'],
    [rupees(2_00_00_000), 'Rupees Two Crore only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words)
  })

  it('formats the document form', () => {
    expect(formatAmount(rupees(1_00_000))).toBe('₹1,00,000 (Rupees One Lakh only)')
    expect(formatAmount(rupees(45_000))).toBe('₹45,000 (Rupees Forty-Five Thousand only)')
  })

  it('round-trips every amount it formats', () => {
    for (const paise of [0, 1, 99, 100, 1_000_00, 12_34_56_789_50, 7_77_77_777_77]) {
      expect(parseRupees(formatRupees(paise))).toBe(paise)
    }
  })
})

describe('annotateAmounts', () => {
  it('adds words after amounts written in free text', () => {
    expect(annotateAmounts('Arjun: ₹5,00,000; Kavya: Rs. 2 lakh')).toBe(
      'Arjun: ₹5,00,000 (Rupees Five Lakh only); Kavya: ₹2,00,000 (Rupees Two Lakh only)',
    )
  })

  it('leaves amounts that already have a parenthesis, and text without amounts, alone', () => {
    expect(annotateAmounts('₹60,00,000 (60%)')).toBe('₹60,00,000 (60%)')
    expect(annotateAmounts('no money here')).toBe('no money here')
  })
})
