import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LandingPage } from '#app/features/site/landing-page.tsx'
import { landingPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { publicMeta } from '#app/features/site/public-meta.ts'
import type { ScriptsHandle } from '#app/root.tsx'

export const meta = publicMeta(
  'NyayaDraft — AI legal documents under Indian law',
  'Describe an agreement or pick a template; get a draft under Indian law, edit it, explain it and share it.',
)

export const headers = publicPageHeaders

// Every control on the landing page is a link or a plain form, so it ships no JavaScript
// at all (issue 19: no more than the bare route of bench:workspace; RESULTS.md).
export const handle: ScriptsHandle = { scripts: false }

export const loader = ({ request }: LoaderFunctionArgs) => landingPage(request)

export default function Landing() {
  return <LandingPage data={useLoaderData<typeof loader>()} />
}
