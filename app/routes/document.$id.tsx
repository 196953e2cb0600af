import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { collaborationAction } from '#app/features/collaboration/actions.server.ts'
import { sharedDocumentData } from '#app/features/collaboration/shared-document.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'
import { WorkspaceTabs } from '#app/features/workspace/workspace-tabs.tsx'
import { PrintView } from '#app/features/collaboration/print-view.tsx'
import { SharedDocumentView } from '#app/features/collaboration/shared-document-view.tsx'
import { COLLABORATION_INTENTS, type CollaborationField } from '#app/features/collaboration/contract.ts'
import { refusalOf } from '#app/platform/form-contract.ts'

// /document/<id>: the shared document page — the workspace opened on a document, on its
// Collaboration tab (spec §2). Its action takes every collaboration form (team, comments,
// share) from here, the document page's Collaborate tab and the dialog over /app.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} — Shared Document — NyayaDraft` : 'Document Not Found — NyayaDraft' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  // No role and no such document are the same answer: nothing of the document is sent.
  const data = await sharedDocumentData(user, params.id, new URL(request.url))
  if (!data) throw json('Document Not Found', { status: 404 })
  return json(data)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return collaborationAction(request, context, user, params.id ?? '')
}

export default function SharedDocument() {
  const doc = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  // Without JavaScript a refused form renders this page again, with what was typed.
  const refused = refusalOf<CollaborationField>(answer, ...COLLABORATION_INTENTS)
  if (doc.print) return <PrintView doc={doc} />
  return (
    <>
      <SiteHeader />
      <WorkspaceTabs view="collaboration" />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <SharedDocumentView doc={doc} refused={refused} />
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
