import { describe, expect, it } from 'vitest'
import { loader as robots } from '#app/routes/robots[.]txt.ts'
import { loader as sitemap } from '#app/routes/sitemap[.]xml.ts'

// Without APP_ORIGIN the URLs are the request's own origin (crawler-files-origin.test.ts sets it).
const get = (path: string) => ({
  request: new Request(`http://localhost:3000${path}`),
  context: {},
  params: {},
})

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the app pages, the API and the single-use links, and names the sitemap', async () => {
    const response = robots(get('/robots.txt'))
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    const lines = (await response.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/app',
      '/profile',
      '/subscription',
      '/api/',
      '/document/',
      '/invitations/',
      '/verify-email/',
      '/auth/reset',
    ])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /')
    expect(lines).not.toContain('Disallow: /contact')
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })

  it('sitemap.xml lists the six public pages with absolute URLs, and nothing behind a sign-in', async () => {
    const response = sitemap(get('/sitemap.xml'))
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/about',
      'http://localhost:3000/contact',
      'http://localhost:3000/privacy-policy',
      'http://localhost:3000/terms-of-service',
      'http://localhost:3000/security',
    ])
  })
})
