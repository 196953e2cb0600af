/**
 * A speculative request: a browser prefetch or prerender (`Sec-Purpose: prefetch`, the older
 * `Purpose: prefetch`, or Chromium's `X-Purpose: preview`). A GET that records something
 * (an export) must record nothing for it — the user has not asked for the file yet.
 */
export function isSpeculative(request: Request): boolean {
  const purpose = [
    request.headers.get('sec-purpose'),
    request.headers.get('purpose'),
    request.headers.get('x-purpose'),
  ]
  return purpose.some((value) => value !== null && /\b(prefetch|prerender|preview)\b/i.test(value))
}

/** What a speculative request gets instead: nothing to keep, so the real request comes back and is recorded. */
export const speculativeRefusal = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store', Vary: 'Sec-Purpose, Purpose' } })
