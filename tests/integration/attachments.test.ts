import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { action as appAction, loader as appLoader } from '#app/routes/app._index.tsx'
import { extractText } from '#app/platform/text-extraction.server.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { CONTEXT, settle } from '#tests/support/requests.ts'
import { signedIn } from '#tests/support/accounts.ts'

const FIXTURES = path.resolve('tests/fixtures/attachments')
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)))

const db = useTestDatabase()

const args = (request: Request) => ({ request, context: { ...CONTEXT }, params: {} })

type Page = {
  messages: Array<{ role: string; content: string; attachment: { name: string; textChars: number } | null }>
}

async function send(
  b: Awaited<ReturnType<typeof signedIn>>,
  message: string,
  name?: string,
  bytes?: Uint8Array,
  sessionId = '',
) {
  const file = name ? { field: 'attachment', name, bytes: bytes ?? fixture(name) } : undefined
  return settle(() => appAction(args(b.upload('/app', { intent: 'send', sessionId, message }, file))))
}

async function conversation(
  b: Awaited<ReturnType<typeof signedIn>>,
  response: Response,
): Promise<Page & { sessionId: string }> {
  const sessionId = new URL(response.headers.get('location')!, 'http://localhost').searchParams.get(
    'session',
  )!
  const page = await settle(() => appLoader(args(b.get(`/app?session=${sessionId}`))))
  return { ...((await page.json()) as Page), sessionId }
}

const counts = async () => ({
  events: Number((await db().query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]!.n),
  attachments: Number((await db().query<{ n: number }>('SELECT count(*)::int AS n FROM attachments'))[0]!.n),
})

describe('attachments in the workspace chat', () => {
  it('reads a .docx, stores it, and the custom agreement is drafted from its obligations', async () => {
    const b = await signedIn('a@example.in')
    await grantProfessional(db(), 'a@example.in')
    const sent = await send(b, 'Draft a custom agreement from the attached term sheet', 'wall-terms.docx')
    expect(sent.status).toBe(302)
    const { messages, sessionId } = await conversation(b, sent)
    expect(messages[0]!.content).toBe(
      'Draft a custom agreement from the attached term sheet\n\n[Attached file: wall-terms.docx]',
    )
    expect(messages[0]!.attachment).toMatchObject({ name: 'wall-terms.docx' })
    expect(messages[0]!.attachment!.textChars).toBeGreaterThan(100)
    const reply = messages[1]!.content
    expect(reply).toMatch(/^I read wall-terms\.docx \(\d+ words\) and used it as context below\./)
    expect(reply).toContain('Anil Mehta will pay half the cost of the boundary wall')
    expect(reply).toContain('Ramesh Kumar will build the boundary wall')

    const stored = await db().query<{ name: string; kind: string; size_bytes: number; extracted: string }>(
      'SELECT name, kind, size_bytes, extracted FROM attachments',
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'wall-terms.docx',
      kind: 'docx',
      size_bytes: fixture('wall-terms.docx').length,
    })

    // Confirm and generate: the agreement says where its terms came from.
    let answer = await send(b, 'Anil Mehta and Ramesh Kumar', undefined, undefined, sessionId)
    let page = await conversation(b, answer)
    if (!page.messages.at(-1)!.content.includes('Reply "yes"')) {
      answer = await send(b, 'skip', undefined, undefined, sessionId)
      page = await conversation(b, answer)
    }
    expect(page.messages.at(-1)!.content).toContain('- Read from: wall-terms.docx')
    const generated = await send(b, 'yes', undefined, undefined, sessionId)
    expect(generated.headers.get('location')).toMatch(/^\/app\/documents\//)
    const [agreement] = await db().query<{ content: string }>('SELECT content FROM agreements')
    expect(agreement!.content).toContain(
      'prepared from the document "wall-terms.docx" supplied by the Parties',
    )
  })

  it('reads the text of a PDF into a template conversation', async () => {
    const b = await signedIn('a@example.in')
    const sent = await send(b, 'I need a rental agreement', 'licence-terms.pdf')
    const { messages } = await conversation(b, sent)
    expect(messages[1]!.content).toMatch(/^I read licence-terms\.pdf/)
    expect(messages[1]!.content).toContain('Suresh Iyer')
  })

  it('accepts a file with no typed words and stores a .doc without reading it', async () => {
    const b = await signedIn('a@example.in')
    const sent = await send(b, '   ', 'old-format.doc')
    expect(sent.status).toBe(302)
    const { messages } = await conversation(b, sent)
    expect(messages[0]!.content).toBe('[Attached file: old-format.doc]')
    expect(messages[0]!.attachment).toMatchObject({ name: 'old-format.doc', textChars: 0 })
    expect(messages[1]!.content).toMatch(/^I could not read any text in old-format\.doc/)
  })

  it.each([
    ['fake.pdf', 'an HTML page named .pdf'],
    ['not-word.docx', 'a zip without word/document.xml'],
    ['binary.txt', 'binary bytes named .txt'],
    ['photo.png', 'an extension not offered'],
  ])('refuses %s (%s) with 400, keeps the typed text, and changes nothing', async (name) => {
    const b = await signedIn('a@example.in')
    const before = await counts()
    const bytes = name === 'photo.png' ? new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) : undefined
    const refused = await send(b, 'please use this file', name, bytes)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      intent: 'send',
      fieldErrors: {},
      formError: 'Unsupported file type: Please select a text, PDF, or Word document',
      values: { message: 'please use this file' },
    })
    expect(await counts()).toEqual(before)
  })

  it('refuses a file over 10 MB with 413 and keeps the typed text', async () => {
    const b = await signedIn('a@example.in')
    const before = await counts()
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61)
    const refused = await send(b, 'my long notes', 'notes.txt', big)
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({
      intent: 'send',
      fieldErrors: {},
      formError: 'File too large: Please select a file smaller than 10MB',
      values: { message: 'my long notes' },
    })
    expect(await counts()).toEqual(before)
  })

  it('accepts a file of exactly 10 MB', async () => {
    const b = await signedIn('a@example.in')
    const exact = new Uint8Array(10 * 1024 * 1024).fill(0x61)
    const sent = await send(b, 'notes', 'notes.txt', exact)
    expect(sent.status).toBe(302)
    expect((await counts()).attachments).toBe(1)
  })

  it('still refuses a blank message with no file', async () => {
    const b = await signedIn('a@example.in')
    const refused = await send(b, '  ')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      intent: 'send',
      fieldErrors: { message: 'Please type a message before sending.' },
      formError: null,
      values: { message: '  ' },
    })
  })
})

