import type { LoaderFunctionArgs } from '@remix-run/node'
import { robotsTxt } from '#app/features/site/crawler-files.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => robotsTxt(request)
