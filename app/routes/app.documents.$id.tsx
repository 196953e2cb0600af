import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { documentPageData } from '#app/utils/document-page.server.ts'
import { requireUser } from '#app/utils/session.server.ts'
import { SiteHeader } from '#app/components/site-header.tsx'
import { ErrorPage } from '#app/components/error-page.tsx'
import { ExportPanel } from '#app/components/document/export-panel.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} — NyayaDraft` : 'Document Not Found — NyayaDraft' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  // Another user's agreement and a missing one get the same answer: nothing leaks.
  const data = await documentPageData(user.id, params.id)
  if (!data) throw json('Document Not Found', { status: 404 })
  return json(data)
}

// The full document view (edit, AI edit, analysis, sharing) is the document issue's;
// here the agreement opens with its title, pages, text and the export downloads.
export default function AgreementPage() {
  const doc = useLoaderData<typeof loader>()
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <Link to="/app" className="text-sm text-brand-700 underline">
          ← Back to the workspace
        </Link>
        <header className="mt-4 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{doc.title}</h1>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">Legal Document</span>
          <span className="text-sm text-slate-600">
            {doc.pages} {doc.pages === 1 ? 'page' : 'pages'} · created {doc.created}
          </span>
          {doc.access === 'preview' ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Preview — free trial</span>
          ) : null}
        </header>
        <article className="mt-6 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-6 font-serif text-[15px] leading-relaxed">
          {doc.content}
        </article>
        <ExportPanel agreementId={doc.id} access={doc.access} exports={doc.exports} />
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
