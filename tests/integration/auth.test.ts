import { describe, expect, it } from 'vitest'
import { action as authAction, loader as authLoader } from '#app/routes/auth.tsx'
import { action as logoutAction } from '#app/routes/logout.tsx'
import { loader as appLoader } from '#app/routes/app._index.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { getSessionUser } from '#app/platform/session.server.ts'
import { REQUEST_ID_HEADER } from '../../server/request-id.js'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'

const db = useTestDatabase()

const args = (request: Request) => ({ request, context: { ...CONTEXT }, params: {} })

async function signUp(
  b: Awaited<ReturnType<typeof browser>>,
  email = 'priya@example.in',
  password = 'secret1',
) {
  const response = await settle(() =>
    authAction(
      args(b.post('/auth', { intent: 'create-account', email, password, confirmPassword: password })),
    ),
  )
  b.jar.absorb(response)
  return response
}

async function toastOf(b: Awaited<ReturnType<typeof browser>>) {
  const response = await settle(() => rootLoader(args(b.get('/app'))))
  b.jar.absorb(response)
  return ((await response.json()) as { toast: { title: string; description: string } | null }).toast
}

describe('create account', () => {
  it('creates the account, starts a session and says so', async () => {
    const b = await browser()
    const response = await signUp(b)
    await expect(response).toRedirectTo('/app')
    await expect(response).toSendToast({ type: 'success', title: 'Account created successfully' })
    expect(b.jar.get('session')).toBeTruthy()
    const users = await db().query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM users',
    )
    expect(users).toHaveLength(1)
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await toastOf(b)).toMatchObject({ title: 'Account created successfully' })
    const app = await settle(() => appLoader(args(b.get('/app'))))
    expect(app.status).toBe(200)
  })

  it('answers bad input with 400 in the form contract: the message beside its field, the typed e-mail kept', async () => {
    const b = await browser()
    // The field the message stands beside; null for the form as a whole.
    const cases = [
      [{ email: '', password: '', confirmPassword: '' }, {}, 'Please fill in all fields'],
      [
        { email: 'priya@', password: 'secret1', confirmPassword: 'secret1' },
        { email: 'Please enter a valid email address' },
        null,
      ],
      [
        { email: 'priya@example.in', password: 'secret1', confirmPassword: 'secret2' },
        { confirmPassword: 'Passwords do not match' },
        null,
      ],
      [
        { email: 'priya@example.in', password: 'abc', confirmPassword: 'abc' },
        { password: 'Password must be at least 6 characters long' },
        null,
      ],
    ] as const
    for (const [fields, fieldErrors, formError] of cases) {
      const response = await settle(() =>
        authAction(args(b.post('/auth', { intent: 'create-account', ...fields }))),
      )
      expect(response.status).toBe(400)
      // The passwords are never sent back.
      expect(await response.json()).toEqual({
        intent: 'create-account',
        fieldErrors,
        formError,
        values: { email: fields.email },
      })
    }
    expect(await db().query('SELECT 1 FROM users')).toHaveLength(0)
  })

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    await signUp(await browser())
    const response = await signUp(await browser(), 'PRIYA@example.in')
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      intent: 'create-account',
      fieldErrors: { email: 'An account with this email already exists' },
      formError: null,
      values: { email: 'PRIYA@example.in' },
    })
    expect(await db().query('SELECT 1 FROM users')).toHaveLength(1)
  })
})

