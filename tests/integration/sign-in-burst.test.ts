import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Argon2 from '@node-rs/argon2'
import { action as authAction } from '#app/routes/auth.tsx'
import { FREE_FAILURES, MAX_WAIT_SECONDS, waitMessage } from '#domain/accounts/throttle.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, settle } from '#tests/support/requests.ts'

// The sign-in throttle under a burst (hardening issue, finding 2): attempts sent together
// must not check more passwords than the policy lets through one at a time. Every argon2
// verification is counted — the password check itself, for known and unknown e-mails alike —
// and can be held, to keep guesses in flight while others arrive.
const checks = vi.hoisted(() => ({ count: 0, held: null as Promise<void> | null }))
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>()
  return {
    ...real,
    verify: async (...args: Parameters<typeof real.verify>) => {
      checks.count++
      await checks.held
      return real.verify(...args)
    },
  }
})

const db = useTestDatabase()
beforeEach(async () => {
  const b = await browser()
  const request = b.post('/auth', {
    intent: 'create-account',
    email: EMAIL,
    password: RIGHT,
    confirmPassword: RIGHT,
  })
  expect((await settle(() => authAction({ request, context: { ...CONTEXT }, params: {} }))).status).toBe(302)
  checks.count = 0
})

const EMAIL = 'priya@example.in'
const RIGHT = 'secret1'
const ADDRESS = '203.0.113.7'
const BURST = 30

function attempt(password: string, address = ADDRESS) {
  const sent = send(password, address)
  inFlight.add(sent)
  return sent
}

async function send(password: string, address: string) {
  const b = await browser()
  const request = b.post('/auth', { intent: 'sign-in', email: EMAIL, password })
  const response = await settle(() =>
    authAction({ request, context: { clientAddress: address }, params: {} }),
  )
  const body = response.status === 302 ? null : ((await response.json()) as { formError: string | null })
  return {
    status: response.status,
    form: body?.formError ?? undefined,
    setsSession: response.headers.getSetCookie().some((c) => c.startsWith('session=')),
  }
}

/** `size` attempts at once, the right password at `right` (if given) and wrong ones around it. */
const burst = (size: number, right?: number) =>
  Promise.all(Array.from({ length: size }, (_, i) => attempt(i === right ? RIGHT : `wrong-${i}`)))

const failures = async () =>
  (await db().query<{ failures: number }>('SELECT failures FROM login_throttle'))[0]?.failures
const sessions = async () => (await db().query('SELECT 1 FROM sessions')).length
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

let releaseChecks = () => {}
/** Holds every password check until the returned function (or the test's end) releases them. */
function holdChecks() {
  let resolve = () => {}
  checks.held = new Promise<void>((r) => (resolve = r))
  releaseChecks = () => {
    checks.held = null
    resolve()
  }
  return releaseChecks
}
// A test that fails while checks are held must not leave attempts running into the next one.
const inFlight = new Set<Promise<unknown>>()
afterEach(async () => {
  releaseChecks()
  await Promise.allSettled(inFlight)
  inFlight.clear()
})

/** Resolves once `done()` holds; polled, so nothing depends on how long it takes. */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5))
}

// The first wait is 1 s, and a burst on a busy machine can outlast it; a later attempt is let
// through only when the wait before it has ended (1 s, then 2, 4 …), so k more need 2^k - 1 s.
const laterAllowed = (seconds: number) => Math.floor(Math.log2(seconds + 1))
/** Runs `send`, and the seconds it took. */
async function timed<T>(send: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const result = await send()
  return [result, (performance.now() - start) / 1000]
}

/** As if `n` failures in a row had been made and the last wait had ended (no test sleeps). */
async function failedAlready(n: number) {
  await attempt('wrong-first')
  await db().query(`UPDATE login_throttle SET failures = $1, locked_until = now() - interval '1 second'`, [n])
  checks.count = 0
}
/** The current wait ends, as if its seconds had passed. */
const waitIsOver = () => db().query(`UPDATE login_throttle SET locked_until = now() - interval '1 second'`)
/** A wait that no burst outlasts. */
const longWait = () => db().query(`UPDATE login_throttle SET locked_until = now() + interval '1 hour'`)

