import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { staticPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { AboutPage } from '#app/features/site/about-page.tsx'

export const meta: MetaFunction = () => [
  { title: 'About — NyayaDraft' },
  {
    name: 'description',
    content:
      'What NyayaDraft is: agreements under Indian law drafted, explained and shared, with every change on record — and who runs it.',
  },
]

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => staticPage(request)

export default function Route() {
  return <AboutPage data={useLoaderData<typeof loader>()} />
}
