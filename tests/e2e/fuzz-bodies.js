// @ts-check
// Bodies for the fuzzer, built byte by byte: fetch and URLSearchParams would repair what
// these deliberately get wrong (a lone surrogate, a NUL, bytes that are not UTF-8).

/**
 * A seeded generator (mulberry32): the same seed gives the same requests, so a failure
 * the fuzzer reports can be replayed with FUZZ_SEED.
 * @param {number} seed
 */
export function seeded(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** @param {number} n */
  const int = (n) => Math.floor(next() * n)
  return {
    next,
    int,
    /** @template T @param {readonly T[]} items @returns {T} */
    pick: (items) => /** @type {T} */ (items[int(items.length)]),
    /** @param {number} n */
    bytes: (n) => Buffer.from(Array.from({ length: n }, () => int(256))),
  }
}
/** @typedef {ReturnType<typeof seeded>} Rng */

/** A field value: text (sent as UTF-8) or bytes sent exactly as they are. */
/** @typedef {string | Buffer} Value */

/** @param {Value} value */
const bytesOf = (value) => (typeof value === 'string' ? Buffer.from(value, 'utf8') : value)

/** Percent-encodes every byte outside the unreserved set, as a browser's form does. @param {Buffer} bytes */
function percentEncode(bytes) {
  let out = ''
  for (const byte of bytes) {
    const unreserved =
      (byte >= 0x30 && byte <= 0x39) ||
      (byte >= 0x41 && byte <= 0x5a) ||
      (byte >= 0x61 && byte <= 0x7a) ||
      byte === 0x2d ||
      byte === 0x2e ||
      byte === 0x5f ||
      byte === 0x2a
    out += unreserved ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** application/x-www-form-urlencoded. @param {ReadonlyArray<[Value, Value]>} entries */
export function urlencoded(entries) {
  return Buffer.from(
    entries
      .map(([name, value]) => `${percentEncode(bytesOf(name))}=${percentEncode(bytesOf(value))}`)
      .join('&'),
    'latin1',
  )
}

/**
 * multipart/form-data; `file` adds one file part. `truncated` leaves off the closing
 * boundary, as a connection cut mid-upload would.
 * @param {string} boundary
 * @param {ReadonlyArray<[string, Value]>} entries
 * @param {{ file?: { field: string, name: Value, type: string, bytes: Buffer }, truncated?: boolean }} [options]
 */
export function multipart(boundary, entries, options = {}) {
  /** @type {Buffer[]} */
  const parts = []
  for (const [name, value] of entries) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`, 'utf8'),
      bytesOf(value),
      Buffer.from('\r\n'),
    )
  }
  const { file } = options
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="`,
        'utf8',
      ),
      bytesOf(file.name),
      Buffer.from(`"\r\nContent-Type: ${file.type}\r\n\r\n`, 'utf8'),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  if (!options.truncated) parts.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(parts)
}

/** A chunked body: the bytes in chunks of `size`, then the final empty chunk. @param {Buffer} bytes @param {number} size */
export function chunked(bytes, size) {
  /** @type {Buffer[]} */
  const parts = []
  for (let at = 0; at < bytes.length; at += size) {
    const chunk = bytes.subarray(at, at + size)
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from('0\r\n\r\n'))
  return Buffer.concat(parts)
}

/**
 * Text a form or JSON field may carry that the database cannot store: NUL is refused by
 * Postgres in text and jsonb; an unpaired surrogate is not Unicode and jsonb refuses its
 * escape. Sent through JSON as escapes; through a form only NUL survives the decoding.
 */
export const NUL_TEXTS = ['\u0000', 'before\u0000after', 'line\n\u0000', '\u0000'.repeat(64)]
export const LONE_SURROGATES = ['\ud800', 'x\udbff', '\udc00y', 'emoji cut \ud83d', '\ude00 start']
/** The UTF-8 encoding of a surrogate (CESU-8): not UTF-8, so a decoder gives U+FFFD. */
export const SURROGATE_BYTES = Buffer.from([0xed, 0xa0, 0x80])

/** Storable but awkward text: nothing here may be a 5xx. */
export const ODD_TEXTS = [
  '\ufffd',
  '\u202e\u2066reversed',
  'e\u0301\u0301\u0301',
  '😀👩🏽‍⚖️🇮🇳',
  'नमस्ते अनुबंध',
  '\u2028\u2029',
  '\ufeffBOM',
  '%00',
  '\\u0000',
  "'; DROP TABLE events; --",
  '<script>alert(1)</script>',
  '\r\n\r\nInjected: header',
  '\u0001\u0007\u001b[31m',
  '   ',
  '',
]

/** A well-formed emoji placed so that cutting the text at `at` UTF-16 units would split it. @param {number} at */
export const emojiAtCut = (at) => `${'a'.repeat(at - 1)}😀 and more`

/**
 * Seeded damage to a body: a few bytes replaced by random ones, inserted, or the body cut.
 * @param {Buffer} body
 * @param {Rng} rng
 */
export function mutate(body, rng) {
  let out = Buffer.from(body)
  const edits = 1 + rng.int(4)
  for (let i = 0; i < edits; i++) {
    const at = out.length === 0 ? 0 : rng.int(out.length)
    switch (rng.int(5)) {
      case 0:
        if (out.length > 0) out[at] = rng.int(256)
        break
      case 1:
        out = Buffer.concat([out.subarray(0, at), rng.bytes(1 + rng.int(8)), out.subarray(at)])
        break
      case 2:
        out = out.subarray(0, at)
        break
      case 3:
        out = Buffer.concat([
          out.subarray(0, at),
          Buffer.from(rng.pick(['%', '%0', '%00', '=', '&', '"', '\\', '{', '[', '\u0000'])),
          out.subarray(at),
        ])
        break
      default:
        out = Buffer.concat([out.subarray(0, at), out.subarray(at, at + 1 + rng.int(16)), out.subarray(at)])
    }
  }
  return out
}
