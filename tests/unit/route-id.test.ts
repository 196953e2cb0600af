import { describe, expect, it } from 'vitest'
import { routeIdMatcher } from '../../server/route-id.js'

// The build's routes as Remix's flat routes write them (build/index.js `routes`).
const routes = {
  root: { id: 'root', path: '' },
  'routes/_index': { id: 'routes/_index', parentId: 'root', index: true },
  'routes/app._index': { id: 'routes/app._index', parentId: 'root', path: 'app', index: true },
  'routes/app.documents.$id._index': {
    id: 'routes/app.documents.$id._index',
    parentId: 'root',
    path: 'app/documents/:id',
    index: true,
  },
  'routes/app.documents.$id.history': {
    id: 'routes/app.documents.$id.history',
    parentId: 'root',
    path: 'app/documents/:id/history',
  },
  'routes/api.agreements.$id': {
    id: 'routes/api.agreements.$id',
    parentId: 'root',
    path: 'api/agreements/:id',
  },
  'routes/$': { id: 'routes/$', parentId: 'root', path: '*' },
}

describe('the route id of a request', () => {
  const routeOf = routeIdMatcher(routes)

  it('is the deepest matching route, never the path with its ids', () => {
    expect(routeOf('/')).toBe('routes/_index')
    expect(routeOf('/app')).toBe('routes/app._index')
    expect(routeOf('/app/documents/3f1c0c4e-0000-4000-8000-000000000001')).toBe(
      'routes/app.documents.$id._index',
    )
    expect(routeOf('/app/documents/abc/history')).toBe('routes/app.documents.$id.history')
    expect(routeOf('/api/agreements/abc')).toBe('routes/api.agreements.$id')
  })

  it('is the splat route for any other path', () => {
    expect(routeOf('/no/such/page')).toBe('routes/$')
    expect(routeOf('/app/documents/abc/history/more')).toBe('routes/$')
  })

  it("is a data request's route when ?_data names one, else by the path", () => {
    expect(routeOf('/app/documents/abc', 'root')).toBe('root')
    expect(routeOf('/app/documents/abc', 'routes/app.documents.$id._index')).toBe(
      'routes/app.documents.$id._index',
    )
    expect(routeOf('/app', 'made-up-by-the-client')).toBe('routes/app._index')
    expect(routeOf('/app', '__proto__')).toBe('routes/app._index')
  })

  it('is "unmatched" when no route matches (a build without a splat route)', () => {
    const { 'routes/$': _, ...withoutSplat } = routes
    expect(routeIdMatcher(withoutSplat)('/nowhere')).toBe('unmatched')
  })
})
