// @ts-check
// The fuzzer's catalogue: for one endpoint, every malformed request it is sent. A case
// names its class, the statuses that show the class is handled (when the class has a
// designed answer), and whether a closed connection is an acceptable end.
import { gzipSync } from 'node:zlib'
import { BODY_IDLE_TIMEOUT_MS } from '../../server/request-limits.js'
import {
  chunked,
  emojiAtCut,
  LONE_SURROGATES,
  multipart,
  mutate,
  NUL_TEXTS,
  ODD_TEXTS,
  seeded,
  SURROGATE_BYTES,
  urlencoded,
} from './fuzz-bodies.js'

/** @typedef {import('./fuzz-bodies.js').Rng} Rng */
/** @typedef {Record<string, string>} Ids */
/**
 * @typedef {object} Endpoint
 * @property {string} name  as reports show it, e.g. 'POST /document/:id comment'
 * @property {'form' | 'json' | 'page'} kind
 * @property {string} method  the method it expects
 * @property {(ids: Ids) => string} path  the path and query
 * @property {'user' | 'anonymous' | 'spare'} [as]  who sends it (default: the signed-in user)
 * @property {(ids: Ids) => Record<string, string>} [fields]  a valid form, without csrf
 * @property {(ids: Ids) => Record<string, unknown>} [json]  a valid JSON body
 * @property {(ctx: Ctx) => Promise<void>} [prepare]  refreshes ids before each request (a document's current version)
 * @property {boolean} [reads]  its action reads the body (default: forms and JSON do, pages do not)
 * @property {string[]} [query]  query parameters its loader reads
 * @property {number} maxBytes  its body limit (server/request-limits.js)
 * @property {boolean} [files]  its form takes a file (multipart)
 * @property {string[]} [keep]  fields sent as given in every case (a honeypot that must stay filled)
 */
/**
 * @typedef {object} Principal
 * @property {string} cookie
 * @property {string} csrf
 */
/**
 * @typedef {object} Ctx
 * @property {string} host  the Host header a browser sends
 * @property {string} origin
 * @property {Record<'user' | 'anonymous' | 'spare', Principal>} principals
 * @property {Ids} ids
 */
/**
 * @typedef {object} RawSpec
 * @property {string} method
 * @property {string} target  path and query, exactly as sent
 * @property {Array<[string, string]>} headers  in order; Content-Length is added unless present or `noLength`
 * @property {Buffer} body
 * @property {number} [stallAfter]  write only this many bytes of the body, then wait
 * @property {boolean} [noLength]
 */
/**
 * @typedef {object} Case
 * @property {string} category
 * @property {string} label
 * @property {number[]} [expect]  the statuses that show the class handled
 * @property {boolean} [acceptClosed]  closing the connection without an answer is also fine
 * @property {number} boundMs  past this without an answer or a close, it is a hang
 * @property {(ctx: Ctx) => Promise<RawSpec>} build
 */

/** An ordinary answer comes within this; longer is a hang. */
export const ANSWER_BOUND_MS = 30_000
/** A body that stops arriving must be answered or closed within the server's idle limit and this margin. */
export const STALL_BOUND_MS = BODY_IDLE_TIMEOUT_MS + 10_000

const FORM_TYPE = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const REFUSED_TYPE = [400, 415]

/** Host headers no client should send and a server must not trip over. */
export const BAD_HOSTS = [
  'exa mple.com',
  'localhost:99999',
  '[::1',
  'a/b',
  'user@evil.example',
  'evil.example:80:80',
  '%00',
  'localhost:80,evil.example',
  'a\\b',
  '[zz::1]',
]
/** Host headers that are unusual but valid: answered like any other request, never a 5xx. */
export const ODD_HOSTS = [
  '\u00e9xample.in',
  '-',
  'LOCALHOST',
  '127.0.0.1',
  '[::1]',
  'xn--nxasmq6b',
  'localhost:0',
]

/** @param {Ctx} ctx @param {Endpoint} e */
const principal = (ctx, e) => ctx.principals[e.as ?? 'user']

