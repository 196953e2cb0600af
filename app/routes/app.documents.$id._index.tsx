import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { documentPage } from '#app/features/documents/page.server.ts'
import { DocumentPage } from '#app/features/documents/document-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} — NyayaDraft` : 'Document Not Found — NyayaDraft' },
]

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  documentPage({ request, context }, params.id)

export default function AgreementPage() {
  return <DocumentPage doc={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
