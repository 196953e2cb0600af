import { describe, expect, it } from 'vitest'
import { detectIntent, indianDate, normaliseAnswer, normaliseDate } from '#domain/assistant/index.ts'

const TODAY = { year: 2026, month: 12, day: 1 }

describe('normaliseDate', () => {
  it.each([
    ['1st March 2027', '01/03/2027'],
    ['01-03-2027', '01/03/2027'],
    ['1/3/2027', '01/03/2027'],
    ['01.03.27', '01/03/2027'],
    ['March 1, 2027', '01/03/2027'],
    ['Mar 1st 2027', '01/03/2027'],
    ['1 Mar, 2027', '01/03/2027'],
    ['2027-03-01', '01/03/2027'],
    ['the 21st of September 2027', '21/09/2027'],
    ['from 29th Feb 2028', '29/02/2028'],
  ])('%s → %s', (text, expected) => {
    expect(normaliseDate(text)).toBe(expected)
  })

  it('rejects impossible dates and text that is not one date', () => {
    for (const text of [
      '31/04/2027',
      '29 Feb 2027',
      'March 2027',
      'next week',
      '01/03/2027 or 02/03/2027',
      '1st March 2027 at 10:30',
    ]) {
      expect(normaliseDate(text), text).toBeNull()
    }
  })

  it('reads a date without a year, today and tomorrow against today', () => {
    expect(normaliseDate('15th Jan', TODAY)).toBe('15/01/2027')
    expect(normaliseDate('15th Dec', TODAY)).toBe('15/12/2026')
    expect(normaliseDate('today', TODAY)).toBe('01/12/2026')
    expect(normaliseDate('tomorrow', { year: 2026, month: 12, day: 31 })).toBe('01/01/2027')
    expect(normaliseDate('15th Jan')).toBeNull()
  })

  it('takes the date in India', () => {
    expect(indianDate(new Date('2026-12-31T18:29:00Z'))).toEqual({ year: 2026, month: 12, day: 31 })
    expect(indianDate(new Date('2026-12-31T18:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 })
  })
})

describe('normaliseAnswer', () => {
  it('reads amounts for the field, converting to the period it asks for', () => {
    expect(normaliseAnswer('rental-agreement', 'monthlyRent', '25k')).toEqual({ ok: true, value: '₹25,000' })
    expect(normaliseAnswer('rental-agreement', 'monthlyRent', 'Rs. 25,000/- per month')).toEqual({
      ok: true,
      value: '₹25,000',
    })
    expect(normaliseAnswer('rental-agreement', 'securityDeposit', 'nil')).toEqual({ ok: true, value: '0' })
    expect(normaliseAnswer('rental-agreement', 'monthlyRent', '0')).toMatchObject({ ok: false })
    expect(normaliseAnswer('offer-letter', 'salary', '18 LPA')).toEqual({ ok: true, value: '₹18,00,000' })
    expect(normaliseAnswer('offer-letter', 'salary', '50,000 per month')).toMatchObject({
      ok: true,
      value: '₹6,00,000',
      note: expect.stringContaining('× 12'),
    })
    expect(normaliseAnswer('service-agreement', 'serviceFee', '1.2 lakh per month')).toEqual({
      ok: true,
      value: '₹1,20,000 per month',
    })
    expect(normaliseAnswer('merger-acquisition', 'transactionValue', 'Rs 50 crore')).toEqual({
      ok: true,
      value: '₹50,00,00,000',
    })
    expect(normaliseAnswer('loan-agreement', 'loanAmount', 'five')).toMatchObject({
      ok: false,
      message: expect.stringContaining('amount in rupees'),
    })
  })

  it('reads durations into the unit the field counts in', () => {
    expect(normaliseAnswer('rental-agreement', 'leasePeriod', '11')).toEqual({ ok: true, value: '11' })
    expect(normaliseAnswer('rental-agreement', 'leasePeriod', 'eleven months')).toEqual({
      ok: true,
      value: '11',
    })
    expect(normaliseAnswer('rental-agreement', 'leasePeriod', '1 year')).toMatchObject({
      ok: true,
      value: '12',
    })
    expect(normaliseAnswer('lease-deed', 'leasePeriod', '36 months')).toMatchObject({ ok: true, value: '3' })
    expect(normaliseAnswer('rental-agreement', 'leasePeriod', 'a few months')).toMatchObject({ ok: false })
  })

  it('reads percentages and select options', () => {
    expect(normaliseAnswer('loan-agreement', 'interestRate', '12% p.a.')).toEqual({ ok: true, value: '12' })
    expect(
      normaliseAnswer('termination-letter', 'terminationReason', 'he was laid off in the restructuring'),
    ).toEqual({ ok: true, value: 'Redundancy' })
    expect(normaliseAnswer('incorporation-agreement', 'businessType', 'pvt ltd')).toEqual({
      ok: true,
      value: 'Private Limited',
    })
    expect(normaliseAnswer('board-resolution', 'resolutionType', '2')).toEqual({ ok: true, value: 'Removal' })
    expect(normaliseAnswer('gift-deed', 'propertyType', 'banana')).toMatchObject({
      ok: false,
      message: expect.stringContaining('choose one of'),
    })
  })

  it('tidies names and refuses sentences', () => {
    expect(normaliseAnswer('rental-agreement', 'tenantName', 'ravi kumar')).toEqual({
      ok: true,
      value: 'Ravi Kumar',
    })
    expect(normaliseAnswer('rental-agreement', 'tenantName', 'his name is Ravi Kumar.')).toEqual({
      ok: true,
      value: 'Ravi Kumar',
    })
    expect(normaliseAnswer('rental-agreement', 'landlordName', 'I, Priya Sharma')).toEqual({
      ok: true,
      value: 'Priya Sharma',
    })
    expect(normaliseAnswer('rental-agreement', 'landlordName', "I don't know yet")).toMatchObject({
      ok: false,
    })
    expect(normaliseAnswer('employment-contract', 'employerName', 'Acme Technologies Pvt Ltd')).toEqual({
      ok: true,
      value: 'Acme Technologies Pvt Ltd',
    })
  })
})

describe('detectIntent', () => {
  it.each([
    ['yes', 'affirm'],
    ['haan ji', 'affirm'],
    ['ok generate it', 'affirm'],
    ['cancel', 'cancel'],
    ["let's start over", 'cancel'],
    ['start over', 'cancel'],
    ['skip', 'skip'],
    ['what is arbitration?', 'explain-term'],
    ['do I need witnesses for a will?', 'formalities'],
    ['can a power of attorney be e-signed?', 'formalities'],
    ['How much stamp duty on a rent agreement?', 'formalities'],
    ['create a rental agreement', 'draft'],
    ['I want a custom agreement', 'custom'],
    ['file an FIR against my tenant', 'out-of-scope'],
    ['is police verification needed for my tenant?', 'formalities'],
    ['my tenant has not paid rent for 3 months, what should I do?', 'out-of-scope'],
    ['can I evict my tenant?', 'out-of-scope'],
  ])('%s → %s', (text, kind) => {
    expect(detectIntent(text).kind).toBe(kind)
  })
})
