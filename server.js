// @ts-check
// The production (and dev) HTTP server: static files, security headers, a global
// same-origin check on every POST, then Remix. `npm start` builds first and runs this.
import crypto from 'node:crypto'
import http from 'node:http'
import express from 'express'
import { createRequestHandler } from '@remix-run/express'
import { broadcastDevReady } from '@remix-run/node'
import { opensRazorpayCheckout, securityHeaders } from './server/headers.js'
import { checkSameOrigin } from './server/origin.js'
import { observeRequests } from './server/observe-requests.js'
import { REQUEST_ID_HEADER } from './server/request-id.js'
import { hasBody, refuse, requestProblem, watchBodyArrival } from './server/request-guards.js'
import { routeIdMatcher } from './server/route-id.js'
import { runtimeWarning } from './server/runtime.js'

// Before anything else, so that a server started on the wrong Node says so first.
const wrongRuntime = runtimeWarning()
if (wrongRuntime) console.warn(wrongRuntime)

const BUILD_PATH = './build/index.js'
const development = process.env.NODE_ENV === 'development'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

/** @returns {Promise<import('@remix-run/node').ServerBuild>} */
const loadBuild = async () => import(`${BUILD_PATH}?t=${Date.now()}`)
let build
try {
  // Importing the build opens the database (entry.server.tsx), so a locked PGlite data
  // directory or an unreachable DATABASE_URL stops the process here with a clear message.
  build = await loadBuild()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

/**
 * The build's logger, readiness, metrics and request users (app/platform/operations.server.ts).
 * @returns {import('./app/platform/operations.server.ts').Operations}
 */
const operations = () => /** @type {any} */ (build.entry.module).operations
let routeIdOf = routeIdMatcher(build.routes)
// Set on SIGTERM/SIGINT (below): /readyz answers 503 from then on.
let shuttingDown = false

const app = express()
app.disable('x-powered-by')
// Behind a TLS-terminating proxy set TRUST_PROXY=1 so req.protocol and req.ip are the client's.
if (process.env.TRUST_PROXY) app.set('trust proxy', Number(process.env.TRUST_PROXY) || true)

// First, so that every request — refused, static or Remix's — has its id, line and timing.
app.use(
  observeRequests({
    log: () => operations().log,
    observe: (...observation) => operations().observeRequest(...observation),
    userOf: (requestId) => operations().takeRequestUser(requestId),
  }),
)

app.use((req, res, next) => {
  const nonce = crypto.randomBytes(16).toString('base64')
  res.locals.cspNonce = nonce
  const headers = securityHeaders(nonce, {
    https: req.protocol === 'https',
    development,
    checkout: opensRazorpayCheckout(req.path, process.env),
  })
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  // A 304 makes the browser reuse its copy with that copy's headers updated from this
  // response: a fresh nonce in its CSP would block the copy's own scripts, so it sends none.
  const writeHead = res.writeHead
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /** @param {number} status @param {any[]} rest */
    function (status, ...rest) {
      if (status === 304) res.removeHeader('Content-Security-Policy')
      return writeHead.apply(res, /** @type {any} */ ([status, ...rest]))
    }
  )
  next()
})

// Before anything reads the request: a malformed Host, a NUL in the address, an unknown
// method, a body too large for its address (by its declared length), without a length or
// not a form where a form is expected are refused with the reason. A body that stops
// arriving is answered 408 instead of being waited for (server/request-guards.js).
app.use((req, res, next) => {
  const refusal = requestProblem(req, { trustProxy: Boolean(app.get('trust proxy')) })
  if (refusal) return refuse(req, res, refusal)
  if (hasBody(req)) watchBodyArrival(req, res)
  next()
})
app.use((_req, res, next) => {
  res.locals.routeId = 'static'
  next()
})
app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y' }))
app.use(express.static('public', { maxAge: '1h' }))

// Liveness: the process answers. It says nothing of the database, so a restart is never
// ordered for a database that is down.
app.get('/healthz', (_req, res) => {
  res.locals.routeId = 'healthz'
  res.type('text/plain').send('ok')
})

// The three operator endpoints live here, not in Remix: they answer before the session,
// CSRF and page machinery, and shutting down is known only to this server.
// Readiness: take traffic only while the database answers with every migration applied.
app.get('/readyz', async (_req, res, next) => {
  res.locals.routeId = 'readyz'
  res.setHeader('Cache-Control', 'no-store')
  try {
    const readiness = shuttingDown
      ? { ready: false, reason: 'shutting down' }
      : await operations().checkReadiness()
    if (readiness.ready) return void res.type('text/plain').send('ready')
    res.status(503).type('text/plain').send(`not ready: ${readiness.reason}`)
  } catch (error) {
    next(error)
  }
})

// Prometheus: a 404 unless METRICS_TOKEN is set, then only with it (metrics-endpoint.server.ts).
app.get('/metrics', async (req, res, next) => {
  res.locals.routeId = 'metrics'
  res.setHeader('Cache-Control', 'no-store')
  try {
    const answer = await operations().answerMetrics(req.get('authorization'))
    if (answer.status === 200) return void res.type(answer.contentType).send(answer.body)
    if (answer.status === 401) res.setHeader('WWW-Authenticate', 'Bearer')
    res.status(answer.status).type('text/plain').send(http.STATUS_CODES[answer.status])
  } catch (error) {
    next(error)
  }
})

