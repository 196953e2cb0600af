import { describe, expect, it } from 'vitest'
import { restatesNotice } from '#domain/assistant/custom/terms.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { clauseOf, draftedFreeText } from '../support/free-text.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// The LOW points of golden notes 09, 11 and 12 (docs/legal-review/golden), each as a class.

const NOW = new Date('2026-11-26T10:00:00Z')
const flag = (a: { reviewFlags: readonly { id: string; message: string }[] }, id: string) =>
  a.reviewFlags.find((f) => f.id === id)?.message ?? ''
const cook = (days: string) =>
  draftedFreeText(
    `I want to keep a cook, Lakshmi Devi, for my family at our flat in Koramangala, Bengaluru. She will come ${days} 7 am to 10 am and 6 pm to 8 pm and cook breakfast and dinner for 4 people. I will pay her ₹12,000 a month by the 5th of every month. She gets 4 days paid leave a month. Starting 1st December 2026. Either side can stop with 15 days notice.`,
    'Anjali Menon',
    NOW,
  ).agreement

describe('household service (note 11)', () => {
  it.each(['every day', 'daily'])('"%s" beside paid days off points to the rest clause', (days) => {
    expect(clauseOf(cook(days), 'domestic-hours')?.text).toContain(
      `${days} except the days of rest and leave under the Clause on Weekly Rest and Leave`,
    )
  })

  it('"six days a week" is left as stated', () => {
    expect(clauseOf(cook('six days a week'), 'domestic-hours')?.text).not.toContain('except the days of rest')
  })

  it('the household bears the stamp duty; an arrangement between equals still shares it', () => {
    expect(clauseOf(cook('every day'), 'stamp-duty-and-costs')?.text).toMatch(
      /shall be borne by the First Party\./,
    )
    const tutor = draftedFreeText(
      'Mr Pradeep Srivastava will teach maths at our house in Lucknow three days a week. I will pay him Rs 6,500 per month. Either of us can stop it with one week notice.',
      'Neha Agarwal',
      NOW,
    ).agreement
    expect(clauseOf(tutor, 'stamp-duty-and-costs')?.text).toMatch(/in equal shares/)
  })
})

describe('an ongoing arrangement (note 12)', () => {
  const request = (extra: string) =>
    draftedFreeText(
      `Mr Pradeep Srivastava will teach my son maths at our house in Gomti Nagar, Lucknow, three days a week. I will pay him Rs 6,500 per month, and 2k extra for the month before exams. ${extra}`,
      'Neha Agarwal',
      NOW,
    )

  it.each([
    [
      'Either of us can stop it with one week notice, fees already paid for the month will not be refunded.',
      true,
    ],
    ['Either party may end this with 15 days notice.', true],
    ['Either of us can stop it with one week notice and he will return the books.', false],
    ['He will teach for two hours.', false],
  ])('"%s" only restates the notice term: %s', (obligation, restates) => {
    expect(restatesNotice(obligation)).toBe(restates)
  })

  it('the notice term is drafted once, in the notice clause', () => {
    const { agreement } = request(
      'Either of us can stop it with one week notice, fees already paid for the month will not be refunded.',
    )
    const obligations = agreement.sections
      .flatMap((s) => s.clauses)
      .filter((c) => c.id.startsWith('obligation-'))
      .map((c) => c.text)
    expect(obligations.join(' ')).not.toMatch(/notice/i)
    expect(clauseOf(agreement, 'termination-on-notice')?.text).toContain('1 (one) week')
  })

  it('"the month before exams" is asked for (ICA s.29); a named month is not', () => {
    expect(flag(request('').agreement, 'event-period')).toMatch(/"the month before exams" .*s\.29/)
    const named = draftedFreeText(
      'Mr Pradeep Srivastava will teach my son maths at our house in Lucknow three days a week. I will pay him Rs 6,500 per month, and 2k extra in February 2027.',
      'Neha Agarwal',
      NOW,
    ).agreement
    expect(flag(named, 'event-period')).toBe('')
  })
})

describe('TDS on interest (note 09)', () => {
  const loan = (borrowerName: string) =>
    draftAgreement(
      'loan-agreement',
      { ...SAMPLE_DETAILS['loan-agreement'], borrowerName },
      { place: 'Kolkata' },
    )

  it('the section is a flag to verify, not document text; an individual borrower is told of the usual exemption', () => {
    const a = loan('Arindam Sen')
    expect(flag(a, 'interest-tds')).toMatch(/s\.194A .*\[verify\].*individual not carrying on a business/)
    expect(renderPlainText(a)).not.toMatch(/194A/)
  })

  it('a company borrower: the section flag only', () => {
    const a = loan('Sen Traders Private Limited')
    expect(flag(a, 'interest-tds')).toMatch(/\[verify\]/)
    expect(flag(a, 'interest-tds')).not.toMatch(/individual/)
  })
})
