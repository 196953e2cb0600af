import { json } from '@remix-run/node'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { parseFields, refuse } from '#app/platform/form-contract.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { createSchema, revokeSchema } from './actions.server.ts'
import { apiTokenListFor, createApiToken, revokeApiToken, TooManyTokensError } from './tokens.server.ts'

// The page that shows a new token must not be kept by a browser or proxy cache.
const NO_STORE = { 'Cache-Control': 'no-store' }
/** A refused create or revoke, in the form contract; the name typed is kept. */
const refused = (
  intent: string,
  status: number,
  parts: { fieldErrors?: { name?: string }; formError?: string },
  name = '',
) => refuse<'name'>(intent, { ...parts, values: name ? { name } : {} }, { status, headers: NO_STORE })

/** /app/api-tokens: the user's tokens, as the list shows them. */
export async function apiTokensPage(request: Request) {
  const user = await requireUser(request)
  return json({ tokens: await apiTokenListFor(await getDb(), user.id) })
}

/** Creates a token (shown once, on this response) or revokes one. */
export async function apiTokensAction(request: Request) {
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
