import { Form, Link, useNavigation } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'

type Category = { id: string; name: string; templates: { id: string; name: string; description: string }[] }
type Session = { id: string; title: string; when: string; documentCount: number }

const tabClass = (active: boolean) =>
  `rounded-md px-3 py-1.5 text-center text-sm font-medium ${active ? 'bg-white shadow' : 'text-slate-600 hover:text-slate-900'}`

/**
 * The templates and chats drawer. Tabs and search are URLs (?tab=, ?q=), and picking a
 * template is a form post, so all of it works without JavaScript.
 */
export function WorkspaceSidebar(props: {
  tab: 'templates' | 'chats'
  search: string
  categories: Category[]
  sessions: Session[]
  activeSessionId: string | null
  renaming: boolean
  renameError: string | null
  typedTitle: string | null
}) {
  const { tab, search, categories, sessions, activeSessionId, renaming, renameError, typedTitle } = props
  // With JavaScript, while the next list of conversations is on its way.
  const navigation = useNavigation()
  const next = navigation.state === 'loading' ? new URLSearchParams(navigation.location.search) : null
  const loadingChats =
    next !== null && next.get('tab') === 'chats' && (tab !== 'chats' || next.get('q') !== (search || null))
  return (
    <aside
      id="sidebar"
      aria-label="Templates and chats"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:w-80"
    >
      <nav aria-label="Sidebar tabs" className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        <Link
          to="/app?tab=templates"
          className={tabClass(tab === 'templates')}
          aria-current={tab === 'templates' ? 'page' : undefined}
        >
          Templates
        </Link>
        <Link
          to="/app?tab=chats"
          className={tabClass(tab === 'chats')}
          aria-current={tab === 'chats' ? 'page' : undefined}
        >
          Chats
        </Link>
      </nav>
      <Form method="get" action="/app" role="search" className="flex gap-2">
        <input type="hidden" name="tab" value={tab} />
        <input
          type="search"
          name="q"
          defaultValue={search}
          aria-label={tab === 'templates' ? 'Search templates' : 'Search conversations'}
          placeholder={tab === 'templates' ? 'Search templates...' : 'Search conversations...'}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
        <button type="submit" className="rounded-md border border-slate-300 px-3 text-sm hover:bg-slate-50">
          Search
        </button>
      </Form>

      {tab === 'templates' ? (
        <div className="flex max-h-[36rem] flex-col gap-4 overflow-y-auto pr-1">
          <a
            href="#message"
            className="rounded-lg border border-brand-100 bg-brand-50 p-3 hover:border-brand-600"
          >
            <span className="block font-medium text-brand-900">Custom Agreement</span>
            <span className="block text-xs text-slate-600">
              Create a custom legal document — describe it in the chat
            </span>
          </a>
          {categories.length === 0 ? (
            <p className="text-sm text-slate-500">No templates match your search.</p>
          ) : null}
          {/* One form for the whole list: each template is a submit button naming itself. */}
          <Form method="post" action="/app" className="flex flex-col gap-4">
            <CsrfInput />
            <input type="hidden" name="intent" value="pick-template" />
            {categories.map((category) => (
              <section key={category.id} aria-labelledby={`category-${category.id}`}>
                <h3 id={`category-${category.id}`} className="template-category">
                  {category.name}
                </h3>
                {/* 36 rows on every view of /app: their styles are named classes
                    (styles/tailwind.css), not repeated utility lists. */}
                <ul className="template-list">
                  {category.templates.map((template) => (
                    <li key={template.id}>
                      <button type="submit" name="templateId" value={template.id} className="template-option">
                        <b>{template.name}</b>
                        <small>{template.description}</small>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </Form>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <Link
            to="/app?tab=chats"
            className="rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-medium text-white hover:bg-brand-700"
          >
            New Chat
          </Link>
          {loadingChats ? (
            <p role="status" className="text-sm text-slate-500">
              Loading conversations...
            </p>
          ) : sessions.length === 0 ? (
            <p className="text-sm text-slate-500">
              {search ? 'No conversations found' : 'No conversations yet'}
            </p>
          ) : (
            <ul className="flex flex-col gap-1">
              {sessions.map((s) => (
                <li key={s.id}>
                  <Link
                    to={`/app?tab=chats&session=${s.id}`}
                    aria-current={s.id === activeSessionId ? 'page' : undefined}
                    className={`block rounded-md px-2 py-1.5 hover:bg-slate-100 ${s.id === activeSessionId ? 'bg-slate-100' : ''}`}
                  >
                    <span className="block truncate text-sm font-medium">{s.title}</span>
                    <span className="flex items-center gap-2 text-xs text-slate-500">
                      {s.when}
                      {s.documentCount > 0 ? (
                        <span className="rounded-full bg-brand-50 px-2 text-brand-700">
                          {s.documentCount} {s.documentCount === 1 ? 'document' : 'documents'}
                        </span>
                      ) : null}
                    </span>
                  </Link>
                  {s.id === activeSessionId ? (
                    renaming || renameError ? (
                      <Form
                        method="post"
                        action={`/app?tab=chats&session=${s.id}`}
                        className="mt-1 flex flex-col gap-1 px-2"
                      >
                        <CsrfInput />
                        <input type="hidden" name="intent" value="rename" />
                        <input type="hidden" name="sessionId" value={s.id} />
                        <label htmlFor="rename-title" className="text-xs text-slate-600">
                          New title
                        </label>
                        <input
                          id="rename-title"
                          name="title"
                          defaultValue={typedTitle ?? s.title}
                          maxLength={1000}
                          aria-invalid={renameError ? true : undefined}
                          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                        />
                        {renameError ? (
                          <p role="alert" className="text-xs text-red-700">
                            {renameError}
                          </p>
                        ) : null}
                        <div className="flex gap-2">
                          <button
                            type="submit"
                            className="rounded-md bg-brand-600 px-3 py-1 text-xs font-medium text-white"
                          >
                            Save
                          </button>
                          <Link to={`/app?tab=chats&session=${s.id}`} className="px-2 py-1 text-xs underline">
                            Cancel
                          </Link>
                        </div>
                      </Form>
                    ) : (
                      <div className="mt-1 flex gap-3 px-2 text-xs">
                        <Link to={`/app?tab=chats&session=${s.id}&rename=1`} className="underline">
                          Rename
                        </Link>
                        <Link to={`/app/chats/${s.id}/delete`} className="text-red-700 underline">
                          Delete
                        </Link>
                      </div>
                    )
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </aside>
  )
}
