import { describe, expect, it } from 'vitest'
import { type EditRequest, editMessages } from '#domain/ai/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { describeAiProvider, getAiProvider } from '#app/providers/ai.server.ts'
import { MAX_TOKENS, createOpenAiProvider } from '#app/providers/openai.server.ts'
import {
  OPENAI_TEST_BASE_URL,
  Recorder,
  answerWith,
  failWith,
  hang,
  plausibleModel,
  rateLimitedThen,
} from '#tests/mocks/openai.ts'
import { server } from '#tests/mocks/server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'

// The SDK's real HTTP calls, answered by the suite's msw server; anything unexpected fails the test.
const TIMEOUT_MS = 300
const provider = () =>
  createOpenAiProvider({
    apiKey: 'sk-test',
    baseURL: OPENAI_TEST_BASE_URL,
    model: 'test-model',
    timeoutMs: TIMEOUT_MS,
  })

const rental = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'])
const before = JSON.stringify(rental)
const request: EditRequest = {
  document: { kind: 'agreement', agreement: rental },
  instruction: 'Add a clause allowing one pet.',
}
const edited = `${renderPlainText(rental).trimEnd()}\n\n9. PETS\n\n9.1 Pets. The Licensee may keep one pet.`

function expectUnchanged() {
  expect(JSON.stringify(rental)).toBe(before)
}

