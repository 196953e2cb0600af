import http from 'node:http'
import net from 'node:net'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { hostProblem, requestProblem, watchBodyArrival } from '../../server/request-guards.js'
import {
  API_MAX_BYTES,
  bodyRuleFor,
  COMMENT_FORM_MAX_BYTES,
  EDIT_FORM_MAX_BYTES,
  FORM_MAX_BYTES,
  UPLOAD_MAX_BYTES,
} from '../../server/request-limits.js'
import { REQUEST_HARD_MAX_BYTES } from '#app/platform/form-files.server.ts'
import { MAX_CONTENT_BYTES } from '#domain/agreement/events.ts'
import { MAX_COMMENT_LENGTH } from '#domain/collaboration/texts.ts'

// What server.js refuses before a request reaches Remix (server/request-guards.js), and the
// per-route body limits it refuses by (server/request-limits.js).

type Head = { method?: string; url?: string; headers?: Record<string, string> }
const request = ({ method = 'POST', url = '/auth', headers = {} }: Head) =>
  ({ method, url, headers: { host: 'localhost:3000', ...headers } }) as unknown as http.IncomingMessage
const problem = (head: Head, trustProxy = false) => requestProblem(request(head), { trustProxy })
const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '20' }

describe('the Host header', () => {
  it('accepts a name, an address or a bracketed IPv6 address, with a port at most', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'nyaya.example',
      'NYAYA.Example:443',
      '127.0.0.1:8080',
      '[::1]:3000',
      '[::1]',
      'xn--nxasmq6b.in',
      'éxample.in',
      undefined,
    ]) {
      expect(hostProblem(host), String(host)).toBeNull()
    }
  })
  it('refuses what is not a host: spaces, paths, user info, two ports, a port past 65535, a bracket left open, a NUL', () => {
    for (const host of [
      'exa mple.com',
      'a/b',
      'user@evil.example',
      'evil.example:80:80',
      'localhost:99999',
      '[::1',
      '[zz::1]',
      '%00',
      'a\\b',
      'localhost:80,evil.example:81',
      '',
      'localhost:',
    ]) {
      expect(hostProblem(host), host).toMatch(/not a host name/)
    }
  })
  it('is checked in X-Forwarded-Host too, behind a trusted proxy only', () => {
    const forwarded = { headers: { ...form, 'x-forwarded-host': 'exa mple.com' } }
    expect(problem(forwarded, true)).toMatchObject({ status: 400 })
    expect(problem(forwarded, false)).toBeNull()
    expect(problem({ headers: { ...form, host: 'a/b' } })).toMatchObject({
      status: 400,
      message: 'Bad Request: the Host header is not a host name.',
    })
  })
})

describe('the request line', () => {
  it('refuses a NUL anywhere in the address, in any case of its escape', () => {
    for (const url of [
      '/app?q=a%00b',
      '/app/documents/x%00',
      '/auth?redirectTo=%00',
      '/%00',
      '/api/chat?x=%00',
    ]) {
      expect(problem({ method: 'GET', url }), url).toMatchObject({ status: 400 })
    }
    expect(problem({ method: 'GET', url: '/app?q=%2500' })).toBeNull()
  })
  it('allows the methods a route can answer and refuses the rest with 405 and Allow', () => {
    for (const method of ['TRACE', 'PROPFIND', 'FUZZ', 'CONNECT']) {
      expect(problem({ method, headers: form }), method).toMatchObject({
        status: 405,
        headers: { Allow: 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE' },
      })
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'])
      expect(problem({ method, headers: form }), method).toBeNull()
  })
})

describe('the body, judged before a byte of it is read', () => {
  it('refuses a declared length over the route’s limit with 413', () => {
    const cases: Array<[string, number]> = [
      ['/auth', FORM_MAX_BYTES],
      ['/document/x', COMMENT_FORM_MAX_BYTES],
      ['/app/documents/x/edit', EDIT_FORM_MAX_BYTES],
      ['/app', UPLOAD_MAX_BYTES],
      ['/api/chat', API_MAX_BYTES],
    ]
    for (const [url, limit] of cases) {
      const type = url.startsWith('/api') ? 'application/json' : 'application/x-www-form-urlencoded'
      expect(
        problem({ url, headers: { 'content-type': type, 'content-length': String(limit) } }),
        url,
      ).toBeNull()
      expect(
        problem({ url, headers: { 'content-type': type, 'content-length': String(limit + 1) } }),
        url,
      ).toMatchObject({ status: 413 })
    }
    expect(
      problem({ method: 'GET', url: '/profile', headers: { 'content-length': String(FORM_MAX_BYTES + 1) } }),
    ).toMatchObject({ status: 413 })
  })
  it('judges the path the router will match, not the text sent: no route borrows a larger rule', () => {
    // Each reaches an ordinary form (or /app): the rule is that form's, whatever the raw path looked like.
    const disguised: Array<[string, number]> = [
      ['/app/documents/x\\..\\..\\..\\auth#/edit', FORM_MAX_BYTES],
      ['/document/..\\auth', FORM_MAX_BYTES],
      ['/document/x/../../auth', FORM_MAX_BYTES],
      ['/app/documents/x/edit/../../../../profile', FORM_MAX_BYTES],
      ['/%61pp/documents/x/%65dit', EDIT_FORM_MAX_BYTES],
      ['/app/documents/x/edit/..', FORM_MAX_BYTES],
    ]
    for (const [url, limit] of disguised) {
      const headers = { 'content-type': 'application/x-www-form-urlencoded' }
      expect(problem({ url, headers: { ...headers, 'content-length': String(limit) } }), url).toBeNull()
      expect(
        problem({ url, headers: { ...headers, 'content-length': String(limit + 1) } }),
        url,
      ).toMatchObject({
        status: 413,
      })
    }
    // /api/../auth is the sign-in form: JSON is refused there, as at /auth itself.
    expect(
      problem({
        url: '/api/../auth',
        headers: { 'content-type': 'application/json', 'content-length': '20' },
      }),
    ).toMatchObject({ status: 415 })
  })
  it('says on the chat form what the file limit is', () => {
    expect(
      problem({
        url: '/app',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(UPLOAD_MAX_BYTES + 1),
        },
      })?.message,
    ).toBe('File too large: Please select a file smaller than 10MB')
  })
  it('refuses a chunked body with 411, a compressed one with 415', () => {
    expect(
      problem({
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      }),
    ).toMatchObject({ status: 411 })
    expect(
      problem({
        url: '/api/chat',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      }),
    ).toMatchObject({ status: 411 })
    for (const encoding of ['gzip', 'deflate', 'br']) {
      expect(problem({ headers: { ...form, 'content-encoding': encoding } }), encoding).toMatchObject({
        status: 415,
      })
    }
    expect(problem({ headers: { ...form, 'content-encoding': 'identity' } })).toBeNull()
  })
  it('takes only an HTML form at a form action: no body, JSON, text/plain and XML are 415', () => {
    for (const headers of [
      {},
      { 'content-type': 'application/json', 'content-length': '2' },
      { 'content-type': 'text/plain', 'content-length': '3' },
      { 'content-type': 'application/xml', 'content-length': '3' },
      { 'content-type': 'multipartform-data' },
    ] as Array<Record<string, string>>) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect(
          problem({ method, url: '/document/x', headers }),
          `${method} ${JSON.stringify(headers)}`,
        ).toMatchObject({ status: 415 })
      }
    }
    for (const type of [
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=UTF-8',
      'multipart/form-data; boundary=abc',
      'Multipart/Form-Data; boundary=abc',
    ]) {
      expect(
        problem({ url: '/document/x', headers: { 'content-type': type, 'content-length': '5' } }),
        type,
      ).toBeNull()
    }
  })
  it('leaves the JSON API’s content type to the API (which answers 400 in JSON) and reads nothing on a GET', () => {
    expect(
      problem({ url: '/api/chat', headers: { 'content-type': 'text/plain', 'content-length': '3' } }),
    ).toBeNull()
    expect(problem({ method: 'GET', url: '/app' })).toBeNull()
  })
})

