import type { MetaDescriptor, MetaFunction } from '@remix-run/react'

// Title, description, canonical URL and the Open Graph / Twitter card tags of a public page.
// The origin is the root loader's `siteOrigin` (APP_ORIGIN, or the request's own origin),
// so links shared from a proxied site name the public address, not an internal one.

export const SOCIAL_IMAGE = { path: '/social-card.png', width: 1200, height: 630 } as const

const SITE_NAME = 'NyayaDraft'

export function publicMetaTags(args: {
  title: string
  description: string
  origin: string
  pathname: string
}): MetaDescriptor[] {
  const url = `${args.origin}${args.pathname}`
  const image = `${args.origin}${SOCIAL_IMAGE.path}`
  return [
    { title: args.title },
    { name: 'description', content: args.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: args.title },
    { property: 'og:description', content: args.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: `${SITE_NAME}: agreements under Indian law, drafted with you` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: args.title },
    { name: 'twitter:description', content: args.description },
    { name: 'twitter:image', content: image },
  ]
}

/** A route's `meta` for a public page with this title and description. */
export function publicMeta(title: string, description: string): MetaFunction {
  return ({ matches, location }) => {
    const root = matches.find((match) => match.id === 'root')?.data as { siteOrigin?: string } | undefined
    return publicMetaTags({ title, description, origin: root?.siteOrigin ?? '', pathname: location.pathname })
  }
}
