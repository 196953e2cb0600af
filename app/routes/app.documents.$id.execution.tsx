import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { executionDatePage } from '#app/features/documents/execution-date.server.ts'
import { executionAction } from '#app/features/documents/execution-action.server.ts'
import { DocumentPage } from '#app/features/documents/document-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /app/documents/<id>/execution takes "Record the date of execution" and "Record the date of
// registration" from the Analytics tab; a refused date is shown here, on the same tab, beside the field.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} — NyayaDraft` : 'Document Not Found — NyayaDraft' },
]

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  executionDatePage(request, context, params.id)

export const action = (args: ActionFunctionArgs) => executionAction(args)

export default function ExecutionDate() {
  return <DocumentPage doc={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
