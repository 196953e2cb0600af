import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import {
  apiTokenListFor,
  createApiToken,
  revokeApiToken,
  TooManyTokensError,
} from '#app/features/api-tokens/tokens.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { createSchema, revokeSchema } from '#app/features/api-tokens/actions.server.ts'
import { ApiTokenCard } from '#app/features/api-tokens/api-token-card.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { readForm } from '#app/platform/form-body.server.ts'

export const meta: MetaFunction = () => [{ title: 'API tokens — NyayaDraft' }]

type Created = { token: string; name: string; prefix: string; origin: string }
// `nameError`: the error belongs beside the name field; otherwise it is the page's.
type ActionData = { error: string | null; nameError: boolean; name: string; created: Created | null }

// The page that shows a new token must not be kept by a browser or proxy cache.
const reply = (status: number, data: Partial<ActionData>) =>
  json<ActionData>(
    { error: null, nameError: false, name: '', created: null, ...data },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )

// A document POST renders the page with this route's headers, not the action's, so the
// no-store the action sets must be passed on here.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers()
  const cache = actionHeaders.get('Cache-Control')
  if (cache) headers.set('Cache-Control', cache)
  return headers
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ tokens: await apiTokenListFor(await getDb(), user.id) })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const typedName = String(form.get('name') ?? '').slice(0, 200)
  const forged = await csrfProblem(request, form)
  if (forged) return reply(403, { error: forged, name: typedName })

  const fields = Object.fromEntries(form)
  const db = await getDb()
  if (fields.intent === 'revoke') {
    const revoke = revokeSchema.safeParse(fields)
    const done = revoke.success && (await revokeApiToken(db, user.id, revoke.data.tokenId))
    if (!revoke.success || !done)
      return reply(404, { error: 'That token does not exist or was already revoked.' })
    return redirectWithToast(request, '/app/api-tokens', {
      type: 'success',
      title: 'Token revoked',
      description: 'Programs using it can no longer reach your account.',
    })
  }

  const create = createSchema.safeParse(fields)
  if (!create.success) {
    return reply(400, {
      error: create.error.issues[0]?.message ?? 'Invalid request',
      nameError: true,
      name: typedName,
    })
  }
  try {
    const { token, record } = await createApiToken(db, user.id, create.data.name)
    // Shown on this response only (no redirect): the database keeps just its hash.
    return reply(200, {
      created: { token, name: record.name, prefix: record.prefix, origin: new URL(request.url).origin },
    })
  } catch (error) {
    if (error instanceof TooManyTokensError) return reply(400, { error: error.message, name: typedName })
    throw error
  }
}

export default function ApiTokensPage() {
  const { tokens } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>()
  const created = data?.created ?? null
  const nameError = data?.nameError ? data.error : null
  const otherError = data?.nameError ? null : (data?.error ?? null)
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8">
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold">API tokens</h1>
          <Link to="/app" className="text-sm text-brand-700 hover:underline">
            Back to the workspace
          </Link>
        </div>
        {otherError ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {otherError}
          </p>
        ) : null}
        {created ? <NewToken created={created} /> : null}
        <ApiTokenCard
          key={created?.prefix ?? 'form'}
          tokens={tokens}
          nameError={nameError}
          typedName={created ? '' : (data?.name ?? '')}
        />
      </main>
    </>
  )
}

function NewToken({ created }: { created: Created }) {
  return (
    <section
      role="status"
      aria-labelledby="new-token"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <h2 id="new-token" className="font-semibold text-emerald-900">
        Your new token “{created.name}”
      </h2>
      <p className="mt-1 text-sm text-emerald-900">
        Copy it now: it is shown only this once. Only its fingerprint is stored, so if you lose it, revoke it
        and create another.
      </p>
      {/* select-all: one click selects the whole token, no JavaScript needed. */}
      <pre
        className="mt-3 select-all overflow-x-auto rounded-md border border-emerald-300 bg-white px-3 py-2 font-mono text-sm"
        data-testid="new-token"
      >
        {created.token}
      </pre>
      <p className="mt-3 text-sm text-emerald-900">
        Send it in the Authorization header of each request, for example:
      </p>
      <pre className="mt-1 select-all overflow-x-auto rounded-md bg-slate-900 px-3 py-2 font-mono text-xs text-slate-100">
        {`curl -H "Authorization: Bearer ${created.token}" ${created.origin}/api/user-agreements`}
      </pre>
    </section>
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
