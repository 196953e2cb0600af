import { TabLink, TabLinks } from '#app/ui/tab-links.tsx'

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

/**
 * The tabs still waiting for their own feature (each showed a placeholder saying so): none
 * now. Kept so the Features tab's truth test still ties "Coming Soon" to an unbuilt tab.
 */
export const VIEWS_TO_COME: readonly WorkspaceView[] = []
