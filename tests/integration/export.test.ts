import crypto from 'node:crypto'
import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import yauzl from 'yauzl'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementDecider, agreementStreamId } from '#domain/agreement/index.ts'
import { draftAgreement } from '#domain/drafting/index.ts'
import { handleCommand } from '#events/command-handler.server.ts'
import { agreementFor, recentExportsOf } from '#events/projections/agreements.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { action as authAction } from '#app/routes/auth.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { loader as exportLoader } from '#app/routes/app.documents.$id.export.$format.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { actingAs } from '#tests/support/actor.ts'
import { PoolBusyError, WorkerCrashError } from '#app/platform/worker-pool.server.ts'

const db = useTestDatabase()

const ai = createOfflineProvider()
const FORMATS = ['pdf', 'docx', 'html', 'txt'] as const
const TITLE = 'Leave and Licence Agreement'
const LICENSOR = 'अनिल मेहता'
const DETAILS = {
  landlordName: LICENSOR,
  tenantName: 'Vikram Shah',
  propertyAddress: 'Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
  monthlyRent: '25,000',
  securityDeposit: '₹75,000',
  leasePeriod: '11',
}
const RENT = '₹25,000 (Rupees Twenty-Five Thousand only)'
// The offline engine drafts the same text every time: its last clause is the one to find.
const LAST = draftAgreement('rental-agreement', DETAILS).sections.at(-1)!.clauses.at(-1)!

const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})
const squash = (text: string) => text.replace(/\s+/g, ' ')

/**
 * A PDF keeps glyphs in the order they are drawn, and a Devanagari vowel sign ि is drawn
 * before the consonant it follows in the text, so text pulled out of any PDF (unpdf's
 * too) has it first. This is what the name looks like there.
 */
const drawnOrder = (text: string) => text.replace(/([\u0915-\u0939\u0958-\u095F])\u093F/g, '\u093F$1')

async function signUp(email: string) {
  const b = await browser()
  b.jar.absorb(
    await settle(() =>
      authAction(
        args(
          b.post('/auth', {
            intent: 'create-account',
            email,
            password: 'secret1',
            confirmPassword: 'secret1',
          }),
        ),
      ),
    ),
  )
  const [user] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ])
  return { b, userId: user!.id }
}

async function generate(ownerId: string) {
  const outcome = await generateAgreement(db(), ai, {
    owner: actingAs(ownerId),
    templateId: 'rental-agreement',
    details: DETAILS,
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome
}

async function professionalWithAgreement(email = 'owner@example.in') {
  const { b, userId } = await signUp(email)
  await grantProfessional(db(), email)
  const { agreementId, access } = await generate(userId)
  expect(access).toBe('full')
  return { b, userId, agreementId }
}

const exportPath = (id: string, format: string) => `/app/documents/${id}/export/${format}`
const download = (b: Awaited<ReturnType<typeof browser>>, id: string, format: string) =>
  settle(() => exportLoader(args(b.get(exportPath(id, format)), { id, format })))

const exportEvents = (agreementId: string) =>
  db().query<{ data: { format: string; exportedBy: string }; metadata: { actorId: string } }>(
    `SELECT data, metadata FROM events WHERE stream_id = $1 AND type = 'AgreementExported' ORDER BY stream_version`,
    [agreementStreamId(agreementId)],
  )

function zipEntry(bytes: Uint8Array, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry()
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        })
      })
      zip.on('end', () => reject(new Error(`${name} is not in the file`)))
      zip.readEntry()
    })
  })
}

