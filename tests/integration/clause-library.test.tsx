import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { CLAUSES, getClause } from '#domain/clauses/index.ts'
import { agreementFor } from '#events/projections/agreements.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { takeToast } from '#app/platform/toast.server.ts'
import { loader as appLoader } from '#app/routes/app._index.tsx'
import { action as clauseAction, loader as clauseLoader } from '#app/routes/app.clauses.$clauseId.tsx'
import { action as sharedAction } from '#app/routes/document.$id.tsx'
import { ClauseLibraryTab } from '#app/features/clause-library/library-tab.tsx'
import { ClausePageView } from '#app/features/clause-library/clause-page.tsx'
import type { ClauseLibraryView, ClausePage } from '#app/features/clause-library/contract.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { CookieJar, ORIGIN, settle } from '#tests/support/requests.ts'
import { renderInRouter } from '#tests/support/render.tsx'
import { actingAs } from '#tests/support/actor.ts'
import {
  account,
  ownerWithDocument,
  routeArgs,
  verifiedAccount,
  type Account,
} from '#tests/support/collaboration.ts'

// The workspace's Clauses tab (/app?view=clauses) and a clause's page (/app/clauses/<id>):
// browse, popular and search as URLs, and "Add to a document" with its placeholders filled,
// through the same ClauseAdded path as the document's Clauses tab.

const db = useTestDatabase()
const DEPOSIT = getClause('property-security-deposit')!
const FORCE_MAJEURE = getClause('commercial-force-majeure')!

async function library(who: Account, search: string): Promise<ClauseLibraryView> {
  const response = await settle(() => appLoader(routeArgs(who.b.get(`/app?view=clauses${search}`))))
  expect(response.status).toBe(200)
  const data = (await response.json()) as { view: string; clauseLibrary: ClauseLibraryView }
  expect(data.view).toBe('clauses')
  return data.clauseLibrary
}
const titles = (view: ClauseLibraryView) => view.clauses.map((c) => c.title)

const page = (who: Account, id: string, query = '') =>
  settle(() => clauseLoader(routeArgs(who.b.get(`/app/clauses/${id}${query}`), { clauseId: id })))
const add = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => clauseAction(routeArgs(who.b.post(`/app/clauses/${id}`, fields), { clauseId: id })))

const clauseEvents = (id: string) =>
  db().query<{ data: { clauseId: string; text: string; addedBy: string } }>(
    `SELECT data FROM events WHERE stream_id = $1 AND type = 'ClauseAdded' ORDER BY stream_version`,
    [agreementStreamId(id)],
  )

async function toastOf(response: Response) {
  const jar = new CookieJar()
  jar.absorb(response)
  return (await takeToast(new Request(`${ORIGIN}/`, { headers: { cookie: jar.header() } }))).toast
}

/** Adds a clause through the real command, as the document's Clauses tab does. */
async function used(owner: Account & { agreementId: string }, clauseId: string, times: number) {
  const clause = getClause(clauseId)!
  for (let i = 0; i < times; i++) {
    await runAgreementCommand(db(), actingAs(owner.userId), owner.agreementId, {
      type: 'AddClause',
      data: {
        clauseId,
        clauseTitle: clause.title,
        text: clause.content,
        actorId: owner.userId,
        now: new Date(),
      },
    })
  }
}

