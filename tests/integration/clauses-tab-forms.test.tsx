import { describe, expect, it } from 'vitest'
import { ClausesTab, type ClausesTabView } from '#app/features/clauses/clauses-tab.tsx'
import { dialogLinks, pageLinks } from '#app/features/documents/links.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// A document's Clauses tab, on its page and in the workspace's dialog: its filter and search
// forms go back to the same view, keep its own parameters and replace only their own.

const ID = '0b9c2f5e-7a1d-4c3e-9f00-1234567890ab'
const view = (over: Partial<ClausesTabView>): ClausesTabView => ({
  view: 'browse',
  query: 'deposit',
  category: 'Property',
  risk: 'all',
  categories: ['Property', 'Employment'],
  risks: ['Low', 'Medium', 'High'],
  clauses: [],
  selected: null,
  ...over,
})

/** Each form's action and its fields, in order, as `name=value` (hidden) or `name` (filled in). */
function formsOf(html: string) {
  return [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter(([, attrs]) => /role="search"/.test(attrs!))
    .map(([, attrs, body]) => ({
      action: (/action="([^"]*)"/.exec(attrs!)?.[1] ?? '').replaceAll('&amp;', '&'),
      fields: [...body!.matchAll(/<(?:input|select)\b([^>]*)>/g)].map(([, a]) => {
        const name = /name="([^"]*)"/.exec(a!)?.[1]
        return /type="hidden"/.test(a!) ? `${name}=${/value="([^"]*)"/.exec(a!)?.[1]}` : name
      }),
    }))
}

describe('a document’s Clauses tab forms', () => {
  it('on the page: Browse filters by search, category and risk, and says how many match', async () => {
    const links = pageLinks(ID, `/app/documents/${ID}?tab=clauses`)
    const html = await renderInRouter(<ClausesTab view={view({})} agreementId={ID} links={links} />)
    expect(formsOf(html)).toEqual([
      {
        action: `/app/documents/${ID}`,
        fields: ['tab=clauses', 'clause_q', 'clause_category', 'clause_risk'],
      },
    ])
    expect(html).toContain('0 clauses matching “deposit”')
    expect(html).toContain('No clause matches.')
  })

  it('in the dialog: Search keeps the workspace’s parameters and the Search view', async () => {
    const links = dialogLinks(ID, '?view=generate&session=s1')
    const html = await renderInRouter(
      <ClausesTab view={view({ view: 'search', query: '' })} agreementId={ID} links={links} />,
    )
    expect(formsOf(html)).toEqual([
      {
        action: '/app',
        fields: [
          'view=generate',
          'session=s1',
          `document=${ID}`,
          'dtab=clauses',
          'clause_view=search',
          'clause_q',
        ],
      },
    ])
    // Nothing searched yet: an invitation, not "no match".
    expect(html).toContain('Search the title, description, tags and text of every clause.')
    expect(html).not.toContain('No clause matches.')
  })
})
