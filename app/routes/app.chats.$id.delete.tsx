import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { deleteConversationAction, deleteConversationPage } from '#app/features/chat/delete-page.server.ts'
import { DeleteConversationPage } from '#app/features/chat/delete-conversation-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Delete conversation — NyayaDraft' }]

export const loader = ({ request, params }: LoaderFunctionArgs) => deleteConversationPage(request, params.id)

export const action = (args: ActionFunctionArgs) => deleteConversationAction(args)

export default function DeleteConversation() {
  return <DeleteConversationPage {...useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
