import { describe, expect, it } from 'vitest'
import { draftedFreeText } from '#tests/support/free-text.ts'
import { resolveGeneration } from '#app/features/chat/api-generation.server.ts'
import { generateOffline } from '#domain/ai/offline.ts'
import { draftCustomAgreement } from '#domain/assistant/index.ts'
import { type Agreement, renderPlainText } from '#domain/drafting/index.ts'

// Advocate's read, Draft 10 finding 2: no debtor may walk away from a debt by notice, and a
// one-off transaction has no at-will ending; only ongoing service ends on notice, and even
// then nothing lent or advanced is released.

const ids = (a: Agreement) => a.sections.flatMap((s) => s.clauses.map((c) => c.id))
const clause = (a: Agreement, id: string) => a.sections.flatMap((s) => s.clauses).find((c) => c.id === id)
const draft = (description: string, obligations: string[]) =>
  draftCustomAgreement({
    description,
    parties: ['Asha Rao', 'Kiran Shetty'],
    speaker: 'Asha Rao',
    obligations,
  })
const AT_WILL = /at any time, without giving a reason/

describe('a debt cannot be ended by notice', () => {
  it.each([
    [
      'I am lending Kiran Shetty 2.5 lakh',
      ['Kiran Shetty will repay 10,000 every month from 1st January 2027'],
    ],
    ['I owe Kiran Shetty 40,000', ['I will pay it back at 5,000 per month']],
    ['Kiran Shetty borrowed 60,000 from me', ['She will return the money in 6 monthly instalments']],
    ['Udhaar of 25,000 to Kiran Shetty', ['Kiran Shetty will lautaoge 5,000 har mahine']],
    ['Kiran Shetty has taken a loan of 1 lakh from me', ['She will repay it weekly, 2,000 a week']],
  ])('%s', (description, obligations) => {
    const agreement = draft(description, obligations)
    const text = renderPlainText(agreement)
    expect(text).not.toMatch(AT_WILL)
    expect(ids(agreement)).not.toContain('termination-on-notice')
    expect(ids(agreement)).not.toContain('termination')
    expect(clause(agreement, 'default-in-payment')?.text).toMatch(
      /no breach, notice or dispute releases any sum lent, advanced or payable under it, whether or not it has fallen due/,
    )
    expect(clause(agreement, 'term')?.text).toContain(
      'until every sum payable under it has been paid in full',
    )
    expect(agreement.reviewFlags.map((f) => f.id)).not.toContain('term')
  })

  it('holds for Draft 10 through the API even when a custom agreement is asked for', () => {
    const resolved = resolveGeneration(
      {
        templateType: 'custom',
        userInput:
          'I am lending my cousin Rakesh Sharma 2.5 lakh, he will repay 10,000 every month from 1st January 2027. We both live in Jaipur.',
        details: {},
        self: 'Vikram Malhotra',
      },
      new Date('2026-11-26T10:00:00Z'),
    )
    if (!resolved.ok) throw new Error(resolved.error)
    const result = generateOffline(resolved.request)
    if (!result.ok) throw new Error(result.message)
    expect(result.document.content).not.toMatch(AT_WILL)
    expect(result.document.content).toContain('Default in Payment')
  })
})

describe('a one-off transaction has no at-will ending', () => {
  it.each([
    ['Sale of my sewing machine to Kiran Shetty', ['Kiran Shetty will pay 12,000 in 3 monthly instalments']],
    [
      'I am selling my cow to Kiran Shetty for 60,000',
      ['She will pay 20,000 now and the rest in two months'],
    ],
    [
      'Catering for my daughter’s wedding on 14 February 2027',
      ['Kiran Shetty will cater for 200 guests for 1.5 lakh'],
    ],
    ['Painting my house in Noida', ['Kiran Shetty will paint the house for 75,000 by 31-03-2027']],
  ])('%s', (description, obligations) => {
    const agreement = draft(description, obligations)
    expect(renderPlainText(agreement)).not.toMatch(AT_WILL)
    expect(ids(agreement)).toContain('termination')
    expect(clause(agreement, 'term')?.text).toContain('until each Party has performed its obligations')
  })
})

describe('ongoing service ends on notice, releasing nothing lent or advanced', () => {
  it.each([
    ['Maths tuition for my son', ['Kiran Shetty will teach him every Saturday for 5,000 per month']],
    ['Managing my Instagram page', ['I will pay Kiran Shetty 30k per month, with 10,000 advance']],
  ])('%s', (description, obligations) => {
    const notice = clause(draft(description, obligations), 'termination-on-notice')?.text ?? ''
    expect(notice).toMatch(AT_WILL)
    expect(notice).toContain('any sum advanced for work or a period after that date shall be refunded')
    expect(notice).toContain('does not release any sum lent or advanced under it')
  })
})

const NOW = new Date('2026-11-26T10:00:00Z')

describe('the end the words give an ongoing arrangement is its term', () => {
  it('ends on an "until" date with no start date given', () => {
    const { content } = draftedFreeText(
      'Meena Kumari will teach dance to Ravi Kumar every Sunday for 3,000 a month until 30 June 2027.',
      'Priya Sharma',
      NOW,
    )
    expect(content).toContain('continues until 30 June 2027 (both days inclusive)')
  })

  it('keeps the month of "until March 2027" and asks only for the day', () => {
    const { content } = draftedFreeText(
      'Please make an agreement: I will tutor Aarav Mehta in maths every Saturday for 5,000 per month until March 2027.',
      'Priya Sharma',
      NOW,
    )
    expect(content).toContain(
      'continues until [TO BE CONFIRMED: the day in March 2027 on which this Agreement ends]',
    )
  })
})
