// @ts-check
/**
 * Security headers for every response. Scripts run only with the per-request nonce, so
 * model output or a pasted clause can never execute; images only from this origin or
 * data: URLs, so a Markdown beacon cannot phone home (reliability plan, S7 and fact 9).
 * @param {string} nonce
 * @param {{ https: boolean, development: boolean }} options
 */
export function securityHeaders(nonce, { https, development }) {
  const connect = development ? "'self' ws:" : "'self'"
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
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
