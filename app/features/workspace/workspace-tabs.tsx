import { Link } from '@remix-run/react'
import { TabLink, TabLinks } from '#app/ui/tab-links.tsx'
import { TEMPLATE_IDS } from '#domain/catalogue/types.ts'

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

/** The tabs still waiting for their own feature: each shows a placeholder saying so. */
export const VIEWS_TO_COME = ['templates'] as const
export type ViewToCome = (typeof VIEWS_TO_COME)[number]

const PLACEHOLDERS: Record<
  ViewToCome,
  { title: string; text: string; action?: { label: string; href: string } }
> = {
  templates: {
    title: 'Template Builder',
    text: `Building your own templates arrives here soon. Until then, pick one of the ${TEMPLATE_IDS.length} templates in the Generate tab.`,
  },
}

/** What a tab shows until its own issue fills it. */
export function ViewPlaceholder({ view }: { view: ViewToCome }) {
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
    </section>
  )
}
