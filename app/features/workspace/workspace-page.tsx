import { Link, useLocation } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { lazy, memo, Suspense } from 'react'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { refusalOf } from '#app/platform/form-contract.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { RuntimeFooter } from '#app/features/site/runtime-footer.tsx'
import { ChatPanel } from '#app/features/chat/chat-panel.tsx'
import { ApiAccessNote } from '#app/features/api-tokens/api-access-note.tsx'
import { AnalysisPanel } from '#app/features/documents/analysis-panel.tsx'
import { dialogLinks } from '#app/features/documents/links.ts'
import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import { clauseHref, libraryCloseHref } from '#app/features/clause-library/contract.ts'
import { UpgradePrompt } from '#app/features/subscription/upgrade-prompt.tsx'
import type { workspacePage } from './page.server.ts'
import { WorkspaceSidebar } from './sidebar.tsx'
import { LibraryCard } from './library-card.tsx'
import { DrawerPanel, DrawerToggle, useDrawer } from './drawer.tsx'
import { WorkspaceTabs } from './workspace-tabs.tsx'
import { AnalyticsTab, ClauseLibraryTab, CollaborationTab, FeaturesTab, TemplatesTab } from './lazy-tabs.tsx'
import { NEW_TEMPLATE_INTENT, USE_TEMPLATE_INTENT } from '#app/features/template-builder/contract.ts'

type WorkspacePageData = SerializeFrom<typeof workspacePage>

// The document dialog and the document view load only when an agreement is opened.
const DocumentDialog = lazy(() => import('#app/features/documents/document-dialog.tsx'))
// Likewise the clause dialog over the library tab, when a clause is opened.
const ClauseDialog = lazy(() => import('#app/features/clause-library/clause-dialog.tsx'))

/** The workspace page: header, tabs, and on the Generate tab the sidebar, chat, library and analysis. */
export function WorkspacePage({ data, actionData }: { data: WorkspacePageData; actionData: unknown }) {
  const location = useLocation()
  const hydrated = useHydrated()
  const drawer = useDrawer()
  return (
    <>
      <SiteHeader pro={data.pro} menu={data.view === 'home' ? <DrawerToggle drawer={drawer} /> : null} />
      <WorkspaceTabs view={data.view} />
      {!data.canCreateDocument ? (
        <div className="border-b border-amber-200 bg-amber-50">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm text-amber-900">
            <span>Subscribe to generate unlimited legal documents</span>
            <a
              href="/subscription"
              className="rounded-md bg-amber-600 px-3 py-1 font-medium text-white hover:bg-amber-700"
            >
              Upgrade Now - ₹299
            </a>
          </div>
        </div>
      ) : null}
      {data.view !== 'home' && (data.view !== 'clauses' || data.clauseLibrary) ? (
        <OtherTabBoundary data={data} actionData={actionData} />
      ) : (
        <main className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 lg:grid-cols-[20rem_1fr]">
          <DrawerPanel drawer={drawer}>
            <WorkspaceSidebar
              tab={data.tab}
              search={data.search}
              categories={data.categories}
              myTemplates={data.myTemplates}
              sessions={data.sessions}
              activeSessionId={data.session?.id ?? null}
              renaming={data.renaming}
              renameRefusal={refusalOf(actionData, 'rename')}
            />
          </DrawerPanel>
          <div className="flex min-w-0 flex-col gap-6">
            <UpgradePrompt show={data.upgrade} />
            <ChatPanel
              session={data.session}
              messages={data.messages}
              refusal={refusalOf(actionData, 'send', 'pick-template', USE_TEMPLATE_INTENT)}
            />
            <div className="grid gap-6 xl:grid-cols-2">
              <LibraryCard entries={data.library} total={data.libraryTotal} />
              <AnalysisPanel analysis={data.analysis} />
            </div>
            <ApiAccessNote />
          </div>
        </main>
      )}
      {data.document ? (
        <OpenDocument doc={data.document} search={location.search} view={data.view} hydrated={hydrated} />
      ) : null}
      {data.clause ? <OpenClause data={data.clause} search={location.search} hydrated={hydrated} /> : null}
      <RuntimeFooter />
    </>
  )
}

