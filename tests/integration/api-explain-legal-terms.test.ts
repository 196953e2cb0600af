import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApiToken } from '#app/features/api-tokens/tokens.server.ts'
import { action, loader, MAX_API_TEXT_CHARS } from '#app/routes/api.explain-legal-terms.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { client, signedIn, type Requester } from '#tests/support/api.ts'
import { CONTEXT, ORIGIN, settle } from '#tests/support/requests.ts'

const db = useTestDatabase()

const PATH = '/api/explain-legal-terms'
const PASSAGE =
  'The Licensee shall indemnify the Licensor, and any dispute shall be referred to arbitration seated in Pune.'
const TERM_KEYS = [
  'complexity',
  'example',
  'explanation',
  'indianLawContext',
  'relatedTerms',
  'term',
  'translation',
]

function call(request: Request): Promise<Response> {
  const args = { request, params: {}, context: { ...CONTEXT } }
  return settle(() => (request.method === 'GET' ? loader() : action(args)))
}

async function post(c: Requester, body: unknown, headers: Record<string, string> = {}) {
  const response = await call(c.request('POST', PATH, body, headers))
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

type Explained = {
  success: true
  explanation: {
    summary: string
    terms: Record<string, unknown>[]
    recommendations: string[]
    language: string
  }
  provider: string
  notice: string | null
}

describe('POST /api/explain-legal-terms', () => {
  it("explains in the specification's shape, with Hindi translations marked unreviewed", async () => {
    const owner = await signedIn('owner@example.in')
    const { status, headers, body } = await post(owner, {
      text: PASSAGE,
      language: 'hindi',
      includeTranslation: true,
      userEmail: 'owner@example.in',
    })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('private, no-store')
    const ok = body as unknown as Explained
    expect(ok).toMatchObject({
      success: true,
      provider: 'offline',
      notice: null,
      explanation: { language: 'hindi' },
    })
    expect(ok.explanation.summary).toMatch(/^Found \d+ legal terms?/)
    expect(ok.explanation.terms.map((t) => t.term)).toEqual(
      expect.arrayContaining(['Indemnity', 'Arbitration', 'Seat of arbitration']),
    )
    for (const term of ok.explanation.terms) {
      expect(Object.keys(term).sort()).toEqual(TERM_KEYS)
      expect(term.translation).toMatchObject({
        language: 'hindi',
        reviewed: false,
        term: expect.stringMatching(/[\u0900-\u097F]/),
      })
    }
    expect(ok.explanation.terms.find((t) => t.term === 'Indemnity')).toMatchObject({
      complexity: 'intermediate',
      translation: { term: 'क्षतिपूर्ति' },
    })
    expect(ok.explanation.recommendations.length).toBeGreaterThan(0)
  })

  it('answers a bearer token with no cookie or Origin, and leaves out translations when asked', async () => {
    const owner = await signedIn('owner@example.in')
    const { token } = await createApiToken(db(), owner.userId, 'script')
    const { status, body } = await post(client(token), {
      text: PASSAGE,
      language: 'Tamil ',
      includeTranslation: false,
    })
    expect(status).toBe(200)
    const ok = body as unknown as Explained
    expect(ok.explanation.language).toBe('tamil')
    expect(ok.explanation.terms.length).toBeGreaterThan(0)
    expect(ok.explanation.terms.every((t) => t.translation === null)).toBe(true)
  })

  it('takes the caller from the credentials, never from userEmail', async () => {
    await signedIn('victim@example.in')
    const { status, body } = await post(client(), {
      text: PASSAGE,
      language: 'hindi',
      userEmail: 'victim@example.in',
    })
    expect(status).toBe(401)
    expect(body).toEqual({ error: 'Authentication required', success: false })
    const bad = await post(client(`nd_${crypto.randomBytes(32).toString('base64url')}`), {
      text: PASSAGE,
      language: 'hindi',
    })
    expect(bad.status).toBe(401)
    expect(bad.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
  })

  it('refuses a cookie-authenticated call from another origin', async () => {
    const owner = await signedIn('owner@example.in')
    const { status, body } = await post(
      owner,
      { text: PASSAGE, language: 'hindi' },
      { origin: 'https://evil.example' },
    )
    expect(status).toBe(403)
    expect(body.success).toBe(false)
  })

  it("answers an empty or missing text with 'No Text Selected'", async () => {
    const owner = await signedIn('owner@example.in')
    for (const body of [{ text: '  \n ', language: 'hindi' }, { language: 'hindi' }]) {
      const answer = await post(owner, body)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        success: false,
        error: 'Please select text from the document first',
        title: 'No Text Selected',
      })
    }
  })

  it('answers a language not offered, or a wrong type, with 400', async () => {
    const owner = await signedIn('owner@example.in')
    const answer = await post(owner, { text: PASSAGE, language: 'french' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      success: false,
      error: 'language must be one of: english, hindi, tamil, bengali, marathi, gujarati, kannada, telugu',
    })
    expect((await post(owner, { text: 42, language: 'hindi' })).body).toEqual({
      success: false,
      error: 'text must be a string',
    })
    expect((await post(owner, { text: PASSAGE, includeTranslation: 'yes' })).status).toBe(400)
    const notJson = await post(owner, undefined, { 'content-type': 'text/plain' })
    expect(notJson).toMatchObject({
      status: 400,
      body: { success: false, error: 'Send a JSON body with Content-Type: application/json' },
    })
  })

  it('answers a text past 100,000 characters with 413 and says so', async () => {
    const owner = await signedIn('owner@example.in')
    const long = `${PASSAGE} `.repeat(1000).slice(0, MAX_API_TEXT_CHARS + 1)
    const answer = await post(owner, { text: long, language: 'hindi' })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({
      success: false,
      title: 'Explanation Failed',
      error: 'text can be at most 1,00,000 characters; this one has 1,00,001. Choose a shorter passage.',
    })
    expect((await post(owner, { text: long.slice(0, MAX_API_TEXT_CHARS), language: 'hindi' })).status).toBe(
      200,
    )
  })

  it('answers GET with 405 and an Allow header', async () => {
    const response = await call(new Request(`${ORIGIN}${PATH}`))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toEqual({ error: 'Method not allowed', success: false })
  })
})
