import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { staticPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { TermsPage, TERMS_TITLE } from '#app/features/site/terms-page.tsx'
import { publicMeta } from '#app/features/site/public-meta.ts'

export const meta = publicMeta(
  `${TERMS_TITLE} — NyayaDraft`,
  'The terms of using NyayaDraft: drafting aids, not legal advice; the Free and Professional plans, payment, cancellation and refunds; governing law.',
)

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => staticPage(request)

export default function Route() {
  return <TermsPage data={useLoaderData<typeof loader>()} />
}
