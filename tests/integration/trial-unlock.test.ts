import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { PROFESSIONAL_PRICE_PAISE } from '#domain/subscription/index.ts'
import { readStream } from '#events/read.server.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { inlineProjections } from '#events/projections/index.ts'
import { agreementFor } from '#events/projections/agreements.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { unlockTrialDocuments } from '#app/features/subscription/unlock.server.ts'
import { settlePurchase } from '#app/features/payments/settle.server.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as workspaceLoader } from '#app/routes/app._index.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { loader as sharedLoader } from '#app/routes/document.$id.tsx'
import { action as editAction } from '#app/routes/app.documents.$id.edit.tsx'
import { loader as exportLoader } from '#app/routes/app.documents.$id.export.$format.tsx'
import { loader as historyLoader } from '#app/routes/app.documents.$id.history.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { CONTEXT, settle } from '#tests/support/requests.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { actingAs } from '#tests/support/actor.ts'
import { renderInRouter } from '#tests/support/render.tsx'
import { LibraryCard } from '#app/features/workspace/library-card.tsx'

// Issue 15, part 8: paying changes what the trial document may do, at once and everywhere —
// whichever way the period began (a payment's settlement, an operator's grant), and on the
// next read when an activation's unlock did not happen.

const db = useTestDatabase()

type Browser = Awaited<ReturnType<typeof signedIn>>
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})
const DETAILS = {
  landlordName: 'Anil Mehta',
  tenantName: 'Vikram Shah',
  propertyAddress: 'Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
  monthlyRent: '25,000',
  securityDeposit: '₹75,000',
  leasePeriod: '11',
}

/** A new account that spends its free trial on one document: the preview. */
async function trialUser(email: string) {
  const b = await signedIn(email)
  const [user] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ])
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(user!.id),
    templateId: 'rental-agreement',
    details: DETAILS,
  })
  if (!outcome.ok) throw new Error(outcome.message)
  expect((await agreementFor(db(), user!.id, outcome.agreementId))?.access).toBe('preview')
  return { b, email, userId: user!.id, agreementId: outcome.agreementId }
}

/** What a verified payment records: the order, the captured payment, then the settlement. */
async function pay(userId: string, n = 1) {
  const by = actingAs(userId)
  const orderId = `order_unlock${n}`
  await runSubscriptionCommand(db(), by, userId, {
    type: 'StartPurchase',
    data: {
      orderId,
      kind: 'order',
      gateway: 'test',
      amountPaise: PROFESSIONAL_PRICE_PAISE,
      receipt: `nd_unlock${n}`,
    },
  })
  await runSubscriptionCommand(db(), by, userId, {
    type: 'RecordCapturedPayment',
    data: {
      now: new Date(),
      source: 'checkout',
      orderId,
      paymentId: `pay_unlock${n}`,
      amountPaise: PROFESSIONAL_PRICE_PAISE,
      currency: 'INR',
      status: 'captured',
    },
  })
  await settlePurchase(db(), by, userId)
}

/** A period recorded with nothing run after it: as before unlocking existed, or a crash between. */
async function activateOnly(userId: string) {
  await runSubscriptionCommand(db(), actingAs(userId), userId, {
    type: 'ActivateSubscription',
    data: { now: new Date(), source: 'operator' },
  })
}

const unlocks = async (agreementId: string) =>
  (await readStream(db(), agreementStreamId(agreementId))).filter((e) => e.type === 'AgreementUnlocked')

const page = async (b: Browser, id: string, query = '') =>
  settle(() => documentLoader(args(b.get(`/app/documents/${id}${query}`), { id })))

