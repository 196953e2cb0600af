// Every in-app redirect to a target a form or a query string supplied (sign-in's
// `redirectTo`, the document and collaboration forms' `returnTo`) is decided here, once.

// Targets are resolved against a reserved origin: only a path of this site resolves to it,
// never a URL naming a host, nor one a browser would read as naming one.
const SITE = new URL('http://site.invalid')
// Longer than any page of the product links to; a longer target is not one of ours.
export const MAX_TARGET_LENGTH = 2048
// Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\t/x` and `/\x`
// would become `//x`, another host: no target may hold them, raw or percent-encoded.
const UNSAFE = /[\p{Cc}\\]/u

export type RedirectScope = {
  /** Where to go when the target is refused (default `/app`). */
  fallback?: string
  /** Only paths equal to, or under, one of these (e.g. `/app`). */
  within?: readonly string[]
}

/**
 * The path to redirect to: the target parsed by the WHATWG URL parser, kept only if it is
 * a path of this site, and given back normalised (`/app/../x` → `/x`) as pathname, query
 * and fragment; anything else gets the fallback.
 */
export function redirectTarget(raw: unknown, { fallback = '/app', within }: RedirectScope = {}): string {
  if (typeof raw !== 'string' || raw.length > MAX_TARGET_LENGTH) return fallback
  if (!raw.startsWith('/') || UNSAFE.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SITE.origin) return fallback
  const path = decoded(url.pathname)
  if (path === null || path.startsWith('//') || UNSAFE.test(path)) return fallback
  if (within && !within.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
    return fallback
  }
  return `${url.pathname}${url.search}${url.hash}`
}

/** The path with its percent-escapes read, or null when they are broken. */
function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}
