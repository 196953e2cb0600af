// @ts-check
// The hostile-upload corpus against the running server (run.js runs this file once): odd
// file names, decompression bombs, files whose bytes lie, empty files and broken multipart
// bodies, posted to the chat as a form without JavaScript and as Remix's fetch with it.
// Every answer is a redirect (accepted) or a 4xx with the typed text back — never a 5xx —
// and while bombs arrive in a burst the server holds its memory and reads at most two
// files at once, each in a child that stays within its bound.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { before, describe, test } from 'node:test'
import { HttpClient } from './http.js'
import { BASE_URL, uniqueEmail } from './support.js'
import {
  docxParagraphBomb,
  docxZipBomb,
  impostors,
  pdfFlateBomb,
  pdfWithText,
} from '../support/hostile-files.js'

const TYPED = 'Please draft from my file कृपया'
const BOUNDARY = 'e2e-hostile-7MA4YWxkTrZu0gW'
const MB = 1024 * 1024
// The extraction's bound (app/platform/text-extraction.server.ts) and the kernel's margin above it.
const CHILD_CEILING = (512 + 128) * MB
const SERVER_PID = Number(process.env.E2E_SERVER_PID ?? 0)

/** @type {HttpClient} */
let client
before(async () => {
  client = new HttpClient()
  await client.authenticate(uniqueEmail('hostile'), 'create-account')
})

/**
 * Posts the chat form as bytes written by hand: the fields first (the form's order), then `tail`.
 * @param {Buffer | string} tail
 * @param {{ javascript?: boolean, contentType?: string | null }} [options]
 */
function post(tail, { javascript = false, contentType = `multipart/form-data; boundary=${BOUNDARY}` } = {}) {
  const fields = { csrf: client.csrf, intent: 'send', sessionId: '', message: TYPED }
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')
  /** @type {Record<string, string>} */
  const headers = { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: BASE_URL }
  if (contentType) headers['content-type'] = contentType
  const path = javascript ? '/app?_data=routes%2Fapp._index' : '/app'
  return fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers,
    body: Buffer.concat([Buffer.from(head), Buffer.from(tail)]),
    redirect: 'manual',
  })
}

/** @param {string} disposition @param {Buffer | string} content */
const filePart = (disposition, content, type = 'application/octet-stream') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
/** @param {string} name @param {Buffer} bytes */
const file = (name, bytes) => filePart(`form-data; name="attachment"; filename="${name}"`, bytes)

/**
 * An accepted upload: a redirect to the conversation (a 204 with X-Remix-Redirect for the fetch).
 * @param {Response} response
 */
function assertAccepted(response, what = '') {
  const location = response.headers.get('location') ?? response.headers.get('x-remix-redirect')
  assert.ok(response.status === 302 || response.status === 204, `${what}: ${response.status}`)
  assert.match(location ?? '', /^\/app\?session=[0-9a-f-]{36}/, what)
}

/**
 * A refusal: the status expected, the reason in the answer, and the typed text given back —
 * in the JSON with JavaScript, in the re-rendered message box without it.
 * @param {Response} response @param {number[]} statuses @param {RegExp} reason
 */
async function assertRefused(response, statuses, reason, what = '') {
  assert.ok(
    statuses.includes(response.status),
    `${what}: expected ${statuses.join(' or ')}, got ${response.status}`,
  )
  const body = await response.text()
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const data = JSON.parse(body)
    assert.match(data.formError, reason, what)
    assert.equal(data.values.message, TYPED, what)
  } else {
    assert.match(body, reason, what)
    assert.match(
      body,
      new RegExp(`<textarea[^>]*name="message"[^>]*>${TYPED}</textarea>`),
      `${what}: the typed text is in the message box`,
    )
  }
}

describe('odd file names are accepted, cleaned', () => {
  const NAMES = [
    'terms; v=2.txt',
    'a=b;c=d.txt',
    'say \\"hi\\".txt',
    'say %22hi%22 and line%0Abreak.txt',
    'किराया अनुबंध.txt',
    '租赁合同 📄.txt',
    'cod\u202Eexe.txt',
    '..\\\\..\\\\C:\\\\notes.txt',
    `${'long '.repeat(1000)}.txt`,
  ]
  for (const javascript of [false, true]) {
    test(`${NAMES.length} names, JavaScript ${javascript ? 'on' : 'off'}`, async () => {
      for (const name of NAMES)
        assertAccepted(await post(file(name, Buffer.from('Licence fee Rs. 25,000')), { javascript }), name)
    })
  }
})

