import { useRouteError, type MetaFunction } from '@remix-run/react'
import { ErrorPage } from '#app/features/site/error-page.tsx'

// Any path no other route claims: a real 404 status, not a soft one.
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

// Its own title, not the home page's, and kept out of search results.
export const meta: MetaFunction = () => [
  { title: 'Page not found — NyayaDraft' },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
