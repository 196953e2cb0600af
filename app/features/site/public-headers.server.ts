import type { HeadersFunction } from '@remix-run/node'
import { NO_STORE } from '#app/platform/page-cache.server.ts'

/** A public page's caching, as its loader decided it (signed out: revalidate; signed in: no-store). */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? NO_STORE,
})
