import { describe, expect, it } from 'vitest'
import { parseInstruction, splitInstruction } from '#domain/ai/index.ts'
import { formatOrdinal, ordinalWords, parseDuration, parseOrdinal } from '#domain/ai/durations.ts'
import { parseTextDocument, renderTextDocument } from '#domain/ai/text-document.ts'
import { listTemplates } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

describe('reading an edit instruction', () => {
  it.each([
    ['change the rent to ₹30,000', { kind: 'set', ref: 'rent', value: '₹30,000' }],
    ['Set the salary to 12 lakh.', { kind: 'set', ref: 'salary', value: '12 lakh' }],
    ['change the tenant’s name to “Ravi Kumar”', { kind: 'set', ref: "tenant's name", value: 'Ravi Kumar' }],
    ['make the notice period 60 days', { kind: 'set', ref: 'notice period', value: '60 days' }],
    [
      'change the notice period from 30 days to 60 days',
      { kind: 'set', ref: 'notice period', value: '60 days' },
    ],
    [
      'change the notice period in clause 5.1 to two months',
      { kind: 'set', ref: 'notice period', value: 'two months', clauseNumber: '5.1' },
    ],
    ['the rent should be paid by the 10th', { kind: 'set', ref: 'rent', value: 'paid by the 10th' }],
    ['make rent payable by the 10th', { kind: 'set', ref: 'rent', value: 'payable by the 10th' }],
    ['add the force majeure clause', { kind: 'add', name: 'force majeure' }],
    ['please insert a clause on arbitration into the agreement', { kind: 'add', name: 'arbitration' }],
    [
      'remove the clause on police verification',
      { kind: 'remove', target: { by: 'heading', words: 'police verification' } },
    ],
    ['delete clause 4.5', { kind: 'remove', target: { by: 'number', number: '4.5' } }],
    ['Delete section 6 from the agreement', { kind: 'remove', target: { by: 'number', number: '6' } }],
    ['replace "Vikram" with "Ravi"', { kind: 'replace', from: 'Vikram', to: 'Ravi' }],
    ['make it sound friendlier', { kind: 'unknown', text: 'make it sound friendlier' }],
  ])('%s', (instruction, intent) => {
    expect(parseInstruction(instruction)).toEqual(intent)
  })

  it('splits several instructions, but not names with "and"', () => {
    expect(
      splitInstruction('change the rent to 30,000 and add the force majeure clause; delete clause 4.5'),
    ).toEqual(['change the rent to 30,000', 'add the force majeure clause', 'delete clause 4.5'])
    expect(splitInstruction('change the employer name to Shah and Sons')).toEqual([
      'change the employer name to Shah and Sons',
    ])
  })
})

describe('periods', () => {
  it('reads durations as users type them', () => {
    expect(parseDuration('60 days')).toEqual({ value: 60, unit: 'day' })
    expect(parseDuration('to sixty days')).toEqual({ value: 60, unit: 'day' })
    expect(parseDuration('twenty one days')).toEqual({ value: 21, unit: 'day' })
    expect(parseDuration('a month')).toEqual({ value: 1, unit: 'month' })
    expect(parseDuration('90-day')).toEqual({ value: 90, unit: 'day' })
    expect(parseDuration('2 yrs')).toEqual({ value: 2, unit: 'year' })
    expect(parseDuration('12 lakh')).toBeNull()
  })

  it('reads and writes days of the month', () => {
    expect(parseOrdinal('by the 10th')).toBe(10)
    expect(parseOrdinal('by the tenth of each month')).toBe(10)
    expect(parseOrdinal('the twenty-first')).toBe(21)
    expect(ordinalWords(22)).toBe('twenty-second')
    expect(ordinalWords(30)).toBe('thirtieth')
    expect(formatOrdinal(3)).toBe('3rd (third)')
    expect(formatOrdinal(11)).toBe('11th (eleventh)')
  })
})

describe('plain text in the engine layout', () => {
  it('reads back exactly as the engine wrote it, for every template', () => {
    for (const template of listTemplates()) {
      const text = renderPlainText(draftAgreement(template.id, SAMPLE_DETAILS[template.id]))
      const doc = parseTextDocument(text)
      expect(doc, template.id).not.toBeNull()
      if (doc) expect(renderTextDocument(doc, doc.sections), template.id).toBe(text)
    }
  })
})