describe('OpenAI provider over HTTP (msw)', () => {
  it('edits: sends only this document and the instruction, capped and in JSON mode, and returns the text', async () => {
    const recorder = new Recorder()
    server.use(answerWith({ editedContent: edited, summary: 'Added a clause on pets.' }, recorder))
    const result = await provider().edit(request)
    expect(result).toMatchObject({
      ok: true,
      provider: 'openai',
      summary: 'Added a clause on pets.',
      content: `${edited}\n`,
      changes: [{ kind: 'rewritten' }],
    })
    if (result.ok) expect(result.document).toEqual({ kind: 'text', text: `${edited}\n` })
    expect(recorder.calls).toBe(1)
    const sent = recorder.requests[0]
    expect(sent?.model).toBe('test-model')
    expect(sent?.response_format).toEqual({ type: 'json_object' })
    expect(sent?.max_tokens).toBe(MAX_TOKENS.edit)
    expect(sent?.messages).toEqual(editMessages(request))
    expect(recorder.headers[0]?.get('authorization')).toBe('Bearer sk-test')
    expectUnchanged()
  })

  it('generates a document from a template and its details', async () => {
    server.use(
      answerWith({
        title: 'Leave and Licence Agreement',
        summary: 'A licence.',
        keyTerms: [{ term: 'Licence Fee', definition: '₹45,000 a month' }, 'Security Deposit'],
        content: 'LEAVE AND LICENCE AGREEMENT\n\n1. GRANT\n\n1.1 Licence. The Licensor grants a licence.',
      }),
    )
    const result = await provider().generate({
      templateId: 'rental-agreement',
      details: SAMPLE_DETAILS['rental-agreement'],
    })
    expect(result).toMatchObject({
      ok: true,
      provider: 'openai',
      document: { title: 'Leave and Licence Agreement', type: 'rental-agreement', agreement: null, pages: 1 },
    })
    if (result.ok)
      expect(result.document.keyTerms).toEqual([
        { term: 'Licence Fee', definition: '₹45,000 a month' },
        { term: 'Security Deposit', definition: '' },
      ])
  })

  it('does not call the model for details that do not validate', async () => {
    const recorder = new Recorder()
    server.use(answerWith('{}', recorder))
    const result = await provider().generate({
      templateId: 'rental-agreement',
      details: { landlordName: 'Asha Rao' },
    })
    expect(result).toMatchObject({ ok: false, reason: 'invalid_request' })
    expect(recorder.calls).toBe(0)
  })

  it('explains terms with an unreviewed translation, and chats', async () => {
    server.use(plausibleModel())
    const explained = await provider().explain({
      text: 'The Licensee shall indemnify the Licensor.',
      language: 'hindi',
      includeTranslation: true,
    })
    expect(explained).toMatchObject({
      ok: true,
      explanation: { language: 'hindi', terms: [{ term: 'Indemnity', id: null, translation: null }] },
    })
    const reply = await provider().chat(
      [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi' },
      ],
      'Do I need to register a rent agreement?',
      new Date('2026-01-15T10:00:00Z'),
    )
    expect(reply).toMatchObject({ ok: true, reply: { text: 'I can help with that.' } })
  })

  describe('malformed output leaves the document unchanged', () => {
    const cases: [string, Parameters<typeof answerWith>[0], Parameters<typeof answerWith>[2]?][] = [
      ['not JSON', 'Sure! Here is your edited agreement: ...'],
      ['JSON without the required fields', { edited: edited }],
      ['JSON with the wrong types', { editedContent: 42, summary: ['x'] }],
      ['an empty document', { editedContent: '   ', summary: 'Done.' }],
      [
        'HTML in the document',
        {
          editedContent: `${edited}\n<img src="https://evil.example/x?d=1" onerror="alert(1)">`,
          summary: 'Done.',
        },
      ],
      ['a Markdown image', { editedContent: `${edited}\n![x](https://evil.example/leak)`, summary: 'Done.' }],
      [
        'an answer cut off at the token cap',
        { editedContent: edited.slice(0, 200), summary: 'Done.' },
        { finishReason: 'length' },
      ],
    ]
    it.each(cases)('%s → invalid_output', async (_, answer, options) => {
      server.use(answerWith(answer, new Recorder(), options))
      const result = await provider().edit(request)
      expect(result).toMatchObject({ ok: false, reason: 'invalid_output' })
      expect(result).not.toHaveProperty('document')
      expectUnchanged()
    })

    it('a refusal in the agreed shape → refused, nothing applied', async () => {
      server.use(answerWith({ refusal: 'That clause would be void.' }))
      expect(await provider().edit(request)).toEqual({
        ok: false,
        reason: 'refused',
        message: 'That clause would be void.',
      })
    })
  })

  it('429 with retry-after: 0, then success → succeeds after exactly one retry', async () => {
    const recorder = new Recorder()
    server.use(rateLimitedThen({ editedContent: edited, summary: 'Added a clause on pets.' }, recorder))
    const result = await provider().edit(request)
    expect(result.ok).toBe(true)
    expect(recorder.calls).toBe(2)
  })

  it('429 twice → rate_limited after one retry, not more', async () => {
    const recorder = new Recorder()
    server.use(rateLimitedThen({}, recorder, 5))
    expect(await provider().edit(request)).toMatchObject({ ok: false, reason: 'rate_limited' })
    expect(recorder.calls).toBe(2)
    expectUnchanged()
  })

  it('a 500 is retried once; a 400 is not retried', async () => {
    const five = new Recorder()
    server.use(failWith(500, five))
    expect(await provider().edit(request)).toMatchObject({ ok: false, reason: 'upstream_error' })
    expect(five.calls).toBe(2)
    const four = new Recorder()
    server.use(failWith(400, four))
    expect(await provider().edit(request)).toMatchObject({ ok: false, reason: 'upstream_error' })
    expect(four.calls).toBe(1)
  })

  it('a hang is cut by the timeout: one retry, then timeout, within a bound', async () => {
    const recorder = new Recorder()
    server.use(hang(recorder))
    const started = performance.now()
    const result = await provider().edit(request)
    const elapsed = performance.now() - started
    expect(result).toMatchObject({ ok: false, reason: 'timeout' })
    expect(recorder.calls).toBe(2)
    // Two attempts of 300 ms and the SDK's back-off (at most 0.5 s) before the retry.
    expect(elapsed).toBeGreaterThanOrEqual(2 * TIMEOUT_MS - 20)
    expect(elapsed).toBeLessThan(2_500)
    expectUnchanged()
  })

  it('the overall deadline ends a call even when the attempt timeout is long', async () => {
    server.use(hang())
    const slow = createOpenAiProvider({
      apiKey: 'sk-test',
      baseURL: OPENAI_TEST_BASE_URL,
      timeoutMs: 60_000,
      deadlineMs: 400,
    })
    const started = performance.now()
    expect(await slow.edit(request)).toMatchObject({ ok: false, reason: 'timeout' })
    expect(performance.now() - started).toBeLessThan(1_500)
  })

  it('refuses a void clause without calling the model', async () => {
    const recorder = new Recorder()
    server.use(answerWith({ editedContent: edited, summary: 'x' }, recorder))
    const employment = draftAgreement('employment-contract', SAMPLE_DETAILS['employment-contract'])
    const result = await provider().edit({
      document: { kind: 'agreement', agreement: employment },
      instruction: 'Add a non-compete for two years after the employee leaves',
    })
    expect(result).toMatchObject({
      ok: false,
      reason: 'refused',
      statute: 'Indian Contract Act, 1872, section 27',
    })
    expect(recorder.calls).toBe(0)
  })
})

