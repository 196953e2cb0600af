import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '#app/utils/session.server.ts'
import { SiteHeader } from '#app/components/site-header.tsx'
import { RuntimeFooter } from '#app/components/runtime-footer.tsx'

export const meta: MetaFunction = () => [{ title: 'Workspace — NyayaDraft' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ user })
}

// The generator workspace arrives with the drafting engine (issue 4); until then the
// page says so instead of pretending.
export default function Workspace() {
  const { user } = useLoaderData<typeof loader>()
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-12">
        <h1 className="text-2xl font-bold">Your workspace</h1>
        <p className="mt-2 text-slate-600">
          Signed in as <strong>{user.email}</strong>.
        </p>
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-600">
          The document generator is being built. Templates, chat drafting and your document library will appear here.
        </div>
      </main>
      <RuntimeFooter />
    </>
  )
}
