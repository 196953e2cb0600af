import { describe, expect, it } from 'vitest'
import { DocumentView } from '#app/components/document/document-view.tsx'
import { pageLinks } from '#app/components/document/links.ts'
import type { DocumentPage } from '#app/components/document/types.ts'
import { SharedDocumentView } from '#app/components/collaboration/shared-document-view.tsx'
import type { CollaborationView, SharedDocumentPage } from '#app/components/collaboration/types.ts'
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
    { id: 'c1', name: `Esha ${IMG}`, email: `esha${SCRIPT}@example.in`, role: 'editor', online: false, pending: true },
    { id: 'c2', name: 'Vikram', email: 'vikram@example.in', role: 'viewer', online: true, pending: false },
  ],
  comments: [
    {
      id: 'k1',
      authorName: `Vikram ${SCRIPT}`,
      content: `Check clause 4 ${IMG}`,
      timestamp: '22 Nov 2026, 3:45 pm',
      at: '2026-11-22T10:15:00.000Z',
      resolved: false,
      replies: [{ id: 'k2', authorName: 'Owner', content: `Done ${SCRIPT}`, timestamp: '22 Nov 2026, 4:00 pm', at: '2026-11-22T10:30:00.000Z' }],
    },
  ],
  shareUrl: `http://localhost/document/${ID}`,
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
    const html = await renderInRouter(<DocumentView doc={page} links={pageLinks(ID, `/app/documents/${ID}?tab=collaborate`)} />)
    expectEscaped(html)
    expect(html).toContain('2 collaborators')
    expect(html).toContain('1 comment')
    expect(html).toContain('Online')
    expect(html).toContain('Offline')
    expect(html).toContain('Invited — gets access on signing up with this e-mail.')
    expect(html).toContain('Add Collaborator')
    expect(html).toContain(`value="/app/documents/${ID}?tab=collaborate"`)
    // Every form carries the CSRF token and posts to the shared page's action.
    expect(html.match(/name="csrf" value="test-csrf"/g)!.length).toBe(html.match(/<form/g)!.length)
    expect(new Set(html.match(/<form[^>]*action="[^"]*"/g)!.map((f) => /action="([^"]*)"/.exec(f)![1]))).toEqual(new Set([`/document/${ID}`]))
  })

  it('a viewer sees the team without the controls, and still comments', async () => {
    const html = await renderInRouter(
      <DocumentView doc={{ ...page, role: 'viewer', collaboration: team({ role: 'viewer', canManage: false, collaborators: [team().collaborators[1]!] }) }} links={pageLinks(ID, `/app/documents/${ID}?tab=collaborate`)} />,
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
      collaboration: team(),
    }
    const html = await renderInRouter(<SharedDocumentView doc={shared} refused={null} />, `http://localhost/document/${ID}`)
    expectEscaped(html)
    for (const text of ['Shared Document', 'Rental Agreement', 'Created', 'Hide Collaboration', 'Download PDF', 'Full Screen', 'Share', 'Copy this link']) {
      expect(html).toContain(text)
    }
    expect(html).toContain(`href="/document/${ID}?view=print"`)
    expect(html).toContain(`value="http://localhost/document/${ID}"`)
  })
})
