import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MalformedFormError,
  multipartBoundary,
  readMultipart,
  RequestTooLargeError,
  type PartHead,
} from '#app/platform/multipart.server.ts'

const BOUNDARY = '----formdata-nyaya-7MA4YWxkTrZu0gW'

/** A body from raw bytes, delivered in chunks of `chunk` bytes (every split point is a chance to break). */
function stream(bytes: Buffer, chunk = bytes.length): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + chunk)))
      at += chunk
    },
  })
}

type Part = PartHead & { body: string }

async function parse(bytes: Buffer, chunk?: number, boundary = BOUNDARY): Promise<Part[]> {
  const parts: Part[] = []
  await readMultipart(stream(bytes, chunk), boundary, {
    maxBytes: 1024 * 1024,
    onPart(head) {
      const chunks: Uint8Array[] = []
      return {
        write: (c) => chunks.push(c),
        end: () => parts.push({ ...head, body: Buffer.concat(chunks).toString('utf8') }),
      }
    },
  })
  return parts
}

/** The head a browser writes for a file: `"`, CR and LF percent-encoded (WHATWG HTML), the rest raw UTF-8. */
const browserFileName = (name: string) =>
  name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

function body(
  parts: Array<{ disposition: string; type?: string; content: string | Buffer }>,
  boundary = BOUNDARY,
): Buffer {
  return Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${p.disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ])
}

