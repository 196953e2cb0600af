// @ts-check
/**
 * The last net under every loader and action of the build: an error that is, or was
 * caused by, a ConcurrencyError is answered 409 with a sentence, never 500. The command
 * runner (app/platform/command-runner.server.ts) already turns a busy stream into each
 * aggregate's own refusal; this catches a path that bypasses the runner, or a refusal that
 * a route does not map (docs/decisions/0016-concurrent-additions.md).
 */

export const CONFLICT_MESSAGE =
  'Many changes reached this document at the same moment, and this one could not be recorded. Nothing was changed; please try again.'

/** @param {unknown} error */
export function isConcurrencyConflict(error) {
  // Matched by name: the build bundles its own copy of the class.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (/** @type {{ name?: unknown }} */ (e).name === 'ConcurrencyError') return true
    e = /** @type {{ cause?: unknown }} */ (e).cause
  }
  return false
}

/**
 * @param {(args: any) => Promise<unknown>} fn
 * @returns {(args: any) => Promise<unknown>}
 */
function answering(fn) {
  return async (args) => {
    try {
      return await fn(args)
    } catch (error) {
      if (!isConcurrencyConflict(error)) throw error
      // The JSON API answers `{error}`; a page's error boundary shows the sentence itself.
      const api = new URL(args.request.url).pathname.startsWith('/api/')
      throw new Response(JSON.stringify(api ? { error: CONFLICT_MESSAGE } : CONFLICT_MESSAGE), {
        status: 409,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
      })
    }
  }
}

/**
 * The build with every route's loader and action wrapped; the rest untouched.
 * @template {{ routes: Record<string, { module: Record<string, unknown> }> }} Build
 * @param {Build} build
 * @returns {Build}
 */
export function answerConflicts(build) {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      /** @type {Record<string, unknown>} */
      const module = { ...route.module }
      for (const name of ['loader', 'action']) {
        const fn = module[name]
        if (typeof fn === 'function') module[name] = answering(/** @type {any} */ (fn))
      }
      return [id, { ...route, module }]
    }),
  )
  return { ...build, routes }
}
