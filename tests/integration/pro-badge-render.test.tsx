import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { LandingPage } from '#app/features/site/landing-page.tsx'
import { ProfilePage } from '#app/features/account/profile-page.tsx'
import { SubscriptionPage } from '#app/features/subscription/subscription-page.tsx'
import { DocumentPage } from '#app/features/documents/document-page.tsx'
import { SharedDocumentPage } from '#app/features/collaboration/shared-document-page.tsx'
import { WorkspacePage } from '#app/features/workspace/workspace-page.tsx'
import { HistoryPage } from '#app/features/history/history-page.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as landingLoader } from '#app/routes/_index.tsx'
import { loader as profileLoader } from '#app/routes/profile.tsx'
import { loader as subscriptionLoader } from '#app/routes/subscription.tsx'
import { loader as workspaceLoader } from '#app/routes/app._index.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { loader as sharedLoader } from '#app/routes/document.$id.tsx'
import { loader as historyLoader } from '#app/routes/app.documents.$id.history.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { CONTEXT, settle } from '#tests/support/requests.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { actingAs } from '#tests/support/actor.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// The Pro badge is in every page's header, from the root loader's `pro`: each page is
// rendered with the data its own loader and the root loader give the signed-in user.

const db = useTestDatabase()
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})
const BADGE = 'data-testid="pro-badge"'

async function pagesOf(email: string, professional: boolean) {
  const b = await signedIn(email)
  if (professional) await grantProfessional(db(), email)
  const [user] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ])
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(user!.id),
    templateId: 'rental-agreement',
    details: {
      landlordName: 'Anil Mehta',
      tenantName: 'Vikram Shah',
      propertyAddress: 'Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
      monthlyRent: '25,000',
      securityDeposit: '₹75,000',
      leasePeriod: '11',
    },
  })
  if (!outcome.ok) throw new Error(outcome.message)
  const id = outcome.agreementId
  const data = async (loader: (a: ReturnType<typeof args>) => unknown, path: string) =>
    (await settle(async () => loader(args(b.get(path), { id })))).json()
  const root = await data(rootLoader as never, '/')
  const pages: [string, string, ReactElement][] = [
    // The harness's page route is a splat, which '/' does not reach; the landing page reads no URL.
    ['/', '/welcome', <LandingPage key="landing" data={await data(landingLoader as never, '/')} />],
    [
      '/profile',
      '/profile',
      <ProfilePage
        key="profile"
        data={await data(profileLoader as never, '/profile')}
        actionData={undefined}
      />,
    ],
    [
      '/subscription',
      '/subscription',
      <SubscriptionPage
        key="subscription"
        data={await data(subscriptionLoader as never, '/subscription')}
        actionData={undefined}
      />,
    ],
    [
      '/app',
      '/app',
      <WorkspacePage key="app" data={await data(workspaceLoader as never, '/app')} actionData={undefined} />,
    ],
    [
      '/app/documents/<id>',
      `/app/documents/${id}`,
      <DocumentPage key="document" doc={await data(documentLoader as never, `/app/documents/${id}`)} />,
    ],
    [
      '/document/<id>',
      `/document/${id}`,
      <SharedDocumentPage
        key="shared"
        doc={await data(sharedLoader as never, `/document/${id}`)}
        answer={undefined}
      />,
    ],
    [
      '/app/documents/<id>/history',
      `/app/documents/${id}/history`,
      <HistoryPage key="history" page={await data(historyLoader as never, `/app/documents/${id}/history`)} />,
    ],
  ]
  return Promise.all(
    pages.map(
      async ([name, path, element]) =>
        [name, await renderInRouter(element, `http://localhost${path}`, root)] as const,
    ),
  )
}

describe('the Pro badge', () => {
  it('shows in every page’s header for a Professional user', async () => {
    for (const [name, html] of await pagesOf('pro@example.in', true)) {
      expect(html, name).toContain('pro@example.in')
      expect(html, name).toContain(BADGE)
    }
  })

  it('shows on no page for a trial user', async () => {
    for (const [name, html] of await pagesOf('trial@example.in', false)) {
      expect(html, name).toContain('trial@example.in')
      expect(html, name).not.toContain(BADGE)
    }
  })
})
