import { describe, expect, it } from 'vitest'
import { DocumentView } from '#app/features/documents/document-view.tsx'
import { pageLinks } from '#app/features/documents/links.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { SharedDocumentView } from '#app/features/collaboration/shared-document-view.tsx'
import { CollaborationPanel } from '#app/features/collaboration/collaboration-panel.tsx'
import type { CollaborationView, SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// Names, e-mails and comments are typed by users: the panel shows them as text, on the
// Collaborate tab and on the shared page, with the specification's counts and labels.
const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'
const ID = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'

const team = (overrides: Partial<CollaborationView> = {}): CollaborationView => ({
  agreementId: ID,
  role: 'owner',
  canManage: true,
  canComment: true,
  owner: { name: `Owner ${SCRIPT}`, email: 'owner@example.in', online: true },
  collaborators: [
    {
      id: 'c1',
      name: `Esha ${IMG}`,
      email: `esha${SCRIPT}@example.in`,
      role: 'editor',
      online: false,
      pending: true,
      signedUp: false,
      signedUpVerified: false,
      invitationUrl: `http://localhost/invitations/${ID}.c1.mac`,
    },
    {
      id: 'c2',
      name: 'Vikram',
      email: 'vikram@example.in',
      role: 'viewer',
      online: true,
      pending: false,
      signedUp: false,
      signedUpVerified: false,
      invitationUrl: null,
    },
  ],
  comments: [
    {
      id: 'k1',
      authorName: `Vikram ${SCRIPT}`,
      content: `Check clause 4 ${IMG}`,
      timestamp: '22 Nov 2026, 3:45 pm',
      at: '2026-11-22T10:15:00.000Z',
      resolved: false,
      replies: [
        {
          id: 'k2',
          authorName: 'Owner',
          content: `Done ${SCRIPT}`,
          timestamp: '22 Nov 2026, 4:00 pm',
          at: '2026-11-22T10:30:00.000Z',
        },
      ],
    },
  ],
  pendingInvitations: 1,
  threadCount: 1,
  openCount: 1,
  threadsShown: 50,
  earlierThreads: 0,
  shareUrl: `http://localhost/document/${ID}`,
  formKey: '0b6f3a52-9c1e-4d7a-8f20-3e4d5c6b7a80',
  ...overrides,
})

const page: DocumentPage = {
  id: ID,
  title: 'Lease',
  content: 'The rent is ₹25,000.',
  pages: 1,
  access: 'full',
  role: 'owner',
  version: 3,
  generated: 'just now',
  generatedAt: '22 Nov 2026, 10:00 am',
  updated: null,
  risk: null,
  assessment: null,
  keyTerms: { shown: [], more: 0 },
  tab: 'collaborate',
  exports: [],
  analytics: null,
  legalTerms: null,
  clauses: null,
  collaboration: team(),
}

const expectEscaped = (html: string) => {
  expect(html).not.toMatch(/<script>alert/)
  expect(html).not.toMatch(/<img src=x/)
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
}

describe('the collaboration panel', () => {
  it('on the Collaborate tab: markup as text, pluralised counts, Online/Offline, manage controls for the owner', async () => {
    const html = await renderInRouter(
      <DocumentView doc={page} links={pageLinks(ID, `/app/documents/${ID}?tab=collaborate`)} />,
    )
    expectEscaped(html)
    expect(html).toContain('2 collaborators')
    expect(html).toContain('1 comment')
    expect(html).toContain('Online')
    expect(html).toContain('Offline')
    expect(html).toContain(
      'Invited — we e-mailed them the invitation link. No access until they accept it, or verify this address on their account.',
    )
    expect(html).toContain('data-testid="invitation-link"')
    expect(html).toContain('Add Collaborator')
    expect(html).toContain(`value="/app/documents/${ID}?tab=collaborate"`)
    // Every form carries the CSRF token and posts to the shared page's action.
    expect(html.match(/name="csrf" value="test-csrf"/g)!.length).toBe(html.match(/<form/g)!.length)
    expect(
      new Set(html.match(/<form[^>]*action="[^"]*"/g)!.map((f) => /action="([^"]*)"/.exec(f)![1])),
    ).toEqual(new Set([`/document/${ID}`]))
  })

  it('Confirm access is offered only for an account that has verified the invited address; otherwise the panel says what the person must do', async () => {
    const pending = team().collaborators[0]!
    const render = (signedUpVerified: boolean) =>
      renderInRouter(
        <DocumentView
          doc={{
            ...page,
            collaboration: team({ collaborators: [{ ...pending, signedUp: true, signedUpVerified }] }),
          }}
          links={pageLinks(ID, `/app/documents/${ID}?tab=collaborate`)}
        />,
      )
    const unverified = await render(false)
    expect(unverified).not.toContain('Confirm access')
    expect(unverified).toContain(
      'An account uses this address but has not verified it, so it cannot be confirmed: the person must verify their address (the link we e-mailed them at sign-up) or accept through the e-mailed invitation link.',
    )
    const verified = await render(true)
    expect(verified).toContain('Confirm access')
    expect(verified).toContain('An account has verified this address.')
    const nobody = await renderInRouter(
      <DocumentView doc={page} links={pageLinks(ID, `/app/documents/${ID}?tab=collaborate`)} />,
    )
    expect(nobody).not.toContain('Confirm access')
    expect(nobody).not.toContain('data-testid="invitation-account-note"')
  })

  it('a viewer sees the team without the controls, and still comments', async () => {
    const html = await renderInRouter(
      <DocumentView
        doc={{
          ...page,
          role: 'viewer',
          collaboration: team({
            role: 'viewer',
            canManage: false,
            collaborators: [team().collaborators[1]!],
          }),
        }}
        links={pageLinks(ID, `/app/documents/${ID}?tab=collaborate`)}
      />,
    )
    expect(html).toContain('1 collaborator<')
    expect(html).not.toContain('Add Collaborator')
    expect(html).not.toContain('Change role')
    expect(html).toContain('Post Comment')
  })

  it('on the shared page, with the badges, the buttons and the link to copy', async () => {
    const shared: SharedDocumentPage = {
      id: ID,
      title: `Lease ${SCRIPT}`,
      content: `The rent ${IMG}`,
      createdDate: '22 Nov 2026',
      createdAt: '2026-11-22T04:30:00.000Z',
      type: 'Rental Agreement',
      access: 'full',
      role: 'owner',
      print: false,
      showCollaboration: true,
      shared: true,
      shareUrl: `http://localhost/document/${ID}`,
      formKey: '0b6f3a52-9c1e-4d7a-8f20-3e4d5c6b7a80',
      collaboration: team(),
    }
    const html = await renderInRouter(
      <SharedDocumentView doc={shared} refused={null} />,
      `http://localhost/document/${ID}`,
    )
    expectEscaped(html)
    for (const text of [
      'Shared Document',
      'Rental Agreement',
      'Created',
      'Hide Collaboration',
      'Download PDF',
      'Full Screen',
      'Share',
      'Copy this link',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain(`href="/document/${ID}?view=print"`)
    expect(html).toContain(`value="http://localhost/document/${ID}"`)
  })
})

describe('the panel after the review', () => {
  const selectedRole = (html: string, collaboratorId: string) => {
    const select = new RegExp(`<select[^>]*id="role-${collaboratorId}"[^>]*>([\\s\\S]*?)</select>`).exec(
      html,
    )![1]!
    return /<option value="(\w+)" selected=""/.exec(select)?.[1]
  }

  it('someone who may not manage sees how many invitations are pending, not whom', async () => {
    const view = team({
      role: 'viewer',
      canManage: false,
      collaborators: [team().collaborators[1]!],
      pendingInvitations: 2,
    })
    const html = await renderInRouter(
      <CollaborationPanel view={view} returnTo={`/document/${ID}`} />,
      `http://localhost/document/${ID}`,
    )
    expect(html).toContain('2 invitations pending')
    const one = await renderInRouter(
      <CollaborationPanel view={{ ...view, pendingInvitations: 1 }} returnTo={`/document/${ID}`} />,
      `http://localhost/document/${ID}`,
    )
    expect(one).toContain('1 invitation pending')
  })

  it('earlier threads are one link away: the same page with more threads, JavaScript or not', async () => {
    const view = team({ threadCount: 120, openCount: 119, earlierThreads: 70, threadsShown: 50 })
    const html = await renderInRouter(
      <CollaborationPanel view={view} returnTo={`/app/documents/${ID}?tab=collaborate`} />,
      `http://localhost/app/documents/${ID}?tab=collaborate`,
    )
    expect(html).toContain('120 comments')
    expect(html).toContain('119 open')
    expect(html).toMatch(
      new RegExp(
        `href="/app/documents/${ID}\\?tab=collaborate&amp;comments=100#comments-heading"[^>]*>Show 50 earlier threads<`,
      ),
    )
    const fewer = await renderInRouter(
      <CollaborationPanel view={{ ...view, earlierThreads: 1 }} returnTo={`/document/${ID}`} />,
      `http://localhost/document/${ID}`,
    )
    expect(fewer).toMatch(
      new RegExp(`href="/document/${ID}\\?comments=100#comments-heading"[^>]*>Show 1 earlier thread<`),
    )
  })

  it('a refused role change (without JavaScript) shows the role that was chosen, not the current one', async () => {
    const refused = {
      intent: 'change-role',
      fieldErrors: {},
      formError: 'Only the owner and admins can manage collaborators.',
      values: { collaboratorId: 'c2', role: 'admin' },
    }
    const html = await renderInRouter(
      <CollaborationPanel view={team()} returnTo={`/document/${ID}`} refused={refused} />,
      `http://localhost/document/${ID}`,
    )
    expect(selectedRole(html, 'c2')).toBe('admin')
    expect(selectedRole(html, 'c1')).toBe('editor')
    expect(html).toContain('Only the owner and admins can manage collaborators.')
  })

  it('a refusal about a collaborator no longer listed (removed meanwhile) is shown at the top of the team', async () => {
    const refused = {
      intent: 'remove-collaborator',
      fieldErrors: {},
      formError: 'This collaborator was already removed',
      values: { collaboratorId: 'gone' },
    }
    const html = await renderInRouter(
      <CollaborationPanel view={team()} returnTo={`/document/${ID}`} refused={refused} />,
      `http://localhost/document/${ID}`,
    )
    expect(html).toMatch(/role="alert"[^>]*>This collaborator was already removed</)
  })

  it('every form carries the page’s key, so a double submit is recorded once', async () => {
    const KEY = '0b6f3a52-9c1e-4d7a-8f20-3e4d5c6b7a81'
    const html = await renderInRouter(
      <CollaborationPanel view={team({ formKey: KEY })} returnTo={`/document/${ID}`} />,
      `http://localhost/document/${ID}`,
    )
    expect(html.match(new RegExp(`name="formKey" value="${KEY}"`, 'g'))!.length).toBe(
      html.match(/<form/g)!.length,
    )
    // The shared page's Share form too (it records AgreementShared).
    const view = team({ formKey: KEY })
    const shared: SharedDocumentPage = {
      id: ID,
      title: 'Lease',
      content: 'Text',
      createdDate: '22 Nov 2026',
      createdAt: '2026-11-22T04:30:00.000Z',
      type: 'Rental Agreement',
      access: 'full',
      role: 'owner',
      print: false,
      showCollaboration: true,
      shared: false,
      shareUrl: view.shareUrl,
      formKey: KEY,
      collaboration: view,
    }
    const page = await renderInRouter(
      <SharedDocumentView doc={shared} refused={null} />,
      `http://localhost/document/${ID}`,
    )
    expect(page.match(new RegExp(`name="formKey" value="${KEY}"`, 'g'))!.length).toBe(
      page.match(/<form/g)!.length,
    )
  })
})
