import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { emailLinkPage, followEmailLinkAction } from '#app/features/account/email-link-page.server.ts'
import { EmailLinkPage } from '#app/features/account/email-link-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// /verify-email/<token>: the single-use link mailed to verify an address or confirm a new
// one. The GET only shows the button (mail scanners and prefetches open links); the POST applies it.

export const meta: MetaFunction = () => [
  { title: 'Confirm your e-mail — NyayaDraft' },
  { name: 'robots', content: 'noindex' },
]

export const loader = ({ params }: LoaderFunctionArgs) => emailLinkPage(params.token)

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  followEmailLinkAction(request, context, params.token)

export default function VerifyEmail() {
  return <EmailLinkPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
