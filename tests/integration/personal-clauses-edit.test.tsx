import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { personalClauseStreamId } from '#domain/personal-clauses/index.ts'
import { personalClausesOf } from '#events/projections/personal-clauses.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { takeToast } from '#app/platform/toast.server.ts'
import { accountDataOf } from '#app/features/account/data-export.server.ts'
import { action as clauseAction, loader as clauseLoader } from '#app/routes/app.clauses.$clauseId.tsx'
import { action as saveAction, loader as saveLoader } from '#app/routes/app.documents.$id.save-clause.tsx'
import { ClausePageView } from '#app/features/clause-library/clause-page.tsx'
import type { ClausePage } from '#app/features/clause-library/contract.ts'
import type { SaveClausePage } from '#app/features/personal-clauses/contract.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { CookieJar, ORIGIN, settle } from '#tests/support/requests.ts'
import { renderInRouter } from '#tests/support/render.tsx'
import { ownerWithDocument, routeArgs } from '#tests/support/collaboration.ts'

// Editing one of my clauses from its page (/app/clauses/<id>?edit=1): PersonalClauseEdited
// on its stream, the read model, the data download and a replay following; the save form's
// rules with a 400 that keeps what was typed; the owner alone.

const db = useTestDatabase()

const clausePage = (who: Owner, id: string, query = '') =>
  settle(() => clauseLoader(routeArgs(who.b.get(`/app/clauses/${id}${query}`), { clauseId: id })))
const clausePost = (who: Owner, id: string, fields: Record<string, string>) =>
  settle(() => clauseAction(routeArgs(who.b.post(`/app/clauses/${id}`, fields), { clauseId: id })))
const rows = () => db().query('SELECT * FROM personal_clauses ORDER BY clause_id')

type Owner = Awaited<ReturnType<typeof ownerWithDocument>>

async function saved(who: Owner) {
  const page = await settle(() =>
    saveLoader(
      routeArgs(who.b.get(`/app/documents/${who.agreementId}/save-clause`), { id: who.agreementId }),
    ),
  )
  const { clauseId } = (await page.json()) as SaveClausePage
  const response = await settle(() =>
    saveAction(
      routeArgs(
        who.b.post(`/app/documents/${who.agreementId}/save-clause`, {
          intent: 'save-clause',
          clauseId,
          passage: 'The Licensee shall give [NOTICE DAYS] days’ notice.',
          title: 'Notice',
          category: 'Property',
          risk: 'Medium',
          tags: 'notice',
        }),
        { id: who.agreementId },
      ),
    ),
  )
  expect(response.status).toBe(302)
  return clauseId
}

const EDIT = {
  intent: 'edit-clause',
  title: 'Notice to the Licensor',
  category: 'Commercial',
  risk: 'Low',
  tags: 'notice, Pune',
  description: 'Edited',
  passage: 'The Licensee shall give [NOTICE DAYS] days’ written notice to [LICENSOR].',
}

