import { PassThrough } from 'node:stream'
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { getDb } from '#db/client.server.ts'
import { startAppMailDelivery } from './features/mail/app-delivery.server.ts'
import { NonceProvider } from './platform/nonce.tsx'
import { getEnv } from './platform/env.server.ts'
import { getLog } from './platform/log.server.ts'
import { etagMatches, pageEtag, REVALIDATE } from './platform/page-cache.server.ts'
import { RequestIdProvider, withRequestId } from './platform/request-id.tsx'
import { describeRuntime } from './platform/runtime.server.ts'
import { REQUEST_ID_HEADER } from '../server/request-id.js'

// server.js runs the process with these (its logger, /readyz, /metrics, request lines).
export { operations } from './platform/operations.server.ts'

// Open (and migrate) the database when the server loads this build, not on the first
// request: a PGlite directory held by another process stops start-up with its message, as
// a half-set SMTP_URL / MAIL_FROM does when the outbox's deliverer starts. The settings the
// pages read (Razorpay keys, SUPPLIER_*, the model's) are checked here too, so a bad one stops
// start-up with its name instead of leaving a process /readyz calls ready whose pages all fail.
if (process.env.NODE_ENV !== 'test') {
  getEnv()
  describeRuntime()
  await getDb()
  await startAppMailDelivery()
}

const ABORT_DELAY = 5_000

/**
 * An error a loader, action or render threw: logged with its stack and the request's id.
 * The page shows none of it (Remix answers a production error without the message).
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  // A client that went away aborts its loaders; that is no error of ours.
  if (request.signal.aborted) return
  const requestId = request.headers.get(REQUEST_ID_HEADER)
  // The router's own refusals (a POST where no action is) carry their cause inside.
  if (isRouteErrorResponse(error)) {
    const cause = (error as { error?: unknown }).error ?? error.statusText
    getLog()[error.status < 500 ? 'warn' : 'error'](
      { err: cause, requestId, status: error.status },
      'request refused',
    )
    return
  }
  getLog().error({ err: error, requestId }, 'request failed')
}

// Every page and its data depend on who is signed in (a private agreement, the CSRF token):
// no cache keeps them, so after sign-out a shared computer's Back button shows nothing. A
// route that may be kept says so itself.
const PRIVATE = 'private, no-store'

export async function handleDataRequest(
  response: Response,
  { request }: LoaderFunctionArgs | ActionFunctionArgs,
): Promise<Response> {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE)
  // An unexpected error reaches the browser as "Unexpected Server Error" only; its request
  // id rides along in the message, so the 500 page shows it after a navigation too.
  const id = request.headers.get(REQUEST_ID_HEADER)
  if (id && response.status >= 500 && response.headers.has('X-Remix-Error')) {
    const body = (await response.json()) as { message?: unknown }
    const message = typeof body.message === 'string' ? body.message : 'Unexpected Server Error'
    const headers = new Headers(response.headers)
    headers.delete('Content-Length')
    return new Response(JSON.stringify({ ...body, message: withRequestId(message, id) }), {
      status: response.status,
      headers,
    })
  }
  return response
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : ''
  // A page marked REVALIDATE (a public page, signed out) is tagged from what it is rendered
  // from; a browser holding that copy gets 304 without a render.
  if (responseStatusCode === 200 && responseHeaders.get('Cache-Control') === REVALIDATE) {
    const url = new URL(request.url)
    const etag = pageEtag(
      remixContext.manifest.version,
      url.pathname + url.search,
      remixContext.staticHandlerContext.loaderData,
    )
    responseHeaders.set('ETag', etag)
    if (etagMatches(request.headers.get('if-none-match'), etag))
      return Promise.resolve(new Response(null, { status: 304, headers: responseHeaders }))
  }
  const requestId = request.headers.get(REQUEST_ID_HEADER)
  const callback = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={requestId}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        [callback]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', PRIVATE)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered)
            getLog().error({ err: error, requestId: request.headers.get(REQUEST_ID_HEADER) }, 'render failed')
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}
