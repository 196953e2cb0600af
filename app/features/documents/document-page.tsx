import { Link, useLocation } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import type { documentPage } from './page.server.ts'
import { DocumentView } from './document-view.tsx'
import { pageLinks } from './links.ts'

type DocumentPageData = SerializeFrom<typeof documentPage>

/** The document as a page: what the dialog over the workspace shows, reachable without JavaScript. */
export function DocumentPage({ doc }: { doc: DocumentPageData }) {
  const location = useLocation()
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Link to="/app" className="text-sm text-brand-700 underline">
          ← Back to the workspace
        </Link>
        <div className="mt-4">
          <DocumentView doc={doc} links={pageLinks(doc.id, location.pathname + location.search)} />
        </div>
      </main>
    </>
  )
}
