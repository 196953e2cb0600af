import { describe, expect, it } from 'vitest'
import { action as authAction, loader as authLoader } from '#app/routes/auth.tsx'
import { action as resetAction, loader as resetLoader } from '#app/routes/auth_.reset.tsx'
import { loader as appLoader } from '#app/routes/app._index.tsx'
import { RESET_LIMITS } from '#domain/accounts/password-reset.ts'
import { RESET_MAIL_PURPOSE } from '#app/features/auth/password-reset.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { lastMailTo, linkIn, mailsTo } from '#tests/support/mail.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'

const db = useTestDatabase()

type Browser = Awaited<ReturnType<typeof browser>>
type Context = { clientAddress: string; toast?: { title: string; description: string } }

// Sign-up also mails a verification link: the counts here are of reset links only.
const resetMailsTo = async (address: string) =>
  (await mailsTo(address)).filter((mail) => mail.purpose === RESET_MAIL_PURPOSE)

const args = (request: Request, context: Context = { ...CONTEXT }) => ({ request, context, params: {} })

async function signUp(b: Browser, email: string, password = 'secret1') {
  const response = await settle(() =>
    authAction(
      args(b.post('/auth', { intent: 'create-account', email, password, confirmPassword: password })),
    ),
  )
  expect(response.status).toBe(302)
  b.jar.absorb(response)
}

async function signIn(email: string, password: string) {
  const b = await browser()
  const response = await settle(() =>
    authAction(args(b.post('/auth', { intent: 'sign-in', email, password }))),
  )
  b.jar.absorb(response)
  return { b, response }
}

async function forgot(email: string, context: Context = { ...CONTEXT }) {
  const b = await browser()
  return settle(() => authAction(args(b.post('/auth', { intent: 'forgot-password', email }), context)))
}

/** The path of the newest reset link mailed to the address. */
async function resetLinkFor(email: string) {
  const mail = await lastMailTo(email)
  expect(mail.purpose).toBe('password-reset')
  return linkIn(mail, '/auth/reset')
}

async function open(b: Browser, path: string, headers: Record<string, string> = {}) {
  const request = b.get(path)
  for (const [k, v] of Object.entries(headers)) request.headers.set(k, v)
  return settle(() => resetLoader(args(request)))
}

async function reset(
  b: Browser,
  path: string,
  password: string,
  confirmPassword = password,
  context?: Context,
) {
  const token = new URL(path, 'http://localhost').searchParams.get('token') ?? ''
  return settle(() => resetAction(args(b.post(path, { token, password, confirmPassword }), context)))
}

