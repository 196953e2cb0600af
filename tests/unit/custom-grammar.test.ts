import { describe, expect, it } from 'vitest'
import { draftCustomAgreement, resolvePronouns } from '#domain/assistant/index.ts'
import { type Agreement, renderPlainText } from '#domain/drafting/index.ts'

// Advocate's read, Drafts 10 and 11: the converted speaker must read as English a lawyer
// would sign — verbs agree with a singular Party, a named party is named by its role, a
// possessive belongs to the party the sentence names, a person is never "it".

const cast = {
  speaker: 'the First Party',
  others: ['the Second Party'],
  otherNames: ['Rakesh Sharma'],
  named: [
    ['Vikram Malhotra', 'the First Party'],
    ['Rakesh Sharma', 'the Second Party'],
  ] as const,
  relationships: 'cousin|brother|friend|sister|neighbour|colleague',
}
const resolve = (text: string) => resolvePronouns(text, cast).text
const BASE_AFTER_PARTY =
  /\b(?:First|Second|Third) Party (?:want|wish|need|live|stay|own|owe|pay|teach|carry|do|have|are|were|go|agree|promise|hold|keep)\b/

describe('a singular Party takes a singular verb', () => {
  it.each([
    ['I want to hire a cook', 'The First Party wants to hire a cook'],
    ['I live in Lucknow', 'The First Party lives in Lucknow'],
    ['I teach him maths', 'The First Party teaches the Second Party maths'],
    ['I have paid 5,000', 'The First Party has paid 5,000'],
    ['I do the cooking', 'The First Party does the cooking'],
    ['I will pay', 'The First Party will pay'],
    ['I lent him money', 'The First Party lent the Second Party money'],
    ['We are booking Rakesh Sharma', 'The First Party is booking Rakesh Sharma'],
    ['We want Rakesh Sharma to paint', 'The First Party wants Rakesh Sharma to paint'],
    ['they carry the books', 'The Second Party carries the books'],
    ['She owns the cow and they live here', 'The Second Party owns the cow and the Second Party lives here'],
  ])('%s', (text, expected) => {
    const out = resolve(text)
    expect(out.replace(/^the/, 'The')).toBe(expected)
    expect(out).not.toMatch(BASE_AFTER_PARTY)
  })

  it('keeps the plural for both Parties, capitalised at the start of a sentence', () => {
    expect(resolve('We both live in Jaipur')).toBe('Both Parties live in Jaipur')
    expect(resolve('I pay rent. we both live in Jaipur')).toBe(
      'The First Party pays rent. Both Parties live in Jaipur',
    )
  })
})

describe('a party named with a relationship is named by its role', () => {
  it.each([
    [
      'I am lending my cousin Rakesh Sharma 2.5 lakh',
      "lending the Second Party (the First Party's cousin) 2.5 lakh",
    ],
    [
      'I am lending my elder brother, Rakesh Sharma, 2.5 lakh',
      "lending the Second Party (the First Party's elder brother) 2.5 lakh",
    ],
    ['My friend Rakesh Sharma will pay', "The Second Party (the First Party's friend) will pay"],
  ])('%s', (text, expected) => {
    const out = resolve(text)
    expect(out).toContain(expected)
    expect(out).not.toMatch(/the First Party's \w+(?: \w+)?,? Rakesh Sharma/)
  })
})

describe('a possessive belongs to the party the sentence names', () => {
  const seller = {
    speaker: 'the First Party',
    others: ['the Second Party'],
    otherNames: ['Priya Sharma'],
    named: [
      ['Anita Rao', 'the First Party'],
      ['Priya Sharma', 'the Second Party'],
    ] as const,
  }
  it.each([
    [
      'Anita Rao will sell her cow to Priya Sharma',
      "Anita Rao will sell the First Party's cow to Priya Sharma",
    ],
    [
      'Priya Sharma will pay Anita Rao, and she will deliver her calf',
      "Priya Sharma will pay Anita Rao, and the First Party will deliver the First Party's calf",
    ],
    ['Priya Sharma will collect her books', "Priya Sharma will collect the Second Party's books"],
  ])('%s', (text, expected) => {
    expect(resolvePronouns(text, seller).text).toBe(expected)
  })
})

describe('the drafted custom agreement', () => {
  const agreement: Agreement = draftCustomAgreement({
    description: 'I am lending my cousin Rakesh Sharma 2.5 lakh. We both live in Jaipur',
    parties: ['Vikram Malhotra', 'Rakesh Sharma'],
    speaker: 'Vikram Malhotra',
    obligations: [
      'Rakesh Sharma will repay 10,000 every month from 1st January 2027',
      'I want a receipt for each payment',
    ],
  })
  const text = renderPlainText(agreement)
  const flags = agreement.reviewFlags.map((f) => f.message).join('\n')

  it('never calls a person "it" and never doubles "the"', () => {
    expect(text).not.toMatch(/\bthat it is of full age/)
    expect(text).toContain('Each Party, being an individual, confirms being of full age')
    expect(`${text}\n${flags}`).not.toMatch(/\bthe the\b/i)
    const cook = draftCustomAgreement({
      description: 'Tuition',
      parties: ['Asha Rao', 'Meena Kumari'],
      obligations: ['Meena Kumari will teach dance every Sunday for 3,000 a month'],
    })
    expect(cook.reviewFlags.map((f) => f.message).join('\n')).not.toMatch(
      /\bthe the\b|identify it: add the the/i,
    )
  })

  it('reads the recital as the advocate asked', () => {
    expect(text).toContain("The First Party is lending the Second Party (the First Party's cousin) ₹2,50,000")
    expect(text).toContain('Both Parties live in Jaipur')
    expect(text).not.toMatch(BASE_AFTER_PARTY)
  })
})
