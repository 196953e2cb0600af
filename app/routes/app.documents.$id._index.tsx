import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { documentPageData } from '#app/features/documents/queries.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'
import { DocumentView } from '#app/features/documents/document-view.tsx'
import { pageLinks } from '#app/features/documents/links.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} — NyayaDraft` : 'Document Not Found — NyayaDraft' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  // Another user's agreement and a missing one get the same answer: nothing leaks.
  const data = await documentPageData(user, params.id, new URL(request.url))
  if (!data) throw json('Document Not Found', { status: 404 })
  // A tab's own request can be bad (Legal Terms: an unknown language) or fail upstream.
  return json(data, { status: data.legalTerms?.status ?? 200 })
}

/** The document as a page: what the dialog over the workspace shows, reachable without JavaScript. */
export default function AgreementPage() {
  const doc = useLoaderData<typeof loader>()
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

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