const sessionsOf = async (email: string) =>
  (await db().query('SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [email]))
    .length

describe('forgot password, through the mail', () => {
  it('mails a 30-minute link; the link sets a new password once and ends every session', async () => {
    const first = await browser()
    await signUp(first, 'priya@example.in')
    const { b: second } = await signIn('priya@example.in', 'secret1')
    expect(await sessionsOf('priya@example.in')).toBe(2)

    const asked = await forgot('Priya@Example.in')
    await expect(asked).toRedirectTo('/auth?tab=signin')
    await expect(asked).toSendToast({
      type: 'success',
      title: 'Password reset email sent',
      description: expect.stringMatching(/^If an account exists for that address, we have sent a link/),
    })

    const mail = await lastMailTo('priya@example.in')
    expect(mail.subject).toBe('Reset your NyayaDraft password')
    expect(mail.text).toMatch(/expires in 30 minutes, at \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST/)
    const path = linkIn(mail, '/auth/reset')
    expect(path).toMatch(/^\/auth\/reset\?token=[A-Za-z0-9_-]{43}$/)
    expect(mail.text).toContain(`http://localhost${path}`)
    expect(mail.html).toContain(`href="http://localhost${path}"`)
    // Only the token's hash is stored.
    const token = new URL(path, 'http://localhost').searchParams.get('token')!
    const stored = await db().query<{ token_hash: string }>('SELECT token_hash FROM password_resets')
    expect(stored).toHaveLength(1)
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(token)

    // Opening the link (twice, and as a browser's prefetch) uses nothing.
    const anon = await browser()
    for (const headers of [{}, {}, { 'Sec-Purpose': 'prefetch' }] as Record<string, string>[]) {
      const page = await open(anon, path, headers)
      expect(page.status).toBe(200)
      expect(await page.json()).toEqual({ token, email: 'priya@example.in', refusal: null })
    }

    // Bad input keeps the link and says why, beside the field; nothing typed comes back.
    const context: Context = { ...CONTEXT }
    const mismatch = await reset(anon, path, 'newsecret', 'newsecreT', context)
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toEqual({
      intent: 'reset-password',
      fieldErrors: { confirmPassword: 'Passwords do not match' },
      formError: null,
      values: {},
    })
    expect(context.toast).toMatchObject({ title: 'Password mismatch', description: 'Passwords do not match' })
    const short = await reset(anon, path, 'abc')
    expect(short.status).toBe(400)
    await expect(short).toHaveFieldError('password', 'Password must be at least 6 characters long')

    const done = await reset(anon, path, 'brand-new-secret')
    await expect(done).toRedirectTo('/auth?tab=signin')
    await expect(done).toSendToast({ type: 'success', title: 'Password updated' })

    // Every session is gone: both browsers are signed out on their next request.
    expect(await sessionsOf('priya@example.in')).toBe(0)
    for (const b of [first, second]) {
      await expect(settle(() => appLoader(args(b.get('/app'))))).resolves.toSatisfy(
        (r: Response) => r.status === 302 && r.headers.get('location')!.startsWith('/auth'),
      )
    }
    expect((await signIn('priya@example.in', 'secret1')).response.status).toBe(401)
    await expect((await signIn('priya@example.in', 'brand-new-secret')).response).toRedirectTo('/app')
    const [user] = await db().query<{ password_hash: string }>('SELECT password_hash FROM users')
    expect(user!.password_hash).toMatch(/^\$argon2id\$/)

    // The owner is told, in case it was not them.
    const told = await lastMailTo('priya@example.in')
    expect(told).toMatchObject({
      purpose: 'password-changed',
      subject: 'Your NyayaDraft password was changed',
    })
    expect(told.text).toContain('every session of the account was signed out')
  })

  it('answers an address with no account exactly as one with an account, and mails nothing', async () => {
    await signUp(await browser(), 'priya@example.in')
    const known = await forgot('priya@example.in')
    const unknown = await forgot('nobody@example.in')
    for (const response of [known, unknown]) {
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/auth?tab=signin')
      await expect(response).toSendToast({
        title: 'Password reset email sent',
        description:
          'If an account exists for that address, we have sent a link to reset its password. It works once, for 30 minutes.',
      })
    }
    expect(await resetMailsTo('nobody@example.in')).toEqual([])
    expect(await resetMailsTo('priya@example.in')).toHaveLength(1)
  })

  it('refuses bad input with a 400 that keeps the address, and a forged form with a 403', async () => {
    const bad = await forgot('priya@')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      intent: 'forgot-password',
      fieldErrors: { email: 'Please enter a valid email address' },
      formError: null,
      values: { email: 'priya@' },
    })
    await expect(forgot('   ')).resolves.toHaveFieldError('email', 'Please fill in all fields')
    const b = await browser()
    const forged = await settle(() =>
      authAction(
        args(b.post('/auth', { intent: 'forgot-password', email: 'priya@example.in', csrf: 'x'.repeat(43) })),
      ),
    )
    expect(forged.status).toBe(403)
    expect(await db().query('SELECT 1 FROM password_reset_throttle')).toHaveLength(0)
  })

  it('opens the forgot-password view from a link on the sign-in view', async () => {
    const b = await browser()
    const page = await settle(() => authLoader(args(b.get('/auth?tab=forgot'))))
    expect(await page.json()).toMatchObject({ tab: 'forgot' })
  })
})