describe('refused uploads keep the typed text and never answer 5xx', () => {
  /** @type {Array<[string, Buffer | string, number[], RegExp]>} */
  const CASES = [
    ['a 0.4 MB PDF inflating to 400 MB', file('bomb.pdf', pdfFlateBomb()), [422], /File too complex to read/],
    [
      'a PDF of four 200 MB streams',
      file('bomb.pdf', pdfFlateBomb({ inflatedMb: 200, streams: 4 })),
      [422],
      /File too complex to read/,
    ],
    [
      'a Word zip inflating to 500 MB',
      file('bomb.docx', docxZipBomb(500)),
      [422],
      /File too complex to read/,
    ],
    ...Object.entries(impostors).map(
      ([name, bytes]) =>
        /** @type {[string, Buffer, number[], RegExp]} */ ([
          `${name} (wrong bytes)`,
          file(name, bytes),
          [400],
          /Unsupported file type/,
        ]),
    ),
    ['an empty PDF', file('empty.pdf', Buffer.alloc(0)), [400], /The file is empty/],
    ['an empty .txt', file('empty.txt', Buffer.alloc(0)), [400], /The file is empty/],
    ['a name that cleans to nothing', file('/', Buffer.from('x')), [400], /Unsupported file type/],
    [
      'a body cut off inside the file',
      file('a.txt', Buffer.from('abc')).subarray(0, 60),
      [400],
      /The form could not be read/,
    ],
    ['junk after a boundary', `--${BOUNDARY}junk`, [400], /The form could not be read/],
  ]
  for (const javascript of [false, true]) {
    test(`${CASES.length} refusals, JavaScript ${javascript ? 'on' : 'off'}`, async () => {
      for (const [what, tail, statuses, reason] of CASES)
        await assertRefused(await post(tail, { javascript }), statuses, reason, what)
    })
  }

  test('bodies that are no multipart form: 400 or 415, never 5xx', async () => {
    // A multipart body the reader cannot follow: the chat form answers, with the typed text.
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=not-the-one',
      'multipart/form-data; boundary="bad;one"',
    ]) {
      const response = await post(file('a.txt', Buffer.from('x')), { contentType, javascript: true })
      assert.equal(response.status, 400, `Content-Type ${contentType}`)
      assert.match((await response.json()).formError, /The form could not be read/)
    }
    // Not a form at all: refused at the door before the body is read (server/request-guards.js).
    for (const contentType of ['application/json', 'text/plain', null]) {
      const response = await post(file('a.txt', Buffer.from('x')), { contentType, javascript: true })
      assert.equal(response.status, 415, `Content-Type ${contentType}`)
      assert.match(await response.text(), /takes an HTML form/)
    }
  })
})

/**
 * The server's direct children (the extraction processes) and their resident memory, from /proc.
 * @returns {Array<{ pid: number, rss: number }>}
 */
function childrenOfServer() {
  /** @type {Array<{ pid: number, rss: number }>} */
  const found = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8')
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== SERVER_PID) continue
      found.push({ pid: Number(entry), rss: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024 })
    } catch {
      // gone meanwhile
    }
  }
  return found
}

/** @param {'VmRSS'} field */
const serverMemory = (field) =>
  Number(
    new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(
      fs.readFileSync(`/proc/${SERVER_PID}/status`, 'utf8'),
    )?.[1] ?? 0,
  ) * 1024

test(
  'a burst of twelve bombs: each refused (422, or 429 busy), at most two read at once, memory held',
  {
    skip:
      !SERVER_PID || !fs.existsSync('/proc')
        ? 'needs the server pid and /proc (run through run.js on Linux)'
        : false,
  },
  async () => {
    const bombs = [
      ...Array.from({ length: 6 }, () => file('bomb.pdf', pdfFlateBomb())),
      ...Array.from({ length: 3 }, () => file('hidden.pdf', pdfFlateBomb({ hex: true }))),
      ...Array.from({ length: 3 }, () => file('paragraphs.docx', docxParagraphBomb(500_000))),
    ]
    let mostChildren = 0
    let largestChild = 0
    const before = serverMemory('VmRSS')
    let serverPeak = before
    const sampler = setInterval(() => {
      const children = childrenOfServer()
      mostChildren = Math.max(mostChildren, children.length)
      largestChild = Math.max(largestChild, ...children.map((c) => c.rss), 0)
      serverPeak = Math.max(serverPeak, serverMemory('VmRSS'))
    }, 25)
    const answers = await Promise.all(bombs.map((bytes, i) => post(bytes, { javascript: i % 2 === 0 })))
    clearInterval(sampler)
    for (const [i, response] of answers.entries()) {
      await assertRefused(
        response,
        [422, 429],
        /File too complex to read|Busy reading other files/,
        `bomb ${i}`,
      )
      if (response.status === 429) assert.equal(response.headers.get('retry-after'), '60')
    }
    assert.ok(mostChildren <= 2, `at most two extraction children at once, saw ${mostChildren}`)
    assert.ok(largestChild < CHILD_CEILING, `largest child ${Math.round(largestChild / MB)} MB`)
    // Before the fix one such PDF raised the server by 1.2 GB and four took it past 4 GB.
    const growth = serverPeak - before
    console.log(
      `server RSS ${Math.round(before / MB)} MB before the burst, at most ${Math.round(serverPeak / MB)} MB during it (+${Math.round(growth / MB)} MB); largest child ${Math.round(largestChild / MB)} MB; at most ${mostChildren} children at once; answers ${answers.map((r) => r.status).join(' ')}`,
    )
    assert.ok(growth < 256 * MB, `the server grew by ${Math.round(growth / MB)} MB`)
    // And it still reads a real file afterwards.
    assertAccepted(await post(file('terms.pdf', pdfWithText())), 'a real PDF after the burst')
  },
)
