import { Link } from '@remix-run/react'
import { TabLink, TabLinks } from '#app/ui/tabs.tsx'

export const WORKSPACE_VIEWS = [
  'home',
  'features',
  'templates',
  'clauses',
  'analytics',
  'collaboration',
] as const
export type WorkspaceView = (typeof WORKSPACE_VIEWS)[number]

const LABELS: Record<WorkspaceView, string> = {
  home: 'Generate',
  features: 'Features',
  templates: 'Templates',
  clauses: 'Clauses',
  analytics: 'Analytics',
  collaboration: 'Collaboration',
}

export const viewHref = (view: WorkspaceView) => (view === 'home' ? '/app' : `/app?view=${view}`)

/** The workspace's six tabs, as links: each is a URL, with or without JavaScript. */
export function WorkspaceTabs({ view }: { view: WorkspaceView }) {
  // The bar spans the page; the tabs line up with the content's width inside it.
  return (
    <div className="border-b border-slate-200 bg-white">
      <TabLinks look="underline" aria-label="Workspace" className="mx-auto max-w-7xl border-b-0 px-4">
        {WORKSPACE_VIEWS.map((v) => (
          <TabLink key={v} look="underline" to={viewHref(v)} current={v === view}>
            {LABELS[v]}
          </TabLink>
        ))}
      </TabLinks>
    </div>
  )
}

const PLACEHOLDERS: Record<
  Exclude<WorkspaceView, 'home'>,
  { title: string; text: string; action?: { label: string; href: string } }
> = {
  features: {
    title: 'Features',
    text: 'The catalogue of features, with what is available now and what is coming, arrives here soon.',
  },
  templates: {
    title: 'Template Builder',
    text: 'Building your own templates arrives here soon. Until then, pick one of the 36 templates in the Generate tab.',
  },
  clauses: {
    title: 'Clause Library',
    text: 'Browsing and adding clauses arrives here soon; open an agreement to see its text meanwhile.',
  },
  analytics: {
    title: 'Analytics',
    text: 'Generate a document first: its analysis — risk, completeness, compliance and readability — appears here.',
    action: { label: 'Generate Document', href: '/app' },
  },
  collaboration: {
    title: 'Collaboration',
    text: 'Share a document with your team to review and comment on it together.',
    action: { label: 'Create Document to Share', href: '/app' },
  },
}

const ROLE_NAMES = { viewer: 'Viewer', editor: 'Editor', admin: 'Admin' } as const

/** What the other tabs show until their own issues fill them; Collaboration also lists what was shared with the user. */
export function ViewPlaceholder({
  view,
  shared = [],
}: {
  view: Exclude<WorkspaceView, 'home'>
  shared?: { id: string; title: string; role: keyof typeof ROLE_NAMES }[]
}) {
  const p = PLACEHOLDERS[view]
  return (
    <section aria-labelledby="view-title" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 text-center">
      <h1 id="view-title" className="text-2xl font-semibold">
        {p.title}
      </h1>
      <p className="mt-3 text-slate-600">{p.text}</p>
      {p.action ? (
        <Link
          to={p.action.href}
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {p.action.label}
        </Link>
      ) : null}
      {view === 'collaboration' && shared.length > 0 ? (
        <div className="mt-10 text-left">
          <h2 className="text-lg font-semibold">Shared with you</h2>
          <ul
            className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
            aria-label="Shared with you"
          >
            {shared.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-2 px-4 py-2">
                <Link to={`/document/${d.id}`} className="font-medium break-words text-brand-700 underline">
                  {d.title}
                </Link>
                <span className="text-xs text-slate-600">{ROLE_NAMES[d.role]}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
