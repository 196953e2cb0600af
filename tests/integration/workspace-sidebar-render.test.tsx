import { describe, expect, it } from 'vitest'
import { WorkspaceSidebar } from '#app/features/workspace/sidebar.tsx'
import { renderInRouter } from '#tests/support/render.tsx'

const OPEN = '0d7c1a52-6f0e-4c8e-9a61-2b8f3c2e1a01'
const OTHER = '8a1e4b3c-2d5f-4e6a-8b7c-9d0e1f2a3b4c'

const base = {
  search: '',
  categories: [
    {
      id: 'property',
      name: 'Property',
      templates: [{ id: 'rental', name: 'Rental Agreement', description: 'Leave and licence' }],
    },
  ],
  sessions: [
    { id: OPEN, title: 'Baner flat rental', when: 'Today', documentCount: 1 },
    { id: OTHER, title: 'Office lease', when: 'Yesterday', documentCount: 0 },
  ],
  activeSessionId: OPEN,
  renaming: false,
  renameRefusal: null,
  myTemplates: [],
}

// Server-rendered, as a browser without JavaScript gets it.
describe('workspace sidebar without JavaScript', () => {
  it('every conversation, the open one too, has its menu of Rename and Delete; the open one also shows the links beneath it', async () => {
    const html = await renderInRouter(
      <WorkspaceSidebar {...base} tab="chats" />,
      `http://localhost/app?tab=chats&session=${OPEN}`,
    )
    expect(html).toContain(`href="/app?tab=chats&amp;session=${OPEN}&amp;rename=1"`)
    expect(html).toContain(`href="/app/chats/${OPEN}/delete"`)
    // Each row's menu: a <details> whose summary names it, holding both links.
    const menus = html
      .split('<details')
      .slice(1)
      .map((part) => part.slice(0, part.indexOf('</details>')))
    expect(menus).toHaveLength(2)
    for (const [menu, id, title] of [
      [menus[0]!, OPEN, 'Baner flat rental'],
      [menus[1]!, OTHER, 'Office lease'],
    ] as const) {
      expect(menu).toContain(`aria-label="Actions for ${title}"`)
      expect(menu).toContain(`href="/app?tab=chats&amp;session=${id}&amp;rename=1"`)
      expect(menu).toContain(`href="/app/chats/${id}/delete"`)
    }
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/app\?tab=chats"|<a[^>]*href="\/app\?tab=chats"[^>]*aria-current="page"/,
    )
  })

  it('renaming shows the form that posts the new title, keeping what was typed after a refusal', async () => {
    const html = await renderInRouter(
      <WorkspaceSidebar
        {...base}
        tab="chats"
        renameRefusal={{
          intent: 'rename',
          fieldErrors: { title: 'Title is required' },
          formError: null,
          values: { title: '   ' },
        }}
      />,
      `http://localhost/app?tab=chats&session=${OPEN}&rename=1`,
    )
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/app\?tab=chats&amp;session=/)
    expect(html).toContain('name="intent" value="rename"')
    expect(html).toContain(`name="sessionId" value="${OPEN}"`)
    expect(html).toContain('value="   "')
    // The message beside the title field, wired to it.
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="rename-title-error"/)
    expect(html).toMatch(/id="rename-title-error"[^>]*>Title is required</)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save<\/button>/)
  })

  it('the template picker is one form whose buttons post the template they name', async () => {
    const html = await renderInRouter(<WorkspaceSidebar {...base} tab="templates" />)
    expect(html).toContain('name="intent" value="pick-template"')
    expect(html).toMatch(/<button type="submit" name="templateId" value="rental" class="template-option">/)
  })

  it('"My Templates" posts the saved template it names, its name as text; none saved links to the builder', async () => {
    const id = '9b2f4c1e-6a53-4c3d-8f0e-2d7b5a1c9e44'
    const html = await renderInRouter(
      <WorkspaceSidebar
        {...base}
        tab="templates"
        myTemplates={[{ id, name: '<img src=x onerror=alert(1)>', category: 'Personal', version: 2 }]}
      />,
    )
    expect(html).toContain('>My Templates<')
    expect(html).toContain('name="intent" value="pick-custom-template"')
    expect(html).toMatch(new RegExp(`<button type="submit" name="customTemplateId" value="${id}"`))
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('version 2')

    const none = await renderInRouter(<WorkspaceSidebar {...base} tab="templates" />)
    expect(none).toContain('No saved templates yet.')
    expect(none).toContain('href="/app?view=templates"')
    expect(none).not.toContain('pick-custom-template')
  })
})
