import { describe, expect, it } from 'vitest'
import { etagMatches, pageEtag, publicPageCacheControl } from '#app/platform/page-cache.server.ts'

// A public page's ETag covers the build, the URL and every loader's data: whatever changes
// what the browser would be shown changes the tag.
describe('public page caching', () => {
  const data = { root: { user: null, csrf: 'token-a' }, 'routes/_index': { stats: [36] } }

  it('tags the same page the same, and anything it is rendered from differently', () => {
    const tag = pageEtag('build-1', '/', data)
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(pageEtag('build-1', '/', structuredClone(data))).toBe(tag)
    expect(pageEtag('build-2', '/', data)).not.toBe(tag)
    expect(pageEtag('build-1', '/about', data)).not.toBe(tag)
    expect(pageEtag('build-1', '/', { ...data, root: { user: null, csrf: 'token-b' } })).not.toBe(tag)
  })

  it('matches If-None-Match weakly, in a list, or as *', () => {
    const tag = pageEtag('b', '/', data)
    const opaque = tag.slice(2)
    expect(etagMatches(tag, tag)).toBe(true)
    expect(etagMatches(opaque, tag)).toBe(true)
    expect(etagMatches(`W/"other", ${tag}`, tag)).toBe(true)
    expect(etagMatches('*', tag)).toBe(true)
    expect(etagMatches('W/"other"', tag)).toBe(false)
    expect(etagMatches(null, tag)).toBe(false)
  })

  it('lets a signed-out browser revalidate, and keeps a signed-in page out of every cache', () => {
    expect(publicPageCacheControl(false)).toBe('private, no-cache')
    expect(publicPageCacheControl(true)).toBe('private, no-store')
  })
})
