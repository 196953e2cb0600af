import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { requireUser } from '#app/platform/session.server.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'

export const meta: MetaFunction = () => [{ title: 'Professional plan — NyayaDraft' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return json({})
}

export default function Subscription() {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold">Professional plan</h1>
        <p className="mt-2 text-slate-600">
          ₹299 per 3 months. Checkout opens here once payments are connected.
        </p>
      </main>
    </>
  )
}
