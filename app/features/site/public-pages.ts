/**
 * The site's public pages, in the order the sitemap lists them: what a search engine may
 * index. robots.txt keeps crawlers out of everything behind a sign-in, the API and the
 * single-use links (CRAWLER_DISALLOWED), which no sitemap lists.
 */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/security',
] as const

export const CRAWLER_DISALLOWED = [
  '/app',
  '/profile',
  '/subscription',
  '/api/',
  '/document/',
  '/invitations/',
  '/verify-email/',
  '/auth/reset',
  '/payments/',
  '/logout',
  '/bench/',
] as const
