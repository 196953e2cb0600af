import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { testCheckoutAction, testCheckoutPage } from '#app/features/payments/test-checkout.server.ts'
import { TestCheckoutPage } from '#app/features/payments/test-checkout-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// The test gateway's checkout page (404 unless the test gateway is in use, and for anyone
// but the order's owner).
export const meta: MetaFunction = () => [{ title: 'Test checkout — NyayaDraft' }]

export const loader = (args: LoaderFunctionArgs) => testCheckoutPage(args)

export const action = (args: ActionFunctionArgs) => testCheckoutAction(args)

export default function TestCheckout() {
  return (
    <TestCheckoutPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