/** @param {Ctx} ctx @param {Endpoint} e @param {Array<[string, string]>} [extra] @returns {Array<[string, string]>} */
function headersFor(ctx, e, extra = []) {
  const p = principal(ctx, e)
  /** @type {Array<[string, string]>} */
  const headers = [
    ['Host', ctx.host],
    ['Origin', ctx.origin],
    ['Connection', 'close'],
  ]
  if (p.cookie) headers.push(['Cookie', p.cookie])
  return [...headers, ...extra]
}

/** The endpoint's valid form as entries, csrf first. @param {Ctx} ctx @param {Endpoint} e @returns {Promise<Array<[string, string]>>} */
async function formEntries(ctx, e) {
  await e.prepare?.(ctx)
  const fields = e.fields ? e.fields(ctx.ids) : {}
  return [['csrf', principal(ctx, e).csrf], ...Object.entries(fields)]
}

/** @param {Ctx} ctx @param {Endpoint} e */
async function jsonOf(ctx, e) {
  await e.prepare?.(ctx)
  return e.json ? e.json(ctx.ids) : {}
}

/**
 * A case with a body sent as `type`.
 * @param {string} method @param {Endpoint} e @param {string | null} type @param {(ctx: Ctx) => Promise<Buffer>} body
 * @param {{ extra?: Array<[string, string]>, target?: (ctx: Ctx) => string, stallAfter?: (body: Buffer) => number, length?: (body: Buffer) => number | null }} [options]
 * @returns {(ctx: Ctx) => Promise<RawSpec>}
 */
function send(method, e, type, body, options = {}) {
  return async (ctx) => {
    const bytes = await body(ctx)
    /** @type {Array<[string, string]>} */
    const extra = [
      ...(type ? /** @type {Array<[string, string]>} */ ([['Content-Type', type]]) : []),
      ...(options.extra ?? []),
    ]
    const length = options.length ? options.length(bytes) : bytes.length
    if (length !== null) extra.push(['Content-Length', String(length)])
    return {
      method,
      target: options.target ? options.target(ctx) : e.path(ctx.ids),
      headers: headersFor(ctx, e, extra),
      body: bytes,
      noLength: true,
      ...(options.stallAfter ? { stallAfter: options.stallAfter(bytes) } : {}),
    }
  }
}

/** @param {Endpoint} e */
const reads = (e) => e.reads ?? e.kind !== 'page'

