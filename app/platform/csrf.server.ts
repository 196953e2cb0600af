import crypto from 'node:crypto'
import { checkSameOrigin } from '../../server/origin.js'
import { cookiePair } from './cookies.server.ts'

/**
 * CSRF defence in two layers: every POST must come from this origin (also enforced for
 * all routes in server.js), and every form carries a token that must equal the one in a
 * signed, HttpOnly cookie (OWASP's signed double-submit cookie).
 */
export const CSRF_FIELD = 'csrf'
const csrfCookie = cookiePair('csrf')

async function readToken(request: Request): Promise<string | null> {
  const value: unknown = await csrfCookie(request).parse(request.headers.get('cookie'))
  return typeof value === 'string' && value.length >= 32 ? value : null
}

/** The browser's token, minting one (with its Set-Cookie) when it has none. */
export async function issueCsrfToken(request: Request): Promise<{ token: string; setCookie: string | null }> {
  const existing = await readToken(request)
  if (existing) return { token: existing, setCookie: null }
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, setCookie: await csrfCookie(request).serialize(token) }
}

export const CSRF_EXPIRED = 'Your form expired. Please try again.'

/**
 * Null when the request is same-origin and carries the right token; otherwise the
 * message to show. Routes answer 403 with the user's typed values kept.
 */
export async function csrfProblem(request: Request, formData: FormData): Promise<string | null> {
  const origin = checkSameOrigin(request)
  if (!origin.ok) return `Forbidden: ${origin.reason}`
  const expected = await readToken(request)
  const sent = formData.get(CSRF_FIELD)
  if (expected === null || typeof sent !== 'string') return CSRF_EXPIRED
  // Compared as bytes: a sent token of the right length in characters but not in UTF-8
  // bytes (a non-ASCII character in it) would make timingSafeEqual throw.
  const sentBytes = Buffer.from(sent)
  const expectedBytes = Buffer.from(expected)
  const valid = sentBytes.length === expectedBytes.length && crypto.timingSafeEqual(sentBytes, expectedBytes)
  return valid ? null : CSRF_EXPIRED
}

/** For actions with nothing typed to keep (sign-out): a bare 403. */
export async function assertCsrf(request: Request, formData: FormData): Promise<void> {
  const problem = await csrfProblem(request, formData)
  if (problem) throw new Response(problem, { status: 403 })
}
