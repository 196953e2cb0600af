import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { apiTokensAction, apiTokensPage } from '#app/features/api-tokens/page.server.ts'
import { ApiTokensPage } from '#app/features/api-tokens/api-tokens-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'

export const meta: MetaFunction = () => [{ title: 'API tokens — NyayaDraft' }]

// A document POST renders the page with this route's headers, not the action's, so the
// no-store the action sets must be passed on here.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers()
  const cache = actionHeaders.get('Cache-Control')
  if (cache) headers.set('Cache-Control', cache)
  return headers
}

export const loader = ({ request }: LoaderFunctionArgs) => apiTokensPage(request)

export const action = ({ request }: ActionFunctionArgs) => apiTokensAction(request)

export default function ApiTokens() {
  return <ApiTokensPage data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
