import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { personalClauseStreamId } from '#domain/personal-clauses/index.ts'
import { agreementFor } from '#events/projections/agreements.ts'
import { personalClausesOf } from '#events/projections/personal-clauses.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { takeToast } from '#app/platform/toast.server.ts'
import { accountDataOf } from '#app/features/account/data-export.server.ts'
import { loader as appLoader } from '#app/routes/app._index.tsx'
import { action as clauseAction, loader as clauseLoader } from '#app/routes/app.clauses.$clauseId.tsx'
import { action as saveAction, loader as saveLoader } from '#app/routes/app.documents.$id.save-clause.tsx'
import { action as sharedAction } from '#app/routes/document.$id.tsx'
import { ClauseLibraryTab } from '#app/features/clause-library/library-tab.tsx'
import { ClausePageView } from '#app/features/clause-library/clause-page.tsx'
import { SaveClausePageView } from '#app/features/personal-clauses/save-clause-page.tsx'
import type { ClauseLibraryView, ClausePage } from '#app/features/clause-library/contract.ts'
import type { SaveClausePage } from '#app/features/personal-clauses/contract.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { CookieJar, ORIGIN, settle } from '#tests/support/requests.ts'
import { renderInRouter } from '#tests/support/render.tsx'
import {
  account,
  ownerWithDocument,
  routeArgs,
  verifiedAccount,
  type Account,
} from '#tests/support/collaboration.ts'

// Personal clauses: a passage of a document the user may edit saved as their own clause
// (/app/documents/<id>/save-clause), listed under My clauses, its page for its owner only,
// added to a document through ClauseAdded, and deleted.

const db = useTestDatabase()

const savePage = (who: Account, documentId: string, query = '') =>
  settle(() =>
    saveLoader(routeArgs(who.b.get(`/app/documents/${documentId}/save-clause${query}`), { id: documentId })),
  )
const pageData = async (who: Account, documentId: string, query = '') => {
  const response = await savePage(who, documentId, query)
  expect(response.status).toBe(200)
  return (await response.json()) as SaveClausePage
}
const save = (who: Account, documentId: string, fields: Record<string, string>) =>
  settle(() =>
    saveAction(routeArgs(who.b.post(`/app/documents/${documentId}/save-clause`, fields), { id: documentId })),
  )
const clausePage = (who: Account, id: string, query = '') =>
  settle(() => clauseLoader(routeArgs(who.b.get(`/app/clauses/${id}${query}`), { clauseId: id })))
const clausePost = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => clauseAction(routeArgs(who.b.post(`/app/clauses/${id}`, fields), { clauseId: id })))
async function mine(who: Account, search = ''): Promise<ClauseLibraryView> {
  const response = await settle(() => appLoader(routeArgs(who.b.get(`/app?view=clauses&show=mine${search}`))))
  expect(response.status).toBe(200)
  return ((await response.json()) as { clauseLibrary: ClauseLibraryView }).clauseLibrary
}
async function toastOf(response: Response) {
  const jar = new CookieJar()
  jar.absorb(response)
  return (await takeToast(new Request(`${ORIGIN}/`, { headers: { cookie: jar.header() } }))).toast
}
const rows = () => db().query('SELECT * FROM personal_clauses ORDER BY clause_id')

const PASSAGE = 'The Licensee shall give [NOTICE DAYS] days’ notice in writing to [LICENSOR].'

async function saved(who: Account, documentId: string, over: Record<string, string> = {}) {
  const { clauseId } = await pageData(who, documentId)
  const response = await save(who, documentId, {
    intent: 'save-clause',
    clauseId,
    passage: PASSAGE,
    title: 'Notice to the Licensor',
    category: 'Property',
    risk: 'Medium',
    tags: 'notice, licence, , Pune',
    description: 'How the licensee gives notice.',
    ...over,
  })
  expect(response.status).toBe(302)
  return { clauseId, response }
}