/** Everything the trial user could not do with the preview, now done. */
async function expectFullDocument(b: Browser, agreementId: string) {
  const doc = await (await page(b, agreementId)).json()
  expect(doc.access).toBe('full')
  expect(doc.keyTerms.more).toBe(0)
  expect(doc.keyTerms.shown.length).toBeGreaterThan(3)
  // The tabs are open: the URL's tab is the one shown, no longer forced to the preview.
  const analytics = await (await page(b, agreementId, '?tab=analytics')).json()
  expect(analytics.tab).toBe('analytics')
  expect(analytics.analytics.analysis.status).toBe('analysed')

  const pdf = await settle(() =>
    exportLoader(args(b.get(`/app/documents/${agreementId}/export/pdf`), { id: agreementId, format: 'pdf' })),
  )
  expect(pdf.status).toBe(200)
  expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')

  const saved = await settle(() =>
    editAction(
      args(
        b.post(`/app/documents/${agreementId}/edit`, {
          csrf: b.csrf,
          content: `${doc.content}\n\n21. NOTICES\nNotices go by registered post.`,
          version: String(doc.version),
        }),
        { id: agreementId },
      ),
    ),
  )
  expect(saved.status).toBe(302)

  const workspace = await (await settle(() => workspaceLoader(args(b.get('/app'))))).json()
  expect(workspace.library.map((e: { access: string }) => e.access)).toEqual(['full'])
  expect(workspace.pro).toBe(true)
  const card = await renderInRouter(
    createElement(LibraryCard, { entries: workspace.library, total: workspace.libraryTotal }),
  )
  expect(card).toContain('Leave and Licence Agreement')
  expect(card).not.toContain('Preview')

  const history = await (
    await settle(() =>
      historyLoader(args(b.get(`/app/documents/${agreementId}/history`), { id: agreementId })),
    )
  ).json()
  const line = history.events.find((e: { type: string }) => e.type === 'AgreementUnlocked')
  expect(line).toMatchObject({
    action: 'Unlocked',
    detail: 'Unlocked as a full document when the Professional plan began',
  })
}

describe('the trial document after paying', () => {
  it('opens as a full document once the operator grants a period', async () => {
    const { b, email, agreementId } = await trialUser('granted@example.in')
    await grantProfessional(db(), email)
    expect(await unlocks(agreementId)).toHaveLength(1)
    await expectFullDocument(b, agreementId)
  })

  it('opens as a full document once a captured payment is settled, and a repeat settles nothing new', async () => {
    const { b, userId, agreementId } = await trialUser('paid@example.in')
    await pay(userId)
    await settlePurchase(db(), actingAs(userId), userId)
    await settlePurchase(db(), actingAs(userId), userId)
    const [unlock, ...more] = await unlocks(agreementId)
    expect(more).toHaveLength(0)
    expect(unlock!.data).toMatchObject({ reason: 'subscription', ownerId: userId })
    const [plan] = await db().query<{ current_end: Date }>(
      'SELECT current_end FROM subscriptions WHERE user_id = $1',
      [userId],
    )
    expect((unlock!.data as { periodEnd: string }).periodEnd).toBe(new Date(plan!.current_end).toISOString())
    await expectFullDocument(b, agreementId)
  })

  it('stays a preview while the plan is not active: settling without a period unlocks nothing', async () => {
    const { b, userId, agreementId } = await trialUser('unpaid@example.in')
    await settlePurchase(db(), actingAs(userId), userId)
    expect(await unlocks(agreementId)).toHaveLength(0)
    expect((await (await page(b, agreementId)).json()).access).toBe('preview')
    const pdf = await settle(() =>
      exportLoader(
        args(b.get(`/app/documents/${agreementId}/export/pdf`), { id: agreementId, format: 'pdf' }),
      ),
    )
    expect(pdf.status).toBe(403)
  })

  it('the read models a replay of the log builds are the ones the appends left', async () => {
    const { userId } = await trialUser('replay@example.in')
    await grantProfessional(db(), 'replay@example.in')
    const tables = [...new Set(inlineProjections.flatMap((p) => p.tables))]
    const rows = async () => {
      const all: Record<string, string[]> = {}
      for (const table of tables) {
        all[table] = (await db().query(`SELECT * FROM "${table}"`)).map((r) => JSON.stringify(r)).sort()
      }
      return all
    }
    const appended = await rows()
    expect(appended.agreements!.join()).toContain(`"owner_id":"${userId}"`)
    expect(appended.agreements!.join()).toContain('"access":"full"')
    await rebuildProjections(db(), inlineProjections)
    expect(await rows()).toEqual(appended)
  })

  it('ten unlocks at once record one event', async () => {
    const { userId, agreementId } = await trialUser('race@example.in')
    await activateOnly(userId)
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => unlockTrialDocuments(db(), actingAs(userId), userId)),
    )
    expect(outcomes.flatMap((o) => o.unlocked)).toEqual([agreementId])
    expect(await unlocks(agreementId)).toHaveLength(1)
  })
})