describe('a link that cannot be used is a clear 4xx, never a 500', () => {
  it('used: a second use, and every older link of the account, are refused (410)', async () => {
    await signUp(await browser(), 'priya@example.in')
    await forgot('priya@example.in')
    const older = await resetLinkFor('priya@example.in')
    await forgot('priya@example.in')
    const newer = await resetLinkFor('priya@example.in')
    expect(newer).not.toBe(older)
    const b = await browser()
    await expect(reset(b, newer, 'first-new-secret')).resolves.toRedirectTo('/auth?tab=signin')
    for (const path of [newer, older]) {
      const again = await reset(b, path, 'second-new-secret')
      expect(again.status).toBe(410)
      await expect(again).toHaveFormError('This reset link was already used')
      expect((await again.clone().json()).details).toMatchObject({ problem: 'used' })
      const page = await open(b, path)
      expect(page.status).toBe(410)
      expect((await page.json()).refusal).toMatchObject({ title: 'This reset link was already used' })
    }
    expect((await signIn('priya@example.in', 'first-new-secret')).response.status).toBe(302)
  })

  it('a double submit sets the password once: one answer redirects, the other is 410', async () => {
    await signUp(await browser(), 'priya@example.in')
    await forgot('priya@example.in')
    const path = await resetLinkFor('priya@example.in')
    const [a, b] = await Promise.all([
      reset(await browser(), path, 'secret-from-tab-a'),
      reset(await browser(), path, 'secret-from-tab-b'),
    ])
    expect([a.status, b.status].sort()).toEqual([302, 410])
    expect(
      await mailsTo('priya@example.in').then((m) => m.filter((x) => x.purpose === 'password-changed')),
    ).toHaveLength(1)
  })

  it('expired: 410 after 30 minutes, and the password stays', async () => {
    await signUp(await browser(), 'priya@example.in')
    await forgot('priya@example.in')
    const path = await resetLinkFor('priya@example.in')
    const [row] = await db().query<{ minutes: number }>(
      `SELECT round(EXTRACT(EPOCH FROM (expires_at - created_at)) / 60)::int AS minutes FROM password_resets`,
    )
    expect(row!.minutes).toBe(30)
    await db().query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`)
    const b = await browser()
    const page = await open(b, path)
    expect(page.status).toBe(410)
    expect((await page.json()).refusal).toMatchObject({
      problem: 'expired',
      title: 'This reset link has expired',
    })
    const post = await reset(b, path, 'too-late-secret')
    expect(post.status).toBe(410)
    await expect(post).toHaveFormError('This reset link has expired')
    expect((await signIn('priya@example.in', 'secret1')).response.status).toBe(302)
  })

  it('another account’s: someone signed in as another account is refused (403) and changes nothing', async () => {
    await signUp(await browser(), 'priya@example.in')
    const arjun = await browser()
    await signUp(arjun, 'arjun@example.in')
    await forgot('priya@example.in')
    const path = await resetLinkFor('priya@example.in')
    const page = await open(arjun, path)
    expect(page.status).toBe(403)
    expect((await page.json()).refusal).toMatchObject({ title: 'This reset link is for another account' })
    const post = await reset(arjun, path, 'hijacked-secret')
    expect(post.status).toBe(403)
    expect((await signIn('priya@example.in', 'secret1')).response.status).toBe(302)
    expect(await sessionsOf('arjun@example.in')).toBe(1)
    // The link still works for whoever holds it signed out (or signed in as Priya).
    await expect(reset(await browser(), path, 'priya-new-secret')).resolves.toRedirectTo('/auth?tab=signin')
  })

  it('made up, cut short or sent to an address the account no longer has: 404', async () => {
    await signUp(await browser(), 'priya@example.in')
    await forgot('priya@example.in')
    const path = await resetLinkFor('priya@example.in')
    const b = await browser()
    for (const bad of [
      '/auth/reset',
      '/auth/reset?token=',
      `${path.slice(0, -1)}`,
      `/auth/reset?token=${'A'.repeat(43)}`,
      '/auth/reset?token=%00%ff',
    ]) {
      const page = await open(b, bad)
      expect(page.status, bad).toBe(404)
      expect((await page.json()).refusal).toMatchObject({ title: 'This reset link is not valid' })
      // A NUL in a posted field is the form reader's 400, as on every form.
      expect((await reset(b, bad, 'whatever-secret')).status, bad).toBe(bad.includes('%00') ? 400 : 404)
    }
    await db().query(`UPDATE users SET email = 'priya.new@example.in'`)
    expect((await open(b, path)).status).toBe(404)
  })
})

describe('rate limits', () => {
  it(`per address: the ${RESET_LIMITS.address.requests + 1}th request in 15 minutes is a 429 that says how long to wait, account or not`, async () => {
    await signUp(await browser(), 'priya@example.in')
    for (const email of ['priya@example.in', 'nobody@example.in']) {
      for (let i = 0; i < RESET_LIMITS.address.requests; i++) {
        expect((await forgot(email, { clientAddress: `10.0.0.${i}` })).status).toBe(302)
      }
      const context: Context = { clientAddress: '10.0.1.1' }
      const over = await forgot(email, context)
      expect(over.status).toBe(429)
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
      expect(await over.json()).toEqual({
        intent: 'forgot-password',
        fieldErrors: {},
        formError: 'Too many password reset requests. Please wait 15 minutes and try again.',
        values: { email },
      })
      expect(context.toast).toMatchObject({ title: 'Password reset failed' })
    }
    expect(await resetMailsTo('priya@example.in')).toHaveLength(RESET_LIMITS.address.requests)
    // A new window after the wait.
    await db().query(`UPDATE password_reset_throttle SET window_start = now() - interval '16 minutes'`)
    expect((await forgot('priya@example.in')).status).toBe(302)
  })

  it(`per client: one address asking for ${RESET_LIMITS.client.requests + 1} different addresses is stopped`, async () => {
    const client = { clientAddress: '203.0.113.9' }
    for (let i = 0; i < RESET_LIMITS.client.requests; i++) {
      expect((await forgot(`person${i}@example.in`, { ...client })).status).toBe(302)
    }
    const over = await forgot('one-more@example.in', { ...client })
    expect(over.status).toBe(429)
    await expect(over).toHaveFormError(/^Too many password reset requests\. Please wait \d+ minutes/)
    expect((await forgot('one-more@example.in', { clientAddress: '203.0.113.10' })).status).toBe(302)
  })
})

describe('when mail cannot be sent', () => {
  it('says so only when the mail service is down for everyone, the same for any address, and still queues the link', async () => {
    await signUp(await browser(), 'priya@example.in')
    // The newest attempt to send anything failed.
    await db().query(
      `INSERT INTO mail_outbox (id, purpose, recipient, subject, body, attempts, last_attempt_at, last_failed_at, last_error)
       VALUES (gen_random_uuid(), 'other', 'x@example.in', 'x', 'v1:', 1, now(), now(), 'connect ECONNREFUSED')`,
    )
    for (const email of ['priya@example.in', 'nobody@example.in']) {
      const context: Context = { ...CONTEXT }
      const answer = await forgot(email, context)
      expect(answer.status).toBe(503)
      await expect(answer).toHaveFormError(/^Please try again later\./)
      expect(context.toast).toMatchObject({ title: 'Error sending reset email' })
    }
    expect(await resetMailsTo('priya@example.in')).toHaveLength(1)
  })
})
