import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useRouteError } from '@remix-run/react'
import { addClauseAction } from '#app/features/clauses/actions.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { requireDocumentAccess } from '#app/features/documents/guard.server.ts'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /app/documents/<id>/clauses takes "Add to document" from the Clauses tab.

// The library itself is the document page's Clauses tab.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  await requireDocumentAccess(user, params.id)
  return redirect(`/app/documents/${params.id ?? ''}?tab=clauses`)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return addClauseAction(request, commandContext({ request, context }, user.id), params.id ?? '')
}

// A UI route (not a resource route), so a refusal thrown by the action shows the error page.
export default function AddClause() {
  return null
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