const chatBody = (fileDisposition: string | Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\nkeep what I typed\r\n--${BOUNDARY}\r\n`,
    ),
    Buffer.isBuffer(fileDisposition)
      ? fileDisposition
      : Buffer.from(`Content-Disposition: ${fileDisposition}`),
    Buffer.from(`\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 body\r\n--${BOUNDARY}--\r\n`),
  ])

describe('file names the old parser turned into a 500', () => {
  it.each([
    ['terms; v=2.pdf', 'form-data; name="attachment"; filename="terms; v=2.pdf"'],
    ['a=b.pdf', 'form-data; name="attachment"; filename="a=b.pdf"'],
    ['x;filename=evil.exe.pdf', 'form-data; name="attachment"; filename="x;filename=evil.exe.pdf"'],
    ['say "hi".pdf', 'form-data; name="attachment"; filename="say \\"hi\\".pdf"'],
    ['say %22hi%22.pdf', 'form-data; name="attachment"; filename="say %22hi%22.pdf"'],
    ['line%0Abreak.pdf', 'form-data; name="attachment"; filename="line%0Abreak.pdf"'],
    ['किराया अनुबंध.pdf', 'form-data; name="attachment"; filename="किराया अनुबंध.pdf"'],
    ['租赁合同.pdf', 'form-data; filename="租赁合同.pdf"; name="attachment"'],
    ['C:\\Users\\me\\terms.pdf', 'form-data; name="attachment"; filename="C:\\Users\\me\\terms.pdf"'],
    // A name ending in a backslash, as a browser sends it (the property test's counterexample).
    ['share\\', 'form-data; name="attachment"; filename="share\\"'],
    ['share\\', 'form-data; filename="share\\"; name="attachment"'],
    ['two\\\\back.pdf', 'form-data; name="attachment"; filename="two\\\\back.pdf"'],
    ['plain.pdf', 'form-data; name=attachment; filename=plain.pdf'],
    ['unterminated.pdf', 'form-data; name="attachment"; filename="unterminated.pdf'],
    [
      'ünïcode €.pdf',
      `form-data; name="attachment"; filename="fallback.pdf"; filename*=UTF-8''%C3%BCn%C3%AFcode%20%E2%82%AC.pdf`,
    ],
    [`${'x'.repeat(5000)}.pdf`, `form-data; name="attachment"; filename="${'x'.repeat(5000)}.pdf"`],
  ])('reads %j and the field before it', async (name, disposition) => {
    const parts = await parse(chatBody(disposition), 7)
    expect(parts.map((p) => [p.name, p.filename, p.body])).toEqual([
      ['message', null, 'keep what I typed'],
      ['attachment', name, '%PDF-1.7 body'],
    ])
  })

  it('reads a name whose bytes are not UTF-8, with replacement characters', async () => {
    const head = Buffer.concat([
      Buffer.from('Content-Disposition: form-data; name="attachment"; filename="'),
      Buffer.from([0xe9, 0xff, 0x41]),
      Buffer.from('.pdf"'),
    ])
    const [, file] = await parse(chatBody(head))
    expect(file!.filename).toBe('\ufffd\ufffdA.pdf')
  })

  it('gives back any name a browser can send, whatever the chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 64 }),
        async (name, chunk) => {
          const sent = browserFileName(name)
          const parts = await parse(chatBody(`form-data; name="attachment"; filename="${sent}"`), chunk)
          expect(parts[1]!.filename).toBe(sent)
          expect(parts[0]!.body).toBe('keep what I typed')
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('the body itself', () => {
  it('reads fields, a file and an empty file part (no file chosen) at any chunk size', async () => {
    const bytes = body([
      { disposition: 'form-data; name="csrf"', content: 'token' },
      { disposition: 'form-data; name="message"', content: 'line one\r\nline two\r\n--not the boundary' },
      {
        disposition: 'form-data; name="attachment"; filename=""',
        type: 'application/octet-stream',
        content: '',
      },
      {
        disposition: 'form-data; name="other"; filename="a.pdf"',
        type: 'application/pdf',
        content: Buffer.from([0, 13, 10, 45, 45, 255]),
      },
    ])
    for (const chunk of [1, 2, 3, 5, 16, 41, bytes.length]) {
      const parts = await parse(bytes, chunk)
      expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
        ['csrf', null, 'text/plain'],
        ['message', null, 'text/plain'],
        ['attachment', '', 'application/octet-stream'],
        ['other', 'a.pdf', 'application/pdf'],
      ])
      expect(parts[1]!.body).toBe('line one\r\nline two\r\n--not the boundary')
    }
  })

  it('skips parts that are not form-data or have no name, and a preamble and epilogue', async () => {
    const bytes = Buffer.concat([
      Buffer.from('preamble to ignore\r\n'),
      body([
        { disposition: 'attachment; name="x"', content: 'skipped' },
        { disposition: 'form-data; filename="nameless.pdf"', content: 'skipped' },
        { disposition: 'form-data; name="kept"', content: 'yes' },
      ]),
      Buffer.from('epilogue to ignore'),
    ])
    expect((await parse(bytes)).map((p) => [p.name, p.body])).toEqual([['kept', 'yes']])
  })

  it.each([
    ['no boundary line at all', Buffer.from('just some bytes, no multipart here')],
    [
      'a different boundary',
      body([{ disposition: 'form-data; name="message"', content: 'hi' }], 'other-boundary'),
    ],
    [
      'cut off inside a part',
      body([{ disposition: 'form-data; name="message"', content: 'hi' }]).subarray(0, 70),
    ],
    ['cut off inside a head', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)],
    [
      'no closing boundary',
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="m"\r\n\r\nhi\r\n`),
    ],
    ['junk after a boundary', Buffer.from(`--${BOUNDARY}junk\r\n\r\n`)],
    [
      'a head that never ends',
      Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nX-Pad: `), Buffer.alloc(70 * 1024, 0x61)]),
    ],
    ['an empty body', Buffer.alloc(0)],
    [
      'a part without Content-Disposition',
      Buffer.from(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhi\r\n--${BOUNDARY}--\r\n`),
    ],
  ])('refuses a body with %s as malformed', async (_what, bytes) => {
    await expect(parse(bytes, 13)).rejects.toBeInstanceOf(MalformedFormError)
  })

  it('keeps the fields read before the break', async () => {
    const parts: string[] = []
    const cut = chatBody('form-data; name="attachment"; filename="a.pdf"').subarray(0, 150)
    await expect(
      readMultipart(stream(cut, 10), BOUNDARY, {
        maxBytes: 1e6,
        onPart: (h) => ({ write() {}, end: () => parts.push(h.name) }),
      }),
    ).rejects.toBeInstanceOf(MalformedFormError)
    expect(parts).toEqual(['message'])
  })

  it('stops reading past the byte limit', async () => {
    const bytes = body([
      { disposition: 'form-data; name="attachment"; filename="a.txt"', content: Buffer.alloc(4096, 0x61) },
    ])
    await expect(
      readMultipart(stream(bytes, 100), BOUNDARY, {
        maxBytes: 2048,
        onPart: () => ({ write() {}, end() {} }),
      }),
    ).rejects.toBeInstanceOf(RequestTooLargeError)
  })
})

describe('the boundary of a Content-Type', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; boundary="a b:c=d"', 'a b:c=d'],
    ['multipart/form-data; boundary="semi;colon"', null],
    ['Multipart/Form-Data; charset=utf-8; BOUNDARY=----x', '----x'],
    ['multipart/form-data', null],
    ['multipart/form-data; boundary=', null],
    ['multipart/form-data; boundary="ends with space "', null],
    [`multipart/form-data; boundary=${'b'.repeat(71)}`, null],
    ['multipart/form-data; boundary=bad\u0000byte', null],
    ['application/json; boundary=abc', null],
  ])('%j → %j', (type, boundary) => {
    expect(multipartBoundary(type)).toBe(boundary)
  })
})
