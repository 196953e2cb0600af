import type { LoaderFunctionArgs } from '@remix-run/node'
import { sitemapXml } from '#app/features/site/crawler-files.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => sitemapXml(request)
