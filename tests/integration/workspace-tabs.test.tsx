import { describe, expect, it } from 'vitest'
import { FEATURES } from '#domain/features/catalogue.ts'
import { loader as appLoader } from '#app/routes/app._index.tsx'
import { action as sharedAction } from '#app/routes/document.$id.tsx'
import { loader as exportLoader } from '#app/routes/app.documents.$id.export.$format.tsx'
import { loader as historyLoader } from '#app/routes/app.documents.$id.history.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { FeaturesTab, featureHref } from '#app/features/workspace/features-tab.tsx'
import { CollaborationTab } from '#app/features/workspace/collaboration-tab.tsx'
import { VIEWS_TO_COME } from '#app/features/workspace/workspace-tabs.tsx'
import { ChatPanel } from '#app/features/chat/chat-panel.tsx'
import {
  collaborationOverview,
  type CollaborationOverview,
} from '#app/features/workspace/shared-with.server.ts'
import type { Queryable } from '#db/types.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { renderInRouter } from '#tests/support/render.tsx'
import {
  account,
  ownerWithDocument,
  routeArgs,
  verifiedAccount,
  type Account,
} from '#tests/support/collaboration.ts'

const db = useTestDatabase()

const workspace = async (who: Account, path: string) => {
  const response = await settle(() => appLoader(routeArgs(who.b.get(path))))
  expect(response.status).toBe(200)
  return (await response.json()) as {
    view: string
    collaboration: CollaborationOverview | null
    collaborationFocus: string | null
  }
}
const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))

