import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { staticPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { AboutPage } from '#app/features/site/about-page.tsx'
import { publicMeta } from '#app/features/site/public-meta.ts'

export const meta = publicMeta(
  'About — NyayaDraft',
  'What NyayaDraft is: agreements under Indian law drafted, explained and shared, with every change on record — and who runs it.',
)

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => staticPage(request)

export default function Route() {
  return <AboutPage data={useLoaderData<typeof loader>()} />
}
