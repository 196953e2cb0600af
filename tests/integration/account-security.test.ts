import { describe, expect, it } from 'vitest'
import { action as authAction } from '#app/routes/auth.tsx'
import { action as profileAction, loader as profileLoader } from '#app/routes/profile.tsx'
import { toastFromContext } from '#app/platform/toast.server.ts'
import type { SessionEntry } from '#app/features/account/security-contract.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'

// The profile's Security tab through its route: changing the password (which ends every
// other session), and the list of sessions with "Sign out" on one or all the others.

const db = useTestDatabase()

type Browser = Awaited<ReturnType<typeof browser>>
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/** A browser signed in to `email` (the account made first if `create`), from `userAgent`. */
async function signedInFrom(email: string, userAgent: string, { create = false, password = 'secret1' } = {}) {
  const b = await browser()
  const fields: Record<string, string> = create
    ? { intent: 'create-account', email, password, confirmPassword: password }
    : { intent: 'sign-in', email, password }
  const response = await settle(() =>
    authAction({
      request: b.post('/auth', fields, { 'user-agent': userAgent }),
      context: { ...CONTEXT },
      params: {},
    }),
  )
  expect(response.status).toBe(302)
  b.jar.absorb(response)
  return b
}

/** Posts a profile form; the context is returned too, for the toast a refusal leaves on it. */
async function post(b: Browser, fields: Record<string, string>) {
  const context = { ...CONTEXT }
  const response = await settle(() =>
    profileAction({ request: b.post('/profile?tab=security', fields), context, params: {} }),
  )
  b.jar.absorb(response)
  return { response, toast: toastFromContext(context) }
}

async function sessionsSeenBy(b: Browser): Promise<SessionEntry[]> {
  const response = await settle(() =>
    profileLoader({ request: b.get('/profile?tab=security'), context: { ...CONTEXT }, params: {} }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: SessionEntry[] }).sessions
}

/** Whether the browser's session still opens the profile (else it is sent to sign in). */
async function signedInStill(b: Browser): Promise<boolean> {
  const response = await settle(() =>
    profileLoader({ request: b.get('/profile'), context: { ...CONTEXT }, params: {} }),
  )
  return response.status === 200
}

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  intent: 'change-password',
  currentPassword,
  newPassword,
  confirmPassword,
})

