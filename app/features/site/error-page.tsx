import { isRouteErrorResponse } from '@remix-run/react'
import { COLLABORATION_TEXTS } from '#domain/collaboration/texts.ts'
import { REQUEST_ID_ATTRIBUTE, useRequestId } from '#app/platform/request-id.tsx'

/**
 * The page for a thrown Response or an unexpected error; never shows a stack trace or the
 * error's message — a server error shows its request id instead, for support to look up.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const requestId = useRequestId(error)
  // A route may name what was not found ("Document Not Found"); the catch-all says "Not Found".
  const named =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data !== 'Not Found'
      ? error.data
      : null
  const title =
    status === 404
      ? (named ?? 'Page not found')
      : status === 403
        ? 'Not allowed'
        : status < 500
          ? 'Request refused'
          : 'Something went wrong'
  const detail =
    status === 404
      ? // A document the user has no role on is answered exactly like a missing one (spec §6).
        named === COLLABORATION_TEXTS.notFoundTitle
        ? COLLABORATION_TEXTS.notFound
        : 'The page you were looking for does not exist or has moved.'
      : isRouteErrorResponse(error) && typeof error.data === 'string' && status < 500
        ? error.data
        : 'Please try again. If it keeps happening, contact support.'
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600">{detail}</p>
      {status >= 500 && requestId ? (
        <p className="text-sm text-slate-600">
          Request id: <code {...{ [REQUEST_ID_ATTRIBUTE]: requestId }}>{requestId}</code>
          <br />
          Quote it when you contact support.
        </p>
      ) : null}
      <a href="/" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Back to Home
      </a>
    </main>
  )
}