describe('the clause library tab', () => {
  it('browses all 20 with the card fields, filtered by category and risk level on top of the search text', async () => {
    const someone = await account(db(), 'someone@example.in')
    const all = await library(someone, '')
    expect(all).toMatchObject({ show: 'browse', search: '', category: 'all', risk: 'all' })
    expect(all.categories).toHaveLength(8)
    expect(all.clauses).toHaveLength(CLAUSES.length)
    expect(all.clauses.every((c) => c.tags.length === 3)).toBe(true)
    expect(all.clauses.find((c) => c.id === DEPOSIT.id)).toMatchObject({
      title: DEPOSIT.title,
      category: 'Property',
      subcategory: DEPOSIT.subcategory,
      description: DEPOSIT.description,
      riskLevel: DEPOSIT.riskLevel,
      applicableLaws: [...DEPOSIT.applicableLaws],
      lastUpdated: DEPOSIT.lastUpdated,
      uses: 0,
    })

    const high = await library(someone, '&category=Commercial&risk=High')
    expect(titles(high).sort()).toEqual(['Indemnity', 'Limitation of Liability'])
    // The text narrows the filtered list: "liability" is in both, "limitation of" only in one.
    expect(titles(await library(someone, '&search=LIABILITY&category=Commercial&risk=High')).sort()).toEqual([
      'Indemnity',
      'Limitation of Liability',
    ])
    const narrowed = await library(someone, '&search=Limitation%20OF&category=Commercial&risk=High')
    expect(titles(narrowed)).toEqual(['Limitation of Liability'])
    expect(await library(someone, '&search=liability&category=Family')).toMatchObject({ clauses: [] })
    // Unknown values mean "all", never an error.
    const odd = await library(someone, '&show=nope&category=Cooking&risk=Extreme')
    expect(odd).toMatchObject({ show: 'browse', category: 'all', risk: 'all' })
    expect(odd.clauses).toHaveLength(CLAUSES.length)
  })

  it('searches title, description, tags and text ignoring case, with 4 tags a card; an empty search lists nothing', async () => {
    const someone = await account(db(), 'someone@example.in')
    const found = await library(someone, '&show=search&search=FORCE%20majeure')
    expect(found.show).toBe('search')
    expect(found.clauses.find((c) => c.id === FORCE_MAJEURE.id)!.tags).toEqual(FORCE_MAJEURE.tags.slice(0, 4))
    // Words only in the text, only in a tag, only in the description.
    expect((await library(someone, '&show=search&search=earthquake')).clauses.map((c) => c.id)).toEqual([
      FORCE_MAJEURE.id,
    ])
    const tag = DEPOSIT.tags.at(-1)!
    expect(
      (await library(someone, `&show=search&search=${encodeURIComponent(tag.toUpperCase())}`)).clauses.map(
        (c) => c.id,
      ),
    ).toContain(DEPOSIT.id)
    expect((await library(someone, '&show=search&search=zzzzqq')).clauses).toEqual([])
    expect((await library(someone, '&show=search')).clauses).toEqual([])
  })

  it('ranks Popular by recorded use (ClauseAdded), the seed only breaking ties', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const seeded = await library(owner, '&show=popular')
    expect(seeded.clauses.map((c) => c.id)).toEqual([
      'commercial-arbitration',
      'employment-confidentiality',
      'commercial-force-majeure',
      'commercial-indemnity',
      'commercial-limitation-of-liability',
    ])
    // One real use each puts a clause ahead of every seed count; more uses rank higher.
    await used(owner, 'family-settlement-declaration', 1)
    await used(owner, DEPOSIT.id, 2)
    const popular = await library(owner, '&show=popular')
    expect(popular.clauses.map((c) => [c.id, c.uses])).toEqual([
      [DEPOSIT.id, 2],
      ['family-settlement-declaration', 1],
      ['commercial-arbitration', 0],
      ['employment-confidentiality', 0],
      ['commercial-force-majeure', 0],
    ])
    expect((await library(owner, '&search=deposit')).clauses.find((c) => c.id === DEPOSIT.id)!.uses).toBe(2)
  })

  it('renders search text with markup as text', async () => {
    const someone = await account(db(), 'someone@example.in')
    const payload = '<img src=x onerror=alert(1)>"><script>alert(2)</script>'
    const view = await library(someone, `&show=search&search=${encodeURIComponent(payload)}`)
    expect(view.search).toBe(payload)
    const html = await renderInRouter(<ClauseLibraryTab view={view} />, 'http://localhost/app?view=clauses')
    expect(html).not.toContain('<script>alert(2)')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
  })
})

