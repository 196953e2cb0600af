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
import { parseFields, refuse } from '#app/platform/form-contract.server.ts'
import { refusalOf } from '#app/platform/form-contract.ts'
import { FormError } from '#app/ui/field.tsx'

export const meta: MetaFunction = () => [{ title: 'API tokens — NyayaDraft' }]

type Created = { token: string; name: string; prefix: string; origin: string }

// The page that shows a new token must not be kept by a browser or proxy cache.
const NO_STORE = { 'Cache-Control': 'no-store' }
/** A refused create or revoke, in the form contract; the name typed is kept. */
const refused = (
  intent: string,
  status: number,
  parts: { fieldErrors?: { name?: string }; formError?: string },
  name = '',
) => refuse<'name'>(intent, { ...parts, values: name ? { name } : {} }, { status, headers: NO_STORE })

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
  const intent = form.get('intent') === 'revoke' ? 'revoke' : 'create'
  if (forged) return refused(intent, 403, { formError: forged }, typedName)

  const fields = Object.fromEntries(form)
  const db = await getDb()
  if (fields.intent === 'revoke') {
    const revoke = revokeSchema.safeParse(fields)
    const done = revoke.success && (await revokeApiToken(db, user.id, revoke.data.tokenId))
    if (!revoke.success || !done)
      return refused('revoke', 404, { formError: 'That token does not exist or was already revoked.' })
    return redirectWithToast(request, '/app/api-tokens', {
      type: 'success',
      title: 'Token revoked',
      description: 'Programs using it can no longer reach your account.',
    })
  }

  const create = parseFields(createSchema, fields)
  if (!create.ok) {
    // The hidden intent has no place on the page: its message is the form's.
    const name = create.fieldErrors.name
    const other = create.formError ?? Object.values(create.fieldErrors)[0] ?? 'Invalid request'
    return refused('create', 400, name ? { fieldErrors: { name } } : { formError: other }, typedName)
  }
  try {
    const { token, record } = await createApiToken(db, user.id, create.data.name)
    // Shown on this response only (no redirect): the database keeps just its hash.
    return json(
      { created: { token, name: record.name, prefix: record.prefix, origin: new URL(request.url).origin } },
      { headers: NO_STORE },
    )
  } catch (error) {
    if (error instanceof TooManyTokensError)
      return refused('create', 400, { formError: error.message }, typedName)
    throw error
  }
}

export default function ApiTokensPage() {
  const { tokens } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>()
  const created = data && 'created' in data ? data.created : null
  const refusal = refusalOf<'name'>(data, 'create', 'revoke')
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
        <FormError message={refusal?.formError} />
        {created ? <NewToken created={created} /> : null}
        <ApiTokenCard
          key={created?.prefix ?? 'form'}
          tokens={tokens}
          nameError={refusal?.fieldErrors.name ?? null}
          typedName={refusal?.values.name ?? ''}
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