describe('getAiProvider', () => {
  const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: OPENAI_TEST_BASE_URL, OPENAI_MODEL: 'test-model' }

  it('is the offline engine without OPENAI_API_KEY, and says so for the footer', async () => {
    expect(getAiProvider({}).kind).toBe('offline')
    expect(describeAiProvider({ OPENAI_API_KEY: '' })).toEqual({
      kind: 'offline',
      label: 'Offline drafting engine',
    })
    expect(describeAiProvider(env)).toEqual({
      kind: 'openai',
      label: 'OpenAI-compatible model (test-model)',
      model: 'test-model',
    })
    expect(describeAiProvider({ OPENAI_API_KEY: 'sk-test' }).label).toBe(
      'OpenAI-compatible model (gpt-4o-mini)',
    )
    expect(() => getAiProvider({ OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'not a url' })).toThrow(
      /OPENAI_BASE_URL/,
    )
  })

  it('uses the model when it answers', async () => {
    server.use(answerWith({ editedContent: edited, summary: 'Added a clause on pets.' }))
    const result = await getAiProvider(env).edit(request)
    expect(result).toMatchObject({ ok: true, provider: 'openai' })
    expect(result).not.toHaveProperty('fellBack')
  })

  it('makes the edits the engine knows without the model', async () => {
    const recorder = new Recorder()
    server.use(answerWith('{}', recorder))
    const result = await getAiProvider(env).edit({
      document: request.document,
      instruction: 'change the rent to ₹30,000',
    })
    expect(result).toMatchObject({ ok: true, provider: 'offline', document: { kind: 'agreement' } })
    if (result.ok) expect(result.content).toContain('₹30,000 (Rupees Thirty Thousand only)')
    expect(recorder.calls).toBe(0)
  })

  it('falls back to the offline engine when the model fails, and marks it', async () => {
    const recorder = new Recorder()
    server.use(rateLimitedThen({}, recorder, 5))
    const explained = await getAiProvider(env).explain({
      text: 'The Licensee shall indemnify the Licensor.',
      language: 'english',
      includeTranslation: false,
    })
    expect(explained).toMatchObject({
      ok: true,
      provider: 'offline',
      fellBack: { from: 'openai', reason: 'rate_limited' },
    })
    expect(recorder.calls).toBe(2)

    server.use(answerWith('not json'))
    const drafted = await getAiProvider(env).generate({
      templateId: 'rental-agreement',
      details: SAMPLE_DETAILS['rental-agreement'],
    })
    expect(drafted).toMatchObject({ ok: true, provider: 'offline', fellBack: { reason: 'invalid_output' } })
    if (drafted.ok) expect(drafted.fellBack?.message).toMatch(/offline drafting engine drafted this document/)
  })

  it('chat: the offline assistant leads and the model answers open questions', async () => {
    const recorder = new Recorder()
    server.use(plausibleModel(recorder))
    const now = new Date('2026-03-01T06:00:00Z')
    const drafting = await getAiProvider(env).chat([], 'I need a rental agreement', now)
    expect(drafting).toMatchObject({
      ok: true,
      provider: 'offline',
      reply: { state: { step: 'collect', templateId: 'rental-agreement' } },
    })
    expect(recorder.calls).toBe(0)
    const open = await getAiProvider(env).chat([], 'Can you summarise the agreement I signed?', now)
    expect(open).toMatchObject({
      ok: true,
      provider: 'openai',
      reply: { text: 'I can help with that.', state: { step: 'idle' } },
    })
    expect(recorder.calls).toBe(1)
  })

  it("keeps the model's failure when the engine cannot do the edit either", async () => {
    server.use(answerWith('not json'))
    const result = await getAiProvider(env).edit(request)
    expect(result).toMatchObject({ ok: false, reason: 'invalid_output' })
    expectUnchanged()
  })
})