describe('the sign-in throttle under a burst', () => {
  it(`checks only the ${FREE_FAILURES} free attempts of ${BURST} sent at once`, async () => {
    const [results, seconds] = await timed(() => burst(BURST))
    expect(checks.count).toBeGreaterThanOrEqual(FREE_FAILURES)
    expect(checks.count - FREE_FAILURES).toBeLessThanOrEqual(laterAllowed(seconds))
    const statuses = results.map((r) => r.status)
    // The first nine failures are plain 401s; the tenth, and all the rest, are told to wait.
    expect(count(statuses, 401)).toBe(FREE_FAILURES - 1)
    expect(count(statuses, 429)).toBe(BURST - FREE_FAILURES + 1)
    for (const r of results.filter((r) => r.status === 429)) {
      expect(r.form).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ seconds?/)
    }
    expect(await failures()).toBe(checks.count)
  })

  it('refuses the right password sent while the guess let through after a wait is still being checked', async () => {
    // Nineteen failures, their wait over: the next attempt is let through, and locks for 15 minutes.
    await failedAlready(19)
    const before = await sessions()
    // A burst of guesses arrives, and the checks of those let through are held in flight.
    const release = holdChecks()
    let answered = 0
    const guesses = Array.from({ length: BURST - 1 }, (_, i) =>
      attempt(`guess-${i}`).finally(() => answered++),
    )
    // Every guess has either been refused or reached the password check.
    await until(() => answered + checks.count === BURST - 1)
    expect(checks.count).toBe(1)
    // The right password, inside the burst: the guess in flight already counts as a failure.
    let rightAnswered = false
    const right = attempt(RIGHT).finally(() => (rightAnswered = true))
    await until(() => rightAnswered || checks.count > 1)
    release()
    const results = [...(await Promise.all(guesses)), await right]
    expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(429))
    expect(results.some((r) => r.setsSession)).toBe(false)
    expect(checks.count).toBe(1)
    expect(await sessions()).toBe(before)
    expect(await failures()).toBe(20)
  })

  it('refuses the right password inside a burst sent during a wait, checking none of them', async () => {
    for (let i = 0; i < FREE_FAILURES; i++) await attempt(`wrong-${i}`)
    await longWait()
    checks.count = 0
    const before = await sessions()
    for (const right of [0, 17, BURST - 1]) {
      const results = await burst(BURST, right)
      expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(429))
      expect(results.some((r) => r.setsSession)).toBe(false)
    }
    expect(checks.count).toBe(0)
    expect(await sessions()).toBe(before)
    expect(await failures()).toBe(FREE_FAILURES)
  })

  it('lets one through at the edge of the limit, and one more each time a wait ends', async () => {
    for (let i = 0; i < FREE_FAILURES - 1; i++) await attempt(`wrong-${i}`)
    checks.count = 0
    // Nine failures: the tenth attempt is free, and only one of the burst may take it.
    const [results, seconds] = await timed(() => burst(BURST))
    expect(checks.count).toBeGreaterThanOrEqual(1)
    expect(checks.count - 1).toBeLessThanOrEqual(laterAllowed(seconds))
    expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(429))
    expect(results.map((r) => r.form)).toContain(waitMessage(1))

    // Waits long enough that no burst outlasts them: exactly one of each burst is checked,
    // and it is told the wait its failure imposes, doubling up to the cap.
    await failedAlready(18)
    for (const [failed, wait] of [
      [19, 512],
      [20, MAX_WAIT_SECONDS],
      [21, MAX_WAIT_SECONDS],
    ] as const) {
      const checked = checks.count
      const results = await burst(BURST)
      expect(checks.count - checked).toBe(1)
      expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(429))
      expect(results.map((r) => r.form)).toContain(waitMessage(wait))
      expect(await failures()).toBe(failed)
      await waitIsOver()
    }
  })

  it('signs in with the right password when it is the one let through, and a success clears the count', async () => {
    for (let i = 0; i < FREE_FAILURES - 1; i++) await attempt(`wrong-${i}`)
    expect((await attempt(RIGHT)).status).toBe(302)
    // Counted afresh: nine more failures are plain 401s again.
    const statuses: number[] = []
    for (let i = 0; i < FREE_FAILURES - 1; i++) statuses.push((await attempt(`wrong-${i}`)).status)
    expect(statuses).toEqual(Array(FREE_FAILURES - 1).fill(401))
  })

  it('holds a burst for one address without locking the account out elsewhere', async () => {
    await burst(BURST)
    checks.count = 0
    const elsewhere = await attempt(RIGHT, '198.51.100.9')
    expect(elsewhere.status).toBe(302)
    expect(checks.count).toBe(1)
  })
})
