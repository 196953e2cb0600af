import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '#app/platform/session.server.ts'
import { SiteHeader } from '#app/features/site/site-header.tsx'

export const meta: MetaFunction = () => [{ title: 'Profile — NyayaDraft' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await requireUser(request) })
}

export default function Profile() {
  const { user } = useLoaderData<typeof loader>()
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold">Profile</h1>
        <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-6">
          <dt className="font-medium text-slate-600">Email</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium text-slate-600">Display name</dt>
          <dd>{user.displayName || '—'}</dd>
        </dl>
        <h2 className="mt-8 text-lg font-semibold">Developer access</h2>
        <p className="mt-1 text-sm text-slate-600">
          Programs can use the JSON API with a personal token instead of your password.{' '}
          <Link to="/app/api-tokens" className="font-medium text-brand-700 hover:underline">
            Manage API tokens
          </Link>
        </p>
      </main>
    </>
  )
}
