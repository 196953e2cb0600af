// @ts-check
/**
 * What server.js refuses before a request reaches Remix, each the client's mistake and
 * answered 4xx with the reason: a Host header that names no host, a NUL in the address,
 * a method HTTP does not define here, a body larger than its address takes (by the
 * declared length, before a byte of it is read), a body sent without a length, a
 * compressed body, and anything but an HTML form sent to a form action. Then a body that
 * stops arriving is answered 408 and its connection closed, instead of being held.
 */
import { BODY_IDLE_TIMEOUT_MS, bodyRuleFor } from './request-limits.js'

/** @typedef {{ status: number, message: string, headers?: Record<string, string> }} Refusal */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']
const READS_ONLY = new Set(['GET', 'HEAD', 'OPTIONS'])
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']
// A name and an optional port: a bracketed IPv6 address, or anything without the
// characters that end or split a host. The URL parser then judges the name itself.
const HOST = /^(\[[0-9a-f:.]+\]|[^\s/?#@[\]\\:]+)(?::(\d{1,5}))?$/i

/** Null when a Host header (or X-Forwarded-Host) names a host, and a port at most. @param {string | undefined} host */
export function hostProblem(host) {
  // HTTP/1.0 may leave Host out; Node itself refuses an HTTP/1.1 request without one.
  if (host === undefined) return null
  const match = HOST.exec(host)
  if (match && Number(match[2] ?? 0) <= 65535) {
    try {
      new URL(`http://${match[1]}/`)
      return null
    } catch {
      // not a host name the URL parser accepts
    }
  }
  return 'the Host header is not a host name'
}

/**
 * The refusal for a request, judged from its line and headers alone; null to let it in.
 * @param {IncomingMessage} req
 * @param {{ trustProxy: boolean }} options
 * @returns {Refusal | null}
 */
export function requestProblem(req, { trustProxy }) {
  const method = (req.method ?? '').toUpperCase()
  const host = hostProblem(req.headers.host) ?? (trustProxy ? hostProblem(firstForwardedHost(req)) : null)
  if (host) return { status: 400, message: `Bad Request: ${host}.` }
  // A NUL reaches no page or query: Postgres cannot store it, and no address here needs one.
  if (/%00/i.test(req.url ?? ''))
    return { status: 400, message: 'Bad Request: the address contains a NUL character (%00).' }
  if (!METHODS.includes(method))
    return {
      status: 405,
      message: `Method ${method} is not allowed here.`,
      headers: { Allow: METHODS.join(', ') },
    }
  return bodyProblem(req, method)
}

/** @param {IncomingMessage} req */
function firstForwardedHost(req) {
  const value = req.headers['x-forwarded-host']
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()
  return first === '' ? undefined : first
}

/** @param {IncomingMessage} req @param {string} method @returns {Refusal | null} */
function bodyProblem(req, method) {
  const rule = bodyRuleFor(pathOf(req))
  // Node refuses a request with both a length and chunks, or a length that is not a number.
  if (req.headers['transfer-encoding'] !== undefined) {
    return {
      status: 411,
      message:
        'Length Required: send the body with a Content-Length header; chunked bodies are not accepted.',
    }
  }
  const length = Number(req.headers['content-length'] ?? 0)
  if (length > rule.maxBytes) return { status: 413, message: rule.tooLarge }
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase()
  if (length > 0 && encoding !== 'identity')
    return { status: 415, message: 'Unsupported Media Type: compressed request bodies are not accepted.' }
  if (rule.body === 'form' && !READS_ONLY.has(method)) {
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!FORM_TYPES.includes(type)) {
      return {
        status: 415,
        message:
          'Unsupported Media Type: this address takes an HTML form, sent as application/x-www-form-urlencoded or multipart/form-data.',
      }
    }
  }
  return null
}

/**
 * The path the router will match, not the path as sent: Remix parses the address with the
 * WHATWG URL parser (dot segments resolved, a backslash read as `/`, no fragment) and decodes each
 * segment, so a rule judged on the raw text could be another route's (`/api/../auth`).
 * @param {IncomingMessage} req
 */
function pathOf(req) {
  let pathname = '/'
  try {
    pathname = new URL(req.url ?? '/', 'http://path.invalid').pathname
  } catch {
    return pathname
  }
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F')
      } catch {
        return segment
      }
    })
    .join('/')
}

/** @param {IncomingMessage} req */
const isApi = (req) => /^\/api(\/|$)/i.test(pathOf(req))

/** @param {IncomingMessage} req */
export const hasBody = (req) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

/**
 * Answers a refusal: JSON under /api/ (the API answers nothing else), plain text elsewhere.
 * A body not yet read is not waited for: the connection closes after the answer.
 * @param {IncomingMessage} req @param {ServerResponse} res @param {Refusal} refusal
 */
export function refuse(req, res, refusal) {
  const api = isApi(req)
  const body = api ? JSON.stringify({ error: refusal.message }) : `${refusal.message}\n`
  res.statusCode = refusal.status
  for (const [name, value] of Object.entries(refusal.headers ?? {})) res.setHeader(name, value)
  res.setHeader('Content-Type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  if (hasBody(req) && !req.complete) res.setHeader('Connection', 'close')
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Watches a request's body arrive. When no byte has come for BODY_IDLE_TIMEOUT_MS while
 * the server is waiting for one (nothing read is left unconsumed), the client has
 * stalled — a Content-Length larger than what it sends — and the request is answered 408
 * and its connection closed. Nothing is watched once the whole body has arrived.
 * @param {IncomingMessage} req @param {ServerResponse} res
 */
export function watchBodyArrival(req, res, idleMs = BODY_IDLE_TIMEOUT_MS) {
  const socket = req.socket
  let lastRead = socket.bytesRead
  let quietSince = Date.now()
  const timer = setInterval(
    () => {
      if (req.complete || socket.destroyed) return clearInterval(timer)
      // Bytes received but not yet consumed: the server is behind, not the client.
      if (socket.bytesRead !== lastRead || req.readableLength > 0) {
        lastRead = socket.bytesRead
        quietSince = Date.now()
        return
      }
      if (Date.now() - quietSince < idleMs) return
      clearInterval(timer)
      if (res.headersSent) return void socket.destroy()
      refuse(req, res, {
        status: 408,
        message: 'Request Timeout: the request body stopped arriving before its declared length.',
      })
      res.once('finish', () => socket.destroy())
    },
    Math.min(1000, idleMs),
  )
  timer.unref()
  req.once('close', () => clearInterval(timer))
}
