import type { HeadersFunction } from '@remix-run/node'
import { NO_STORE } from '#app/platform/page-cache.server.ts'

/**
 * A public page's caching, as its loader decided it (signed out: revalidate; signed in:
 * no-store) — or, answering a form, as the action decided, with its Retry-After when it
 * asks for a wait: without this, a refused form sent with JavaScript off lost both.
 */
export const publicPageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return {
    'Cache-Control': actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? NO_STORE,
    ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
  }
}
