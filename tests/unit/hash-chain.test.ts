import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canonicalEvent,
  canonicalJson,
  checkLink,
  computeHash,
  GENESIS_HASH,
  hashHead,
  hashTail,
  normalisedCanonical,
  sha256Hex,
  toJsonValue,
  type HashedFields,
} from '#events/hash-chain.ts'

/** Rebuilds an object with its keys in reverse insertion order, at every depth. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reverseKeys(v)]),
  )
}

const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown)

const fieldsArb = fc.record({
  streamId: fc.string({ minLength: 1 }).map((s) => `agreement-${s}`),
  streamVersion: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  type: fc.string({ minLength: 1 }),
  data: json,
  metadata: fc.dictionary(fc.string(), json),
  recordedAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
})

const event = (streamVersion: number, data: unknown): HashedFields => ({
  streamId: 'agreement-1',
  streamVersion,
  type: 'AgreementEdited',
  data,
  metadata: { actorId: 'u1' },
  recordedAt: new Date('2025-04-01T10:00:00.000Z'),
})

describe('normalisedCanonical: toJsonValue and canonicalJson in one walk', () => {
  // Values as an append receives them: JSON plus what JSON.stringify drops or converts.
  const loose = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, undefined, true, false, Number.NaN, Infinity, -0),
      fc.double(),
      fc.integer(),
      fc.string(),
      fc.date({ noInvalidDate: true }),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(
        fc.oneof(fc.string(), fc.constantFrom('10', '2', '__proto__', 'constructor')),
        tie('value'),
        {
          maxKeys: 4,
        },
      ),
    ),
  })).value

  it('gives the same text as canonicalJson and the same value as toJsonValue', () => {
    fc.assert(
      fc.property(loose, (value) => {
        const { value: normalised, text } = normalisedCanonical(value)
        expect(text).toBe(canonicalJson(value))
        expect(normalised).toEqual(toJsonValue(value))
      }),
      { numRuns: 500 },
    )
  })
})

describe('canonical JSON', () => {
  it('sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    )
  })

  it('does not depend on key order', () => {
    fc.assert(fc.property(json, (value) => canonicalJson(value) === canonicalJson(reverseKeys(value))))
  })

  it('stores what jsonb can hold: a NUL dropped, an unpaired surrogate as U+FFFD, in values and keys', () => {
    const made = {
      text: 'cut \ud83d',
      list: ['a\u0000b', '\udc00'],
      ['k\u0000']: 'v',
      escaped: '\\u0000 and \\ud800 stay text',
    }
    const expected =
      '{"escaped":"\\\\u0000 and \\\\ud800 stay text","k":"v","list":["ab","\ufffd"],"text":"cut \ufffd"}'
    expect(canonicalJson(made)).toBe(expected)
    expect(normalisedCanonical(made).text).toBe(expected)
    expect(toJsonValue(made)).toEqual({
      text: 'cut \ufffd',
      list: ['ab', '\ufffd'],
      k: 'v',
      escaped: '\\u0000 and \\ud800 stay text',
    })
  })

  it('makes any text storable the same way in the one walk and in the definition', () => {
    const unit = fc.constantFrom('\u0000', '\ud83d', '\ude00', '😀', 'a', '\\', '"', 'u', 'd')
    const text = fc.string({ unit })
    const payload = fc.dictionary(text, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 4 })
    fc.assert(
      fc.property(payload, (value) => {
        const { value: normalised, text: canonical } = normalisedCanonical(value)
        expect(canonical).toBe(canonicalJson(value))
        expect(normalised).toEqual(toJsonValue(value))
        // No NUL and no unpaired surrogate is left, written raw or as an escape.
        expect(canonical.includes('\u0000') || !canonical.isWellFormed()).toBe(false)
        expect(/(?<!\\)(\\\\)*\\u(0000|d[89a-f])/.test(canonical)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('reads like jsonb gives it back: undefined dropped, dates as ISO strings', () => {
    expect(canonicalJson({ a: undefined, b: new Date('2025-01-02T03:04:05.000Z') })).toBe(
      '{"b":"2025-01-02T03:04:05.000Z"}',
    )
  })
})

describe('hash chain', () => {
  it('hashes prev_hash followed by the canonical event', () => {
    const fields = event(1, { text: 'पक्षकार ₹1,00,000' })
    expect(computeHash(GENESIS_HASH, fields)).toBe(sha256Hex(GENESIS_HASH + canonicalEvent(fields)))
    expect(canonicalEvent(fields)).toBe(
      '{"data":{"text":"पक्षकार ₹1,00,000"},"metadata":{"actorId":"u1"},' +
        '"recorded_at":"2025-04-01T10:00:00.000Z","stream_id":"agreement-1","stream_version":1,' +
        '"type":"AgreementEdited"}',
    )
  })

  it('is rebuilt from the canonical payload texts, head and tail exactly as the append function does', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        // The SQL of db/migrations/0023: '{"data":' || data || ',"metadata":' || metadata
        // || p_head || stream_version::text || tail, from normalised payloads.
        const data = normalisedCanonical(fields.data).text
        const metadata = normalisedCanonical(fields.metadata).text
        const rebuilt =
          `{"data":${data},"metadata":${metadata}${hashHead(fields.streamId, fields.recordedAt)}` +
          `${String(BigInt(fields.streamVersion))}${hashTail(fields.type)}`
        const normalised = {
          ...fields,
          data: toJsonValue(fields.data),
          metadata: toJsonValue(fields.metadata),
        }
        return rebuilt === canonicalEvent(normalised)
      }),
    )
  })

  it('links each event to the one before', () => {
    const first = event(1, { n: 1 })
    const second = event(2, { n: 2 })
    const h1 = computeHash(GENESIS_HASH, first)
    const h2 = computeHash(h1, second)
    expect(checkLink(GENESIS_HASH, 1, { ...first, prevHash: GENESIS_HASH, hash: h1 })).toBeUndefined()
    expect(checkLink(h1, 2, { ...second, prevHash: h1, hash: h2 })).toBeUndefined()
    // Altered contents, a broken link and a gap are each named.
    expect(checkLink(h1, 2, { ...second, data: { n: 3 }, prevHash: h1, hash: h2 })).toMatch(/contents/)
    expect(checkLink(GENESIS_HASH, 2, { ...second, prevHash: h1, hash: h2 })).toMatch(/prev_hash/)
    expect(checkLink(h1, 2, { ...event(3, { n: 2 }), prevHash: h1, hash: h2 })).toMatch(/gap/)
  })

  it('changes every later hash when an earlier event changes', () => {
    const h1 = computeHash(GENESIS_HASH, event(1, { n: 1 }))
    const h1x = computeHash(GENESIS_HASH, event(1, { n: 1.5 }))
    expect(computeHash(h1, event(2, { n: 2 }))).not.toBe(computeHash(h1x, event(2, { n: 2 })))
  })
})
