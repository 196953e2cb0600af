import crypto from 'node:crypto'

// Public pages may be revalidated instead of refetched. Their HTML still differs per browser
// (the CSRF token in the root data, the header of whoever is signed in), so only the browser
// keeps them ("private"), and only while signed out: a signed-in page stays "no-store", so a
// shared computer's Back button shows nothing after sign-out (tests/e2e/caching).

/** A page the browser may keep and must revalidate; entry.server.tsx gives it an ETag. */
export const REVALIDATE = 'private, no-cache'
export const NO_STORE = 'private, no-store'

export function publicPageCacheControl(signedIn: boolean): string {
  return signedIn ? NO_STORE : REVALIDATE
}

/**
 * A weak tag over everything the page is rendered from: the build, the URL and every
 * loader's data. The HTML differs only by its per-response CSP nonce, hence weak.
 */
export function pageEtag(buildVersion: string, url: string, loaderData: unknown): string {
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify([buildVersion, url, loaderData]))
    .digest('base64url')
  return `W/"${hash.slice(0, 27)}"`
}

/** If-None-Match against a tag, by weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
