import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { staticPage } from '#app/features/site/page.server.ts'
import { publicPageHeaders } from '#app/features/site/public-headers.server.ts'
import { SecurityPage, SECURITY_TITLE } from '#app/features/site/security-page.tsx'
import { publicMeta } from '#app/features/site/public-meta.ts'

export const meta = publicMeta(
  `${SECURITY_TITLE} — NyayaDraft`,
  'How NyayaDraft protects accounts and documents: argon2id passwords, server-side sessions, CSRF tokens, a Content Security Policy and a hash-chained audit trail.',
)

export const headers = publicPageHeaders

export const loader = ({ request }: LoaderFunctionArgs) => staticPage(request)

export default function Route() {
  return <SecurityPage data={useLoaderData<typeof loader>()} />
}
