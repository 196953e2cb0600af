// @ts-check
// The pages that open Razorpay's checkout: the plan page (also as the callback renders it) and
// the workspace (the Upgrade dialog).
const CHECKOUT_PATHS = new Set(['/subscription', '/subscription/callback', '/app', '/app/'])

/**
 * Whether a page may load Razorpay's checkout: only the pages that open it, and only when
 * Razorpay is configured (the test gateway's checkout is the app's own page and dialog).
 * @param {string} path
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function opensRazorpayCheckout(path, env) {
  return CHECKOUT_PATHS.has(path) && Boolean(env.RAZORPAY_KEY_ID?.trim())
}

/**
 * Security headers for every response. Scripts run only with the per-request nonce, so
 * model output or a pasted clause can never execute; images only from this origin or
 * data: URLs, so a Markdown beacon cannot phone home (reliability plan, S7 and fact 9).
 * With `checkout`, Razorpay's script and frames too, and its hosted payment page as where
 * the purchase form's redirect may lead (form-action covers a form's redirects).
 * @param {string} nonce
 * @param {{ https: boolean, development: boolean, checkout?: boolean }} options
 */
export function securityHeaders(nonce, { https, development, checkout = false }) {
  const connect = development ? "'self' ws:" : "'self'"
  const razorpay = (/** @type {string} */ sources) => (checkout ? ` ${sources}` : '')
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${razorpay('https://checkout.razorpay.com')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${connect}`,
      ...(checkout ? ['frame-src https://api.razorpay.com https://checkout.razorpay.com'] : []),
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action 'self'${razorpay('https://rzp.io https://*.razorpay.com')}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self)',
  }
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
