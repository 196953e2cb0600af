import crypto from 'node:crypto'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOfflineProvider, DESCRIBE_CHANGES, type AiProvider } from '#domain/ai/index.ts'
import { agreementStreamId, MAX_INSTRUCTION_LENGTH } from '#domain/agreement/index.ts'
import { agreementFor } from '#events/projections/agreements.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { aiEditAction } from '#app/features/ai-edit/actions.server.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { takeToast } from '#app/platform/toast.server.ts'
import { action as authAction } from '#app/routes/auth.tsx'
import { action as aiEditRoute, loader as aiEditLoader } from '#app/routes/app.documents.$id.ai-edit.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { DiffText } from '#app/features/ai-edit/ai-change.tsx'
import { AiEditRefusalNotice, type AiEditRefusal } from '#app/features/ai-edit/ai-edit-refusal.tsx'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { answerWith, OPENAI_TEST_BASE_URL, Recorder } from '#tests/mocks/openai.ts'
import { server } from '#tests/mocks/server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, CookieJar, ORIGIN, settle } from '#tests/support/requests.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { actingAs } from '#tests/support/actor.ts'

// The document page's AI edit (POST /app/documents/<id>/ai-edit) on the offline engine and
// on a mocked OpenAI-compatible model: what is recorded, what is refused, and that nothing
// the AI answers reaches the page as HTML.

const db = useTestDatabase()
afterEach(() => {
  vi.unstubAllEnvs()
})

const DETAILS = {
  landlordName: 'Priya Sharma',
  tenantName: 'Ravi Kumar',
  propertyAddress: 'Flat 12, Shanti Apartments, Baner, Pune 411045',
  monthlyRent: '25,000',
  securityDeposit: '1 lakh',
  leasePeriod: '11',
}
const XSS = '<script>alert(1)</script> <img src=x onerror=alert(1)>'

type Browser = Awaited<ReturnType<typeof browser>>
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})

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

async function professionalWithRental(email = 'owner@example.in') {
  const { b, userId } = await signUp(email)
  await grantProfessional(db(), email)
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(userId),
    templateId: 'rental-agreement',
    details: DETAILS,
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return { b, userId, agreementId: outcome.agreementId }
}

const post = (b: Browser, id: string, fields: Record<string, string>) =>
  settle(() =>
    aiEditRoute(
      args(
        b.post(`/app/documents/${id}/ai-edit`, { returnTo: `/app/documents/${id}?tab=document`, ...fields }),
        { id },
      ),
    ),
  )

const page = async (b: Browser, id: string, search = ''): Promise<DocumentPage> =>
  (await settle(() => documentLoader(args(b.get(`/app/documents/${id}${search}`), { id })))).json()

async function toastOf(response: Response) {
  const jar = new CookieJar()
  jar.absorb(response)
  return (await takeToast(new Request(`${ORIGIN}/`, { headers: { cookie: jar.header() } }))).toast
}

const events = (id: string) =>
  db().query<{
    type: string
    stream_version: number
    data: Record<string, unknown>
    metadata: Record<string, unknown>
  }>('SELECT type, stream_version, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version', [
    agreementStreamId(id),
  ])

