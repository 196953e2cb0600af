import { createCookie, type Cookie, type CookieOptions } from '@remix-run/node'
import { getEnv } from './env.server.ts'
import { isHttps } from './request.server.ts'

/**
 * Each cookie exists in two spellings. Over https it is `__Host-<name>`: Secure, Path=/,
 * no Domain, so no sibling host can set or read it. Over plain http (`npm start` on
 * localhost) browsers refuse Secure and `__Host-` cookies, so the plain name is used.
 */
export function cookiePair(name: string, options: CookieOptions = {}) {
  const base: CookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', ...options }
  let variants: { https: Cookie; http: Cookie } | undefined
  return (request: Request): Cookie => {
    variants ??= {
      https: createCookie(`__Host-${name}`, { ...base, secure: true, secrets: [getEnv().SESSION_SECRET] }),
      http: createCookie(name, { ...base, secure: false, secrets: [getEnv().SESSION_SECRET] }),
    }
    return isHttps(request) ? variants.https : variants.http
  }
}