describe('sign in and out', () => {
  it('signs in with a fresh session id, signs out by deleting the row', async () => {
    const first = await browser()
    await signUp(first)
    const b = await browser()
    const response = await settle(() =>
      authAction(
        args(
          b.post('/auth', {
            intent: 'sign-in',
            email: 'Priya@Example.in',
            password: 'secret1',
            redirectTo: '/profile',
          }),
        ),
      ),
    )
    await expect(response).toRedirectTo('/profile')
    b.jar.absorb(response)
    expect(b.jar.get('session')).not.toBe(first.jar.get('session'))
    expect(await toastOf(b)).toMatchObject({ title: 'Login successful', description: 'Welcome back!' })
    expect(await db().query('SELECT 1 FROM sessions')).toHaveLength(2)

    const stolenCookie = b.jar.header()
    const out = await settle(() => logoutAction(args(b.post('/logout', {}))))
    await expect(out).toRedirectTo('/')
    b.jar.absorb(out)
    expect(await toastOf(b)).toMatchObject({
      title: 'Logout successful',
      description: 'You have been signed out.',
    })
    expect(await db().query('SELECT 1 FROM sessions')).toHaveLength(1)

    // Replaying the old cookie after sign-out gets the sign-in page, not the workspace.
    const replay = await settle(() =>
      appLoader(args(new Request('http://localhost/app', { headers: { cookie: stolenCookie } }))),
    )
    await expect(replay).toRedirectTo('/auth?redirectTo=%2Fapp')
  })

  it('looks a session up once per HTTP request, however many loaders ask, and anew on the next', async () => {
    const b = await browser()
    await signUp(b)
    // server.js names each request; Remix hands each loader its own copy of the Request.
    const copy = (id: string) =>
      new Request('http://localhost/app', { headers: { cookie: b.jar.header(), [REQUEST_ID_HEADER]: id } })
    const first = getSessionUser(copy('request-1'))
    expect(getSessionUser(copy('request-1'))).toBe(first)
    expect(await first).toMatchObject({ email: 'priya@example.in' })
    const next = getSessionUser(copy('request-2'))
    expect(next).not.toBe(first)
    // Signed out in between: the next request sees it at once.
    await settle(() => logoutAction(args(b.post('/logout', {}))))
    expect(await getSessionUser(copy('request-3'))).toBeNull()
    // A copy without the id (a loader called directly) is never shared.
    const bare = new Request('http://localhost/app', { headers: { cookie: b.jar.header() } })
    expect(getSessionUser(bare)).not.toBe(getSessionUser(bare))
  })

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    await signUp(await browser())
    const b = await browser()
    const unknown = await settle(() =>
      authAction(
        args(b.post('/auth', { intent: 'sign-in', email: 'nobody@example.in', password: 'secret1' })),
      ),
    )
    const wrong = await settle(() =>
      authAction(
        args(b.post('/auth', { intent: 'sign-in', email: 'priya@example.in', password: 'wrong-one' })),
      ),
    )
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    const [u, w] = (await Promise.all([unknown.json(), wrong.json()])) as {
      formError: string
      values: unknown
    }[]
    expect(u).toEqual({
      intent: 'sign-in',
      fieldErrors: {},
      formError: 'Invalid email or password',
      values: { email: 'nobody@example.in' },
    })
    expect(w).toEqual({ ...u, values: { email: 'priya@example.in' } })
  })

  it('answers 429 with a wait from the tenth failure for one account and address', async () => {
    await signUp(await browser())
    const b = await browser()
    const attempt = (password: string, address = '127.0.0.1') =>
      settle(() =>
        authAction({
          request: b.post('/auth', { intent: 'sign-in', email: 'priya@example.in', password }),
          context: { clientAddress: address },
          params: {},
        }),
      )
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await attempt('wrong-one')).status)
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401))
    expect(statuses.slice(9)).toEqual([429, 429])
    // Locked, even with the right password, until the wait is over…
    const locked = await attempt('secret1')
    expect(locked.status).toBe(429)
    expect(((await locked.json()) as { formError: string }).formError).toMatch(/Please wait \d+ seconds?/)
    // …but only for that address.
    expect((await attempt('secret1', '10.1.2.3')).status).toBe(302)
  })

  it('sends signed-in users from /auth to /app and anonymous ones from /app to /auth', async () => {
    const b = await browser()
    const anonymous = await settle(() => appLoader(args(b.get('/app'))))
    await expect(anonymous).toRedirectTo('/auth?redirectTo=%2Fapp')
    await signUp(b)
    await expect(authLoader(args(b.get('/auth')))).toRedirectTo('/app')
  })

  it('never follows a redirectTo to another host', async () => {
    const b = await browser()
    const response = await settle(() =>
      authAction(
        args(
          b.post('/auth', {
            intent: 'create-account',
            email: 'a@b.in',
            password: 'secret1',
            confirmPassword: 'secret1',
            redirectTo: '//evil.example/x',
          }),
        ),
      ),
    )
    expect(response.headers.get('location')).toBe('/app')
  })
})

describe('CSRF', () => {
  it('refuses a form without the token, keeping the typed e-mail', async () => {
    const b = await browser()
    const response = await settle(() =>
      authAction(
        args(
          b.post('/auth', {
            intent: 'create-account',
            email: 'a@b.in',
            password: 'secret1',
            confirmPassword: 'secret1',
            csrf: 'forged'.padEnd(43, 'x'),
          }),
        ),
      ),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      intent: 'create-account',
      fieldErrors: {},
      values: { email: 'a@b.in' },
    })
    expect(await db().query('SELECT 1 FROM users')).toHaveLength(0)
  })

  it('refuses a token as long as the real one in characters but not in bytes with 403, not a 500', async () => {
    const b = await browser()
    for (const swap of ['é', '₹', '😀'.slice(0, 1), 'अ']) {
      const forged = `${swap}${b.csrf.slice(1)}`
      const response = await settle(() =>
        authAction(
          args(b.post('/auth', { intent: 'sign-in', email: 'a@b.in', password: 'secret1', csrf: forged })),
        ),
      )
      expect(response.status, swap).toBe(403)
    }
  })

  it('refuses a cross-origin post, and one with neither Origin nor Referer', async () => {
    const b = await browser()
    const evil = await settle(() =>
      authAction(
        args(
          b.post(
            '/auth',
            { intent: 'create-account', email: 'a@b.in', password: 'secret1', confirmPassword: 'secret1' },
            { origin: 'https://evil.example' },
          ),
        ),
      ),
    )
    expect(evil.status).toBe(403)
    const request = b.post('/auth', {
      intent: 'create-account',
      email: 'a@b.in',
      password: 'secret1',
      confirmPassword: 'secret1',
    })
    request.headers.delete('origin')
    expect((await settle(() => authAction(args(request)))).status).toBe(403)
    expect(await db().query('SELECT 1 FROM users')).toHaveLength(0)
  })
})

describe('cookies', () => {
  it('over https: __Host- prefix, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const b = await browser('https://nyaya.example')
    const response = await signUp(b)
    const cookies = response.headers.getSetCookie()
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-/)
      expect(cookie).toMatch(/; Secure/)
      expect(cookie).toMatch(/; HttpOnly/)
      expect(cookie).toMatch(/; SameSite=Lax/)
      expect(cookie).toMatch(/; Path=\//)
      expect(cookie).not.toMatch(/Domain=/i)
    }
  })
})
