import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { historyPage } from '#app/features/history/page.server.ts'
import { HistoryPage } from '#app/features/history/history-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Version history — ${data.title} — NyayaDraft` : 'Document Not Found — NyayaDraft' },
]

export const loader = ({ request, params }: LoaderFunctionArgs) => historyPage(request, params.id)

export default function History() {
  return <HistoryPage page={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
