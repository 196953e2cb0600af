import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { MetaArgs, MetaDescriptor } from '@remix-run/react'
import { PUBLIC_PAGES } from '#app/features/site/public-pages.ts'
import { SOCIAL_IMAGE } from '#app/features/site/public-meta.ts'
import * as landing from '#app/routes/_index.tsx'
import * as about from '#app/routes/about.tsx'
import * as contact from '#app/routes/contact.tsx'
import * as privacy from '#app/routes/privacy-policy.tsx'
import * as terms from '#app/routes/terms-of-service.tsx'
import * as security from '#app/routes/security.tsx'

const ROUTES: Record<(typeof PUBLIC_PAGES)[number], { meta?: unknown }> = {
  '/': landing,
  '/about': about,
  '/contact': contact,
  '/privacy-policy': privacy,
  '/terms-of-service': terms,
  '/security': security,
}

const ORIGIN = 'https://nyaya.example'

function metaOf(pathname: string): MetaDescriptor[] {
  const meta = ROUTES[pathname as keyof typeof ROUTES].meta as (args: Partial<MetaArgs>) => MetaDescriptor[]
  return meta({
    matches: [{ id: 'root', data: { siteOrigin: ORIGIN } }] as unknown as MetaArgs['matches'],
    location: { pathname, search: '?utm=x', hash: '', state: null, key: 'k' },
  })
}

const content = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((t) => (t as Record<string, string>)[key] === value) as Record<string, string> | undefined

describe('the public pages’ title, description, canonical URL and sharing cards', () => {
  it.each(PUBLIC_PAGES)('%s', (pathname) => {
    const tags = metaOf(pathname)
    const title = (tags.find((t) => 'title' in t) as { title: string }).title
    const description = content(tags, 'name', 'description')?.content ?? ''
    expect(title).toMatch(/NyayaDraft/)
    expect(description.length).toBeGreaterThan(40)
    // The canonical URL is the public origin and the path, without the query it was reached by.
    expect(content(tags, 'rel', 'canonical')?.href).toBe(`${ORIGIN}${pathname}`)
    expect(content(tags, 'property', 'og:url')?.content).toBe(`${ORIGIN}${pathname}`)
    expect(content(tags, 'property', 'og:title')?.content).toBe(title)
    expect(content(tags, 'property', 'og:description')?.content).toBe(description)
    expect(content(tags, 'property', 'og:image')?.content).toBe(`${ORIGIN}${SOCIAL_IMAGE.path}`)
    expect(content(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(content(tags, 'name', 'twitter:image')?.content).toBe(`${ORIGIN}${SOCIAL_IMAGE.path}`)
  })

  it('each page has its own title and description', () => {
    const titles = PUBLIC_PAGES.map((p) => JSON.stringify(metaOf(p).find((t) => 'title' in t)))
    const descriptions = PUBLIC_PAGES.map((p) => content(metaOf(p), 'name', 'description')?.content)
    expect(new Set(titles).size).toBe(PUBLIC_PAGES.length)
    expect(new Set(descriptions).size).toBe(PUBLIC_PAGES.length)
  })

  it('the social image is a 1200×630 PNG in public/', () => {
    const png = fs.readFileSync(path.join('public', SOCIAL_IMAGE.path))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    // The IHDR chunk holds the width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_IMAGE.width, SOCIAL_IMAGE.height])
  })
})
