import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { action as appAction, loader as appLoader } from '#app/routes/app._index.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { action as deleteAction } from '#app/routes/app.chats.$id.delete.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { CONTEXT, settle } from '#tests/support/requests.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { analyseAgreement } from '#domain/analysis/index.ts'

const db = useTestDatabase()

const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})

describe('the sidebar templates', () => {
  type Category = { id: string; name: string; templates: { id: string; name: string; description: string }[] }
  const categoriesAt = async (b: Awaited<ReturnType<typeof signedIn>>, path: string) =>
    ((await (await settle(() => appLoader(args(b.get(path))))).json()) as { categories: Category[] })
      .categories
  const ids = (categories: Category[]) => categories.flatMap((c) => c.templates.map((t) => t.id))

  it('lists every template, each description cut to one line of the drawer; a search reads the whole text', async () => {
    const b = await signedIn('a@example.in')
    const all = await categoriesAt(b, '/app')
    // 36 of the specification and reference §2.9, and the vehicle/goods sale and the sale deed (issue 18).
    expect(ids(all)).toHaveLength(38)
    for (const t of all.flatMap((c) => c.templates)) expect(t.description.length).toBeLessThanOrEqual(61)

    // "drag-along" stands after the part of the description the drawer shows.
    const found = await categoriesAt(b, '/app?q=%20DRAG-along%20')
    expect(ids(found)).toEqual(['shareholders-agreement'])
    expect(found[0]!.templates[0]!.description).toMatch(/^Rights and obligations of shareholders.*…$/)
    expect(found[0]!.templates[0]!.description).not.toContain('drag-along')

    expect(await categoriesAt(b, '/app?q=no-such-template-anywhere')).toEqual([])
    // On the Chats tab the search box searches conversations: the template list stays whole.
    expect(await categoriesAt(b, '/app?tab=chats&q=drag-along')).toEqual(all)
  })
})

