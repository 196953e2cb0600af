import { json } from '@remix-run/node'
import type { z } from 'zod'
import { checkSameOrigin } from '../../server/origin.js'
import { API_MAX_BYTES } from '../../server/request-limits.js'
import { findUnstorable, unstorableMessage } from '#domain/shared/storable-text.ts'
import { authenticateApiCall } from '#app/features/api-tokens/tokens.server.ts'
import { getDb } from './db.server.ts'
import { noteRequestUser } from './request-user.server.ts'
import { getSessionUser, type SessionUser } from './session.server.ts'

/**
 * Guards and answers for the JSON API (/api/*). Every answer is JSON — never an HTML page
 * or a redirect to sign-in — and never cached, since each one is one user's data.
 */
const NO_STORE = { 'Cache-Control': 'private, no-store' }
// Bodies the API takes are a title, a chat message or a generation request: far below
// this. server.js refuses a larger declared length before the body is read.
const MAX_BODY_BYTES = API_MAX_BYTES

export const NOT_FOUND = 'Not found'
export const AUTH_REQUIRED = 'Authentication required'

export function apiJson<T>(data: T, init: { status?: number; headers?: Record<string, string> } = {}) {
  return json(data, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } })
}

export function apiError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return apiJson({ error, ...extra }, { status, headers })
}

/** The same answer for a missing id and another user's id, so neither is revealed. */
export const notFound = () => apiError(404, NOT_FOUND)

export function methodNotAllowed(allowed: readonly string[]) {
  return apiError(405, 'Method not allowed', {}, { Allow: allowed.join(', ') })
}

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i

/**
 * The caller: a personal API token (`Authorization: Bearer …`) or the browser's session
 * cookie. A request that sends an Authorization header is judged by it alone — a bad
 * token is a 401 even with a valid cookie, so a client learns its token is wrong.
 * Writes pass the same-origin rule again here (server.js applies it first): a cookie
 * needs this origin; a bearer token needs none, but a foreign Origin is still refused.
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await authenticatedCaller(request)
  const origin = checkSameOrigin(request)
  if (!origin.ok) throw apiError(403, `Forbidden: ${origin.reason}`)
  return user
}

async function authenticatedCaller(request: Request): Promise<SessionUser> {
  const authorization = request.headers.get('authorization')
  if (authorization !== null) {
    const token = BEARER.exec(authorization)?.[1]
    // Counted here, per token, as the call is authenticated (the profile's "API calls").
    const user = token ? await authenticateApiCall(await getDb(), token) : null
    if (!user) throw apiError(401, AUTH_REQUIRED, {}, { 'WWW-Authenticate': 'Bearer error="invalid_token"' })
    noteRequestUser(request, user.id)
    return user
  }
  const user = await getSessionUser(request)
  if (!user) throw apiError(401, AUTH_REQUIRED, {}, { 'WWW-Authenticate': 'Bearer' })
  return user
}

/**
 * The request's JSON body parsed by `schema`, or a thrown 400 `{error}`: the body must be
 * sent as application/json (a cross-site HTML form cannot send that without CORS), be
 * valid JSON, hold no text the database cannot store (a NUL, an unpaired surrogate — in
 * any string or key, refused rather than altered) and match the schema.
 */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') throw apiError(400, 'Send a JSON body with Content-Type: application/json')
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw apiError(413, 'The request body is too large')
  const text = await readCapped(request, MAX_BODY_BYTES)
  if (text === null) throw apiError(413, 'The request body is too large')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw apiError(400, 'The request body is not valid JSON')
  }
  const unstorable = findUnstorable(body)
  if (unstorable) throw apiError(400, unstorableMessage(unstorable))
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw apiError(400, firstIssue(parsed.error))
  return parsed.data
}

/** The body as text, read no further than `max` bytes (a chunked body declares no length); null past it. */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const bytes = await readBytesCapped(request, max)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}

/** The body's exact bytes, read no further than `max`; null past it (a webhook's signature is over these). */
export async function readBytesCapped(request: Request, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/** One readable sentence for a zod failure: the field, then what is wrong with it. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const path = issue.path.map(String).join('.')
  return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message
}
