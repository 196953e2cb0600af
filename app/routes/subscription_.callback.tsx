import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { paymentLinkCallback } from '#app/features/subscription/callback.server.ts'
import { SubscriptionPage } from '#app/features/subscription/subscription-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// GET /subscription/callback: where the hosted payment page sends the customer back. A
// verified payment redirects to /subscription; a refused one is the plan page with the reason.
export const meta: MetaFunction = () => [{ title: 'Professional plan — NyayaDraft' }]

export const loader = (args: LoaderFunctionArgs) => paymentLinkCallback(args)

export default function SubscriptionCallback() {
  return <SubscriptionPage data={useLoaderData<typeof loader>()} actionData={undefined} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
