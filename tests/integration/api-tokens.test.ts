import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { action as authAction } from '#app/routes/auth.tsx'
import { action as pageAction, loader as pageLoader } from '#app/routes/app.api-tokens.tsx'
import {
  apiTokenListFor,
  createApiToken,
  listApiTokens,
  MAX_ACTIVE_TOKENS,
  revokeApiToken,
  authenticateApiCall,
} from '#app/features/api-tokens/tokens.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'
import { call, client } from '#tests/support/api.ts'

const db = useTestDatabase()

const args = (request: Request) => ({ request, context: { ...CONTEXT }, params: {} })
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

async function account(email: string) {
  const b = await browser()
  b.jar.absorb(
    await settle(() =>
      authAction(
        args(
          b.post('/auth', {
            intent: 'create-account',
            email,
            password: 'secret1',
            confirmPassword: 'secret1',
          }),
        ),
      ),
    ),
  )
  const [user] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ])
  return { b, userId: user!.id }
}

describe('personal API tokens', () => {
  it('shows the token once and stores only its SHA-256 and a display prefix', async () => {
    const { userId } = await account('a@example.in')
    const { token, record } = await createApiToken(db(), userId, 'Laptop')
    expect(token).toMatch(/^nd_[A-Za-z0-9_-]{43}$/)
    expect(record).toEqual({
      id: expect.any(String),
      name: 'Laptop',
      prefix: token.slice(0, 11),
      createdAt: expect.any(Date),
      lastUsedAt: null,
    })
    const rows = await db().query<Record<string, unknown>>('SELECT * FROM api_tokens')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toBe(sha256(token))
    expect(JSON.stringify(rows)).not.toContain(token.slice(11))
    expect(await authenticateApiCall(db(), token)).toEqual({
      id: userId,
      email: 'a@example.in',
      displayName: 'a',
    })
  })

  it('lists the owner’s active tokens newest first, and revokes only the owner’s', async () => {
    const { userId } = await account('a@example.in')
    const other = await account('b@example.in')
    const first = await createApiToken(db(), userId, 'First')
    const second = await createApiToken(db(), userId, 'Second')
    const theirs = await createApiToken(db(), other.userId, 'Theirs')
    expect((await listApiTokens(db(), userId)).map((t) => t.name)).toEqual(['Second', 'First'])
    expect(await revokeApiToken(db(), userId, theirs.record.id)).toBe(false)
    expect(await authenticateApiCall(db(), theirs.token)).not.toBeNull()
    expect(await revokeApiToken(db(), userId, first.record.id)).toBe(true)
    expect(await revokeApiToken(db(), userId, first.record.id)).toBe(false)
    expect(await revokeApiToken(db(), userId, 'not-a-uuid')).toBe(false)
    expect(await authenticateApiCall(db(), first.token)).toBeNull()
    expect(await authenticateApiCall(db(), second.token)).not.toBeNull()
    expect((await apiTokenListFor(db(), userId)).map((t) => [t.name, t.prefix])).toEqual([
      ['Second', second.token.slice(0, 11)],
    ])
  })

  it('counts every call a token authenticates, per token, and stamps the latest', async () => {
    const { userId } = await account('a@example.in')
    const idle = await createApiToken(db(), userId, 'Idle')
    const busy = await createApiToken(db(), userId, 'Script')
    const state = async (id: string) =>
      (
        await db().query<{ calls: number; last_used_at: Date | null }>(
          'SELECT calls::int AS calls, last_used_at FROM api_tokens WHERE id = $1',
          [id],
        )
      )[0]!
    expect(await state(busy.record.id)).toEqual({ calls: 0, last_used_at: null })
    for (let i = 0; i < 3; i++) await authenticateApiCall(db(), busy.token)
    await db().query("UPDATE api_tokens SET last_used_at = last_used_at - interval '30 seconds'")
    await authenticateApiCall(db(), busy.token)
    const after = await state(busy.record.id)
    expect(after.calls).toBe(4)
    expect(Date.now() - new Date(after.last_used_at!).getTime()).toBeLessThan(10_000)
    expect(await state(idle.record.id)).toEqual({ calls: 0, last_used_at: null })
    // A revoked token authenticates nothing and counts nothing.
    await revokeApiToken(db(), userId, busy.record.id)
    expect(await authenticateApiCall(db(), busy.token)).toBeNull()
    expect((await state(busy.record.id)).calls).toBe(4)
  })

  it(`allows at most ${MAX_ACTIVE_TOKENS} active tokens`, async () => {
    const { userId } = await account('a@example.in')
    const made = []
    for (let i = 0; i < MAX_ACTIVE_TOKENS; i++) made.push(await createApiToken(db(), userId, `T${i}`))
    await expect(createApiToken(db(), userId, 'one too many')).rejects.toThrow(/at most 20 active tokens/)
    await revokeApiToken(db(), userId, made[0]!.record.id)
    await expect(createApiToken(db(), userId, 'again')).resolves.toBeDefined()
  })

  it('stops a revoked token at the API at once', async () => {
    const { userId } = await account('a@example.in')
    const { token, record } = await createApiToken(db(), userId, 'Script')
    expect((await call(client(token).request('GET', '/api/user-agreements'))).status).toBe(200)
    await revokeApiToken(db(), userId, record.id)
    expect((await call(client(token).request('GET', '/api/user-agreements'))).status).toBe(401)
  })
})

