import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { addToDocumentAction, clausePage } from '#app/features/clause-library/page.server.ts'
import { ClausePageView } from '#app/features/clause-library/clause-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /app/clauses/<id>: a clause of the library, copied or added to one of the user's documents.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.clause.title} — Clause Library — NyayaDraft` : 'Clause Not Found — NyayaDraft' },
]

export const loader = ({ request, params }: LoaderFunctionArgs) => clausePage(request, params.clauseId)

export const action = (args: ActionFunctionArgs) => addToDocumentAction(args)

export default function ClauseRoute() {
  return <ClausePageView data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
