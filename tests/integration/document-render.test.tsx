import { describe, expect, it } from 'vitest'
import { DocumentView } from '#app/features/documents/document-view.tsx'
import { pageLinks } from '#app/features/documents/links.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// Titles can come from a model, text from a user or a model: whatever they hold is shown
// as text. React escapes text, and these tests make sure no part of the view bypasses it.
const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'

const doc = (overrides: Partial<DocumentPage> = {}): DocumentPage => ({
  id: '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01',
  title: `Lease ${SCRIPT}`,
  content: `1. RENT\nThe rent is ₹25,000. ${IMG}\n${SCRIPT}`,
  pages: 1,
  access: 'full',
  role: 'owner',
  version: 3,
  generated: 'just now',
  generatedAt: '22 Nov 2026, 10:00 am',
  updated: null,
  risk: { level: 'Low', score: 2 },
  assessment: { compliance: 95, completeness: 90, readability: 50, issues: 1, serious: 0 },
  keyTerms: { shown: [{ term: `Rent ${IMG}`, definition: `Monthly ${SCRIPT}` }], more: 0 },
  tab: 'document',
  exports: [],
  analytics: null,
  legalTerms: null,
  clauses: null,
  ...overrides,
})

describe('the document view renders markup as text', () => {
  for (const [name, page] of [
    ['full, viewing', doc()],
    [
      'preview',
      doc({ access: 'preview', keyTerms: { shown: [{ term: `Rent ${IMG}`, definition: SCRIPT }], more: 4 } }),
    ],
  ] as const) {
    it(name, async () => {
      const html = await renderInRouter(
        <DocumentView doc={page} links={pageLinks(page.id, `/app/documents/${page.id}`)} />,
      )
      expect(html).not.toMatch(/<script>alert/)
      expect(html).not.toMatch(/<img src=x/)
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
      expect(html).toContain('Lease &lt;script&gt;')
    })
  }

  it('in edit mode the text area holds the markup as its text', async () => {
    const page = doc()
    const html = await renderInRouter(
      <DocumentView doc={page} links={pageLinks(page.id, `/app/documents/${page.id}?edit=1`)} />,
      `http://localhost/app/documents/${page.id}?edit=1`,
    )
    expect(html).toContain('<textarea')
    expect(html).not.toMatch(/<script>alert/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})