describe('editing one of my clauses', () => {
  it('opens its form at ?edit=1, records PersonalClauseEdited and shows the new text everywhere', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const clauseId = await saved(owner)
    expect(((await (await clausePage(owner, clauseId)).json()) as ClausePage).editing).toBe(false)
    const opened = (await (await clausePage(owner, clauseId, '?edit=1')).json()) as ClausePage
    expect(opened.editing).toBe(true)
    const html = await renderInRouter(
      <ClausePageView data={opened} actionData={undefined} />,
      `http://localhost/app/clauses/${clauseId}?edit=1`,
    )
    expect(html).toContain('name="intent" value="edit-clause"')
    expect(html).toContain('The Licensee shall give [NOTICE DAYS] days’ notice.</textarea>')

    const edited = await clausePost(owner, clauseId, EDIT)
    expect(edited.status).toBe(302)
    expect(edited.headers.get('location')).toBe(`/app/clauses/${clauseId}`)
    const jar = new CookieJar()
    jar.absorb(edited)
    const { toast } = await takeToast(new Request(`${ORIGIN}/`, { headers: { cookie: jar.header() } }))
    expect(toast).toMatchObject({ type: 'success', title: 'Clause Updated' })

    const events = await db().query<{ type: string; data: { editedAt?: string } }>(
      'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [personalClauseStreamId(clauseId)],
    )
    expect(events.map((e) => e.type)).toEqual(['PersonalClauseSaved', 'PersonalClauseEdited'])
    const [mine] = await personalClausesOf(db(), owner.userId)
    expect(mine!.editedAt?.toISOString()).toBe(events[1]!.data.editedAt)
    const now = {
      id: clauseId,
      title: EDIT.title,
      category: 'Commercial',
      riskLevel: 'Low',
      tags: ['notice', 'Pune'],
      description: 'Edited',
      content: EDIT.passage,
    }
    expect(await personalClausesOf(db(), owner.userId)).toEqual([expect.objectContaining(now)])
    const page = (await (await clausePage(owner, clauseId)).json()) as ClausePage
    expect(page.clause.placeholders).toEqual(['NOTICE DAYS', 'LICENSOR'])
    expect((await accountDataOf(db(), owner.userId))!.personalClauses).toEqual([
      expect.objectContaining({
        id: clauseId,
        content: EDIT.passage,
        title: EDIT.title,
        versions: [
          expect.objectContaining({ content: 'The Licensee shall give [NOTICE DAYS] days’ notice.' }),
          expect.objectContaining({ content: EDIT.passage }),
        ],
      }),
    ])

    const live = await rows()
    await rebuildProjections(db())
    expect(await rows()).toEqual(live)
  })

  it('refuses bad input with a 400 beside each field, keeping what was typed', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const clauseId = await saved(owner)
    const refused = await clausePost(owner, clauseId, { ...EDIT, title: '  ', risk: 'Extreme', passage: ' ' })
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as FormRefusal
    expect(body).toMatchObject({
      intent: 'edit-clause',
      fieldErrors: {
        title: 'Give the clause a title.',
        risk: 'Choose a risk level.',
        passage: 'Choose or paste the passage to keep.',
      },
      values: { title: '  ', tags: 'notice, Pune', description: 'Edited', category: 'Commercial' },
    })
    const unstorable = await clausePost(owner, clauseId, { ...EDIT, title: 'a\u0000b' })
    expect(unstorable.status).toBe(400)
    expect((await personalClausesOf(db(), owner.userId))[0]).toMatchObject({ title: 'Notice' })
    // The refused form renders open again with what was typed.
    const data = (await (await clausePage(owner, clauseId)).json()) as ClausePage
    const html = await renderInRouter(
      <ClausePageView data={data} actionData={body} />,
      `http://localhost/app/clauses/${clauseId}`,
    )
    expect(html).toContain('Choose a risk level.')
    expect(html).toContain('value="notice, Pune"')
  })

  it('is for its owner only: another user’s clause, a deleted one and a built-in one are 404', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const clauseId = await saved(owner)
    const stranger = await ownerWithDocument(db(), 'stranger@example.in')
    const theirs = await clausePost(stranger, clauseId, EDIT)
    const missing = await clausePost(stranger, crypto.randomUUID(), EDIT)
    expect([theirs.status, missing.status]).toEqual([404, 404])
    expect(await theirs.text()).toBe(await missing.text())
    expect((await clausePage(stranger, clauseId, '?edit=1')).status).toBe(404)
    expect((await clausePost(owner, 'commercial-force-majeure', EDIT)).status).toBe(404)
    expect((await clausePost(owner, clauseId, { intent: 'delete-clause' })).status).toBe(302)
    expect((await clausePost(owner, clauseId, EDIT)).status).toBe(404)
    expect(await rows()).toHaveLength(0)
  })
})
