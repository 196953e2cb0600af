import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementFor } from '#events/projections/agreements.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { legalTermsTabData } from '#app/features/explain/legal-terms-tab.server.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { action as authAction } from '#app/routes/auth.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { action as editAction } from '#app/routes/app.documents.$id.edit.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { XSS_PAYLOADS, expectEscaped, renderLegalTermsTab } from '#tests/support/legal-terms-render.ts'
import { actingAs } from '#tests/support/actor.ts'

const db = useTestDatabase()

const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})
const DEVANAGARI = /[\u0900-\u097F]/
const PASSAGE =
  "The Licensee shall pay a security deposit and give one month's notice period before termination."

type Browser = Awaited<ReturnType<typeof browser>>

async function signUp(email: string): Promise<{ b: Browser; userId: string }> {
  const b = await browser()
  const form = { intent: 'create-account', email, password: 'secret1', confirmPassword: 'secret1' }
  b.jar.absorb(await settle(() => authAction(args(b.post('/auth', form)))))
  const [user] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ])
  return { b, userId: user!.id }
}

async function professionalWithRental(email = 'owner@example.in') {
  const { b, userId } = await signUp(email)
  await grantProfessional(db(), email)
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(userId),
    templateId: 'rental-agreement',
    details: SAMPLE_DETAILS['rental-agreement'],
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return { b, userId, agreementId: outcome.agreementId }
}

async function open(b: Browser, id: string, query: Record<string, string>) {
  const search = new URLSearchParams({ tab: 'legal-terms', ...query })
  const response = await settle(() => documentLoader(args(b.get(`/app/documents/${id}?${search}`), { id })))
  const page = response.status === 404 ? null : ((await response.json()) as DocumentPage)
  return { status: response.status, page, view: page?.legalTerms ?? null }
}

