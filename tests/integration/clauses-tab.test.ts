import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { CLAUSES, getClause } from '#domain/clauses/index.ts'
import { agreementFor } from '#events/projections/agreements.ts'
import { clauseUsage } from '#events/projections/clause-usage.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { takeToast } from '#app/platform/toast.server.ts'
import { action as authAction } from '#app/routes/auth.tsx'
import { action as addClause, loader as clausesLoader } from '#app/routes/app.documents.$id.clauses.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, CookieJar, ORIGIN, settle } from '#tests/support/requests.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { actingAs } from '#tests/support/actor.ts'

// The Clauses tab of the document page: browse, popular and search as URLs, a clause's
// details, and "Add to document" (POST /app/documents/<id>/clauses) appending the library's
// text after two newlines as ClauseAdded and opening the Document tab in edit mode.

const db = useTestDatabase()

type Browser = Awaited<ReturnType<typeof browser>>
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})
const FORCE_MAJEURE = getClause('commercial-force-majeure')!

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

async function withRental(email = 'owner@example.in', professional = true) {
  const { b, userId } = await signUp(email)
  if (professional) await grantProfessional(db(), email)
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(userId),
    templateId: 'rental-agreement',
    details: {
      landlordName: 'Priya Sharma',
      tenantName: 'Ravi Kumar',
      propertyAddress: 'Flat 12, Baner, Pune 411045',
      monthlyRent: '25,000',
      securityDeposit: '1 lakh',
      leasePeriod: '11',
    },
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return { b, userId, agreementId: outcome.agreementId }
}

const add = (b: Browser, id: string, fields: Record<string, string>) =>
  settle(() => addClause(args(b.post(`/app/documents/${id}/clauses`, fields), { id })))

const tab = async (b: Browser, id: string, search: string): Promise<NonNullable<DocumentPage['clauses']>> => {
  const page = (await (
    await settle(() => documentLoader(args(b.get(`/app/documents/${id}?tab=clauses${search}`), { id })))
  ).json()) as DocumentPage
  return page.clauses!
}

async function toastOf(response: Response) {
  const jar = new CookieJar()
  jar.absorb(response)
  return (await takeToast(new Request(`${ORIGIN}/`, { headers: { cookie: jar.header() } }))).toast
}

const clauseEvents = (id: string) =>
  db().query<{ data: Record<string, unknown> }>(
    `SELECT data FROM events WHERE stream_id = $1 AND type = 'ClauseAdded' ORDER BY stream_version`,
    [agreementStreamId(id)],
  )

