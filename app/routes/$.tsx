import { useRouteError } from '@remix-run/react'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// Any path no other route claims: a real 404 status, not a soft one.
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