describe('a preview whose owner is already Professional is unlocked when read', () => {
  it('by the document page, once, however many views arrive together', async () => {
    const { b, userId, agreementId } = await trialUser('heal@example.in')
    await activateOnly(userId)
    const views = await Promise.all(Array.from({ length: 5 }, () => page(b, agreementId)))
    expect(views.map((v) => v.status)).toEqual([200, 200, 200, 200, 200])
    for (const view of views) expect((await view.json()).access).toBe('full')
    expect(await unlocks(agreementId)).toHaveLength(1)
  })

  it('not by a prefetch, which shows the document as stored and records nothing', async () => {
    const { b, userId, agreementId } = await trialUser('prefetch@example.in')
    await activateOnly(userId)
    const prefetch = b.get(`/app/documents/${agreementId}`)
    prefetch.headers.set('Sec-Purpose', 'prefetch')
    const view = await settle(() => documentLoader(args(prefetch, { id: agreementId })))
    expect((await view.json()).access).toBe('preview')
    expect(await unlocks(agreementId)).toHaveLength(0)
  })

  it('by the library, the shared page and the export link', async () => {
    const library = await trialUser('library@example.in')
    await activateOnly(library.userId)
    const workspace = await (await settle(() => workspaceLoader(args(library.b.get('/app'))))).json()
    expect(workspace.library.map((e: { access: string }) => e.access)).toEqual(['full'])
    expect(await unlocks(library.agreementId)).toHaveLength(1)

    const shared = await trialUser('shared@example.in')
    await activateOnly(shared.userId)
    const sharedPage = await settle(() =>
      sharedLoader(args(shared.b.get(`/document/${shared.agreementId}`), { id: shared.agreementId })),
    )
    expect((await sharedPage.json()).access).toBe('full')
    expect(await unlocks(shared.agreementId)).toHaveLength(1)

    const exported = await trialUser('export@example.in')
    await activateOnly(exported.userId)
    const txt = await settle(() =>
      exportLoader(
        args(exported.b.get(`/app/documents/${exported.agreementId}/export/txt`), {
          id: exported.agreementId,
          format: 'txt',
        }),
      ),
    )
    expect(txt.status).toBe(200)
    expect(await unlocks(exported.agreementId)).toHaveLength(1)
  })
})

describe('the root loader’s Pro flag', () => {
  it('is true on the very next request after paying, and false for a trial user', async () => {
    const trial = await trialUser('still-trial@example.in')
    const buyer = await trialUser('buyer@example.in')
    const pro = async (b: Browser, path: string) =>
      ((await (await settle(() => rootLoader(args(b.get(path))))).json()) as { pro: boolean }).pro
    expect(await pro(buyer.b, '/profile')).toBe(false)
    await pay(buyer.userId)
    for (const path of ['/', '/app', '/profile', '/subscription', `/document/${buyer.agreementId}`]) {
      expect(await pro(buyer.b, path)).toBe(true)
      expect(await pro(trial.b, path)).toBe(false)
    }
  })
})
