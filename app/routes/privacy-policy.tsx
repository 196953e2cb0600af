import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { staticPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { PrivacyPage, PRIVACY_TITLE } from '#app/features/site/privacy-page.tsx'

export const meta: MetaFunction = () => [
  { title: `${PRIVACY_TITLE} — NyayaDraft` },
  {
    name: 'description',
    content:
      'What NyayaDraft stores about you, why and for how long, the cookies it sets, and your rights under the Digital Personal Data Protection Act 2023.',
  },
]

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => staticPage(request)

export default function Route() {
  return <PrivacyPage data={useLoaderData<typeof loader>()} />
}
