import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { addClausePageAction, clausesPage } from '#app/features/clauses/page.server.ts'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /app/documents/<id>/clauses takes "Add to document" from the Clauses tab.

export const loader = ({ request, params }: LoaderFunctionArgs) => clausesPage(request, params.id)

export const action = (args: ActionFunctionArgs) => addClausePageAction(args)

// A UI route (not a resource route), so a refusal thrown by the action shows the error page.
export default function AddClause() {
  return null
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
