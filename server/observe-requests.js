// @ts-check
/**
 * One JSON log line and one metrics observation per HTTP request, as its response ends:
 * time (pino's), request id, method, route id, status, duration and the user's id — never
 * the path with its ids, a query, an address, a token or a body. The request id is given
 * here, first, so every line of one request (its errors too) carries it.
 */
import crypto from 'node:crypto'
import { REQUEST_ID_HEADER } from './request-id.js'

/** Routes a balancer or Prometheus calls every few seconds: their lines are debug, not info. */
export const PROBE_ROUTES = new Set(['healthz', 'readyz', 'metrics'])
/** A response the client went away from before it ended (nginx's number for it). */
export const CLIENT_CLOSED = 499

/**
 * @typedef {{ [level in 'debug' | 'info' | 'error']: (line: object, message: string) => void }} Log
 * @typedef {{
 *   log: () => Log,
 *   observe: (route: string, method: string, status: number, seconds: number) => void,
 *   userOf: (requestId: string) => string | null,
 * }} Observers
 */

/**
 * Express middleware; a later layer names the route in `res.locals.routeId`.
 * @param {Observers} observers
 * @returns {import('express').RequestHandler}
 */
export function observeRequests({ log, observe, userOf }) {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const requestId = crypto.randomUUID()
    // Set whatever the client sent: loaders share per-request work by it (session.server.ts).
    req.headers[REQUEST_ID_HEADER] = requestId
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const route = typeof res.locals.routeId === 'string' ? res.locals.routeId : 'server'
      const aborted = !res.writableFinished
      const status = aborted ? CLIENT_CLOSED : res.statusCode
      observe(route, req.method, status, seconds)
      const userId = userOf(requestId)
      const line = {
        requestId,
        method: req.method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(userId ? { userId } : {}),
        ...(aborted ? { aborted: true } : {}),
      }
      const level = PROBE_ROUTES.has(route) ? 'debug' : status >= 500 ? 'error' : 'info'
      log()[level](line, 'request')
    }
    res.once('finish', end)
    res.once('close', end)
    next()
  }
}