describe('exporting an agreement', () => {
  it('makes a real PDF: A4, the title, ₹ and Devanagari in the embedded font, the last clause, "Page n of m"', async () => {
    const { b, agreementId } = await professionalWithAgreement()
    const response = await download(b, agreementId, 'pdf')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Leave_and_Licence_Agreement.pdf"; filename*=UTF-8''Leave_and_Licence_Agreement.pdf`,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength)
    // Both weights embedded as subsets; the standard Helvetica never is.
    const objects = Buffer.from(bytes).toString('latin1')
    expect(objects).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/)
    expect(objects).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/)
    expect(objects).toMatch(/\/FontFile2 \d+ 0 R/)
    expect(objects).not.toContain('/Helvetica')

    // pdf.js takes the buffer it is given.
    const pdf = await getDocumentProxy(bytes.slice())
    const page = await pdf.getPage(1)
    const [, , width, height] = page.view
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842])
    const { totalPages, text } = await extractText(pdf, { mergePages: false })
    expect(totalPages).toBeGreaterThan(3)
    text.forEach((pageText, index) => expect(pageText).toContain(`Page ${index + 1} of ${totalPages}`))
    const all = squash(text.join('\n'))
    expect(all.startsWith(TITLE)).toBe(true)
    expect(all).toContain(RENT)
    expect(all).toContain('मेहता')
    expect(all).toContain(drawnOrder(LICENSOR))
    expect(all).toContain(`${LAST.number} ${LAST.heading}. ${LAST.text}`)
  })

  it('makes a real Word file: headings, Word-numbered clauses, page numbers in the footer', async () => {
    const { b, agreementId } = await professionalWithAgreement()
    const response = await download(b, agreementId, 'docx')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(response.headers.get('content-disposition')).toContain(
      'filename="Leave_and_Licence_Agreement.docx"',
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    const { value: raw } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) })
    expect(raw.startsWith(TITLE)).toBe(true)
    expect(raw).toContain(RENT)
    expect(raw).toContain(LICENSOR)
    expect(raw).toContain(`${LAST.heading}\n\n${LAST.text}`)

    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })
    expect(html).toContain('<h1>DEFINITIONS AND INTERPRETATION</h1>')
    expect(html).toContain(`<h2>${LAST.heading}</h2>`)
    const body = await zipEntry(bytes, 'word/document.xml')
    expect(body).toMatch(/<w:pStyle w:val="Heading1"\/>/)
    expect(body).toMatch(/<w:pStyle w:val="Heading2"\/><w:numPr><w:ilvl w:val="1"\/>/)
    const numbering = await zipEntry(bytes, 'word/numbering.xml')
    expect(numbering).toContain('<w:lvlText w:val="%1.%2"/>')
    expect(numbering).toContain('<w:lvlText w:val="(%1)"/>')
    const footer = await zipEntry(bytes, 'word/footer1.xml')
    expect(footer).toMatch(/Page <\/w:t>.*PAGE.* of <\/w:t>.*NUMPAGES/s)
    const page = await zipEntry(bytes, 'word/document.xml')
    expect(page).toContain('<w:pgSz w:w="11906" w:h="16838"')
  })

  it('makes a standalone HTML page and the plain text, and names each after the title', async () => {
    const { b, userId, agreementId } = await professionalWithAgreement()
    const stored = await agreementFor(db(), userId, agreementId)

    const html = await download(b, agreementId, 'html')
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html.headers.get('content-disposition')).toContain('filename="Leave_and_Licence_Agreement.html"')
    const page = await html.text()
    expect(page).toContain(`<title>${TITLE}</title>`)
    expect(page).toContain(`<h1>${TITLE}</h1>`)
    expect(page).toContain(RENT)
    expect(page).toContain(LICENSOR)
    expect(page).toContain(`<h3>${LAST.number} ${LAST.heading}</h3><p>${LAST.text}</p>`)
    expect(page).not.toMatch(/<script/i)

    const txt = await download(b, agreementId, 'txt')
    expect(txt.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(txt.headers.get('content-disposition')).toContain('filename="Leave_and_Licence_Agreement.txt"')
    const text = await txt.text()
    expect(text).toBe(stored!.content)
    expect(text).toContain(TITLE.toUpperCase())
    expect(text).toContain(RENT)
    expect(text).toContain(`${LAST.number} ${LAST.heading}. ${LAST.text}`)
  })

  it('records AgreementExported for each download and shows the Recently Exported list on the page', async () => {
    const { b, userId, agreementId } = await professionalWithAgreement()
    for (const format of FORMATS) expect((await download(b, agreementId, format)).status).toBe(200)
    expect((await download(b, agreementId, 'pdf')).status).toBe(200)

    const events = await exportEvents(agreementId)
    expect(events.map((e) => e.data.format)).toEqual(['pdf', 'docx', 'html', 'txt', 'pdf'])
    for (const e of events) {
      expect(e.data.exportedBy).toBe(userId)
      expect(e.metadata.actorId).toBe(userId)
    }
    const recent = await recentExportsOf(db(), agreementId)
    expect(recent.map((r) => [r.format, r.times])).toEqual([
      ['pdf', 2],
      ['txt', 1],
      ['html', 1],
      ['docx', 1],
    ])
    // The document itself is unchanged: same text, its version counts the five events.
    const view = await agreementFor(db(), userId, agreementId)
    expect(view).toMatchObject({ version: 6 })
    expect(view!.updatedAt).toEqual(view!.createdAt)

    const pageData = await (
      await settle(() =>
        documentLoader(args(b.get(`/app/documents/${agreementId}?tab=export`), { id: agreementId })),
      )
    ).json()
    expect(pageData.exports.map((e: { format: string }) => e.format)).toEqual(['pdf', 'txt', 'html', 'docx'])
    expect(pageData.exports[0]).toMatchObject({ times: 2, exportedAt: expect.stringMatching(/\d{4}/) })

    // An edit form loaded before the downloads is not stale: they changed nothing it shows.
    await handleCommand(db(), agreementStreamId(agreementId), agreementDecider, {
      type: 'EditAgreement',
      data: { content: 'Edited after the downloads', actorId: userId, now: new Date(), expectedVersion: 1 },
    })
    expect(await agreementFor(db(), userId, agreementId)).toMatchObject({
      content: 'Edited after the downloads',
      version: 7,
    })
  })

  it('exports an edited agreement from its text, with the same headings', async () => {
    const { b, userId, agreementId } = await professionalWithAgreement()
    const view = await agreementFor(db(), userId, agreementId)
    const content = view!.content.replace(RENT, '₹27,500 (Rupees Twenty-Seven Thousand Five Hundred only)')
    await handleCommand(db(), agreementStreamId(agreementId), agreementDecider, {
      type: 'EditAgreement',
      data: { content, actorId: userId, now: new Date() },
    })
    expect((await agreementFor(db(), userId, agreementId))!.structure).toBeNull()
    const docx = new Uint8Array(await (await download(b, agreementId, 'docx')).arrayBuffer())
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(docx) })
    expect(html).toContain('₹27,500')
    expect(html).toContain(`<h2>${LAST.heading}</h2>`)
    const pdf = await extractText(
      await getDocumentProxy(new Uint8Array(await (await download(b, agreementId, 'pdf')).arrayBuffer())),
      {
        mergePages: true,
      },
    )
    expect(squash(pdf.text)).toContain(`${LAST.number} ${LAST.heading}. ${LAST.text}`)
  })
})

