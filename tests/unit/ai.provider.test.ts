import { describe, expect, it } from 'vitest'
import {
  type AiFailure,
  type AiProvider,
  type FailureReason,
  createOfflineProvider,
  withOfflineFallback,
} from '#domain/ai/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

const offline = createOfflineProvider()

describe('offline provider', () => {
  it('generates from a template, structured', async () => {
    const result = await offline.generate({
      templateId: 'rental-agreement',
      details: SAMPLE_DETAILS['rental-agreement'],
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const agreement = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'])
    expect(result).toMatchObject({
      provider: 'offline',
      document: {
        title: agreement.title,
        type: 'rental-agreement',
        pages: agreement.pages,
        content: renderPlainText(agreement),
      },
    })
    expect(result.document.agreement).toEqual(agreement)
  })

  it('uses the place it is given', async () => {
    const result = await offline.generate({
      templateId: 'employment-contract',
      details: { ...SAMPLE_DETAILS['employment-contract'], location: 'Remote' },
      place: 'Pune',
    })
    expect(result.ok && result.document.content).toContain('made and executed at Pune')
  })

  it('answers bad details with the field errors, and a custom request as not available offline', async () => {
    const bad = await offline.generate({
      templateId: 'rental-agreement',
      details: { tenantName: 'Vikram Shah' },
    })
    expect(bad).toMatchObject({ ok: false, reason: 'invalid_request' })
    expect((bad as AiFailure).fieldErrors?.map((e) => e.field)).toEqual([
      'landlordName',
      'propertyAddress',
      'monthlyRent',
      'securityDeposit',
      'leasePeriod',
    ])
    expect(
      await offline.generate({ templateId: null, details: {}, userInput: 'An agreement to share a car' }),
    ).toMatchObject({ ok: false, reason: 'not_available_offline' })
    expect(await offline.generate({ templateId: 'no-such-template', details: {} })).toMatchObject({
      ok: false,
      reason: 'invalid_request',
    })
  })

  it('explains terms from the glossary, with the spec texts for no text', async () => {
    const result = await offline.explain({
      text: 'The Licensee shall indemnify the Licensor; disputes go to arbitration.',
      language: 'hindi',
      includeTranslation: true,
    })
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.explanation.language).toBe('hindi')
      expect(result.explanation.terms.map((t) => t.id)).toEqual(
        expect.arrayContaining(['indemnity', 'arbitration']),
      )
      expect(result.explanation.terms[0]?.translation?.language).toBe('hindi')
    }
    expect(await offline.explain({ text: '  ', language: 'english', includeTranslation: false })).toEqual({
      ok: false,
      reason: 'invalid_request',
      message: 'Please select text from the document first',
      title: 'No Text Selected',
    })
    expect(
      await offline.explain({ text: 'x', language: 'klingon', includeTranslation: false }),
    ).toMatchObject({ ok: false, reason: 'invalid_request' })
  })

  it('chats through the assistant of domain/assistant, and marks what only a model could answer', async () => {
    const now = new Date('2026-03-01T06:00:00Z')
    const hello = await offline.chat([], 'Hello', now)
    expect(hello).toMatchObject({
      ok: true,
      provider: 'offline',
      reply: { state: { step: 'idle' }, intent: 'greeting', openQuestion: false },
    })
    const rental = await offline.chat([], 'I need a rental agreement', now)
    expect(rental).toMatchObject({
      ok: true,
      reply: { state: { step: 'collect', templateId: 'rental-agreement' }, openQuestion: false },
    })
    expect(await offline.chat([], 'Please translate my agreement into Hindi', now)).toMatchObject({
      ok: true,
      reply: { openQuestion: true },
    })
    expect(await offline.chat([], '  ', now)).toMatchObject({ ok: false, reason: 'invalid_request' })
    const withChat = createOfflineProvider({
      chat: (history, message) => ({ text: `${history.length}:${message}` }),
    })
    expect(await withChat.chat([{ role: 'user', content: 'a' }], 'Hello', new Date())).toEqual({
      ok: true,
      provider: 'offline',
      reply: { text: '1:Hello' },
    })
  })

  it('edits and never throws', async () => {
    const agreement = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'])
    expect(
      await offline.edit({ document: { kind: 'agreement', agreement }, instruction: 'delete clause 4.5' }),
    ).toMatchObject({ ok: true, provider: 'offline' })
    const broken = {
      ...agreement,
      sections: [{ id: 'x', number: '1', heading: 'X', clauses: null }],
    } as unknown as typeof agreement
    expect(
      await offline.edit({
        document: { kind: 'agreement', agreement: broken },
        instruction: 'delete clause 1.1',
      }),
    ).toMatchObject({ ok: false, reason: 'not_available_offline' })
  })
})

