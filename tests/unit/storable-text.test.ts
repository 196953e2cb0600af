import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  findUnstorable,
  storableText,
  unstorableIn,
  unstorableMessage,
  wellFormed,
} from '#domain/shared/storable-text.ts'
import { tidyExtractedText } from '#domain/attachments/index.ts'
import { storableParams, storableString } from '#db/storable-params.ts'

// Text the database cannot store: NUL (Postgres refuses it in text and jsonb) and a UTF-16
// surrogate without its partner (no UTF-8 encoding; jsonb refuses its escape).

const NUL_PAYLOADS = [
  '\u0000',
  'a\u0000b',
  'trailing\u0000',
  '\u0000'.repeat(100),
  'नमस्ते\u0000',
  'line\n\u0000\nline',
]
const LONE_PAYLOADS = [
  '\ud800',
  '\udfff',
  'x\udbff',
  '\udc00y',
  'emoji cut \ud83d',
  '\ude00 start',
  '😀\ud83d',
  'a\udc00\ud800b',
]
const STORABLE_PAYLOADS = [
  '',
  'plain',
  '😀👩🏽‍⚖️🇮🇳',
  'नमस्ते अनुबंध',
  '\ufffd',
  '\\u0000',
  '%00',
  '\u0001\u001f\u007f',
  '\u202e',
  'e\u0301',
]

/** Any string of these units: pairs, lone halves, NUL and ordinary text, in any order. */
const awkward = fc.string({
  unit: fc.constantFrom('\u0000', '\ud83d', '\ude00', '😀', 'a', 'न', '\\', '"', 'u'),
})

describe('unstorableIn', () => {
  it('finds a NUL', () => {
    for (const text of NUL_PAYLOADS) expect(unstorableIn(text), JSON.stringify(text)).toBe('nul')
  })
  it('finds an unpaired surrogate, high or low, anywhere', () => {
    for (const text of LONE_PAYLOADS) expect(unstorableIn(text), JSON.stringify(text)).toBe('lone-surrogate')
  })
  it('accepts text with well-formed pairs, escapes written out and control characters Postgres stores', () => {
    for (const text of STORABLE_PAYLOADS) expect(unstorableIn(text), JSON.stringify(text)).toBeNull()
  })
})

describe('findUnstorable: the first unstorable string in a parsed body, and its field', () => {
  it('names the field, nested in objects and arrays', () => {
    expect(findUnstorable({ title: 'ok', details: { tenantName: 'Ravi\u0000' } })).toEqual({
      kind: 'nul',
      field: 'details.tenantName',
    })
    expect(findUnstorable({ items: ['a', 'b', '\ud800'] })).toEqual({
      kind: 'lone-surrogate',
      field: 'items.2',
    })
    expect(findUnstorable('\u0000')).toEqual({ kind: 'nul', field: '' })
  })
  it('checks keys as well as values', () => {
    expect(findUnstorable({ details: { 'a\u0000': 'x' } })).toEqual({ kind: 'nul', field: 'details.a\u0000' })
  })
  it('reports the first field in the order the body was sent', () => {
    expect(findUnstorable({ first: '\ud800', second: '\u0000' })).toEqual({
      kind: 'lone-surrogate',
      field: 'first',
    })
  })
  it('passes numbers, booleans, null and storable text', () => {
    expect(findUnstorable({ a: 1, b: true, c: null, d: STORABLE_PAYLOADS, e: { f: [1.5, 'x'] } })).toBeNull()
  })
  it('walks a body nested 100,000 deep without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown
    expect(findUnstorable(deep)?.kind).toBe('nul')
    expect(findUnstorable(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBeNull()
  })
})

describe('unstorableMessage', () => {
  it('says which field and what to do, with a NUL in the name written out', () => {
    expect(unstorableMessage({ kind: 'nul', field: 'content' })).toBe(
      'The field “content” contains a NUL character (U+0000), which cannot be stored. Remove it and try again.',
    )
    expect(unstorableMessage({ kind: 'lone-surrogate', field: 'title' })).toMatch(
      /^The field “title” contains an unpaired UTF-16 surrogate/,
    )
    expect(unstorableMessage({ kind: 'nul', field: 'a\u0000' })).toContain('“a\\0”')
    expect(unstorableIn(unstorableMessage({ kind: 'nul', field: '\ud800\u0000' }))).toBeNull()
  })
})

describe('storableText and wellFormed: text the product makes itself', () => {
  it('drops NULs and makes each unpaired surrogate U+FFFD, keeping everything else', () => {
    expect(storableText('a\u0000b\u0000')).toBe('ab')
    expect(storableText('cut \ud83d')).toBe('cut \ufffd')
    expect(storableText('\ude00\u0000😀')).toBe('\ufffd😀')
    // A NUL between the halves of a pair does not make them one character.
    expect(storableText('\ud83d\u0000\ude00')).toBe('\ufffd\ufffd')
    for (const text of STORABLE_PAYLOADS) expect(storableText(text)).toBe(text)
    expect(wellFormed('a\u0000\ud800')).toBe('a\u0000\ufffd')
  })
  it('always gives storable text, and changes storable text not at all', () => {
    fc.assert(
      fc.property(awkward, (text) => {
        const clean = storableText(text)
        expect(unstorableIn(clean)).toBeNull()
        if (unstorableIn(text) === null) expect(clean).toBe(text)
      }),
      { numRuns: 500 },
    )
  })
  it('is what a .docx or PDF’s extracted text goes through', () => {
    expect(tidyExtractedText('Rent\u0000 is\u0000\u0000 due \ud83d')).toBe('Rent is due \ufffd')
  })
})

describe('db/storable-params: the floor under every query', () => {
  it('restates storableText exactly', () => {
    fc.assert(
      fc.property(awkward, (text) => storableString(text) === storableText(text)),
      { numRuns: 500 },
    )
  })
  it('cleans strings, arrays and plain objects (keys too), and leaves bytes, dates and numbers alone', () => {
    const bytes = Buffer.from([0, 0xed, 0xa0, 0x80])
    const date = new Date('2026-01-01T00:00:00Z')
    const [text, list, object, sameBytes, sameDate, number] = storableParams([
      'a\u0000',
      ['\ud800', 'ok'],
      { 'k\u0000': { v: 'x\udc00' } },
      bytes,
      date,
      7,
    ])
    expect(text).toBe('a')
    expect(list).toEqual(['\ufffd', 'ok'])
    expect(object).toEqual({ k: { v: 'x\ufffd' } })
    expect(sameBytes).toBe(bytes)
    expect(sameDate).toBe(date)
    expect(number).toBe(7)
  })
  it('hands back the same array when nothing needs a change', () => {
    const params = ['plain', { a: ['b'] }, 1, null, Buffer.from([0])]
    expect(storableParams(params)).toBe(params)
  })
})