describe('an AI edit on the offline engine', () => {
  it('changes the rent, records AgreementAiEdited, redirects to the change and shows it word by word; Undo puts it back', async () => {
    const { b, userId, agreementId } = await professionalWithRental()
    const before = (await agreementFor(db(), userId, agreementId))!
    const response = await post(b, agreementId, { instruction: 'change the rent to 30000', version: '1' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/app/documents/${agreementId}?tab=document&ai_change=2`)
    expect(await toastOf(response)).toMatchObject({
      type: 'success',
      title: 'AI Edit Complete!',
      description: expect.stringContaining('₹30,000'),
    })

    const [, edited] = await events(agreementId)
    expect(edited).toMatchObject({
      type: 'AgreementAiEdited',
      stream_version: 2,
      data: {
        instruction: 'change the rent to 30000',
        provider: 'offline',
        model: null,
        editedBy: userId,
        changeSummary: expect.stringContaining('₹30,000'),
      },
      metadata: { actorId: userId },
    })
    const after = (await agreementFor(db(), userId, agreementId))!
    expect(after.content).toContain('₹30,000 (Rupees Thirty Thousand only)')
    expect(after.content).not.toContain('₹25,000')
    // The offline engine kept the drafted structure, so the next offline edit works clause by clause.
    expect(after.structure).not.toBeNull()

    const shown = await page(b, agreementId, '?tab=document&ai_change=2')
    expect(shown.aiChange).toMatchObject({
      version: 2,
      instruction: 'change the rent to 30000',
      provider: 'offline',
      model: null,
      canUndo: true,
    })
    const parts = shown.aiChange!.parts!
    // Word by word: "₹25,000 (Rupees Twenty-Five …" becomes "₹30,000 (Rupees Thirty …", only the changed words marked.
    const text = (kinds: string[]) =>
      parts
        .filter((p) => kinds.includes(p.kind))
        .map((p) => p.text)
        .join('')
    expect(text(['added'])).toMatch(/30.*Thirty/s)
    expect(text(['removed'])).toMatch(/25.*Twenty/s)
    expect(text(['same', 'added'])).toContain('₹30,000 (Rupees Thirty Thousand only)')
    expect(text(['same', 'removed'])).toContain('₹25,000 (Rupees Twenty-Five Thousand only)')
    // Long unchanged stretches are shortened, so the browser gets the changes, not the document twice.
    expect(parts.some((p) => p.kind === 'gap')).toBe(true)
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(after.content.length / 2)
    // Without ai_change, or naming a version that is not an AI edit, nothing is shown.
    expect((await page(b, agreementId, '?tab=document')).aiChange).toBeNull()
    expect((await page(b, agreementId, '?tab=document&ai_change=1')).aiChange).toBeNull()

    const undo = await post(b, agreementId, {
      intent: 'undo',
      version: '2',
      returnTo: `/app/documents/${agreementId}`,
    })
    expect(undo.status).toBe(302)
    expect(await toastOf(undo)).toMatchObject({ type: 'success', title: 'AI Edit Undone' })
    expect((await agreementFor(db(), userId, agreementId))!.content).toBe(before.content)
    expect((await events(agreementId)).map((e) => e.type)).toEqual([
      'AgreementGenerated',
      'AgreementAiEdited',
      'AgreementEdited',
    ])
    // The AI edit is no longer the latest change: it can be looked at, not undone again.
    expect((await page(b, agreementId, '?ai_change=2')).aiChange).toMatchObject({ canUndo: false })
    const again = await post(b, agreementId, { intent: 'undo', version: '2' })
    expect(await toastOf(again)).toMatchObject({ type: 'error', title: 'Undo not possible' })
    expect(await events(agreementId)).toHaveLength(3)
  })

  it('refuses an empty request with 400 and the spec’s words, keeping what was typed; and one past the cap', async () => {
    const { b, agreementId } = await professionalWithRental()
    const empty = await post(b, agreementId, { instruction: '   ', version: '1' })
    expect(empty.status).toBe(400)
    // The form contract: the words beside the request box, the request kept as typed.
    expect(await empty.json()).toEqual({
      intent: 'apply',
      fieldErrors: { instruction: DESCRIBE_CHANGES },
      formError: null,
      values: { instruction: '   ', version: '1', returnTo: `/app/documents/${agreementId}?tab=document` },
      details: { title: 'Edit Request Required', suggestions: [], conflict: null },
    })

    const long = 'make the notice period 60 days '.repeat(100)
    expect(long.length).toBeGreaterThan(MAX_INSTRUCTION_LENGTH)
    const tooLong = await post(b, agreementId, { instruction: long, version: '1' })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toMatchObject({
      intent: 'apply',
      fieldErrors: { instruction: expect.stringMatching(/^An edit request can be at most/) },
      formError: null,
      values: { instruction: long },
      details: { title: 'Edit request too long' },
    })
    expect(await events(agreementId)).toHaveLength(1)
  })

  it('changes nothing when the offline engine cannot do it, and says what it can do', async () => {
    const { b, userId, agreementId } = await professionalWithRental()
    const before = (await agreementFor(db(), userId, agreementId))!.content
    const response = await post(b, agreementId, {
      instruction: 'make the whole thing sound friendlier',
      version: '1',
    })
    expect(response.status).toBe(422)
    const refusal = (await response.json()) as AiEditRefusal
    expect(refusal).toMatchObject({
      intent: 'apply',
      fieldErrors: {},
      values: { instruction: 'make the whole thing sound friendlier', version: '1' },
      details: { title: 'AI Edit Failed', conflict: null },
    })
    expect(refusal.formError).toMatch(/offline drafting engine cannot make that change/)
    expect(refusal.details!.suggestions).toContain('make the notice period 60 days')
    expect(await events(agreementId)).toHaveLength(1)
    expect((await agreementFor(db(), userId, agreementId))!.content).toBe(before)
  })

  it('answers a stale version with 409 without asking the AI, and keeps a late answer beside the newer text', async () => {
    const { b, userId, agreementId } = await professionalWithRental()
    await runAgreementCommand(db(), actingAs(userId), agreementId, {
      type: 'EditAgreement',
      data: {
        content: `${(await agreementFor(db(), userId, agreementId))!.content}\nA hand edit.`,
        actorId: userId,
        now: new Date(),
        expectedVersion: 1,
      },
    })
    const stale = await post(b, agreementId, { instruction: 'change the rent to 30000', version: '1' })
    expect(stale.status).toBe(409)
    const refusal = (await stale.json()) as AiEditRefusal
    expect(refusal).toMatchObject({
      intent: 'apply',
      fieldErrors: {},
      values: { instruction: 'change the rent to 30000', version: '2' },
      details: { title: 'Edit conflict', conflict: { proposed: null, version: 2 } },
    })
    expect(refusal.details!.conflict!.theirs).toContain('A hand edit.')
    expect(await events(agreementId)).toHaveLength(2)

    // Someone saves while the AI works: its answer is not applied, but kept to look at.
    const offline = createOfflineProvider()
    const slow: AiProvider = {
      ...offline,
      edit: async (request) => {
        const current = (await agreementFor(db(), userId, agreementId))!
        await runAgreementCommand(db(), actingAs(userId), agreementId, {
          type: 'EditAgreement',
          data: { content: `${current.content}\nAnother.`, actorId: userId, now: new Date() },
        })
        return offline.edit(request)
      },
    }
    const raced = await settle(() =>
      aiEditAction(
        b.post(`/app/documents/${agreementId}/ai-edit`, {
          instruction: 'make the notice period 60 days',
          version: '2',
        }),
        { ...CONTEXT },
        { id: userId, email: 'owner@example.in', displayName: 'owner' },
        agreementId,
        { provider: slow, model: null },
      ),
    )
    expect(raced.status).toBe(409)
    const late = (await raced.json()) as AiEditRefusal
    expect(late.details!.conflict).toMatchObject({ version: 3 })
    expect(late.details!.conflict!.proposed).toMatch(/60 \(sixty\) days/)
    expect(late.details!.conflict!.theirs).toContain('Another.')
    expect((await events(agreementId)).map((e) => e.type)).toEqual([
      'AgreementGenerated',
      'AgreementEdited',
      'AgreementEdited',
    ])
  })

  it("answers another user's document, a missing one and a malformed id with 404; a trial document with 403", async () => {
    const { agreementId } = await professionalWithRental()
    const { b: stranger } = await signUp('stranger@example.in')
    await grantProfessional(db(), 'stranger@example.in')
    for (const id of [agreementId, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await post(stranger, id, { instruction: 'change the rent to 30000', version: '1' })
      expect(response.status).toBe(404)
      expect(await response.json()).toBe('Document Not Found')
    }
    expect(await events(agreementId)).toHaveLength(1)

    const { b: trial, userId } = await signUp('trial@example.in')
    const preview = await generateAgreement(db(), createOfflineProvider(), {
      owner: actingAs(userId),
      templateId: 'rental-agreement',
      details: DETAILS,
    })
    if (!preview.ok) throw new Error(preview.message)
    expect(preview.access).toBe('preview')
    const refused = await post(trial, preview.agreementId, {
      instruction: 'change the rent to 30000',
      version: '1',
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ intent: 'apply', details: { title: 'Upgrade Required' } })
    expect(await events(preview.agreementId)).toHaveLength(1)
  })

  it('refuses a post without the CSRF token, keeping the request; GET goes back to the document with the editor open', async () => {
    const { b, agreementId } = await professionalWithRental()
    const forged = await settle(() =>
      aiEditRoute(
        args(
          new Request(`${ORIGIN}/app/documents/${agreementId}/ai-edit`, {
            method: 'POST',
            headers: {
              cookie: b.jar.header(),
              origin: ORIGIN,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ instruction: 'change the rent to 30000', version: '1' }),
          }),
          { id: agreementId },
        ),
      ),
    )
    expect(forged.status).toBe(403)
    expect(await forged.json()).toMatchObject({
      intent: 'apply',
      fieldErrors: {},
      values: { instruction: 'change the rent to 30000' },
    })
    expect(await events(agreementId)).toHaveLength(1)
    const get = await settle(() =>
      aiEditLoader(args(b.get(`/app/documents/${agreementId}/ai-edit`), { id: agreementId })),
    )
    expect(get.headers.get('location')).toBe(`/app/documents/${agreementId}?tab=document&ai=1#ai-edit`)
  })
})

describe('an AI edit on an OpenAI-compatible model (msw)', () => {
  const useModel = () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-test')
    vi.stubEnv('OPENAI_BASE_URL', OPENAI_TEST_BASE_URL)
    vi.stubEnv('OPENAI_MODEL', 'test-model')
  }

  it('records what the model wrote with provider openai and its model name', async () => {
    useModel()
    const { b, userId, agreementId } = await professionalWithRental()
    const current = (await agreementFor(db(), userId, agreementId))!.content
    const recorder = new Recorder()
    server.use(
      answerWith(
        {
          editedContent: `${current.trimEnd()}\n\n9. PETS\n\n9.1 Pets. The Licensee may keep one cat.`,
          summary: 'Added a clause allowing one cat.',
        },
        recorder,
      ),
    )
    const response = await post(b, agreementId, {
      instruction: 'allow the licensee to keep a cat',
      version: '1',
    })
    expect(response.status).toBe(302)
    expect(recorder.calls).toBe(1)
    const [, edited] = await events(agreementId)
    expect(edited).toMatchObject({
      type: 'AgreementAiEdited',
      data: {
        provider: 'openai',
        model: 'test-model',
        instruction: 'allow the licensee to keep a cat',
        changeSummary: 'Added a clause allowing one cat.',
        structure: null,
      },
    })
    const shown = await page(b, agreementId, '?ai_change=2')
    expect(shown.aiChange).toMatchObject({
      provider: 'openai',
      model: 'test-model',
      summary: 'Added a clause allowing one cat.',
    })
  })

  it('refuses an answer carrying <script> and <img onerror>: AI Edit Failed, nothing stored', async () => {
    useModel()
    const { b, userId, agreementId } = await professionalWithRental()
    const current = (await agreementFor(db(), userId, agreementId))!.content
    server.use(answerWith({ editedContent: `${current}\n${XSS}`, summary: `Done ${XSS}` }))
    const response = await post(b, agreementId, {
      instruction: 'allow the licensee to keep a cat',
      version: '1',
    })
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({
      details: { title: 'AI Edit Failed' },
      formError: expect.stringMatching(/nothing was changed/),
    })
    expect(await events(agreementId)).toHaveLength(1)
    expect((await agreementFor(db(), userId, agreementId))!.content).toBe(current)
  })

  it('an edit that carries markup (offline word replacement) is stored as text and rendered escaped', async () => {
    const { b, userId, agreementId } = await professionalWithRental()
    const response = await post(b, agreementId, {
      instruction: `replace "Baner" with "${XSS}"`,
      version: '1',
    })
    expect(response.status).toBe(302)
    const stored = (await agreementFor(db(), userId, agreementId))!.content
    expect(stored).toContain(XSS)

    const shown = await page(b, agreementId, '?ai_change=2')
    const html = renderToString(createElement(DiffText, { parts: shown.aiChange!.parts! }))
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toMatch(/<script|<img/i)

    const notice = renderToString(
      createElement(AiEditRefusalNotice, {
        refusal: {
          intent: 'apply',
          fieldErrors: {},
          formError: XSS,
          values: { instruction: XSS, version: '1', returnTo: '/app' },
          details: { title: 'AI Edit Failed', suggestions: [XSS], conflict: null },
        },
      }),
    )
    expect(notice).not.toMatch(/<script|<img/i)
    expect(notice).toContain('&lt;script&gt;')
  })
})
