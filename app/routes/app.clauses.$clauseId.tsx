import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { clausePage, clausePageAction } from '#app/features/clause-library/page.server.ts'
import { ClausePageView } from '#app/features/clause-library/clause-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /app/clauses/<id>: a clause of the library or one of the user's own, copied or added to one
// of their documents; their own can also be deleted.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.clause.title} — Clause Library — NyayaDraft` : 'Clause Not Found — NyayaDraft' },
]

export const loader = ({ request, params }: LoaderFunctionArgs) => clausePage(request, params.clauseId)

export const action = (args: ActionFunctionArgs) => clausePageAction(args)

export default function ClauseRoute() {
  return <ClausePageView data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
