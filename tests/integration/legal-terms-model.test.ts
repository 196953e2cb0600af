import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createOpenAiProvider } from '#app/providers/openai.server.ts'
import { explainLegalTerms } from '#app/features/explain/explain.server.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { action as apiAction } from '#app/routes/api.explain-legal-terms.ts'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { OPENAI_TEST_BASE_URL, Recorder, answerWith, failWith } from '#tests/mocks/openai.ts'
import { server } from '#tests/mocks/server.ts'
import { signedIn } from '#tests/support/api.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { XSS_PAYLOADS, expectEscaped, renderLegalTermsTab } from '#tests/support/legal-terms-render.ts'
import { CONTEXT, settle } from '#tests/support/requests.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { actingAs } from '#tests/support/actor.ts'

// The configured model's real HTTP calls, answered by msw; anything unexpected fails the test.
const db = useTestDatabase()
beforeEach(() => {
  // getAiProvider reads the environment on every call: with these the model answers first.
  process.env.OPENAI_API_KEY = 'sk-test'
  process.env.OPENAI_BASE_URL = OPENAI_TEST_BASE_URL
})
afterEach(() => {
  delete process.env.OPENAI_API_KEY
  delete process.env.OPENAI_BASE_URL
})

const PASSAGE = 'The Licensee shall indemnify the Licensor against all claims.'
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})

/** A well-formed model answer whose strings are the caller's. */
const modelAnswer = (s: {
  summary?: string
  explanation?: string
  translation?: string
  recommendation?: string
}) => ({
  summary: s.summary ?? 'One legal term.',
  terms: [
    {
      term: 'Indemnity',
      complexity: 'advanced',
      explanation: s.explanation ?? 'A promise to make good a loss.',
      indianLawContext: 'Indian Contract Act, 1872, section 124.',
      example: 'The Licensee indemnifies the Licensor.',
      translation: { term: 'क्षतिपूर्ति', explanation: s.translation ?? 'हानि की भरपाई का वचन।' },
      relatedTerms: ['Guarantee'],
    },
  ],
  recommendations: [s.recommendation ?? 'Cap the indemnity.'],
})

async function owner() {
  const c = await signedIn('owner@example.in')
  await grantProfessional(db(), 'owner@example.in')
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(c.userId),
    templateId: 'rental-agreement',
    details: SAMPLE_DETAILS['rental-agreement'],
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return { c, agreementId: outcome.agreementId }
}

async function tab(c: Awaited<ReturnType<typeof owner>>['c'], id: string, text: string) {
  const search = new URLSearchParams({ tab: 'legal-terms', language: 'hindi', text })
  const request = c.request('GET', `/app/documents/${id}?${search}`)
  const response = await settle(() => documentLoader(args(request, { id })))
  return { status: response.status, page: (await response.json()) as DocumentPage }
}

describe('explaining with a configured model (msw)', () => {
  it("shows the model's terms, and its translation as unreviewed", async () => {
    const recorder = new Recorder()
    server.use(answerWith(modelAnswer({}), recorder))
    const { c, agreementId } = await owner()
    const { status, page } = await tab(c, agreementId, PASSAGE)
    expect(status).toBe(200)
    expect(recorder.calls).toBe(1)
    expect(JSON.parse(recorder.requests[0]!.messages[1]!.content)).toEqual({
      text: PASSAGE,
      language: 'hindi',
      includeTranslation: true,
    })
    const result = page.legalTerms?.result
    if (result?.kind !== 'explained') throw new Error('expected an explanation')
    expect(result).toMatchObject({ description: 'Found 1 term', notice: null, summary: 'One legal term.' })
    expect(result.terms[0]).toMatchObject({
      term: 'Indemnity',
      translation: { term: 'क्षतिपूर्ति', reviewed: false, lang: 'hi' },
    })
  })

  it('refuses an answer carrying <script> or <img onerror>: the glossary answers and the user is told', async () => {
    server.use(
      answerWith(
        modelAnswer({
          summary: XSS_PAYLOADS[0],
          explanation: XSS_PAYLOADS[1],
          recommendation: XSS_PAYLOADS[0],
        }),
      ),
    )
    const { c, agreementId } = await owner()
    const { page } = await tab(c, agreementId, PASSAGE)
    const result = page.legalTerms?.result
    if (result?.kind !== 'explained') throw new Error('expected an explanation')
    expect(result.notice).toBe(
      "The AI model's answer was not usable, so the terms were explained from the offline glossary.",
    )
    expect(JSON.stringify(page.legalTerms)).not.toMatch(/<script|<img|onerror/)
    expect(result.terms.map((t) => t.term)).toEqual(['Indemnity'])

    const api = await settle(() =>
      apiAction(args(c.request('POST', '/api/explain-legal-terms', { text: PASSAGE, language: 'hindi' }))),
    )
    const body = await api.text()
    expect(api.status).toBe(200)
    expect(body).not.toMatch(/<script|<img|onerror/)
    expect(JSON.parse(body)).toMatchObject({
      success: true,
      provider: 'offline',
      notice: expect.stringContaining('offline glossary'),
    })
  })

  it('renders what does get through the output check — half-open tags — as text', async () => {
    // The model-output check refuses whole tags; an unterminated one is plain text to it.
    const halfOpen = '<img src=x onerror=alert(1)// <script'
    server.use(
      answerWith(
        modelAnswer({
          summary: halfOpen,
          explanation: halfOpen,
          translation: halfOpen,
          recommendation: halfOpen,
        }),
      ),
    )
    const { c, agreementId } = await owner()
    const { page } = await tab(c, agreementId, PASSAGE)
    const result = page.legalTerms!.result
    if (result.kind !== 'explained') throw new Error('expected an explanation')
    expect(result.summary).toBe(halfOpen)
    const html = await renderLegalTermsTab(page.legalTerms!, page.content, agreementId)
    expectEscaped(html)
    expect(html.split('&lt;img src=x onerror=alert(1)// &lt;script').length - 1).toBe(4)
  })

  it('falls back to the glossary when the model is down, and says so', async () => {
    server.use(failWith(500))
    const { c, agreementId } = await owner()
    const { status, page } = await tab(c, agreementId, PASSAGE)
    expect(status).toBe(200)
    expect(page.legalTerms?.result).toMatchObject({
      kind: 'explained',
      notice: 'The AI model could not be reached, so the terms were explained from the offline glossary.',
    })
  })

  it("is 'Explanation Failed' with the provider's message when no glossary stands behind the model", async () => {
    server.use(failWith(500))
    const model = createOpenAiProvider({ apiKey: 'sk-test', baseURL: OPENAI_TEST_BASE_URL, maxRetries: 0 })
    const outcome = await explainLegalTerms({ text: PASSAGE, language: 'hindi' }, model)
    expect(outcome).toEqual({
      ok: false,
      status: 502,
      title: 'Explanation Failed',
      message: 'The AI service returned an error (500). Please try again later.',
      field: null,
    })
  })
})