describe('the body limits follow from what the forms carry', () => {
  it('the chat form’s is the multipart reader’s hard maximum', () => {
    expect(UPLOAD_MAX_BYTES).toBe(REQUEST_HARD_MAX_BYTES)
  })
  it('a 2 MB document and a 10,000-character comment fit, percent-encoded, in any script', () => {
    expect(EDIT_FORM_MAX_BYTES).toBeGreaterThanOrEqual(6 * MAX_CONTENT_BYTES)
    const hindi = 'अ'.repeat(MAX_COMMENT_LENGTH)
    const body = new URLSearchParams({
      csrf: 'x'.repeat(43),
      intent: 'comment',
      content: hindi,
      parentId: crypto.randomUUID(),
      returnTo: '/document/x',
    }).toString()
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(COMMENT_FORM_MAX_BYTES)
  })
  it('matches paths as Remix does: any case, a trailing slash', () => {
    expect(bodyRuleFor('/APP/').maxBytes).toBe(UPLOAD_MAX_BYTES)
    expect(bodyRuleFor('/App/Documents/abc/Edit').maxBytes).toBe(EDIT_FORM_MAX_BYTES)
    expect(bodyRuleFor('/Api/chat').body).toBe('json')
    expect(bodyRuleFor('/app/api-tokens').maxBytes).toBe(FORM_MAX_BYTES)
    expect(bodyRuleFor('/%61pp').maxBytes).toBe(FORM_MAX_BYTES)
  })
})

describe('a body that stops arriving', () => {
  /** A server that watches bodies with a short idle limit and answers once it has read one. */
  async function serve(readAfterMs = 0) {
    const server = http.createServer((req, res) => {
      watchBodyArrival(req, res, 300)
      setTimeout(() => {
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => res.end(`read ${Buffer.concat(chunks).length}`))
      }, readAfterMs)
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    return { server, port: (server.address() as net.AddressInfo).port }
  }
  /** Sends a head and part of a body, then reads until the server closes. */
  async function send(port: number, head: string, body: string) {
    const socket = net.connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.write(`${head}\r\n\r\n${body}`)
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    await once(socket, 'close')
    return answer
  }

  it('is answered 408 and its connection closed, whatever was declared', async () => {
    const { server, port } = await serve()
    try {
      for (const [declared, sent] of [
        [100, 'a=1'],
        [64, ''],
        [5000, 'x'.repeat(4000)],
      ] as const) {
        const answer = await send(
          port,
          `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${declared}`,
          sent,
        )
        expect(answer, `${sent.length} of ${declared}`).toMatch(/^HTTP\/1\.1 408 /)
        expect(answer).toContain('the request body stopped arriving')
      }
    } finally {
      server.close()
    }
  })

  it('is not cut off when it has all arrived and the server reads it late', async () => {
    const { server, port } = await serve(1000)
    try {
      const answer = await send(
        port,
        'POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 3',
        'a=1',
      )
      expect(answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*read 3$/)
    } finally {
      server.close()
    }
  })
})