describe('the /app/api-tokens page', () => {
  it('sends a visitor who is not signed in to sign in', async () => {
    const response = await settle(() => pageLoader(args(new Request('http://localhost/app/api-tokens'))))
    expect([response.status, response.headers.get('location')]).toEqual([
      302,
      '/auth?redirectTo=%2Fapp%2Fapi-tokens',
    ])
  })

  it('creates a token and shows it on that response only, with how to use it', async () => {
    const { b, userId } = await account('a@example.in')
    const response = await settle(() =>
      pageAction(args(b.post('/app/api-tokens', { intent: 'create', name: '  Office script  ' }))),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as {
      created: { token: string; name: string; prefix: string; origin: string }
    }
    expect(Object.keys(body)).toEqual(['created'])
    expect(body.created).toEqual({
      token: expect.stringMatching(/^nd_/),
      name: 'Office script',
      prefix: body.created.token.slice(0, 11),
      origin: 'http://localhost',
    })
    expect(await authenticateApiCall(db(), body.created.token)).toMatchObject({ id: userId })
    const page = await settle(() => pageLoader(args(b.get('/app/api-tokens'))))
    const listed = await page.text()
    expect(listed).toContain('Office script')
    expect(listed).not.toContain(body.created.token)
  })

  it('refuses a form without the CSRF token, or from another origin, with 403 and creates nothing', async () => {
    const { b } = await account('a@example.in')
    const forged = await settle(() =>
      pageAction(args(b.post('/app/api-tokens', { intent: 'create', name: 'Evil', csrf: 'x'.repeat(43) }))),
    )
    expect(forged.status).toBe(403)
    expect(forged.headers.get('cache-control')).toBe('no-store')
    expect(await forged.json()).toEqual({
      intent: 'create',
      fieldErrors: {},
      formError: 'Your form expired. Please try again.',
      values: { name: 'Evil' },
    })
    const crossSite = await settle(() =>
      pageAction(
        args(
          b.post('/app/api-tokens', { intent: 'create', name: 'Evil' }, { origin: 'https://evil.example' }),
        ),
      ),
    )
    expect(crossSite.status).toBe(403)
    expect(await db().query('SELECT 1 FROM api_tokens')).toHaveLength(0)
  })

  it('answers a blank or too long name with 400, keeping what was typed', async () => {
    const { b } = await account('a@example.in')
    const blank = await settle(() =>
      pageAction(args(b.post('/app/api-tokens', { intent: 'create', name: '   ' }))),
    )
    expect([blank.status, await blank.json()]).toEqual([
      400,
      {
        intent: 'create',
        fieldErrors: { name: 'Give the token a name, for example "Office laptop script".' },
        formError: null,
        values: { name: '   ' },
      },
    ])
    const long = await settle(() =>
      pageAction(args(b.post('/app/api-tokens', { intent: 'create', name: 'x'.repeat(61) }))),
    )
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual({
      intent: 'create',
      fieldErrors: { name: 'A token name can be at most 60 characters.' },
      formError: null,
      values: { name: 'x'.repeat(61) },
    })
    expect(await db().query('SELECT 1 FROM api_tokens')).toHaveLength(0)
  })

  it('revokes with a toast and a redirect back, and answers 404 for a token that is not the user’s', async () => {
    const { b, userId } = await account('a@example.in')
    const other = await account('b@example.in')
    const mine = await createApiToken(db(), userId, 'Mine')
    const theirs = await createApiToken(db(), other.userId, 'Theirs')
    const refused = await settle(() =>
      pageAction(args(b.post('/app/api-tokens', { intent: 'revoke', tokenId: theirs.record.id }))),
    )
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({
      intent: 'revoke',
      fieldErrors: {},
      formError: 'That token does not exist or was already revoked.',
      values: {},
    })
    expect(await authenticateApiCall(db(), theirs.token)).not.toBeNull()

    // Back to the token page, whatever returnTo a forged form names.
    const revoked = await settle(() =>
      pageAction(
        args(
          b.post('/app/api-tokens', {
            intent: 'revoke',
            tokenId: mine.record.id,
            returnTo: 'https://evil.example/',
          }),
        ),
      ),
    )
    expect([revoked.status, revoked.headers.get('location')]).toEqual([302, '/app/api-tokens'])
    expect(revoked.headers.get('set-cookie')).toMatch(/^toast=/)
    expect(await authenticateApiCall(db(), mine.token)).toBeNull()
  })
})
