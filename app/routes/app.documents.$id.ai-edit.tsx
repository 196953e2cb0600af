import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useRouteError } from '@remix-run/react'
import { aiEditPage, aiEditPageAction } from '#app/features/ai-edit/page.server.ts'
import { AiEditPage } from '#app/features/ai-edit/ai-edit-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /app/documents/<id>/ai-edit takes the AI editor's form (and Undo); without JavaScript a
// refusal renders this route's own page (the document page is `$id._index`, so nothing
// nests it — ADR 0010).

export const meta: MetaFunction = () => [{ title: 'AI Edit — NyayaDraft' }]

export const loader = ({ request, params }: LoaderFunctionArgs) => aiEditPage(request, params.id)

export const action = (args: ActionFunctionArgs) => aiEditPageAction(args)

export default function AiEditRefused() {
  return <AiEditPage actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
