import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server.js'

/**
 * Server-renders a component the way a page would (inside a data router whose root route
 * has the root loader's data), so a test can read the HTML a user would get — for
 * example that markup in a title or an AI answer arrives escaped, as text.
 */
export async function renderInRouter(
  element: ReactElement,
  url = 'http://localhost/app',
  root: Record<string, unknown> = {},
): Promise<string> {
  const rootData = {
    user: null,
    pro: false,
    csrf: 'test-csrf',
    toast: null,
    runtime: { database: 'test', ai: 'test', payments: 'test', mail: 'test' },
    ...root,
  }
  const routes = [
    { id: 'root', path: '/', loader: () => rootData, children: [{ id: 'page', path: '*', element }] },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}