describe('adding a clause', () => {
  it('appends the library text after two newlines as ClauseAdded, placeholders bracketed, and opens edit mode with "Clause Added!"', async () => {
    const { b, userId, agreementId } = await withRental()
    const before = (await agreementFor(db(), userId, agreementId))!.content
    const response = await add(b, agreementId, {
      clauseId: FORCE_MAJEURE.id,
      // The text comes from the library, never from the form.
      text: 'Anything at all',
      content: 'Anything at all',
      returnTo: `/app/documents/${agreementId}?tab=clauses&clause_view=search&clause_q=force`,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/app/documents/${agreementId}?tab=document&edit=1`)
    expect(await toastOf(response)).toMatchObject({
      type: 'success',
      title: 'Clause Added!',
      description: expect.stringContaining('[FM NOTICE DAYS]'),
    })

    const after = (await agreementFor(db(), userId, agreementId))!
    expect(after.content).toBe(`${before}\n\n${FORCE_MAJEURE.content}`)
    expect(after.content).toContain('[FM TERMINATION DAYS]')
    expect(await clauseEvents(agreementId)).toEqual([
      {
        data: {
          clauseId: FORCE_MAJEURE.id,
          clauseTitle: 'Force Majeure',
          text: FORCE_MAJEURE.content,
          addedBy: userId,
          addedAt: expect.any(String),
        },
      },
    ])
  })

  it('returns to the dialog over the workspace with its own parameters kept', async () => {
    const { b, agreementId } = await withRental()
    const response = await add(b, agreementId, {
      clauseId: 'commercial-arbitration',
      returnTo: `/app?session=abc&tab=templates&document=${agreementId}&dtab=clauses&clause_q=arb`,
    })
    expect(response.headers.get('location')).toBe(
      `/app?session=abc&tab=templates&document=${agreementId}&dtab=document&edit=1`,
    )
    // Another site, or a path outside /app, is never followed.
    const outside = await add(b, agreementId, {
      clauseId: 'commercial-arbitration',
      returnTo: '//evil.example/x',
    })
    expect(outside.headers.get('location')).toBe(`/app/documents/${agreementId}?tab=document&edit=1`)
  })

  it('refuses an unknown clause, a missing CSRF token, a stranger (404) and a trial document (403), appending nothing', async () => {
    const { b, agreementId } = await withRental()
    const unknown = await add(b, agreementId, { clauseId: 'no-such-clause' })
    expect(unknown.status).toBe(302)
    expect(await toastOf(unknown)).toMatchObject({
      type: 'error',
      description: 'That clause is not in the library.',
    })
    const forged = await settle(() =>
      addClause(
        args(
          new Request(`${ORIGIN}/app/documents/${agreementId}/clauses`, {
            method: 'POST',
            headers: {
              cookie: b.jar.header(),
              origin: ORIGIN,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ clauseId: FORCE_MAJEURE.id }),
          }),
          { id: agreementId },
        ),
      ),
    )
    expect(forged.status).toBe(403)

    const { b: stranger } = await signUp('stranger@example.in')
    for (const id of [agreementId, crypto.randomUUID(), 'nope']) {
      const response = await add(stranger, id, { clauseId: FORCE_MAJEURE.id })
      expect(response.status).toBe(404)
    }
    expect(await clauseEvents(agreementId)).toHaveLength(0)

    const trial = await withRental('trial@example.in', false)
    const refused = await add(trial.b, trial.agreementId, { clauseId: FORCE_MAJEURE.id })
    expect(refused.status).toBe(403)
    expect(await clauseEvents(trial.agreementId)).toHaveLength(0)

    const get = await settle(() =>
      clausesLoader(args(b.get(`/app/documents/${agreementId}/clauses`), { id: agreementId })),
    )
    expect(get.headers.get('location')).toBe(`/app/documents/${agreementId}?tab=clauses`)
  })
})

describe('the clause library tab', () => {
  it('browses all 20 clauses with 3 tags a card, filtered by category and risk level on top of the search', async () => {
    const { b, agreementId } = await withRental()
    const all = await tab(b, agreementId, '')
    expect(all).toMatchObject({ view: 'browse', query: '', category: 'all', risk: 'all', selected: null })
    expect(all.clauses).toHaveLength(CLAUSES.length)
    expect(all.clauses.every((c) => c.tags.length === 3 && c.moreTags === 2)).toBe(true)
    expect(all.categories).toContain('Intellectual Property')
    expect(all.risks).toEqual(['Low', 'Medium', 'High'])

    const high = await tab(b, agreementId, '&clause_category=Commercial&clause_risk=High')
    expect(high.clauses.map((c) => c.title).sort()).toEqual(['Indemnity', 'Limitation of Liability'])
    const searched = await tab(
      b,
      agreementId,
      '&clause_q=liability&clause_category=Commercial&clause_risk=High',
    )
    expect(searched.clauses.map((c) => c.title)).toContain('Limitation of Liability')
    expect(searched.clauses.every((c) => c.riskLevel === 'High')).toBe(true)
    // Unknown values mean "all", never an error.
    const odd = await tab(b, agreementId, '&clause_view=nope&clause_category=Cooking&clause_risk=Extreme')
    expect(odd).toMatchObject({ view: 'browse', category: 'all', risk: 'all' })
    expect(odd.clauses).toHaveLength(CLAUSES.length)
  })

  it('searches title, description, tags and text, ignoring case, with 4 tags a card', async () => {
    const { b, agreementId } = await withRental()
    const found = await tab(b, agreementId, '&clause_view=search&clause_q=FORCE%20Majeure')
    expect(found.view).toBe('search')
    expect(found.clauses.map((c) => c.id)).toContain(FORCE_MAJEURE.id)
    expect(found.clauses.find((c) => c.id === FORCE_MAJEURE.id)!.tags).toEqual(FORCE_MAJEURE.tags.slice(0, 4))
    // A word only in the clause text.
    expect(
      (await tab(b, agreementId, '&clause_view=search&clause_q=EARTHQUAKE')).clauses.map((c) => c.id),
    ).toEqual([FORCE_MAJEURE.id])
    expect((await tab(b, agreementId, '&clause_view=search&clause_q=zzzz')).clauses).toEqual([])
    // An empty search lists nothing yet: the tab asks for words.
    expect((await tab(b, agreementId, '&clause_view=search')).clauses).toEqual([])
  })

  it('opens a clause with its text, laws and placeholders', async () => {
    const { b, agreementId } = await withRental()
    const open = await tab(b, agreementId, `&clause_id=${FORCE_MAJEURE.id}`)
    expect(open.selected).toMatchObject({
      id: FORCE_MAJEURE.id,
      content: FORCE_MAJEURE.content,
      applicableLaws: ['Indian Contract Act 1872, ss.32 and 56'],
      placeholders: ['FM NOTICE DAYS', 'FM TERMINATION DAYS'],
      riskLevel: 'Medium',
    })
    expect((await tab(b, agreementId, '&clause_id=nope')).selected).toBeNull()
  })

  it('ranks Popular by the clauses really added, the seed breaking ties, and the count survives a rebuild', async () => {
    const { b, userId, agreementId } = await withRental()
    const seeded = await tab(b, agreementId, '&clause_view=popular')
    expect(seeded.clauses.map((c) => c.id)).toEqual([
      'commercial-arbitration',
      'employment-confidentiality',
      'commercial-force-majeure',
      'commercial-indemnity',
      'commercial-limitation-of-liability',
    ])
    // Real uses come first: Security Deposit (not in the seed's top five) leads after them.
    for (let i = 0; i < 45; i++) {
      await runAgreementCommand(db(), actingAs(userId), agreementId, {
        type: 'AddClause',
        data: {
          clauseId: 'property-security-deposit',
          clauseTitle: 'Security Deposit and Refund',
          text: 'x',
          actorId: userId,
          now: new Date(),
        },
      })
    }
    const used = await tab(b, agreementId, '&clause_view=popular')
    expect(used.clauses.map((c) => [c.id, c.timesAdded])).toEqual([
      ['property-security-deposit', 45],
      ['commercial-arbitration', 0],
      ['employment-confidentiality', 0],
      ['commercial-force-majeure', 0],
      ['commercial-indemnity', 0],
    ])
    expect(
      (await tab(b, agreementId, '&clause_q=deposit')).clauses.find(
        (c) => c.id === 'property-security-deposit',
      ),
    ).toMatchObject({ usageCount: 1097, timesAdded: 45 })

    const inline = await clauseUsage(db())
    expect(inline).toEqual({ 'property-security-deposit': 45 })
    await rebuildProjections(db())
    expect(await clauseUsage(db())).toEqual(inline)
  })
})