describe('refusing an export', () => {
  it("answers another user's document, a missing one and a malformed id with the same 404 and no bytes", async () => {
    const { agreementId } = await professionalWithAgreement()
    const { b: intruder } = await signUp('intruder@example.in')
    await grantProfessional(db(), 'intruder@example.in')
    for (const id of [agreementId, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await download(intruder, id, 'pdf')
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-disposition')).toBeNull()
      const page = await response.text()
      expect(page).toContain('<h1>Document Not Found</h1>')
      expect(page).not.toContain(TITLE)
    }
    expect(await exportEvents(agreementId)).toHaveLength(0)
  })

  it('refuses a trial (preview-only) document with 403 and the Upgrade Required page', async () => {
    const { b, userId } = await signUp('trial@example.in')
    const { agreementId, access } = await generate(userId)
    expect(access).toBe('preview')
    for (const format of FORMATS) {
      const response = await download(b, agreementId, format)
      expect(response.status).toBe(403)
      expect(response.headers.get('content-disposition')).toBeNull()
      const page = await response.text()
      expect(page).toContain('<h1>Upgrade Required</h1>')
      expect(page).toContain('href="/subscription"')
      expect(page).toContain(`href="/app/documents/${agreementId}"`)
    }
    expect(await exportEvents(agreementId)).toHaveLength(0)
    // The page shows the export section with its buttons disabled.
    const pageData = await (
      await settle(() =>
        documentLoader(args(b.get(`/app/documents/${agreementId}?tab=export`), { id: agreementId })),
      )
    ).json()
    expect(pageData).toMatchObject({ access: 'preview', exports: [] })
  })

  it('answers 503 with Retry-After when every export worker is busy or a worker failed, and records nothing', async () => {
    const { b, agreementId } = await professionalWithAgreement()
    const holder = globalThis as { __exportPool?: unknown }
    const real = holder.__exportPool
    try {
      for (const [error, detail] of [
        [new PoolBusyError('2 running and 8 waiting'), 'Many files are being made'],
        [new WorkerCrashError('worker exited with code 1'), 'could not be made this time'],
      ] as const) {
        holder.__exportPool = { run: () => Promise.reject(error) }
        const response = await download(b, agreementId, 'pdf')
        expect(response.status).toBe(503)
        expect(response.headers.get('retry-after')).toBe('5')
        expect(await response.text()).toContain(detail)
      }
    } finally {
      holder.__exportPool = real
    }
    expect(await exportEvents(agreementId)).toEqual([])
  })

  it('answers an unknown format with 404, and sends a signed-out visitor to sign in', async () => {
    const { b, agreementId } = await professionalWithAgreement()
    for (const format of ['rtf', 'PDF', 'pdf.exe', '']) {
      const response = await download(b, agreementId, format)
      expect(response.status, format).toBe(404)
      expect(await response.text()).toContain('<h1>Page not found</h1>')
    }
    const anonymous = await browser()
    const response = await download(anonymous, agreementId, 'pdf')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/auth/)
    expect(await exportEvents(agreementId)).toHaveLength(0)
  })
})
