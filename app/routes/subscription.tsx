import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { subscriptionAction, subscriptionPage } from '#app/features/subscription/page.server.ts'
import { SubscriptionPage } from '#app/features/subscription/subscription-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

export const meta: MetaFunction = () => [{ title: 'Professional plan — NyayaDraft' }]

export const loader = ({ request, context }: LoaderFunctionArgs) => subscriptionPage({ request, context })

export const action = ({ request, context }: ActionFunctionArgs) => subscriptionAction({ request, context })

export default function Subscription() {
  return (
    <SubscriptionPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
