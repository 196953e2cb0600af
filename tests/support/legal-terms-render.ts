import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { expect } from 'vitest'
import { LegalTermsTab, type LegalTermsTabView } from '#app/features/explain/legal-terms-tab.tsx'
import { pageLinks } from '#app/features/documents/links.ts'

/** What a hostile document, passage or model answer might hold. */
export const XSS_PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'] as const

/** The Legal Terms tab of the document page as the server renders it. */
export function renderLegalTermsTab(
  view: LegalTermsTabView,
  content: string,
  agreementId: string,
): Promise<string> {
  const path = `/app/documents/${agreementId}?tab=legal-terms`
  return renderInRouter(
    createElement(LegalTermsTab, { view, content, links: pageLinks(agreementId, path) }),
    path,
  )
}

/** Server-renders `element` inside a router at `path`, as Remix renders a route's component. */
export async function renderInRouter(element: ReactElement, path: string): Promise<string> {
  const handler = createStaticHandler([{ path: '*', element }])
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }))
}

/** No element a payload could have made: no script, no img, no event-handler attribute. */
export function expectEscaped(html: string): void {
  expect(html).not.toMatch(/<script[\s>]/i)
  expect(html).not.toMatch(/<img[\s>/]/i)
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
}
