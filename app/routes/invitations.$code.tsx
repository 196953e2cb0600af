import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { acceptInvitationAction, invitationPage } from '#app/features/invitations/page.server.ts'
import { InvitationPage } from '#app/features/invitations/invitation-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /invitations/<code>: a pending invitation's single-use link. A signed-in visitor sees what
// they are invited to and accepts with a form (a GET never accepts: link previews and
// prefetches open it too); a visitor who is not signed in is asked to sign in or sign up first.

export const meta: MetaFunction = () => [
  { title: 'Invitation — NyayaDraft' },
  { name: 'robots', content: 'noindex' },
]

export const loader = ({ request, params }: LoaderFunctionArgs) => invitationPage(request, params.code)

export const action = (args: ActionFunctionArgs) => acceptInvitationAction(args)

export default function Invitation() {
  return <InvitationPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
