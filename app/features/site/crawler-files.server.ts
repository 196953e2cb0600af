import { getEnv } from '#app/platform/env.server.ts'
import { CRAWLER_DISALLOWED, PUBLIC_PAGES } from './public-pages.ts'

/**
 * robots.txt and sitemap.xml, built from the one list of public pages. URLs are absolute,
 * from APP_ORIGIN when set, else the origin the request came to. Both may be cached for an
 * hour: they say nothing of who asks.
 */
const CACHE = 'public, max-age=3600'

const siteOrigin = (request: Request) => getEnv().APP_ORIGIN ?? new URL(request.url).origin

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function robotsTxt(request: Request): Response {
  const lines = [
    'User-agent: *',
    ...CRAWLER_DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    '',
  ]
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE },
  })
}

export function sitemapXml(request: Request): Response {
  const origin = siteOrigin(request)
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ]
  return new Response(xml.join('\n'), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE },
  })
}
