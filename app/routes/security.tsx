import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { staticPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { SecurityPage, SECURITY_TITLE } from '#app/features/site/security-page.tsx'

export const meta: MetaFunction = () => [
  { title: `${SECURITY_TITLE} — NyayaDraft` },
  {
    name: 'description',
    content:
      'How NyayaDraft protects accounts and documents: argon2id passwords, server-side sessions, CSRF tokens, a Content Security Policy and a hash-chained audit trail.',
  },
]

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => staticPage(request)

export default function Route() {
  return <SecurityPage data={useLoaderData<typeof loader>()} />
}
