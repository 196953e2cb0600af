import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LandingPage } from '#app/features/site/landing-page.tsx'
import { landingPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { publicMeta } from '#app/features/site/public-meta.ts'

export const meta = publicMeta(
  'NyayaDraft — AI legal documents under Indian law',
  'Describe an agreement or pick a template; get a draft under Indian law, edit it, explain it and share it.',
)

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => landingPage(request)

export default function Landing() {
  return <LandingPage data={useLoaderData<typeof loader>()} />
}
