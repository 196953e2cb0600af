import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { historyPageData } from '#app/features/history/queries.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'
import { HistoryView } from '#app/features/history/history-view.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Version history — ${data.title} — NyayaDraft` : 'Document Not Found — NyayaDraft' },
]

/**
 * GET /app/documents/<id>/history — for whoever may view the document (the owner or any
 * collaborator); anyone else gets the same 404 as a missing id. The list, the versions, the
 * comparison and the chain check are all this URL's parameters, so it needs no JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const result = await historyPageData(user, params.id, new URL(request.url))
  if (!result) throw json('Document Not Found', { status: 404 })
  return json(result.page, { status: result.status })
}

export default function HistoryPage() {
  const page = useLoaderData<typeof loader>()
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <HistoryView page={page} />
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