describe(`change password (${testDatabaseKind})`, () => {
  it('refuses a wrong current password, a mismatch and a short one with the spec’s words, never echoing a password', async () => {
    const b = await signedInFrom('priya@example.in', CHROME_WINDOWS, { create: true })
    const cases = [
      [
        change('wrong-one', 'secret22'),
        400,
        { currentPassword: 'Your current password is not correct.' },
        'Error updating password',
      ],
      [
        change('secret1', 'secret22', 'secret23'),
        400,
        { confirmPassword: "New password and confirm password don't match" },
        'Password mismatch',
      ],
      [
        change('secret1', 'abc'),
        400,
        { newPassword: 'Password must be at least 6 characters long' },
        'Password too short',
      ],
    ] as const
    for (const [fields, status, fieldErrors, title] of cases) {
      const { response, toast } = await post(b, fields)
      expect(response.status).toBe(status)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({
        intent: 'change-password',
        fieldErrors,
        formError: null,
        values: {},
      })
      for (const secret of [fields.currentPassword, fields.newPassword, fields.confirmPassword])
        expect(text).not.toContain(secret)
      expect(toast).toMatchObject({ type: 'error', title })
    }
    const missing = await post(b, { intent: 'change-password', currentPassword: 'secret1' })
    expect(missing.response.status).toBe(400)
    await expect(missing.response).toHaveFormError('Please fill in all fields')
    // Nothing changed: the old password still signs in.
    await signedInFrom('priya@example.in', FIREFOX_LINUX)
  })

  it('ends every other session of the account but keeps this one, under a fresh token', async () => {
    const here = await signedInFrom('priya@example.in', CHROME_WINDOWS, { create: true })
    const there = await signedInFrom('priya@example.in', FIREFOX_LINUX)
    const elsewhere = await signedInFrom('priya@example.in', SAFARI_IPHONE)
    const stranger = await signedInFrom('meera@example.in', CHROME_WINDOWS, { create: true })
    const copyOfThisCookie = here.jar.header()

    const { response } = await post(here, change('secret1', 'new-secret-7'))
    await expect(response).toRedirectTo('/profile?tab=security')
    await expect(response).toSendToast({ type: 'success', title: 'Password updated' })

    expect(await signedInStill(here)).toBe(true)
    expect(await signedInStill(there)).toBe(false)
    expect(await signedInStill(elsewhere)).toBe(false)
    expect(await signedInStill(stranger)).toBe(true)
    // A copy of this session's old cookie is worth nothing now.
    const replay = await settle(() =>
      profileLoader({
        request: new Request('http://localhost/profile', { headers: { cookie: copyOfThisCookie } }),
        context: { ...CONTEXT },
        params: {},
      }),
    )
    await expect(replay).toRedirectTo('/auth?redirectTo=%2Fprofile')
    expect((await sessionsSeenBy(here)).map((s) => s.current)).toEqual([true])

    // The new password signs in; the old one no longer does.
    await signedInFrom('priya@example.in', FIREFOX_LINUX, { password: 'new-secret-7' })
    const old = await browser()
    const refused = await settle(() =>
      authAction({
        request: old.post('/auth', { intent: 'sign-in', email: 'priya@example.in', password: 'secret1' }),
        context: { ...CONTEXT },
        params: {},
      }),
    )
    expect(refused.status).toBe(401)
    const [user] = await db().query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      ['priya@example.in'],
    )
    expect(user!.password_hash).toMatch(/^\$argon2id\$/)
  })

  it('counts wrong current passwords toward the login throttle: the tenth makes the account wait, right or wrong', async () => {
    const b = await signedInFrom('priya@example.in', CHROME_WINDOWS, { create: true })
    for (let i = 1; i < 10; i++)
      expect((await post(b, change(`guess-${i}`, 'secret22'))).response.status).toBe(400)
    const tenth = await post(b, change('guess-10', 'secret22'))
    expect(tenth.response.status).toBe(429)
    await expect(tenth.response).toHaveFieldError(
      'currentPassword',
      /^Too many wrong passwords\. Please wait 1 second/,
    )
    // Even the right password waits its turn now, and nothing changes. The lock is made to
    // last, so a loaded machine's slow hash cannot outlive its one second.
    await db().query(`UPDATE login_throttle SET locked_until = now() + interval '1 hour'`)
    const right = await post(b, change('secret1', 'secret22'))
    expect(right.response.status).toBe(429)
    // Another browser of the same account shares the count: it is the account's.
    const other = await signedInFrom('priya@example.in', FIREFOX_LINUX)
    expect((await post(other, change('secret1', 'secret22'))).response.status).toBe(429)
    await signedInFrom('priya@example.in', SAFARI_IPHONE)
  })
})

