import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { saveClauseAction, saveClausePage } from '#app/features/personal-clauses/save-page.server.ts'
import { SaveClausePageView } from '#app/features/personal-clauses/save-clause-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /app/documents/<id>/save-clause: a passage of the document kept as the user's own clause.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Save as my clause — ${data.document.title} — NyayaDraft`
      : 'Document Not Found — NyayaDraft',
  },
]

export const loader = ({ request, params }: LoaderFunctionArgs) => saveClausePage(request, params.id)

export const action = (args: ActionFunctionArgs) => saveClauseAction(args)

export default function SaveClauseRoute() {
  return (
    <SaveClausePageView data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