app.use((req, res, next) => {
  const data = req.query._data
  res.locals.routeId = routeIdOf(req.path, typeof data === 'string' ? data : null)
  next()
})

app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const url = `${req.protocol}://${req.get('host')}${req.originalUrl}`
  const headers = new Headers()
  // Authorization too: a bearer-token call to /api/ needs no Origin (server/origin.js).
  for (const name of ['origin', 'referer', 'authorization']) {
    const value = req.get(name)
    if (value) headers.set(name, value)
  }
  const verdict = checkSameOrigin(new Request(url, { method: req.method, headers }))
  if (verdict.ok) return next()
  // The JSON API answers in JSON, even here.
  if (req.path.startsWith('/api/'))
    return void res.status(403).json({ error: `Forbidden: ${verdict.reason}` })
  res.status(403).type('text/plain').send(`Forbidden: ${verdict.reason}`)
})

// One request handler per build, not per request: creating it derives the route tree and
// compiles every route's path pattern, which cost each request ~3 % of the server's time.
const remixHandler = () =>
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      // Remix strips ?_data before the action sees the URL; toastNow needs to know
      // whether this is a JavaScript submission (loaders revalidate in a later request).
      dataRequest: typeof req.query._data === 'string',
    }),
  })
let handleRequest = remixHandler()

// Every loader of a page gets its own copy of the Request, headers included: the id
// observeRequests set on it lets them share per-request work (the session lookup in
// app/platform/session.server.ts).
app.all('*', (req, res, next) => handleRequest(req, res, next))

// What an Express layer throws (Remix answers its own errors) is logged and answered
// without its stack: a 4xx it names (a path that does not decode) as such, else a 500.
app.use(
  /** @type {import('express').ErrorRequestHandler} */
  (error, req, res, _next) => {
    const named =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : null
    // The request id (set for every request Remix saw) names the logged error in the answer.
    const id = req.headers[REQUEST_ID_HEADER]
    if (!named) operations().log.error({ err: error, requestId: id }, 'request failed')
    if (res.headersSent) return void req.socket.destroy()
    refuse(
      req,
      res,
      named
        ? { status: named, message: http.STATUS_CODES[named] ?? 'Bad Request' }
        : { status: 500, message: `Internal Server Error${id ? ` (request id ${id})` : ''}` },
    )
  },
)

// The Legal Terms tab explains a passage of up to 4,000 characters through a GET form (a
// read, so it is a URL): in an Indian script that is up to ~36 kB of percent-encoding,
// past Node's 16 kB default for the request head.
const MAX_HEADER_BYTES = 64 * 1024
const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app).listen(port, host, () => {
  // 0.0.0.0 and :: listen everywhere: a browser on this machine reaches them as localhost.
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  operations().log.info({ host, port }, `Legal-document assistant listening on http://${shown}:${port}`)
  if (development) broadcastDevReady(build)
})

// A client that asks before sending its body (Expect: 100-continue) hears the refusal
// before it sends a byte, instead of a 100 Continue and then the refusal.
server.on('checkContinue', (req, res) => {
  const refusal = requestProblem(req, { trustProxy: Boolean(app.get('trust proxy')) })
  if (refusal) return refuse(req, res, refusal)
  res.writeContinue()
  app(req, res)
})

// A request Node cannot parse as HTTP (an unknown method, a control character in a
// header) is answered with a reason, in JSON as the API would, and its connection closed.
server.on('clientError', (error, socket) => {
  const response = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage
  if (!socket.writable || response?.headersSent) return void socket.destroy()
  const code = /** @type {NodeJS.ErrnoException} */ (error).code
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = JSON.stringify({ error: `${http.STATUS_CODES[status]}: the request is not valid HTTP.` })
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
})

if (development) {
  const { watch } = await import('node:fs')
  watch(BUILD_PATH, async () => {
    build = await loadBuild()
    handleRequest = remixHandler()
    routeIdOf = routeIdMatcher(build.routes)
    broadcastDevReady(build)
  })
}

// The database module closes itself on SIGTERM/SIGINT and then exits; before it does,
// it calls this hook: /readyz turns 503, the server keeps serving for
// SHUTDOWN_DRAIN_SECONDS so a balancer polling it stops sending traffic, then stops taking
// connections, and in-flight requests finish (at most 10 s), then the export workers
// stop, before the database closes.
;/** @type {any} */ (globalThis).__beforeDatabaseClose = async () => {
  shuttingDown = true
  const drainMs = operations().shutdownDrainMs()
  operations().log.info({ drainMs }, 'shutting down: /readyz answers 503')
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 10_000)
    server.close(() => {
      clearTimeout(timer)
      resolve(undefined)
    })
    server.closeIdleConnections()
  })
  // Exports still being made for a request that outlived the 10 s get 5 s more, then the workers stop.
  await operations().closeWorkers(5_000)
}
