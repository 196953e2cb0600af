import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { sharedDocumentAction, sharedDocumentPage } from '#app/features/collaboration/page.server.ts'
import { SharedDocumentPage } from '#app/features/collaboration/shared-document-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /document/<id>: the shared document page — the workspace opened on a document, on its
// Collaboration tab (spec §2). Its action takes every collaboration form (team, comments,
// share) from here, the document page's Collaborate tab and the dialog over /app.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} — Shared Document — NyayaDraft` : 'Document Not Found — NyayaDraft' },
]

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  sharedDocumentPage(request, params.id, context)

export const action = (args: ActionFunctionArgs) => sharedDocumentAction(args)

export default function SharedDocument() {
  return <SharedDocumentPage doc={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