describe('the Legal Terms tab (document page loader)', () => {
  it('shows the form and the document text, and explains nothing until asked', async () => {
    const { b, agreementId } = await professionalWithRental()
    const { status, page, view } = await open(b, agreementId, {})
    expect(status).toBe(200)
    expect(page?.tab).toBe('legal-terms')
    expect(view).toMatchObject({
      status: 200,
      form: { language: 'english', text: '' },
      result: { kind: 'idle' },
      maxTextLength: 4000,
    })
    expect(view?.languages.map((l) => l.value)).toEqual([
      'english',
      'hindi',
      'tamil',
      'bengali',
      'marathi',
      'gujarati',
      'kannada',
      'telugu',
    ])
    expect(page?.content).toContain('LEAVE AND LICENCE AGREEMENT')
  })

  it('explains the selected text in Hindi: each term with a Devanagari translation marked unreviewed', async () => {
    const { b, agreementId } = await professionalWithRental()
    const { status, view } = await open(b, agreementId, { language: 'hindi', text: PASSAGE })
    expect(status).toBe(200)
    expect(view?.form).toEqual({ language: 'hindi', text: PASSAGE })
    const result = view?.result
    if (result?.kind !== 'explained')
      throw new Error(`expected an explanation, got ${JSON.stringify(result)}`)
    expect(result).toMatchObject({
      title: 'Legal Terms Explained!',
      scope: 'selection',
      language: 'Hindi',
      notice: null,
    })
    expect(result.terms.map((t) => t.term)).toEqual(
      expect.arrayContaining(['Security deposit', 'Notice period', 'Termination']),
    )
    expect(result.description).toBe(`Found ${result.terms.length} terms`)
    for (const term of result.terms) {
      expect(term.translation).toMatchObject({ language: 'Hindi', lang: 'hi', reviewed: false })
      expect(term.translation?.term).toMatch(DEVANAGARI)
      expect(term.translation?.explanation).toMatch(DEVANAGARI)
      expect(term.indianLawContext).not.toBe('')
    }
    expect(result.terms.find((t) => t.term === 'Security deposit')?.translation?.term).toBe('प्रतिभूति निक्षेप')
    expect(result.summary).toContain('The Hindi translations are machine translations, not yet reviewed.')
  })

  it('explains the whole stored document when the text is left empty', async () => {
    const { b, agreementId } = await professionalWithRental()
    const { status, view } = await open(b, agreementId, { language: 'tamil', text: '   ' })
    expect(status).toBe(200)
    const result = view?.result
    if (result?.kind !== 'explained') throw new Error('expected an explanation')
    expect(result.scope).toBe('document')
    expect(result.terms.length).toBeGreaterThan(10)
    expect(result.terms.map((t) => t.term)).toContain('Leave & licence')
    expect(result.terms.every((t) => t.translation?.lang === 'ta')).toBe(true)
    expect(result.recommendations.length).toBeGreaterThan(0)
  })

  it('says plainly when a passage has no legal terms, and English needs no translation', async () => {
    const { b, agreementId } = await professionalWithRental()
    const { view } = await open(b, agreementId, {
      language: 'english',
      text: 'The weather in Pune is pleasant.',
    })
    expect(view?.result).toMatchObject({
      kind: 'explained',
      terms: [],
      description: 'Found 0 terms',
      recommendations: [],
    })
    const withTerms = await open(b, agreementId, { language: 'English', text: PASSAGE })
    const result = withTerms.view?.result
    if (result?.kind !== 'explained') throw new Error('expected an explanation')
    expect(result.terms.every((t) => t.translation === null)).toBe(true)
  })

  it('answers an unknown language with 400, keeping the typed text', async () => {
    const { b, agreementId } = await professionalWithRental()
    const { status, view } = await open(b, agreementId, { language: 'klingon', text: PASSAGE })
    expect(status).toBe(400)
    expect(view).toMatchObject({
      status: 400,
      form: { language: 'english', text: PASSAGE },
      result: { kind: 'failed', title: 'Explanation Failed', field: 'language' },
    })
    expect(view?.result.kind === 'failed' && view.result.message).toContain('klingon')
  })

  it('answers a passage over 4,000 characters with 400 and a clear message, keeping it', async () => {
    const { b, agreementId } = await professionalWithRental()
    const long = `${PASSAGE} `.repeat(50).slice(0, 4001)
    const { status, view } = await open(b, agreementId, { language: 'hindi', text: long })
    expect(status).toBe(400)
    expect(view?.form).toEqual({ language: 'hindi', text: long })
    expect(view?.result).toMatchObject({
      kind: 'failed',
      field: 'text',
      message:
        'The selected text can be at most 4,000 characters; this one has 4,001. Choose a shorter passage.',
    })
    const exact = await open(b, agreementId, { language: 'hindi', text: long.slice(0, 4000) })
    expect(exact.status).toBe(200)
  })

  it("gives 'No Text Selected' when there is nothing at all to explain", async () => {
    const { userId, agreementId } = await professionalWithRental()
    const agreement = await agreementFor(db(), userId, agreementId)
    const url = new URL(`http://localhost/app/documents/${agreementId}?tab=legal-terms&language=hindi&text=`)
    const view = await legalTermsTabData({ ...agreement!, content: '  \n ' }, url)
    expect(view).toMatchObject({
      status: 400,
      result: {
        kind: 'failed',
        title: 'No Text Selected',
        message: 'Please select text from the document first',
        field: 'text',
      },
    })
  })

  it("does not show another user's document", async () => {
    const { agreementId } = await professionalWithRental()
    const { b: stranger } = await signUp('stranger@example.in')
    await grantProfessional(db(), 'stranger@example.in')
    const { status } = await open(stranger, agreementId, { language: 'hindi', text: '' })
    expect(status).toBe(404)
  })

  it('renders a document and a passage holding <script> and <img onerror> as text', async () => {
    const { b, userId, agreementId } = await professionalWithRental()
    const before = await agreementFor(db(), userId, agreementId)
    const hostile = `${before!.content}\n\n${XSS_PAYLOADS.join('\n\n')}\n`
    const saved = await settle(() =>
      editAction(
        args(
          b.post(`/app/documents/${agreementId}/edit`, {
            version: String(before!.version),
            content: hostile,
            returnTo: `/app/documents/${agreementId}`,
          }),
          { id: agreementId },
        ),
      ),
    )
    expect(saved.status).toBe(302)
    const passage = `${XSS_PAYLOADS.join(' ')} ${PASSAGE}`
    const { page, view } = await open(b, agreementId, { language: 'hindi', text: passage })
    expect(view?.result.kind).toBe('explained')
    const html = await renderLegalTermsTab(view!, page!.content, agreementId)
    expectEscaped(html)
    // The payloads are there, as text: in the document copy and in the form.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})