describe(`the session list (${testDatabaseKind})`, () => {
  it('lists each live session with its device, masked address and times, this device first', async () => {
    const here = await signedInFrom('priya@example.in', CHROME_WINDOWS, { create: true })
    await signedInFrom('priya@example.in', FIREFOX_LINUX)
    await signedInFrom('meera@example.in', SAFARI_IPHONE, { create: true })
    // An idle one is over: not listed.
    const idle = await signedInFrom('priya@example.in', SAFARI_IPHONE)
    await db().query(
      `UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE user_agent = $1 AND user_id = (SELECT id FROM users WHERE email = 'priya@example.in')`,
      [SAFARI_IPHONE],
    )
    expect(await signedInStill(idle)).toBe(false)

    const sessions = await sessionsSeenBy(here)
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Windows', true],
      ['Firefox on Linux', false],
    ])
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(s.address).toBe('127.0.0.•')
      expect(s.created).toMatch(/ IST$/)
      expect(s.lastSeen).toMatch(/ IST$/)
    }
    // Neither the token nor its hash reaches the page.
    const hashes = await db().query<{ token_hash: string }>('SELECT token_hash FROM sessions')
    const page = JSON.stringify(sessions) + here.jar.header()
    for (const { token_hash } of hashes) expect(page).not.toContain(token_hash)
  })

  it('signs out one other session; not this one, not another account’s, not a made-up one', async () => {
    const here = await signedInFrom('priya@example.in', CHROME_WINDOWS, { create: true })
    const there = await signedInFrom('priya@example.in', FIREFOX_LINUX)
    const stranger = await signedInFrom('meera@example.in', SAFARI_IPHONE, { create: true })
    const [mine, theirs] = await sessionsSeenBy(here)
    const [strangers] = await sessionsSeenBy(stranger)

    const notMine = await post(here, { intent: 'end-session', sessionId: strangers!.id })
    expect(notMine.response.status).toBe(404)
    await expect(notMine.response).toHaveFormError('That session has already ended, or is not one of yours.')
    expect(await signedInStill(stranger)).toBe(true)
    expect(
      (await post(here, { intent: 'end-session', sessionId: crypto.randomUUID() })).response.status,
    ).toBe(404)
    expect((await post(here, { intent: 'end-session', sessionId: 'not-an-id' })).response.status).toBe(404)
    expect((await post(here, { intent: 'end-session', sessionId: mine!.id })).response.status).toBe(400)
    expect(await signedInStill(here)).toBe(true)

    const { response } = await post(here, { intent: 'end-session', sessionId: theirs!.id })
    await expect(response).toRedirectTo('/profile?tab=security')
    await expect(response).toSendToast({
      title: 'Session signed out',
      description: 'Firefox on Linux is no longer signed in to your account.',
    })
    expect(await signedInStill(there)).toBe(false)
    expect(await signedInStill(here)).toBe(true)
    expect((await sessionsSeenBy(here)).map((s) => s.device)).toEqual(['Chrome on Windows'])
    // Signed out already: a second click finds nothing.
    expect((await post(here, { intent: 'end-session', sessionId: theirs!.id })).response.status).toBe(404)
  })

  it('signs out all other sessions of the account at once, and only those', async () => {
    const here = await signedInFrom('priya@example.in', CHROME_WINDOWS, { create: true })
    const others = [
      await signedInFrom('priya@example.in', FIREFOX_LINUX),
      await signedInFrom('priya@example.in', SAFARI_IPHONE),
    ]
    const stranger = await signedInFrom('meera@example.in', SAFARI_IPHONE, { create: true })

    const { response } = await post(here, { intent: 'end-other-sessions' })
    await expect(response).toRedirectTo('/profile?tab=security')
    await expect(response).toSendToast({
      title: 'Other sessions signed out',
      description: '2 other sessions were signed out. This one stays signed in.',
    })
    for (const b of others) expect(await signedInStill(b)).toBe(false)
    expect(await signedInStill(here)).toBe(true)
    expect(await signedInStill(stranger)).toBe(true)
    await expect((await post(here, { intent: 'end-other-sessions' })).response).toSendToast({
      description: 'No other session was signed in.',
    })
  })

  it('refuses a session form without its CSRF token', async () => {
    const here = await signedInFrom('priya@example.in', CHROME_WINDOWS, { create: true })
    const there = await signedInFrom('priya@example.in', FIREFOX_LINUX)
    const request = new Request('http://localhost/profile?tab=security', {
      method: 'POST',
      headers: {
        cookie: here.jar.header(),
        origin: 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'end-other-sessions' }),
    })
    expect((await settle(() => profileAction({ request, context: { ...CONTEXT }, params: {} }))).status).toBe(
      403,
    )
    expect(await signedInStill(there)).toBe(true)
  })
})
