// @ts-check
/**
 * Same-origin check for state-changing requests, shared by server.js (every POST, resource
 * routes included) and the actions' CSRF validation. Remix's own check only runs when an
 * Origin header is present, so it is a floor, not a defence (reliability plan, fact 1).
 */

/** @param {Request} request */
export function expectedOrigin(request) {
  return new URL(request.url).origin
}

/**
 * @param {Request} request
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function checkSameOrigin(request) {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return { ok: true }
  const expected = expectedOrigin(request)
  const origin = request.headers.get('origin')
  if (origin !== null) {
    return origin === expected
      ? { ok: true }
      : { ok: false, reason: `cross-origin request from ${origin}` }
  }
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      if (new URL(referer).origin === expected) return { ok: true }
    } catch {
      // fall through: an unparseable Referer proves nothing
    }
    return { ok: false, reason: 'cross-origin Referer' }
  }
  return { ok: false, reason: 'no Origin or Referer header' }
}