type TabProps = { data: WorkspacePageData; actionData: unknown }

// Memoised: the page re-renders once hydrated, and an update that reaches a Suspense boundary
// still waiting for its tab's code would throw away the server's HTML (React error 421).
const OtherTabBoundary = memo(function OtherTabBoundary({ data, actionData }: TabProps) {
  return (
    <Suspense fallback={<TabLoading />}>
      <OtherTab data={data} actionData={actionData} />
    </Suspense>
  )
})

/** Any tab but Generate: its component arrives with its view (lazy-tabs.tsx). */
function OtherTab({ data, actionData }: TabProps) {
  switch (data.view) {
    case 'features':
      return <FeaturesTab />
    case 'collaboration':
      return (
        <CollaborationTab
          overview={data.collaboration ?? { sharedWithMe: [], sharedByMe: [] }}
          focus={data.collaborationFocus}
        />
      )
    case 'analytics':
      return <AnalyticsTab dashboard={data.analytics} />
    case 'clauses':
      return data.clauseLibrary ? <ClauseLibraryTab view={data.clauseLibrary} /> : null
    case 'templates':
      return (
        <TemplatesTab templates={data.templates ?? []} refusal={refusalOf(actionData, NEW_TEMPLATE_INTENT)} />
      )
    case 'home':
      return null
  }
}

function TabLoading() {
  return (
    <p role="status" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 text-sm text-slate-600">
      Loading…
    </p>
  )
}

function OpenDocument({
  doc,
  search,
  view,
  hydrated,
}: {
  doc: NonNullable<WorkspacePageData['document']>
  search: string
  view: WorkspacePageData['view']
  hydrated: boolean
}) {
  const links = dialogLinks(doc.id, search)
  const close = new URLSearchParams(search)
  for (const key of Object.values(DOCUMENT_PARAMS)) if (key !== DOCUMENT_PARAMS.pageTab) close.delete(key)
  // Closing stays on the tab behind the dialog (Collaboration when the URL named none).
  if (!close.has('view') && view !== 'home') close.set('view', view)
  if (close.get('view') === 'home') close.delete('view')
  const closeHref = close.size > 0 ? `/app?${close.toString()}` : '/app'
  // Before JavaScript runs (or without it) the page is the way in.
  const fallback = (
    <p
      role="status"
      className="fixed bottom-4 left-1/2 z-30 -translate-x-1/2 rounded-lg bg-white px-4 py-2 text-sm shadow"
    >
      <Link to={`/app/documents/${doc.id}`} className="font-medium text-brand-700 underline">
        Open {doc.title}
      </Link>
    </p>
  )
  if (!hydrated) return fallback
  return (
    <Suspense fallback={fallback}>
      <DocumentDialog doc={doc} links={links} closeHref={closeHref} />
    </Suspense>
  )
}

function OpenClause({
  data,
  search,
  hydrated,
}: {
  data: NonNullable<WorkspacePageData['clause']>
  search: string
  hydrated: boolean
}) {
  // Before JavaScript runs (or without it) the clause's page is the way in.
  const fallback = (
    <p
      role="status"
      className="fixed bottom-4 left-1/2 z-30 -translate-x-1/2 rounded-lg bg-white px-4 py-2 text-sm shadow"
    >
      <Link to={clauseHref(data.clause.id)} className="font-medium text-brand-700 underline">
        Open {data.clause.title}
      </Link>
    </p>
  )
  if (!hydrated) return fallback
  return (
    <Suspense fallback={fallback}>
      <ClauseDialog data={data} search={search} closeHref={libraryCloseHref(search)} />
    </Suspense>
  )
}
