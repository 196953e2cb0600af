import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { requireUser } from '#app/utils/session.server.ts'
import { SiteHeader } from '#app/components/site-header.tsx'

export const meta: MetaFunction = () => [{ title: 'Shared document — NyayaDraft' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  // Documents do not exist yet (issue 5); every id is unknown for now.
  throw json('Document Not Found', { status: 404 })
}

export default function SharedDocument() {
  return <SiteHeader />
}