describe('saving a passage as my clause', () => {
  it('offers the document’s clauses to start from and keeps the picked one, without JavaScript', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const data = await pageData(owner, owner.agreementId)
    expect(data.passages.length).toBeGreaterThan(3)
    expect(data.chosen).toBeNull()
    const doc = (await agreementFor(db(), owner.userId, owner.agreementId))!
    for (const p of data.passages) expect(doc.content).toContain(p.text.split('\n')[0])
    const picked = await pageData(owner, owner.agreementId, '?passage=2')
    expect(picked.chosen).toBe(2)
    const html = await renderInRouter(
      <SaveClausePageView data={picked} actionData={undefined} />,
      `http://localhost/app/documents/${owner.agreementId}/save-clause?passage=2`,
    )
    expect(html).toContain('Copy a passage from here into the Passage field.')
    for (const c of ['Employment', 'Corporate', 'Intellectual Property', 'Financial'])
      expect(html).toContain(c)
    // Out of range or not a number: nothing picked, never an error.
    expect((await pageData(owner, owner.agreementId, '?passage=999')).chosen).toBeNull()
    expect((await pageData(owner, owner.agreementId, '?passage=x')).chosen).toBeNull()
  })

  it('records PersonalClauseSaved on its own stream, projects it for the owner and lands on its page', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const { clauseId, response } = await saved(owner, owner.agreementId)
    expect(response.headers.get('location')).toBe(`/app/clauses/${clauseId}`)
    expect(await toastOf(response)).toMatchObject({ type: 'success', title: 'Clause Saved!' })
    const events = await db().query<{ type: string; data: Record<string, unknown> }>(
      'SELECT type, data FROM events WHERE stream_id = $1',
      [personalClauseStreamId(clauseId)],
    )
    expect(events).toEqual([
      {
        type: 'PersonalClauseSaved',
        data: expect.objectContaining({
          ownerId: owner.userId,
          sourceAgreementId: owner.agreementId,
          tags: ['notice', 'licence', 'Pune'],
          content: PASSAGE,
        }),
      },
    ])
    expect(await personalClausesOf(db(), owner.userId)).toEqual([
      expect.objectContaining({
        id: clauseId,
        title: 'Notice to the Licensor',
        category: 'Property',
        riskLevel: 'Medium',
      }),
    ])
    // The same form sent again saves nothing more and lands on the same clause.
    const again = await save(owner, owner.agreementId, {
      intent: 'save-clause',
      clauseId,
      passage: PASSAGE,
      title: 'Notice to the Licensor',
      category: 'Property',
      risk: 'Medium',
    })
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe(`/app/clauses/${clauseId}`)
    expect(await rows()).toHaveLength(1)
    // The account's data export holds it.
    expect((await accountDataOf(db(), owner.userId))!.personalClauses).toEqual([
      expect.objectContaining({ id: clauseId, content: PASSAGE, tags: ['notice', 'licence', 'Pune'] }),
    ])
    // The document itself is unchanged.
    const stream = await db().query('SELECT 1 FROM events WHERE stream_id = $1', [
      agreementStreamId(owner.agreementId),
    ])
    expect(stream).toHaveLength(1)
  })

  it('refuses bad input with a 400 beside each field, keeping what was typed', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const data = await pageData(owner, owner.agreementId)
    const typed = {
      title: '',
      category: 'Cooking',
      risk: 'High',
      tags: 'a, b',
      description: '',
      passage: 'Kept <b>as typed</b>',
    }
    const refused = await save(owner, owner.agreementId, {
      intent: 'save-clause',
      clauseId: data.clauseId,
      ...typed,
    })
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as FormRefusal
    expect(body.intent).toBe('save-clause')
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['category', 'title'])
    expect(body.values).toMatchObject(typed)
    const html = await renderInRouter(
      <SaveClausePageView data={data} actionData={body} />,
      `http://localhost/app/documents/${owner.agreementId}/save-clause`,
    )
    expect(html).toContain('Give the clause a title.')
    expect(html).toContain('Kept &lt;b&gt;as typed&lt;/b&gt;')
    expect(html).toContain('value="a, b"')
    const noId = await save(owner, owner.agreementId, {
      intent: 'save-clause',
      clauseId: 'nope',
      ...typed,
      title: 'T',
      category: 'Family',
    })
    expect(noId.status).toBe(400)
    expect(await rows()).toHaveLength(0)
  })

  it('is for those who may edit the document: a viewer is refused (403), a stranger gets the missing document’s 404', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const stranger = await account(db(), 'stranger@example.in')
    const viewer = await verifiedAccount(db(), 'viewer@example.in')
    const editor = await verifiedAccount(db(), 'editor@example.in')
    for (const [who, role] of [
      [viewer, 'viewer'],
      [editor, 'editor'],
    ] as const) {
      const shared = await settle(() =>
        sharedAction(
          routeArgs(
            owner.b.post(`/document/${owner.agreementId}`, {
              intent: 'add-collaborator',
              email: who.email,
              name: role,
              role,
            }),
            { id: owner.agreementId },
          ),
        ),
      )
      expect(shared.status).toBeLessThan(400)
    }
    const fields = {
      intent: 'save-clause',
      clauseId: crypto.randomUUID(),
      passage: 'x',
      title: 't',
      category: 'Family',
      risk: 'Low',
    }
    const missing = crypto.randomUUID()
    const [theirs, none] = [
      await save(stranger, owner.agreementId, fields),
      await save(stranger, missing, fields),
    ]
    expect([theirs.status, none.status]).toEqual([404, 404])
    expect(await theirs.text()).toBe(await none.text())
    expect((await savePage(stranger, owner.agreementId)).status).toBe(404)
    expect((await savePage(viewer, owner.agreementId)).status).toBe(403)
    expect((await save(viewer, owner.agreementId, fields)).status).toBe(403)
    const trial = await ownerWithDocument(db(), 'trial@example.in', false)
    expect((await savePage(trial, trial.agreementId)).status).toBe(403)
    expect(await rows()).toHaveLength(0)
    // An editor saves into their own library, not the owner's.
    await saved(editor, owner.agreementId)
    expect(await personalClausesOf(db(), editor.userId)).toHaveLength(1)
    expect(await personalClausesOf(db(), owner.userId)).toHaveLength(0)
  })
})