describe('reading an attachment in a child process', () => {
  const read = (name: string, kind: 'pdf' | 'docx', timeoutMs?: number) =>
    extractText(kind, Buffer.from(fixture(name)), timeoutMs ? { timeoutMs } : {})

  it('reads a real .docx and PDF', async () => {
    expect(await read('wall-terms.docx', 'docx')).toMatchObject({
      outcome: 'read',
      text: expect.stringContaining('Ramesh Kumar will build the boundary wall within 60 days.'),
    })
    expect(await read('licence-terms.pdf', 'pdf')).toMatchObject({
      outcome: 'read',
      text: expect.stringContaining('Tenant: Kavita Rao'),
    })
  })

  it.each([
    ['not-word.docx', 'a zip without word/document.xml', 'invalid'],
    ['bomb.docx', 'word/document.xml inflating to 30 MB', 'too_complex'],
    ['liar.docx', 'an entry declaring 1,000 bytes that inflates to 40 MB', 'invalid'],
  ])('refuses %s (%s)', async (name, _what, outcome) => {
    expect(await read(name, 'docx')).toMatchObject({ outcome })
  })

  // Orders and outcomes, not durations: a timed assertion would fail on a busy machine.
  it('reads a heavy PDF in a child while this thread goes on, and stops it at the time limit', async () => {
    const reading = read('heavy.pdf', 'pdf')
    // Read on this thread, the work would finish before the loop's next turn.
    const first = await Promise.race([
      reading.then(() => 'read'),
      new Promise((resolve) => setImmediate(() => resolve('loop turned'))),
    ])
    expect(first).toBe('loop turned')
    const result = await reading
    expect(['read', 'unread']).toContain(result.outcome)
    if (result.outcome !== 'busy') expect(result.child.peakRssBytes).toBeGreaterThan(0)

    // No child can start, let alone read, within a millisecond: it is stopped for time.
    expect(await read('heavy.pdf', 'pdf', 1)).toMatchObject({
      outcome: 'unread',
      child: { stoppedFor: 'time' },
    })
  })
})

describe('what a refused message leaves behind', () => {
  it("stores no file when the conversation is someone else's or the message is too long", async () => {
    const owner = await signedIn('owner@example.in')
    const picked = await settle(() =>
      appAction(args(owner.post('/app', { intent: 'pick-template', templateId: 'rental-agreement' }))),
    )
    const sessionId = new URL(picked.headers.get('location')!, 'http://localhost').searchParams.get(
      'session',
    )!
    const intruder = await signedIn('intruder@example.in')
    const before = await counts()
    expect((await send(intruder, 'mine', 'notes.txt', undefined, sessionId)).status).toBe(404)
    expect((await send(intruder, 'x'.repeat(19_990), 'notes.txt')).status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('keeps only the first file of a form that carries several', async () => {
    const b = await signedIn('a@example.in')
    const body = new FormData()
    body.set('csrf', b.csrf)
    body.set('intent', 'send')
    body.set('message', 'two files')
    body.append('attachment', new File([fixture('notes.txt')], 'notes.txt'))
    body.append('attachment', new File([fixture('wall-terms.docx')], 'wall-terms.docx'))
    const request = new Request('http://localhost/app', {
      method: 'POST',
      headers: { cookie: b.jar.header(), origin: 'http://localhost' },
      body,
    })
    expect((await settle(() => appAction(args(request)))).status).toBe(302)
    expect(await db().query('SELECT name FROM attachments')).toEqual([{ name: 'notes.txt' }])
  })

  it('refuses a request past the hard limit even when it declares no length', async () => {
    const b = await signedIn('a@example.in')
    const before = await counts()
    const boundary = '----nyaya'
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${b.csrf}\r\n--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    )
    const chunk = new Uint8Array(1024 * 1024).fill(0x61)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head)
        if (sent > 70) return controller.close()
        sent++
        controller.enqueue(chunk)
      },
    })
    const request = new Request('http://localhost/app', {
      method: 'POST',
      headers: {
        cookie: b.jar.header(),
        origin: 'http://localhost',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const refused = await settle(() => appAction(args(request)))
    expect(refused.status).toBe(413)
    expect(await counts()).toEqual(before)
  })
})
