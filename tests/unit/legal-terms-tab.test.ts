import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import {
  NO_TEXT_SELECTED as DOMAIN_NO_TEXT,
  SELECT_TEXT_FIRST as DOMAIN_SELECT_FIRST,
} from '#domain/glossary/index.ts'
import {
  LegalTermsTab,
  NO_TEXT_SELECTED,
  SELECT_TEXT_FIRST,
  type LegalTermsTabView,
  type TermView,
} from '#app/features/explain/legal-terms-tab.tsx'
import { dialogLinks } from '#app/features/documents/links.ts'
import {
  XSS_PAYLOADS,
  expectEscaped,
  renderInRouter,
  renderLegalTermsTab,
} from '#tests/support/legal-terms-render.ts'

const ID = '11111111-1111-4111-8111-111111111111'
const [SCRIPT, IMG] = XSS_PAYLOADS

const term = (complexity: string, s = 'x'): TermView => ({
  term: `${complexity} ${s}`,
  complexity,
  explanation: s,
  indianLawContext: s,
  example: s,
  translation: { language: 'Hindi', lang: 'hi', term: s, explanation: s, reviewed: false },
  relatedTerms: [s],
})

const view = (
  result: LegalTermsTabView['result'],
  form = { language: 'hindi', text: '' },
): LegalTermsTabView => ({
  status: 200,
  languages: [
    { value: 'english', label: 'English' },
    { value: 'hindi', label: 'Hindi' },
  ],
  maxTextLength: 4000,
  form,
  result,
})

const explained = (terms: TermView[], s = 'Summary.'): LegalTermsTabView['result'] => ({
  kind: 'explained',
  title: 'Legal Terms Explained!',
  description: `Found ${terms.length} terms`,
  scope: 'selection',
  language: 'Hindi',
  notice: s,
  summary: s,
  terms,
  recommendations: [s],
})

describe('the Legal Terms tab component', () => {
  it("uses the specification's words, as the glossary does", () => {
    expect(NO_TEXT_SELECTED).toBe(DOMAIN_NO_TEXT)
    expect(SELECT_TEXT_FIRST).toBe(DOMAIN_SELECT_FIRST)
  })

  it('renders every string as text, whatever it holds', async () => {
    const hostile = `${SCRIPT} ${IMG}`
    const html = await renderLegalTermsTab(
      view(explained([term('basic', hostile), term(IMG, SCRIPT)], hostile), {
        language: 'hindi',
        text: hostile,
      }),
      hostile,
      ID,
    )
    expectEscaped(html)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('badges basic green, intermediate amber and anything else as destructive', async () => {
    const html = await renderLegalTermsTab(
      view(explained([term('basic'), term('intermediate'), term('advanced'), term('unknown')])),
      'text',
      ID,
    )
    const badges = [...html.matchAll(/<span class="([^"]*)" data-testid="complexity">([^<]*)<\/span>/g)].map(
      (m) => [m[2], m[1]],
    )
    expect(badges).toEqual([
      ['basic', expect.stringContaining('bg-emerald-100')],
      ['intermediate', expect.stringContaining('bg-amber-100')],
      ['advanced', expect.stringContaining('bg-red-100')],
      ['unknown', expect.stringContaining('bg-red-100')],
    ])
    expect(html).toContain('machine translation, not yet reviewed')
    expect(html).toContain('lang="hi"')
  })

  it('says plainly when no terms were found', async () => {
    const html = await renderLegalTermsTab(view(explained([])), 'text', ID)
    expect(html).toContain('No legal terms were found in this text.')
    expect(html).toContain('Legal Terms (<!-- -->0<!-- -->)')
  })

  it('shows a failure as an alert tied to the field, keeping the typed text', async () => {
    const html = await renderLegalTermsTab(
      view(
        { kind: 'failed', title: 'Explanation Failed', message: 'Not offered.', field: 'language' },
        { language: 'english', text: 'kept text' },
      ),
      'text',
      ID,
    )
    const select = html.match(/<select [^>]*id="legal-terms-language"[^>]*>/)?.[0] ?? ''
    expect(select).toContain('name="language"')
    expect(select).toContain('aria-invalid="true"')
    expect(select).toContain('aria-describedby="legal-terms-error"')
    expect(html).toMatch(
      /<div id="legal-terms-error" role="alert"[^>]*><p class="font-semibold">Explanation Failed<\/p><p>Not offered.<\/p>/,
    )
    expect(html).toContain('>kept text</textarea>')
  })

  it("in the dialog over the workspace, keeps the workspace's parameters and its own tab parameter", async () => {
    const links = dialogLinks(
      ID,
      `session=abc&tab=chats&document=${ID}&dtab=legal-terms&language=hindi&text=old`,
    )
    const html = await renderInRouter(
      createElement(LegalTermsTab, { view: view({ kind: 'idle' }), content: 'text', links }),
      '/app',
    )
    expect(html).toContain('<form method="get" action="/app"')
    const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ])
    expect(Object.fromEntries(hidden)).toEqual({
      session: 'abc',
      tab: 'chats',
      document: ID,
      dtab: 'legal-terms',
    })
  })
})