describe('my clauses', () => {
  it('lists only the user’s own, with the library’s search, category and risk filters', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const other = await ownerWithDocument(db(), 'other@example.in')
    await saved(owner, owner.agreementId)
    await saved(owner, owner.agreementId, {
      title: 'Escalation',
      category: 'Financial',
      risk: 'High',
      tags: 'rent',
      passage: 'Rent rises by [RATE] per cent.',
    })
    await saved(other, other.agreementId, { title: 'Their secret clause' })
    const all = await mine(owner)
    expect(all).toMatchObject({ show: 'mine', mineCount: 2 })
    expect(all.clauses.map((c) => c.title).sort()).toEqual(['Escalation', 'Notice to the Licensor'])
    expect(all.clauses.every((c) => c.personal && c.subcategory === 'My clause')).toBe(true)
    expect((await mine(owner, '&search=RISES')).clauses.map((c) => c.title)).toEqual(['Escalation'])
    expect((await mine(owner, '&search=pune')).clauses.map((c) => c.title)).toEqual([
      'Notice to the Licensor',
    ])
    expect((await mine(owner, '&category=Financial&risk=Medium')).clauses).toEqual([])
    expect((await mine(owner, '&risk=High')).clauses.map((c) => c.title)).toEqual(['Escalation'])
    expect((await mine(other)).clauses.map((c) => c.title)).toEqual(['Their secret clause'])
    const nobody = await account(db(), 'nobody@example.in')
    expect(await mine(nobody)).toMatchObject({ clauses: [], mineCount: 0 })
    // Browse is still the built-in library alone.
    const browse = await settle(() => appLoader(routeArgs(owner.b.get('/app?view=clauses'))))
    const built = ((await browse.json()) as { clauseLibrary: ClauseLibraryView }).clauseLibrary
    expect(built.clauses.some((c) => c.personal)).toBe(false)
  })

  it('renders markup in a title, tags and text as text', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const xss = '<img src=x onerror=alert(1)><script>alert(2)</script>'
    const { clauseId } = await saved(owner, owner.agreementId, {
      title: xss,
      tags: '<script>alert(2)</script>, ok',
      passage: xss,
      description: xss,
    })
    const list = await renderInRouter(
      <ClauseLibraryTab view={await mine(owner)} />,
      'http://localhost/app?view=clauses&show=mine',
    )
    const detail = (await (await clausePage(owner, clauseId)).json()) as ClausePage
    const page = await renderInRouter(
      <ClausePageView data={detail} actionData={undefined} />,
      `http://localhost/app/clauses/${clauseId}`,
    )
    for (const html of [list, page]) {
      expect(html).not.toContain('<script>alert(2)')
      expect(html).not.toContain('<img src=x')
      expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
    }
  })

  it('opens for its owner only: another user’s clause is the same 404 as a missing one', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const { clauseId } = await saved(owner, owner.agreementId)
    const mineResponse = await clausePage(owner, clauseId)
    expect(mineResponse.status).toBe(200)
    const data = (await mineResponse.json()) as ClausePage
    expect(data.clause).toMatchObject({
      id: clauseId,
      personal: true,
      placeholders: ['NOTICE DAYS', 'LICENSOR'],
      applicableLaws: [],
    })
    const stranger = await ownerWithDocument(db(), 'stranger@example.in')
    const theirs = await clausePage(stranger, clauseId)
    const missing = await clausePage(stranger, crypto.randomUUID())
    expect([theirs.status, missing.status]).toEqual([404, 404])
    expect(await theirs.text()).toBe(await missing.text())
    // As a dialog over the library tab: the owner's opens, theirs opens nothing, as a missing one.
    const dialog = async (who: Account, id: string) => {
      const url = `/app?view=clauses&show=mine&clause=${id}`
      const response = await settle(() => appLoader(routeArgs(who.b.get(url))))
      expect(response.status).toBe(200)
      return response.text()
    }
    expect(JSON.parse(await dialog(owner, clauseId)).clause).toEqual(data)
    const theirDialog = await dialog(stranger, clauseId)
    expect(theirDialog).toBe(await dialog(stranger, crypto.randomUUID()))
    expect(JSON.parse(theirDialog).clause).toBeNull()
    expect(theirDialog).not.toContain('Notice to the Licensor')
    // Nor can they add it or delete it.
    const add = await clausePost(stranger, clauseId, {
      intent: 'add-to-document',
      documentId: stranger.agreementId,
    })
    expect(add.status).toBe(404)
    expect((await clausePost(stranger, clauseId, { intent: 'delete-clause' })).status).toBe(404)
    expect(await rows()).toHaveLength(1)
    // A built-in clause cannot be deleted.
    expect((await clausePost(owner, 'commercial-force-majeure', { intent: 'delete-clause' })).status).toBe(
      404,
    )
  })

  it('is added to a document through ClauseAdded with its placeholders prefilled and filled, then deleted', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const { clauseId } = await saved(owner, owner.agreementId)
    const picked = (await (
      await clausePage(owner, clauseId, `?into=${owner.agreementId}`)
    ).json()) as ClausePage
    // The rental's Licensor is named in the document: prefilled as for a library clause.
    expect(picked.into?.prefill.LICENSOR).toBe('Priya Sharma')
    const before = (await agreementFor(db(), owner.userId, owner.agreementId))!.content
    const added = await clausePost(owner, clauseId, {
      intent: 'add-to-document',
      documentId: owner.agreementId,
      'ph:NOTICE DAYS': '30',
      'ph:LICENSOR': 'Priya Sharma',
    })
    expect(added.status).toBe(302)
    expect(await toastOf(added)).toMatchObject({ title: 'Clause Added!' })
    const filled = 'The Licensee shall give 30 days’ notice in writing to Priya Sharma.'
    expect((await agreementFor(db(), owner.userId, owner.agreementId))!.content).toBe(
      `${before}\n\n${filled}`,
    )
    const events = await db().query<{ data: { clauseId: string; clauseTitle: string } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'ClauseAdded'`,
      [agreementStreamId(owner.agreementId)],
    )
    expect(events).toEqual([
      { data: expect.objectContaining({ clauseId, clauseTitle: 'Notice to the Licensor' }) },
    ])
    expect((await mine(owner)).clauses[0]!.uses).toBe(1)

    // Text that cannot be stored is a 400 before anything else, and deletes nothing.
    expect((await clausePost(owner, clauseId, { intent: 'delete-clause', note: 'a\u0000b' })).status).toBe(
      400,
    )
    expect(await rows()).toHaveLength(1)
    const deleted = await clausePost(owner, clauseId, { intent: 'delete-clause' })
    expect(deleted.status).toBe(302)
    expect(deleted.headers.get('location')).toBe('/app?view=clauses&show=mine')
    expect(await toastOf(deleted)).toMatchObject({ title: 'Clause Deleted' })
    expect(await rows()).toHaveLength(0)
    expect((await clausePage(owner, clauseId)).status).toBe(404)
    expect((await clausePost(owner, clauseId, { intent: 'delete-clause' })).status).toBe(404)
    expect((await clausePost(owner, clauseId, { intent: 'delete-clause', note: 'a\u0000b' })).status).toBe(
      400,
    )
    // The document keeps the text it was given.
    expect((await agreementFor(db(), owner.userId, owner.agreementId))!.content).toContain(filled)
    // Its events are kept, so Download my data still lists it, marked deleted, with its words.
    expect((await accountDataOf(db(), owner.userId))!.personalClauses).toEqual([
      expect.objectContaining({ id: clauseId, deleted: true, deletedAt: expect.any(String) }),
    ])
  })

  it('the read model is what a replay of the log gives', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    await saved(owner, owner.agreementId)
    const { clauseId } = await saved(owner, owner.agreementId, { title: 'Second' })
    await saved(owner, owner.agreementId, { title: 'Third', tags: '' })
    expect((await clausePost(owner, clauseId, { intent: 'delete-clause' })).status).toBe(302)
    const live = await rows()
    expect(live).toHaveLength(2)
    await rebuildProjections(db())
    expect(await rows()).toEqual(live)
  })
})
