import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { staticPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { PrivacyPage, PRIVACY_TITLE } from '#app/features/site/privacy-page.tsx'
import { publicMeta } from '#app/features/site/public-meta.ts'

export const meta = publicMeta(
  `${PRIVACY_TITLE} — NyayaDraft`,
  'What NyayaDraft stores about you, why and for how long, the cookies it sets, and your rights under the Digital Personal Data Protection Act 2023.',
)

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => staticPage(request)

export default function Route() {
  return <PrivacyPage data={useLoaderData<typeof loader>()} />
}
