import { describe, expect, it } from 'vitest'
import { AiEditBox } from '#app/features/ai-edit/ai-edit-box.tsx'
import { DocumentView } from '#app/features/documents/document-view.tsx'
import { pageLinks } from '#app/features/documents/links.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// What an AI answer can put on the page — the text, the change view, the summary, a
// refusal, a conflict's proposal — is rendered as text: a <script> or <img onerror> in it
// arrives escaped, never as an element.
const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'
const XSS = `${SCRIPT} ${IMG}`
const ID = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'

const doc: DocumentPage = {
  id: ID,
  title: 'Lease',
  content: `1. RENT\nThe rent is ₹30,000. ${XSS}`,
  pages: 1,
  role: 'owner',
  access: 'full',
  version: 2,
  generated: 'just now',
  generatedAt: '22 Nov 2026, 10:00 am',
  updated: 'just now',
  risk: null,
  assessment: null,
  keyTerms: { shown: [], more: 0 },
  tab: 'document',
  exports: [],
  analytics: null,
  legalTerms: null,
  clauses: null,
  aiChange: {
    version: 2,
    instruction: `replace "25,000" with "30,000. ${XSS}"`,
    summary: `Replaced "25,000" with "30,000. ${XSS}" (1 time).`,
    provider: 'openai',
    model: `model ${SCRIPT}`,
    parts: [
      { kind: 'same', text: 'The rent is ₹' },
      { kind: 'removed', text: '25,000.' },
      { kind: 'added', text: `30,000. ${XSS}` },
      { kind: 'gap', text: '…' },
    ],
    added: 4,
    removed: 1,
    canUndo: true,
  },
}

function expectEscaped(html: string) {
  expect(html).not.toMatch(/<script>alert/)
  expect(html).not.toMatch(/<img src=x/)
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
}

describe('AI edit output renders as text', () => {
  it('the change view after an AI edit: diff, summary, instruction and model name', async () => {
    const url = `http://localhost/app/documents/${ID}?tab=document&ai_change=2`
    const html = await renderInRouter(
      <DocumentView doc={doc} links={pageLinks(ID, `/app/documents/${ID}?tab=document&ai_change=2`)} />,
      url,
    )
    expectEscaped(html)
    expect(html).toContain('What the AI edit changed')
    expect(html).toMatch(/<ins[^>]*>.*30,000\. &lt;script&gt;/)
    expect(html).toMatch(/<del[^>]*>.*25,000\./)
    // Undo posts the AI edit's version to the AI edit route.
    expect(html).toContain(`action="/app/documents/${ID}/ai-edit"`)
    expect(html).toContain('name="intent" value="undo"')
  })

  it('a refusal and a conflict: message, suggestions, the kept request and both texts', async () => {
    const html = await renderInRouter(
      <AiEditBox
        agreementId={ID}
        version={3}
        returnTo={`/app/documents/${ID}`}
        open
        closeHref={`/app/documents/${ID}`}
        refused={{
          intent: 'apply',
          fieldErrors: { instruction: XSS },
          formError: XSS,
          values: { instruction: XSS, version: '3', returnTo: `/app/documents/${ID}` },
          details: {
            title: 'Edit conflict',
            suggestions: [XSS],
            conflict: { proposed: `proposed ${XSS}`, theirs: `theirs ${XSS}`, version: 3 },
          },
        }}
      />,
    )
    expectEscaped(html)
    expect(html).toContain('Save the AI&#x27;s version on top')
    expect(html).toContain('name="version" value="3"')
  })
})