/** A model provider that always fails with `reason` (the interface, not the SDK). */
function failingModel(reason: FailureReason): AiProvider {
  const fail = async (): Promise<AiFailure> => ({ ok: false, reason, message: `model: ${reason}` })
  return { kind: 'openai', generate: fail, chat: fail, edit: fail, explain: fail }
}

describe('offline fallback', () => {
  const agreement = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'])

  it.each(['timeout', 'rate_limited', 'upstream_error', 'invalid_output'] as const)(
    '%s → the engine answers, marked fellBack',
    async (reason) => {
      const ai = withOfflineFallback(failingModel(reason), offline)
      expect(ai.kind).toBe('openai')
      const drafted = await ai.generate({
        templateId: 'rental-agreement',
        details: SAMPLE_DETAILS['rental-agreement'],
      })
      expect(drafted).toMatchObject({ ok: true, provider: 'offline', fellBack: { from: 'openai', reason } })
      const explained = await ai.explain({
        text: 'The Licensee shall indemnify the Licensor.',
        language: 'english',
        includeTranslation: false,
      })
      expect(explained).toMatchObject({
        ok: true,
        provider: 'offline',
        fellBack: { reason, message: expect.stringMatching(/explained from the offline glossary\.$/) },
      })
    },
  )

  it('refusals and bad requests are not answered offline instead', async () => {
    for (const reason of ['refused', 'invalid_request'] as const) {
      const ai = withOfflineFallback(failingModel(reason), offline)
      expect(
        await ai.generate({ templateId: 'rental-agreement', details: SAMPLE_DETAILS['rental-agreement'] }),
      ).toEqual({ ok: false, reason, message: `model: ${reason}` })
    }
  })

  it('chat: the assistant leads; the model answers only open questions', async () => {
    const now = new Date('2026-03-01T06:00:00Z')
    const asked: string[] = []
    const model: AiProvider = {
      ...failingModel('timeout'),
      chat: async (_history, message) => {
        asked.push(message)
        return { ok: true, provider: 'openai', reply: { text: 'A model answer.' } }
      },
    }
    const ai = withOfflineFallback(model, offline)
    expect(await ai.chat([], 'I need a rental agreement', now)).toMatchObject({
      ok: true,
      provider: 'offline',
      reply: { state: { step: 'collect' } },
    })
    expect(asked).toEqual([])
    const open = await ai.chat([], 'Please translate my agreement into Hindi', now)
    expect(open).toEqual({
      ok: true,
      provider: 'openai',
      reply: { text: 'A model answer.', state: { step: 'idle' }, intent: 'out-of-scope' },
    })
    const down = await withOfflineFallback(failingModel('timeout'), offline).chat(
      [],
      'Please translate my agreement into Hindi',
      now,
    )
    expect(down).toMatchObject({
      ok: true,
      provider: 'offline',
      reply: { text: expect.stringMatching(/needs the online AI model/) },
      fellBack: { reason: 'timeout' },
    })
  })

  it('edits: the engine makes the edits it knows, the model the rest', async () => {
    const ai = withOfflineFallback(failingModel('timeout'), offline)
    const document = { kind: 'agreement' as const, agreement }
    expect(await ai.edit({ document, instruction: 'delete clause 4.5' })).toMatchObject({
      ok: true,
      provider: 'offline',
    })
    expect(await ai.edit({ document, instruction: 'add a non-compete clause' })).toMatchObject({
      ok: false,
      reason: 'refused',
    })
    expect(await ai.edit({ document, instruction: 'make it friendlier' })).toEqual({
      ok: false,
      reason: 'timeout',
      message: 'model: timeout',
    })
  })
})