describe('a clause page', () => {
  it('shows the whole clause with its placeholders and the documents the user may edit, without JavaScript', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const response = await page(owner, FORCE_MAJEURE.id)
    expect(response.status).toBe(200)
    const data = (await response.json()) as ClausePage
    expect(data.clause).toMatchObject({
      id: FORCE_MAJEURE.id,
      content: FORCE_MAJEURE.content,
      placeholders: ['FM NOTICE DAYS', 'FM TERMINATION DAYS'],
      tags: [...FORCE_MAJEURE.tags],
    })
    expect(data.documents.map((d) => d.id)).toEqual([owner.agreementId])
    expect(data.into).toBeNull()
    const html = await renderInRouter(
      <ClausePageView data={data} actionData={undefined} />,
      `http://localhost/app/clauses/${FORCE_MAJEURE.id}`,
    )
    expect(html).toContain('[FM NOTICE DAYS]')
    expect(html).toContain('Select the text to copy it.')
    expect(html).toContain('Add to a document')

    expect((await page(owner, 'no-such-clause')).status).toBe(404)
  })

  it('prefills the placeholders from the picked document where the names match', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const data = (await (await page(owner, DEPOSIT.id, `?into=${owner.agreementId}`)).json()) as ClausePage
    expect(data.into).toMatchObject({ id: owner.agreementId })
    const doc = (await agreementFor(db(), owner.userId, owner.agreementId))!
    const parties = (doc.structure as { parties: { role: string; name: string }[] }).parties
    for (const { role, name } of parties) {
      const placeholder = role.toUpperCase()
      if (data.clause.placeholders.includes(placeholder)) expect(data.into!.prefill[placeholder]).toBe(name)
    }
    expect(Object.keys(data.into!.prefill).length).toBeGreaterThan(0)
    // Nothing is guessed: placeholders no detail names stay empty.
    expect(data.into!.prefill['REFUND DAYS']).toBeUndefined()
  })

  it('adds the clause with its placeholders filled as ClauseAdded, and lands on the document with "Clause Added!"', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const before = (await agreementFor(db(), owner.userId, owner.agreementId))!.content
    const response = await add(owner, FORCE_MAJEURE.id, {
      documentId: owner.agreementId,
      'ph:FM NOTICE DAYS': ' 7 ',
      'ph:FM TERMINATION DAYS': '',
      // Only the clause's own placeholders are read; the text is never the browser's.
      'ph:SOMETHING ELSE': 'ignored',
      content: 'Anything at all',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/app/documents/${owner.agreementId}?tab=document&edit=1`)
    expect(await toastOf(response)).toMatchObject({
      type: 'success',
      title: 'Clause Added!',
      description: expect.stringContaining('[FM TERMINATION DAYS]'),
    })
    const expected = FORCE_MAJEURE.content.replaceAll('[FM NOTICE DAYS]', '7')
    expect(expected).not.toBe(FORCE_MAJEURE.content)
    expect((await agreementFor(db(), owner.userId, owner.agreementId))!.content).toBe(
      `${before}\n\n${expected}`,
    )
    expect(await clauseEvents(owner.agreementId)).toEqual([
      {
        data: expect.objectContaining({ clauseId: FORCE_MAJEURE.id, text: expected, addedBy: owner.userId }),
      },
    ])
    // It counts as a use.
    const someone = await account(db(), 'someone@example.in')
    expect((await library(someone, '&show=popular')).clauses[0]).toMatchObject({
      id: FORCE_MAJEURE.id,
      uses: 1,
    })
  })

  it('refuses bad input with a 400 keeping what was typed, and adds nothing', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const long = 'x'.repeat(201)
    const refused = await add(owner, FORCE_MAJEURE.id, {
      documentId: owner.agreementId,
      'ph:FM NOTICE DAYS': 'seven\nor eight',
      'ph:FM TERMINATION DAYS': long,
    })
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as FormRefusal
    expect(body.intent).toBe('add-to-document')
    expect(body.values).toEqual({ 'FM NOTICE DAYS': 'seven\nor eight', 'FM TERMINATION DAYS': long })
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['FM NOTICE DAYS', 'FM TERMINATION DAYS'])
    const noDocument = await add(owner, FORCE_MAJEURE.id, { 'ph:FM NOTICE DAYS': '7' })
    expect(noDocument.status).toBe(400)
    expect(((await noDocument.json()) as FormRefusal).values).toMatchObject({ 'FM NOTICE DAYS': '7' })
    // Rendered again, the form shows the typed value and the message.
    const data = (await (
      await page(owner, FORCE_MAJEURE.id, `?into=${owner.agreementId}`)
    ).json()) as ClausePage
    const html = await renderInRouter(
      <ClausePageView data={data} actionData={body} />,
      'http://localhost/app/clauses/x',
    )
    expect(html).toContain(`value="${long}"`)
    expect(html).toContain('can be at most 200 characters')
    expect(await clauseEvents(owner.agreementId)).toHaveLength(0)
  })

  it("refuses another user's document as a missing one (404), a viewer and a trial preview (403); an editor may add", async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const stranger = await account(db(), 'stranger@example.in')
    for (const id of [owner.agreementId, crypto.randomUUID(), 'nope']) {
      expect((await add(stranger, FORCE_MAJEURE.id, { documentId: id })).status).toBe(404)
      expect((await page(stranger, FORCE_MAJEURE.id, `?into=${id}`)).status).toBe(404)
    }
    const strangerPage = (await (await page(stranger, FORCE_MAJEURE.id)).json()) as ClausePage
    expect(strangerPage.documents).toEqual([])

    // Verified addresses, so the invitation gives the role at once.
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
    expect((await add(viewer, FORCE_MAJEURE.id, { documentId: owner.agreementId })).status).toBe(403)
    expect((await page(viewer, FORCE_MAJEURE.id, `?into=${owner.agreementId}`)).status).toBe(403)
    expect(((await (await page(viewer, FORCE_MAJEURE.id)).json()) as ClausePage).documents).toEqual([])

    const trial = await ownerWithDocument(db(), 'trial@example.in', false)
    expect((await add(trial, FORCE_MAJEURE.id, { documentId: trial.agreementId })).status).toBe(403)
    const trialPage = (await (await page(trial, FORCE_MAJEURE.id)).json()) as ClausePage
    expect(trialPage.documents).toEqual([expect.objectContaining({ id: trial.agreementId, preview: true })])
    expect(await clauseEvents(owner.agreementId)).toHaveLength(0)
    expect(await clauseEvents(trial.agreementId)).toHaveLength(0)

    const editorPage = (await (await page(editor, FORCE_MAJEURE.id)).json()) as ClausePage
    expect(editorPage.documents.map((d) => d.id)).toEqual([owner.agreementId])
    expect((await add(editor, FORCE_MAJEURE.id, { documentId: owner.agreementId })).status).toBe(302)
    expect(await clauseEvents(owner.agreementId)).toEqual([
      { data: expect.objectContaining({ addedBy: editor.userId, text: FORCE_MAJEURE.content }) },
    ])
  })
})

describe('a clause as a dialog over the library tab (?clause=)', () => {
  const workspace = async (who: Account, search: string) => {
    const response = await settle(() => appLoader(routeArgs(who.b.get(`/app${search}`))))
    expect(response.status).toBe(200)
    return (await response.json()) as { clauseLibrary: ClauseLibraryView | null; clause: ClausePage | null }
  }

  it('loads what the clause page loads, beside the tab with its filters', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const filters = '?view=clauses&category=Commercial&risk=High'
    const open = await workspace(owner, `${filters}&clause=${FORCE_MAJEURE.id}`)
    const onPage = (await (await page(owner, FORCE_MAJEURE.id)).json()) as ClausePage
    expect(open.clause).toEqual(onPage)
    expect(open.clauseLibrary).toEqual((await workspace(owner, filters)).clauseLibrary)
    // A document picked in the dialog (`into`) is prefilled as on the page.
    const picked = await workspace(owner, `?view=clauses&clause=${DEPOSIT.id}&into=${owner.agreementId}`)
    const pickedOnPage = (await (
      await page(owner, DEPOSIT.id, `?into=${owner.agreementId}`)
    ).json()) as ClausePage
    expect(picked.clause).toEqual(pickedOnPage)
    expect(picked.clause?.into?.id).toBe(owner.agreementId)
    // Only over the library tab.
    expect((await workspace(owner, `?view=home&clause=${FORCE_MAJEURE.id}`)).clause).toBeNull()
  })

  it("opens nothing for a missing clause, and picks no document that is another user's or missing", async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const stranger = await ownerWithDocument(db(), 'stranger@example.in')
    const closed = await workspace(stranger, '?view=clauses')
    for (const id of ['no-such-clause', crypto.randomUUID(), '']) {
      expect(await workspace(stranger, `?view=clauses&clause=${encodeURIComponent(id)}`)).toEqual(closed)
    }
    const answers = []
    for (const id of [owner.agreementId, crypto.randomUUID(), 'nope']) {
      const open = await workspace(stranger, `?view=clauses&clause=${FORCE_MAJEURE.id}&into=${id}`)
      expect(open.clause?.into).toBeNull()
      answers.push(open)
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(JSON.stringify(answers[0])).not.toContain(owner.agreementId)
  })
})