describe('the workspace action', () => {
  it('answers a blank message with 400 and keeps what was typed', async () => {
    const b = await signedIn('a@example.in')
    const response = await settle(() => appAction(args(b.post('/app', { intent: 'send', message: '   ' }))))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      intent: 'send',
      fieldErrors: { message: 'Please type a message before sending.' },
      formError: null,
      values: { message: '   ' },
    })
    expect(await db().query("SELECT 1 FROM events WHERE stream_id LIKE 'chat-%'")).toHaveLength(0)
  })

  it('refuses an unknown template id with 400', async () => {
    const b = await signedIn('a@example.in')
    const response = await settle(() =>
      appAction(args(b.post('/app', { intent: 'pick-template', templateId: 'nope' }))),
    )
    expect(response.status).toBe(400)
  })

  it("answers 404 for another user's conversation and document, and leaks nothing", async () => {
    const owner = await signedIn('owner@example.in')
    const picked = await settle(() =>
      appAction(args(owner.post('/app', { intent: 'pick-template', templateId: 'rental-agreement' }))),
    )
    const sessionId = new URL(picked.headers.get('location')!, 'http://localhost').searchParams.get(
      'session',
    )!
    const intruder = await signedIn('intruder@example.in')
    const posted = await settle(() =>
      appAction(args(intruder.post('/app', { intent: 'send', sessionId, message: 'hello' }))),
    )
    expect(posted.status).toBe(404)
    const page = await settle(() => appLoader(args(intruder.get(`/app?session=${sessionId}`))))
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/app')
    expect(await page.text()).toBe('')
    const unknown = await settle(() => appLoader(args(intruder.get(`/app?session=${crypto.randomUUID()}`))))
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, '/app'])
    const missing = await settle(() =>
      documentLoader(args(intruder.get('/app/documents/x'), { id: '00000000-0000-4000-8000-000000000000' })),
    )
    expect(missing.status).toBe(404)
  })

  it("refuses to rename or delete another user's conversation, and keeps the owner's", async () => {
    const owner = await signedIn('owner@example.in')
    const picked = await settle(() =>
      appAction(args(owner.post('/app', { intent: 'pick-template', templateId: 'rental-agreement' }))),
    )
    const sessionId = new URL(picked.headers.get('location')!, 'http://localhost').searchParams.get(
      'session',
    )!
    const intruder = await signedIn('intruder@example.in')
    const rename = await settle(() =>
      appAction(args(intruder.post('/app', { intent: 'rename', sessionId, title: 'mine now' }))),
    )
    expect(rename.status).toBe(404)
    expect(await rename.json()).toEqual({
      intent: 'rename',
      fieldErrors: {},
      formError: 'Conversation not found',
      values: { title: 'mine now' },
    })
    const removal = await settle(() =>
      deleteAction(args(intruder.post(`/app/chats/${sessionId}/delete`, {}), { id: sessionId })),
    )
    expect(removal.status).toBe(404)
    const unchanged = await settle(() =>
      appAction(
        args(
          owner.post('/app', {
            intent: 'rename',
            sessionId,
            title: "I'd like to create a Rental Agreement...",
          }),
        ),
      ),
    )
    expect(unchanged.status).toBe(400)
    expect(await unchanged.json()).toEqual({
      intent: 'rename',
      fieldErrors: { title: 'The new title is the same as the old one' },
      formError: null,
      values: { title: "I'd like to create a Rental Agreement..." },
    })
    const blank = await settle(() =>
      appAction(args(owner.post('/app', { intent: 'rename', sessionId, title: '   ' }))),
    )
    expect([blank.status, await blank.json()]).toEqual([
      400,
      {
        intent: 'rename',
        fieldErrors: { title: 'Title is required' },
        formError: null,
        values: { title: '   ' },
      },
    ])
    const kept = await db().query<{ title: string; deleted: boolean }>(
      'SELECT title, deleted FROM chat_sessions',
    )
    expect(kept).toEqual([{ title: "I'd like to create a Rental Agreement...", deleted: false }])
  })

  it('shows the Pro badge only with an active subscription, and analyses the agreement in view', async () => {
    const b = await signedIn('pro@example.in')
    const load = async (path: string) =>
      (await (await settle(() => appLoader(args(b.get(path))))).json()) as {
        pro: boolean
        analysis: { status: string; scores?: Record<string, number> }
      }
    expect((await load('/app')).pro).toBe(false)
    await grantProfessional(db(), 'pro@example.in')
    const first = await load('/app')
    expect(first.pro).toBe(true)
    expect(first.analysis).toEqual({ status: 'none' })

    const picked = await settle(() =>
      appAction(args(b.post('/app', { intent: 'pick-template', templateId: 'rental-agreement' }))),
    )
    const sessionId = new URL(picked.headers.get('location')!, 'http://localhost').searchParams.get(
      'session',
    )!
    const facts = [
      'Landlord Name: Priya Sharma',
      'Tenant Name: Ravi Kumar',
      'Property Address: Flat 12, Shanti Apartments, Baner, Pune 411045',
      'Monthly Rent: 25000',
      'Security Deposit: 1 lakh',
      'Lease Period: 11',
    ].join('\n')
    await settle(() => appAction(args(b.post('/app', { intent: 'send', sessionId, message: facts }))))
    const generated = await settle(() =>
      appAction(args(b.post('/app', { intent: 'send', sessionId, message: 'yes' }))),
    )
    expect(generated.headers.get('location')).toMatch(/^\/app\/documents\//)

    const view = await load(`/app?session=${sessionId}`)
    expect(view.analysis.status).toBe('analysed')
    const [stored] = await db().query<{ title: string; content: string; template_id: string }>(
      'SELECT title, content, template_id FROM agreements',
    )
    const expected = analyseAgreement({
      templateId: stored!.template_id,
      title: stored!.title,
      content: stored!.content,
    })
    expect(expected.status).toBe('analysed')
    if (expected.status === 'analysed') expect(view.analysis.scores).toEqual({ ...expected.scores })
  })
})