/** Cases every endpoint gets, whatever it takes. @param {Endpoint} e @param {Rng} rng @returns {Case[]} */
function everyEndpoint(e, rng) {
  const at = (/** @type {string} */ path, /** @type {string} */ add) =>
    `${path}${path.includes('?') ? '&' : '?'}${add}`
  /** @type {Case[]} */
  const cases = []
  for (const [host, bad] of [
    [rng.pick(BAD_HOSTS), true],
    [rng.pick(BAD_HOSTS), true],
    [rng.pick(ODD_HOSTS), false],
  ]) {
    cases.push({
      category: bad ? 'bad Host' : 'odd but valid Host',
      label: JSON.stringify(host),
      ...(bad ? { expect: [400] } : {}),
      boundMs: ANSWER_BOUND_MS,
      build: async (ctx) => ({
        method: e.method,
        target: e.path(ctx.ids),
        headers: headersFor(ctx, e).map(([name, value]) => [
          name,
          name === 'Host' ? Buffer.from(String(host), 'utf8').toString('latin1') : value,
        ]),
        body: Buffer.alloc(0),
      }),
    })
  }
  cases.push({
    category: 'NUL in the query',
    label: '?x=%00',
    expect: [400],
    boundMs: ANSWER_BOUND_MS,
    build: async (ctx) => ({
      method: 'GET',
      target: at(e.path(ctx.ids), `${e.query?.[0] ?? 'x'}=a%00b`),
      headers: headersFor(ctx, e),
      body: Buffer.alloc(0),
    }),
  })
  cases.push({
    category: 'NUL in the path',
    label: '/%00',
    expect: [400],
    boundMs: ANSWER_BOUND_MS,
    build: async (ctx) => ({
      method: 'GET',
      target: e.path(ctx.ids).replace(/(\?|$)/, '%00$1'),
      headers: headersFor(ctx, e),
      body: Buffer.alloc(0),
    }),
  })
  for (const odd of ['%E0%A4%A', '%zz', '%ff%fe', '%ED%A0%80', `${'%F0%9F%98%80'.repeat(3)}`]) {
    cases.push({
      category: 'odd encoding in the URL',
      label: odd,
      boundMs: ANSWER_BOUND_MS,
      build: async (ctx) => ({
        method: 'GET',
        target: at(e.path(ctx.ids), `${rng.pick(e.query ?? ['q'])}=${odd}`),
        headers: headersFor(ctx, e),
        body: Buffer.alloc(0),
      }),
    })
  }
  for (const name of e.query ?? []) {
    const value = rng.pick([...ODD_TEXTS, '-1', '0', '1e308', '99999999999999999999', '[]', 'undefined'])
    cases.push({
      category: 'odd query value',
      label: `${name}=${JSON.stringify(value)}`,
      boundMs: ANSWER_BOUND_MS,
      build: async (ctx) => ({
        method: 'GET',
        target: at(e.path(ctx.ids), `${name}=${encodeURIComponent(value)}`),
        headers: headersFor(ctx, e),
        body: Buffer.alloc(0),
      }),
    })
  }
  cases.push({
    category: 'Content-Length larger than the body',
    label: `${e.method} with 100 bytes missing`,
    ...(reads(e) ? { expect: [400, 408] } : {}),
    acceptClosed: true,
    boundMs: STALL_BOUND_MS,
    build: send(
      e.method === 'GET' ? 'POST' : e.method,
      e,
      e.kind === 'json' ? JSON_TYPE : FORM_TYPE,
      async () => Buffer.from('a=1'),
      { length: (b) => b.length + 100 },
    ),
  })
  cases.push({
    category: 'declared body over the limit',
    label: `Content-Length ${e.maxBytes + 1}`,
    expect: [413],
    acceptClosed: true,
    boundMs: STALL_BOUND_MS,
    build: send(
      e.method === 'GET' ? 'POST' : e.method,
      e,
      e.kind === 'json' ? JSON_TYPE : FORM_TYPE,
      async () => Buffer.alloc(1024, 0x61),
      {
        length: () => e.maxBytes + 1,
      },
    ),
  })
  cases.push({
    category: 'declared body over the limit',
    label: `Expect: 100-continue, Content-Length ${e.maxBytes + 1}, no body sent`,
    // The refusal itself, not a 100 Continue first: the client is told before it sends.
    expect: [413],
    acceptClosed: true,
    boundMs: STALL_BOUND_MS,
    build: send(
      e.method === 'GET' ? 'POST' : e.method,
      e,
      e.kind === 'json' ? JSON_TYPE : FORM_TYPE,
      async () => Buffer.alloc(0),
      {
        extra: [['Expect', '100-continue']],
        length: () => e.maxBytes + 1,
      },
    ),
  })
  for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'FUZZ', 'HEAD', 'GET', 'POST'].filter(
    (m) => m !== e.method,
  )) {
    cases.push({
      category: 'another method',
      label: method,
      boundMs: ANSWER_BOUND_MS,
      build: send(method, e, e.kind === 'json' ? JSON_TYPE : FORM_TYPE, async (ctx) =>
        e.kind === 'json'
          ? Buffer.from(JSON.stringify(await jsonOf(ctx, e)))
          : urlencoded(await formEntries(ctx, e)),
      ),
    })
  }
  return cases
}

