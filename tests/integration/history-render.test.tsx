import { describe, expect, it } from 'vitest'
import { HistoryView } from '#app/features/history/history-view.tsx'
import type { HistoryPage } from '#app/features/history/contract.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// Titles, names, instructions, comments and the text itself come from users and models:
// the history shows them as text, whatever they hold.
const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'
const ID = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const HASH = 'a'.repeat(64)

const view = (overrides: Partial<HistoryPage> = {}): HistoryPage => ({
  id: ID,
  title: `Lease ${SCRIPT}`,
  access: 'full',
  viewer: { name: `Asha ${IMG}`, email: 'asha@example.in', role: 'Owner' },
  total: 2,
  page: 1,
  pages: 1,
  pageSize: 50,
  events: [
    {
      version: 1,
      type: 'AgreementGenerated',
      action: 'Generated',
      detail: `“Lease ${SCRIPT}” drafted`,
      when: '1 Mar 2026, 10:00:00 am IST',
      at: '2026-03-01T04:30:00.000Z',
      actorName: `Asha ${IMG}`,
      actorEmail: 'asha@example.in',
      hash: HASH,
      isVersion: true,
      previousVersion: null,
    },
    {
      version: 2,
      type: 'AgreementAiEdited',
      action: 'AI-edited',
      detail: `Instruction: “${IMG}”`,
      when: '1 Mar 2026, 10:05:00 am IST',
      at: '2026-03-01T04:35:00.000Z',
      actorName: 'Asha',
      actorEmail: 'asha@example.in',
      hash: HASH,
      isVersion: true,
      previousVersion: 1,
    },
  ],
  chain: {
    status: 'verified',
    events: 2,
    finalHash: HASH,
    recomputedAt: '1 Mar 2026, 10:06:00 am IST',
    full: true,
  },
  algorithm: 'SHA-256 …',
  versions: {
    count: 2,
    latest: { version: 2, label: '#2 · AI-edited' },
    beforeLatest: { version: 1, label: `#1 · Generated ${SCRIPT}` },
    options: [
      { version: 1, label: `#1 · Generated ${SCRIPT}` },
      { version: 2, label: '#2 · AI-edited' },
    ],
  },
  shown: null,
  chosen: { version: '', from: '', to: '' },
  problem: null,
  ...overrides,
})

const escapedOnly = (html: string) => {
  expect(html).not.toMatch(/<script>alert/)
  expect(html).not.toMatch(/<img src=x/)
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
}

describe('the history view renders markup as text', () => {
  it('in the title, the viewer, names, details and the version pickers', async () => {
    const html = await renderInRouter(
      <HistoryView page={view()} />,
      `http://localhost/app/documents/${ID}/history`,
    )
    escapedOnly(html)
    expect(html).toContain('Lease &lt;script&gt;')
    expect(html).toContain(`href="/app/documents/${ID}/audit/pdf"`)
    expect(html).toContain('method="get"')
    expect(html).toContain('<option value="1">#1 · Generated &lt;script&gt;')
  })

  it('before the pickers are asked for: links to the latest version, the last change and the pickers', async () => {
    const html = await renderInRouter(
      <HistoryView page={view({ versions: { ...view().versions, options: null } })} />,
      `http://localhost/app/documents/${ID}/history`,
    )
    expect(html).not.toContain('<select')
    expect(html).toContain(`href="/app/documents/${ID}/history?version=2#versions-heading"`)
    expect(html).toContain(`href="/app/documents/${ID}/history?from=1&amp;to=2#versions-heading"`)
    expect(html).toContain(`href="/app/documents/${ID}/history?pick=1#versions-heading"`)
  })

  it('in a version’s text and in a comparison', async () => {
    const version = await renderInRouter(
      <HistoryView
        page={view({
          shown: { kind: 'version', version: 1, label: '#1', content: `1. RENT ${SCRIPT} ${IMG}` },
        })}
      />,
      `http://localhost/app/documents/${ID}/history?version=1`,
    )
    escapedOnly(version)
    const diff = await renderInRouter(
      <HistoryView
        page={view({
          shown: {
            kind: 'diff',
            from: 1,
            to: 2,
            fromLabel: '#1',
            toLabel: '#2',
            added: 2,
            removed: 1,
            parts: [
              { kind: 'same', text: 'Rent ' },
              { kind: 'removed', text: SCRIPT },
              { kind: 'added', text: IMG },
            ],
          },
        })}
      />,
      `http://localhost/app/documents/${ID}/history?from=1&to=2`,
    )
    escapedOnly(diff)
    expect(diff).toContain('data-testid="version-diff"')
  })

  it('a broken chain names the event and links to it', async () => {
    const html = await renderInRouter(
      <HistoryView
        page={view({
          chain: {
            status: 'broken',
            verifiedBefore: 1,
            version: 2,
            action: 'AI-edited',
            reason: 'hash does not match the event’s contents',
            page: 1,
          },
        })}
      />,
      `http://localhost/app/documents/${ID}/history`,
    )
    expect(html).toContain('Broken at event #<!-- -->2')
    expect(html).toContain('Chain breaks here')
    expect(html).toContain(
      'href="/app/documents/5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01/history?page=1#event-2"',
    )
  })
})