describe('the Features tab', () => {
  it('shows the ten cards, each with its status, a Pro badge where the plan needs it, and its button', async () => {
    const html = await renderInRouter(<FeaturesTab />, 'http://localhost/app?view=features')
    expect(FEATURES).toHaveLength(10)
    expect(new Set(FEATURES.map((f) => f.id)).size).toBe(10)
    for (const f of FEATURES) {
      const card = html.slice(
        html.indexOf(`id="feature-${f.id}"`),
        html.indexOf('</li>', html.indexOf(`id="feature-${f.id}"`)),
      )
      expect(card).toContain(`>${f.status}<`)
      expect(card.includes('>Pro<')).toBe(f.pro)
      if (f.status === 'Coming Soon') {
        expect(card).toMatch(/<button[^>]*disabled=""[^>]*>Notify Me<\/button>/)
        expect(card).not.toContain('Try Now')
      } else {
        expect(card).toContain(`href="${featureHref(f).replace(/&/g, '&amp;')}"`)
        expect(card).toContain('>Try Now<')
      }
    }
    // The four the specification names switch to their own tab.
    const hrefOf = (id: string) => featureHref(FEATURES.find((f) => f.id === id)!)
    expect(hrefOf('template-builder')).toBe('/app?view=templates')
    expect(hrefOf('clause-library')).toBe('/app?view=clauses')
    expect(hrefOf('analytics')).toBe('/app?view=analytics')
    expect(hrefOf('collaboration')).toBe('/app?view=collaboration')
    expect(html).not.toContain('Join Beta')
  })

  it('says the truth: a tab still showing its placeholder is Coming Soon, a built one is not', () => {
    for (const f of FEATURES) {
      const view = new URL(featureHref(f), 'http://localhost').searchParams.get('view')
      if (!view) continue
      expect([f.id, f.status === 'Coming Soon']).toEqual([
        f.id,
        (VIEWS_TO_COME as readonly string[]).includes(view),
      ])
    }
  })

  it('says the truth about the plan: Pro features are refused on a trial document, free ones are not', async () => {
    const trial = await ownerWithDocument(db(), 'trial@example.in', false)
    const id = trial.agreementId
    const pro = (featureId: string) => FEATURES.find((f) => f.id === featureId)!.pro
    const exported = await settle(() =>
      exportLoader(routeArgs(trial.b.get(`/app/documents/${id}/export/pdf`), { id, format: 'pdf' })),
    )
    expect([pro('export'), exported.status]).toEqual([true, 403])
    const shared = await post(trial, id, {
      intent: 'add-collaborator',
      email: 'x@example.in',
      name: 'X',
      role: 'viewer',
    })
    expect([pro('collaboration'), shared.status >= 400]).toEqual([true, true])
    const history = await settle(() =>
      historyLoader(routeArgs(trial.b.get(`/app/documents/${id}/history`), { id })),
    )
    expect([pro('version-history'), history.status]).toEqual([false, 200])
    for (const tab of ['analytics', 'legal-terms']) {
      const page = await settle(() =>
        documentLoader(routeArgs(trial.b.get(`/app/documents/${id}?tab=${tab}`), { id })),
      )
      expect(page.status).toBe(200)
    }
    expect(pro('document-analysis') || pro('legal-terms')).toBe(false)
  })

  it('/app?view=features is the Features tab; every Try Now lands on a page that answers', async () => {
    const someone = await account(db(), 'someone@example.in')
    expect((await workspace(someone, '/app?view=features')).view).toBe('features')
    for (const f of FEATURES.filter((f) => f.status !== 'Coming Soon')) {
      await workspace(someone, featureHref(f).replace(/#.*$/, ''))
    }
  })
})

describe('the Collaboration tab', () => {
  it('lists what was shared with the caller and what the caller shared, with the right counts, and nothing of anyone else', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const vikram = await verifiedAccount(db(), 'vikram@example.in')
    const esha = await verifiedAccount(db(), 'esha@example.in')
    const stranger = await ownerWithDocument(db(), 'stranger@example.in')
    await db().query("UPDATE users SET display_name = 'Priya Owner' WHERE email = 'owner@example.in'")
    const id = owner.agreementId
    for (const [email, name, role] of [
      ['vikram@example.in', 'Vikram', 'editor'],
      ['pending@example.in', 'Pending', 'viewer'],
      ['later@example.in', 'Later', 'admin'],
    ]) {
      expect(
        (await post(owner, id, { intent: 'add-collaborator', email: email!, name: name!, role: role! }))
          .status,
      ).toBe(302)
    }
    // The stranger shares their own document with Esha only.
    expect(
      (
        await post(stranger, stranger.agreementId, {
          intent: 'add-collaborator',
          email: 'esha@example.in',
          name: 'Esha',
          role: 'viewer',
        })
      ).status,
    ).toBe(302)
    // Three threads, one resolved, one reply: two unresolved.
    for (const content of ['First', 'Second', 'Third']) {
      expect((await post(vikram, id, { intent: 'comment', content })).status).toBe(302)
    }
    const threads = await db().query<{ comment_id: string }>(
      'SELECT comment_id::text AS comment_id FROM agreement_comments WHERE agreement_id = $1 ORDER BY created_at, comment_id',
      [id],
    )
    expect((await post(owner, id, { intent: 'resolve', commentId: threads[0]!.comment_id })).status).toBe(302)
    expect(
      (await post(owner, id, { intent: 'comment', content: 'A reply', parentId: threads[1]!.comment_id }))
        .status,
    ).toBe(302)

    const forVikram = (await workspace(vikram, '/app?view=collaboration')).collaboration!
    expect(forVikram.sharedByMe).toEqual([])
    expect(forVikram.sharedWithMe).toEqual([
      expect.objectContaining({
        id,
        role: 'editor',
        ownerName: 'Priya Owner',
        unresolvedComments: 2,
        lastActivity: expect.stringMatching(/just now|minute/),
      }),
    ])

    const forOwner = (await workspace(owner, '/app?view=collaboration')).collaboration!
    expect(forOwner.sharedWithMe).toEqual([])
    expect(forOwner.sharedByMe).toEqual([
      expect.objectContaining({ id, collaborators: 1, pendingInvitations: 2 }),
    ])

    // Esha sees the stranger's document only; the owner's shares never reach her or the stranger.
    const forEsha = (await workspace(esha, '/app?view=collaboration')).collaboration!
    expect(forEsha.sharedWithMe.map((d) => d.id)).toEqual([stranger.agreementId])
    const forStranger = (await workspace(stranger, '/app?view=collaboration')).collaboration!
    expect(forStranger.sharedWithMe).toEqual([])
    expect(forStranger.sharedByMe).toEqual([
      expect.objectContaining({ id: stranger.agreementId, collaborators: 1, pendingInvitations: 0 }),
    ])

    // A document id with no tab starts on Collaboration, that document first (the specification);
    // a tab named in the URL (the workspace's own dialog links) keeps it.
    const landing = await workspace(vikram, `/app?document=${id}`)
    expect([landing.view, landing.collaborationFocus]).toEqual(['collaboration', id])
    const html = await renderInRouter(
      <CollaborationTab overview={landing.collaboration!} focus={landing.collaborationFocus} />,
      `http://localhost/app?document=${id}`,
    )
    expect(html).toMatch(new RegExp(`Shared document:.*href="/document/${id}"`, 's'))
    expect((await workspace(vikram, `/app?view=home&document=${id}`)).view).toBe('home')
    // Someone with no role on it lands on the tab with nothing of it shown.
    const elsewhere = await workspace(esha, `/app?document=${id}`)
    expect(elsewhere.view).toBe('collaboration')
    expect(
      await renderInRouter(
        <CollaborationTab overview={elsewhere.collaboration!} focus={elsewhere.collaborationFocus} />,
        `http://localhost/app?document=${id}`,
      ),
    ).not.toContain('Shared document:')

    // Removed from the team: the document leaves Vikram's list at once.
    const [row] = await db().query<{ collaborator_id: string }>(
      "SELECT collaborator_id::text AS collaborator_id FROM agreement_collaborators WHERE email = 'vikram@example.in'",
    )
    expect(
      (await post(owner, id, { intent: 'remove-collaborator', collaboratorId: row!.collaborator_id })).status,
    ).toBe(302)
    expect((await workspace(vikram, '/app?view=collaboration')).collaboration!.sharedWithMe).toEqual([])
  })

  it('reads each list in one statement, however many documents it holds', async () => {
    const owner = await verifiedAccount(db(), 'many@example.in')
    const sharers = [
      await ownerWithDocument(db(), 'one@example.in'),
      await ownerWithDocument(db(), 'two@example.in'),
      await ownerWithDocument(db(), 'three@example.in'),
    ]
    for (const s of sharers) {
      const fields = { intent: 'add-collaborator', email: owner.email, name: 'Many', role: 'viewer' }
      expect((await post(s, s.agreementId, fields)).status).toBe(302)
    }
    let statements = 0
    const counting: Queryable = {
      query: (text, params) => {
        statements += 1
        return db().query(text, params)
      },
      exec: (text) => db().exec(text),
    }
    const overview = await collaborationOverview(counting, owner.userId)
    expect(overview.sharedWithMe).toHaveLength(3)
    expect(statements).toBe(2)
  })

  it('renders each row as a link to the shared page with its counts, titles and names as text', async () => {
    const script = '<script>alert(1)</script>'
    const html = await renderInRouter(
      <CollaborationTab
        overview={{
          sharedWithMe: [
            {
              id: 'a1',
              title: `Lease ${script}`,
              role: 'viewer',
              ownerName: `Priya ${script}`,
              unresolvedComments: 1,
              lastActivity: '2 hours ago',
              lastActivityAt: '26 Nov 2026, 1:00 pm',
            },
          ],
          sharedByMe: [
            {
              id: 'b2',
              title: 'NDA',
              collaborators: 2,
              pendingInvitations: 1,
              lastActivity: 'yesterday',
              lastActivityAt: '25 Nov 2026, 9:00 am',
            },
          ],
        }}
      />,
      'http://localhost/app?view=collaboration',
    )
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('Lease &lt;script&gt;')
    expect(html).toContain('href="/document/a1"')
    expect(html).toContain('href="/document/b2"')
    expect(html).toContain('Viewer · owned by Priya &lt;script&gt;')
    expect(html).toContain('1 unresolved comment<')
    expect(html).toContain('2 collaborators · 1 invitation pending')
    expect(html).toContain('aria-label="Shared with you"')
    expect(html).not.toContain('Create Document to Share')
  })

  it('with nothing shared either way, shows the placeholder with Create Document to Share', async () => {
    const html = await renderInRouter(<CollaborationTab overview={{ sharedWithMe: [], sharedByMe: [] }} />)
    expect(html).toContain('Create Document to Share')
  })
})

describe('the chat panel', () => {
  it('carries the specification subtitle, and the open conversation’s title beneath it', async () => {
    const html = await renderInRouter(
      <ChatPanel session={{ id: 's1', title: 'Baner flat' }} messages={[]} refusal={null} />,
    )
    expect(html).toContain('Specialized in Indian Legal Compliance')
    expect(html).toContain('Baner flat')
  })
})
