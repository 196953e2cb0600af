// @ts-check
/**
 * The Remix route a request is for, by its id (`routes/app.documents.$id._index`), for the
 * request's log line and metrics: the path with its ids would make every document a label
 * of its own. Matched as Remix matches (the router's matchRoutes over the build's routes).
 */
import { matchRoutes } from '@remix-run/react'

/** @typedef {{ id: string, path?: string, index?: boolean, caseSensitive?: boolean, parentId?: string }} BuildRoute */
/** @typedef {{ id: string, path?: string, index?: boolean, caseSensitive?: boolean, children: RouteNode[] }} RouteNode */

/**
 * A function from a request's path and `?_data` to its route id, for one build.
 * @param {Record<string, BuildRoute | undefined>} buildRoutes the build's `routes`
 * @returns {(pathname: string, dataRouteId?: string | null) => string}
 */
export function routeIdMatcher(buildRoutes) {
  /** @type {Map<string, BuildRoute[]>} */
  const byParent = new Map()
  for (const route of Object.values(buildRoutes)) {
    if (!route) continue
    const parent = route.parentId ?? ''
    byParent.set(parent, [...(byParent.get(parent) ?? []), route])
  }
  /** @param {string} parentId @returns {RouteNode[]} */
  const tree = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: tree(r.id),
    }))
  const routes = /** @type {any} */ (tree(''))
  return (pathname, dataRouteId) => {
    // A JavaScript navigation's data request names its route itself (?_data=<route id>).
    if (dataRouteId && Object.hasOwn(buildRoutes, dataRouteId)) return dataRouteId
    const matches = matchRoutes(routes, pathname)
    return matches?.at(-1)?.route.id ?? 'unmatched'
  }
}
