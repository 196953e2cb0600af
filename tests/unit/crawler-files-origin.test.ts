import { describe, expect, it, vi } from 'vitest'
import { loader as robots } from '#app/routes/robots[.]txt.ts'
import { loader as sitemap } from '#app/routes/sitemap[.]xml.ts'

// With APP_ORIGIN set, crawlers are given the public origin, whatever Host the request named.
vi.hoisted(() => {
  process.env.APP_ORIGIN = 'https://nyaya.example'
})
const get = (path: string) => ({
  request: new Request(`http://evil.example:8080${path}`),
  context: {},
  params: {},
})

describe('robots.txt and sitemap.xml under APP_ORIGIN', () => {
  it('build every URL from APP_ORIGIN', async () => {
    expect(await robots(get('/robots.txt')).text()).toContain('Sitemap: https://nyaya.example/sitemap.xml')
    const xml = await sitemap(get('/sitemap.xml')).text()
    expect(xml).toContain('<loc>https://nyaya.example/contact</loc>')
    expect(xml).not.toContain('evil.example')
  })
})