/** @param {Endpoint} e @param {Rng} rng @returns {Case[]} */
function formCases(e, rng) {
  const valid = async (/** @type {Ctx} */ ctx) => urlencoded(await formEntries(ctx, e))
  const post = (
    /** @type {string | null} */ type,
    /** @type {(ctx: Ctx) => Promise<Buffer>} */ body,
    options = {},
  ) => send(e.method, e, type, body, options)
  const boundary = `----fuzz${rng.int(1e9)}`
  /** @type {Case[]} */
  const cases = [
    { category: 'valid form', label: 'control', boundMs: ANSWER_BOUND_MS, build: post(FORM_TYPE, valid) },
    {
      category: 'no body',
      label: 'no Content-Type, no body',
      expect: REFUSED_TYPE,
      boundMs: ANSWER_BOUND_MS,
      build: post(null, async () => Buffer.alloc(0)),
    },
    {
      category: 'empty form',
      label: 'urlencoded, 0 bytes',
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async () => Buffer.alloc(0)),
    },
    {
      category: 'JSON to a form',
      label: 'application/json',
      expect: REFUSED_TYPE,
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async (ctx) =>
        Buffer.from(JSON.stringify(Object.fromEntries(await formEntries(ctx, e)))),
      ),
    },
    {
      category: 'text/plain to a form',
      label: 'text/plain',
      expect: REFUSED_TYPE,
      boundMs: ANSWER_BOUND_MS,
      build: post('text/plain', valid),
    },
    {
      category: 'broken multipart',
      label: 'garbage under a boundary',
      expect: [400],
      boundMs: ANSWER_BOUND_MS,
      build: post(`multipart/form-data; boundary=${boundary}`, async () =>
        Buffer.concat([Buffer.from(`--${boundary}\r\nnonsense`), rng.bytes(64)]),
      ),
    },
    {
      category: 'broken multipart',
      label: 'no boundary parameter',
      expect: [400, 415],
      boundMs: ANSWER_BOUND_MS,
      build: post('multipart/form-data', valid),
    },
    {
      category: 'broken multipart',
      label: 'closing boundary missing',
      expect: [400],
      boundMs: ANSWER_BOUND_MS,
      build: post(`multipart/form-data; boundary=${boundary}`, async (ctx) =>
        multipart(boundary, await formEntries(ctx, e), { truncated: true }),
      ),
    },
    {
      category: 'broken multipart',
      label: 'a part without Content-Disposition',
      expect: [400],
      boundMs: ANSWER_BOUND_MS,
      build: post(`multipart/form-data; boundary=${boundary}`, async () =>
        Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`),
      ),
    },
    {
      category: 'NUL in a field',
      label: 'multipart, raw NUL byte',
      expect: [400],
      boundMs: ANSWER_BOUND_MS,
      build: post(`multipart/form-data; boundary=${boundary}`, async (ctx) => {
        const entries = await formEntries(ctx, e)
        return multipart(
          boundary,
          entries.map(([k, v], i) => [k, i === entries.length - 1 ? `${v}\u0000` : v]),
        )
      }),
    },
    {
      category: 'NUL in a field',
      label: 'field name %00',
      expect: [400],
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) => urlencoded([...(await formEntries(ctx, e)), ['\u0000', '1']])),
    },
    {
      category: 'odd encoding',
      label: 'charset=utf-16',
      boundMs: ANSWER_BOUND_MS,
      build: post(`${FORM_TYPE}; charset=utf-16`, async (ctx) =>
        Buffer.from((await valid(ctx)).toString('latin1'), 'utf16le'),
      ),
    },
    {
      category: 'odd encoding',
      label: 'Content-Encoding: gzip',
      expect: [400, 415],
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) => gzipSync(await valid(ctx)), {
        extra: [['Content-Encoding', 'gzip']],
      }),
    },
    {
      category: 'odd encoding',
      label: 'broken percent-escapes',
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) =>
        Buffer.concat([await valid(ctx), Buffer.from('&%zz=%E0%A4%A&%=&&=&a=%')]),
      ),
    },
    {
      category: 'odd encoding',
      label: 'bytes that are not UTF-8',
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) => {
        const entries = await formEntries(ctx, e)
        return urlencoded(
          entries.map(([k, v], i) => [
            k,
            i === 0 ? v : Buffer.concat([Buffer.from(v), Buffer.from([0xff, 0xfe, 0xc0, 0x80])]),
          ]),
        )
      }),
    },
    {
      category: 'surrogate bytes in a form',
      label: 'CESU-8 bytes of a surrogate in every field',
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) =>
        urlencoded(
          (await formEntries(ctx, e)).map(([k, v], i) => [
            k,
            i === 0 ? v : Buffer.concat([Buffer.from(v), SURROGATE_BYTES]),
          ]),
        ),
      ),
    },
    {
      category: 'chunked body',
      label: 'Transfer-Encoding: chunked',
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) => chunked(await valid(ctx), 7), {
        extra: [['Transfer-Encoding', 'chunked']],
        length: () => null,
      }),
    },
    {
      category: 'many fields',
      label: '3,000 fields',
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) =>
        urlencoded([
          ...(await formEntries(ctx, e)),
          ...Array.from({ length: 3000 }, (_, i) => /** @type {[string, string]} */ ([`f${i}`, '1'])),
        ]),
      ),
    },
  ]
  if (e.maxBytes <= 1024 * 1024) {
    cases.push({
      category: 'body over the limit',
      label: `${e.maxBytes + 1024} bytes sent`,
      expect: [413],
      acceptClosed: true,
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) =>
        urlencoded([...(await formEntries(ctx, e)), ['padding', 'a'.repeat(e.maxBytes)]]),
      ),
    })
  }
  const fieldNames = Object.keys(e.fields?.({}) ?? {}).filter((name) => !e.keep?.includes(name))
  for (const name of fieldNames) {
    const nul = rng.pick(NUL_TEXTS)
    const replace = async (/** @type {Ctx} */ ctx, /** @type {string | Buffer} */ value) =>
      urlencoded((await formEntries(ctx, e)).map(([k, v]) => [k, k === name ? value : v]))
    cases.push({
      category: 'NUL in a field',
      label: `${name}=${JSON.stringify(nul)}`,
      expect: [400],
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, (ctx) => replace(ctx, nul)),
    })
    const odd = rng.pick(ODD_TEXTS)
    cases.push({
      category: 'odd text in a field',
      label: `${name}=${JSON.stringify(odd)}`,
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, (ctx) => replace(ctx, odd)),
    })
    const cut = rng.pick([47, 50, 100, 200, 300, 480, 500, 1000, 5000])
    cases.push({
      category: 'emoji across a length limit',
      label: `${name} cut at ${cut}`,
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, (ctx) => replace(ctx, emojiAtCut(cut))),
    })
    const long = Math.min(Math.floor(e.maxBytes / 2), 40_000)
    cases.push({
      category: 'overlong field',
      label: `${name} of ${long} characters`,
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, (ctx) => replace(ctx, 'x'.repeat(long))),
    })
  }
  if (e.files) {
    const file = (/** @type {string | Buffer} */ name, /** @type {Buffer} */ bytes) => ({
      field: 'attachment',
      name,
      type: 'text/plain',
      bytes,
    })
    for (const [label, name, bytes] of /** @type {Array<[string, string | Buffer, Buffer]>} */ ([
      ['a text file', 'notes.txt', Buffer.from('Rent is 25000 a month.')],
      ['NUL bytes in a text file', 'nul.txt', Buffer.from('Rent\u0000 is\u0000 due')],
      [
        'CESU-8 surrogate in a text file',
        'surrogate.txt',
        Buffer.concat([Buffer.from('text '), SURROGATE_BYTES]),
      ],
      ['NUL in the file name', Buffer.from('a\u0000b.txt'), Buffer.from('hello')],
    ])) {
      cases.push({
        category: 'file',
        label,
        boundMs: ANSWER_BOUND_MS,
        build: post(`multipart/form-data; boundary=${boundary}`, async (ctx) =>
          multipart(boundary, await formEntries(ctx, e), { file: file(name, bytes) }),
        ),
      })
    }
  }
  for (let i = 0; i < 6; i++) {
    const seed = rng.int(2 ** 31)
    cases.push({
      category: 'mutated body',
      label: `mutation ${seed}`,
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) => mutate(await valid(ctx), seeded(seed))),
    })
  }
  return cases
}

/** @param {Endpoint} e @param {Rng} rng @returns {Case[]} */
function jsonCases(e, rng) {
  const text = (/** @type {unknown} */ value) => Buffer.from(JSON.stringify(value))
  const post = (
    /** @type {string | null} */ type,
    /** @type {(ctx: Ctx) => Promise<Buffer>} */ body,
    options = {},
  ) => send(e.method, e, type, body, options)
  const valid = async (/** @type {Ctx} */ ctx) => text(await jsonOf(ctx, e))
  /** @type {Case[]} */
  const cases = [
    { category: 'valid JSON', label: 'control', boundMs: ANSWER_BOUND_MS, build: post(JSON_TYPE, valid) },
    {
      category: 'no body',
      label: 'no Content-Type, no body',
      boundMs: ANSWER_BOUND_MS,
      build: post(null, async () => Buffer.alloc(0)),
    },
    {
      category: 'empty JSON',
      label: 'application/json, 0 bytes',
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async () => Buffer.alloc(0)),
    },
    {
      category: 'form to the JSON API',
      label: 'urlencoded',
      boundMs: ANSWER_BOUND_MS,
      build: post(FORM_TYPE, async (ctx) =>
        urlencoded(Object.entries(await jsonOf(ctx, e)).map(([k, v]) => [k, String(v)])),
      ),
    },
    {
      category: 'invalid JSON',
      label: 'cut short',
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async (ctx) => (await valid(ctx)).subarray(0, 5)),
    },
    {
      category: 'invalid JSON',
      label: 'raw NUL byte in a string',
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async () => Buffer.from('{"a":"x\u0000y"}')),
    },
    {
      category: 'deep nesting',
      label: '100,000 arrays',
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async () => Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)),
    },
    {
      category: 'odd JSON',
      label: '__proto__ and constructor',
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async () =>
        Buffer.from('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}'),
      ),
    },
    {
      category: 'odd JSON',
      label: 'huge number and duplicate keys',
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async () => Buffer.from(`{"a":1e400,"a":-0,"b":${'9'.repeat(400)}}`)),
    },
    {
      category: 'odd encoding',
      label: 'charset=utf-16',
      boundMs: ANSWER_BOUND_MS,
      build: post(`${JSON_TYPE}; charset=utf-16`, async (ctx) =>
        Buffer.from(JSON.stringify(await jsonOf(ctx, e)), 'utf16le'),
      ),
    },
    {
      category: 'odd encoding',
      label: 'Content-Encoding: gzip',
      expect: [400, 415],
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async (ctx) => gzipSync(await valid(ctx)), {
        extra: [['Content-Encoding', 'gzip']],
      }),
    },
    {
      category: 'chunked body',
      label: 'Transfer-Encoding: chunked',
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async (ctx) => chunked(await valid(ctx), 5), {
        extra: [['Transfer-Encoding', 'chunked']],
        length: () => null,
      }),
    },
    {
      category: 'body over the limit',
      label: `${e.maxBytes + 1024} bytes sent`,
      expect: [413],
      acceptClosed: true,
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async (ctx) =>
        text({ ...(await jsonOf(ctx, e)), padding: 'a'.repeat(e.maxBytes) }),
      ),
    },
    {
      category: 'bearer token',
      label: 'a token that is not one',
      boundMs: ANSWER_BOUND_MS,
      // Any byte a header may carry (visible ASCII and obs-text): a bad token, not bad HTTP.
      build: post(JSON_TYPE, valid, {
        extra: [
          [
            'Authorization',
            `Bearer ${rng
              .bytes(24)
              .toString('latin1')
              .replace(/[^\x21-\x7e\x80-\xff]/g, 'x')}`,
          ],
        ],
      }),
    },
  ]
  const stringFields = Object.entries(e.json?.({}) ?? {})
    .filter(([, v]) => typeof v === 'string')
    .map(([k]) => k)
  for (const name of stringFields) {
    const replace = async (/** @type {Ctx} */ ctx, /** @type {unknown} */ value) =>
      text({ ...(await jsonOf(ctx, e)), [name]: value })
    const nul = rng.pick(NUL_TEXTS)
    const refused = reads(e) ? { expect: [400] } : {}
    cases.push({
      category: 'NUL in a field',
      label: `${name}: ${JSON.stringify(nul)}`,
      ...refused,
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, (ctx) => replace(ctx, nul)),
    })
    const lone = rng.pick(LONE_SURROGATES)
    cases.push({
      category: 'lone surrogate',
      label: `${name}: ${JSON.stringify(lone)}`,
      ...refused,
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, (ctx) => replace(ctx, lone)),
    })
    const odd = rng.pick(ODD_TEXTS)
    cases.push({
      category: 'odd text in a field',
      label: `${name}: ${JSON.stringify(odd)}`,
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, (ctx) => replace(ctx, odd)),
    })
    const cut = rng.pick([47, 50, 100, 200, 300, 480, 500, 1000, 5000])
    cases.push({
      category: 'emoji across a length limit',
      label: `${name} cut at ${cut}`,
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, (ctx) => replace(ctx, emojiAtCut(cut))),
    })
    const wrong = rng.pick([null, 0, -1, 1e308, true, [], {}, ['x'], { $gt: '' }])
    cases.push({
      category: 'wrong type',
      label: `${name}: ${JSON.stringify(wrong)}`,
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, (ctx) => replace(ctx, wrong)),
    })
  }
  for (let i = 0; i < 6; i++) {
    const seed = rng.int(2 ** 31)
    cases.push({
      category: 'mutated body',
      label: `mutation ${seed}`,
      boundMs: ANSWER_BOUND_MS,
      build: post(JSON_TYPE, async (ctx) => mutate(await valid(ctx), seeded(seed))),
    })
  }
  return cases
}

/** @param {Endpoint} e @param {Rng} rng @returns {Case[]} */
function pageCases(e, rng) {
  const get = (/** @type {string} */ method) => async (/** @type {Ctx} */ ctx) => ({
    method,
    target: e.path(ctx.ids),
    headers: headersFor(ctx, e),
    body: Buffer.alloc(0),
  })
  return [
    { category: 'valid page', label: 'GET', boundMs: ANSWER_BOUND_MS, build: get('GET') },
    { category: 'valid page', label: 'HEAD', boundMs: ANSWER_BOUND_MS, build: get('HEAD') },
    {
      category: 'odd encoding in the URL',
      label: 'path with bytes that are not UTF-8',
      boundMs: ANSWER_BOUND_MS,
      build: async (ctx) => ({
        ...(await get('GET')(ctx)),
        target: e.path(ctx.ids).replace(/(\?|$)/, '%ff%fe$1'),
      }),
    },
    {
      category: 'long URL',
      label: '40,000-byte query',
      boundMs: ANSWER_BOUND_MS,
      build: async (ctx) => ({
        ...(await get('GET')(ctx)),
        target: `${e.path(ctx.ids)}${e.path(ctx.ids).includes('?') ? '&' : '?'}${rng.pick(e.query ?? ['q'])}=${'%E0%A4%85'.repeat(4400)}`,
      }),
    },
    {
      category: 'form to a page',
      label: 'POST urlencoded',
      boundMs: ANSWER_BOUND_MS,
      build: send('POST', e, FORM_TYPE, async (ctx) =>
        urlencoded([
          ['csrf', principal(ctx, e).csrf],
          ['a', '\u0000'],
        ]),
      ),
    },
    {
      category: 'JSON to a page',
      label: 'POST application/json',
      boundMs: ANSWER_BOUND_MS,
      build: send('POST', e, JSON_TYPE, async () => Buffer.from('{"a":"\\u0000"}')),
    },
    {
      category: 'body on a GET',
      label: 'GET with a 10-byte body',
      boundMs: ANSWER_BOUND_MS,
      build: send('GET', e, FORM_TYPE, async () => Buffer.from('a=1&b=2&c=')),
    },
  ]
}

/**
 * Every case for one endpoint, in a fixed order for the seed.
 * @param {Endpoint} e @param {Rng} rng @returns {Case[]}
 */
export function casesFor(e, rng) {
  const own =
    e.kind === 'form' ? formCases(e, rng) : e.kind === 'json' ? jsonCases(e, rng) : pageCases(e, rng)
  return [...own, ...everyEndpoint(e, rng)]
}
