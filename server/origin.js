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
 * A JSON API call that authenticates with a personal token. A browser cannot attach an
 * Authorization header to a cross-site request without a CORS preflight, which this server
 * never grants, so such a request is not a forgery even without Origin or Referer (curl
 * and scripts send neither). Only under /api/, the one place a bearer token is honoured.
 * @param {Request} request
 */
function isBearerApiCall(request) {
  const path = new URL(request.url).pathname
  return (
    (path === '/api' || path.startsWith('/api/')) &&
    /^Bearer +\S+ *$/i.test(request.headers.get('authorization') ?? '')
  )
}

/**
 * The payment gateway's webhook: a server-to-server POST that carries no Origin, no cookie and
 * no CSRF token, authenticated by its HMAC signature over the raw body instead. Exempt by
 * this exact path only; a browser's forged POST here fails the signature.
 */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook'

/**
 * @param {Request} request
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function checkSameOrigin(request) {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return { ok: true }
  if (method === 'POST' && new URL(request.url).pathname === PAYMENT_WEBHOOK_PATH) return { ok: true }
  const expected = expectedOrigin(request)
  const origin = request.headers.get('origin')
  if (origin !== null) {
    return origin === expected ? { ok: true } : { ok: false, reason: `cross-origin request from ${origin}` }
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
  // An Origin or Referer naming another site was refused above, bearer token or not.
  if (isBearerApiCall(request)) return { ok: true }
  return { ok: false, reason: 'no Origin or Referer header' }
}
