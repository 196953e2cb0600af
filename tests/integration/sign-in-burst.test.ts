import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Argon2 from '@node-rs/argon2'
import { useDatabase } from '#db/client.server.ts'
import type { Db } from '#db/types.ts'
import { action as authAction } from '#app/routes/auth.tsx'
import { FREE_FAILURES, waitMessage } from '#domain/accounts/throttle.ts'
import { openTestDb, resetDb } from '#tests/support/db.ts'
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

let db: Db
beforeAll(async () => {
  db = await openTestDb()
  useDatabase(db)
})
afterAll(() => db.close())
beforeEach(async () => {
  await resetDb(db)
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

async function attempt(password: string, address = ADDRESS) {
  const b = await browser()
  const request = b.post('/auth', { intent: 'sign-in', email: EMAIL, password })
  const response = await settle(() =>
    authAction({ request, context: { clientAddress: address }, params: {} }),
  )
  const body = response.status === 302 ? null : ((await response.json()) as { errors: { form?: string } })
  return {
    status: response.status,
    form: body?.errors.form,
    setsSession: response.headers.getSetCookie().some((c) => c.startsWith('session=')),
  }
}

/** `size` attempts at once, the right password at `right` (if given) and wrong ones around it. */
const burst = (size: number, right?: number) =>
  Promise.all(Array.from({ length: size }, (_, i) => attempt(i === right ? RIGHT : `wrong-${i}`)))

const failures = async () =>
  (await db.query<{ failures: number }>('SELECT failures FROM login_throttle'))[0]?.failures
const sessions = async () => (await db.query('SELECT 1 FROM sessions')).length
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
afterEach(() => releaseChecks())

/** Resolves once `done()` holds; polled, so nothing depends on how long it takes. */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** The wait is over, as if its seconds had passed (no test sleeps). */
const waitIsOver = () => db.query(`UPDATE login_throttle SET locked_until = now() - interval '1 second'`)

describe('the sign-in throttle under a burst', () => {
  it(`checks only the ${FREE_FAILURES} free attempts of ${BURST} sent at once, then holds`, async () => {
    const results = await burst(BURST)
    expect(checks.count).toBe(FREE_FAILURES)
    const statuses = results.map((r) => r.status)
    // The first nine failures are plain 401s; the tenth, and all the rest, are told to wait.
    expect(count(statuses, 401)).toBe(FREE_FAILURES - 1)
    expect(count(statuses, 429)).toBe(BURST - FREE_FAILURES + 1)
    for (const r of results.filter((r) => r.status === 429))
      expect(r.form).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ seconds?/)

    // The right password now is refused before it is checked.
    const after = await attempt(RIGHT)
    expect(after.status).toBe(429)
    expect(checks.count).toBe(FREE_FAILURES)
  })

  it('refuses the right password sent while the guesses let through after a lock are still being checked', async () => {
    for (let i = 0; i < FREE_FAILURES; i++) await attempt(`wrong-${i}`)
    await waitIsOver()
    checks.count = 0
    const before = await sessions()
    // The wait has ended: a burst of guesses arrives, and their checks are held in flight.
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
  })

  it('refuses the right password inside a burst sent during the lock, checking none of them', async () => {
    for (let i = 0; i < FREE_FAILURES; i++) await attempt(`wrong-${i}`)
    checks.count = 0
    const before = await sessions()
    for (const right of [0, 17, BURST - 1]) {
      const results = await burst(BURST, right)
      expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(429))
      expect(results.some((r) => r.setsSession)).toBe(false)
    }
    expect(checks.count).toBe(0)
    expect(await sessions()).toBe(before)
  })

  it('lets exactly one through at the edge of the limit, and one more each time a wait ends', async () => {
    for (let i = 0; i < FREE_FAILURES - 1; i++) await attempt(`wrong-${i}`)
    checks.count = 0
    // Nine failures: the tenth attempt is free, and only one of the burst may take it.
    let results = await burst(BURST)
    expect(checks.count).toBe(1)
    expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(429))
    expect(results.map((r) => r.form)).toContain(waitMessage(1))
    expect(await failures()).toBe(FREE_FAILURES)

    // The 1 s wait ends: one more attempt is checked, and its failure doubles the wait.
    for (const wait of [2, 4]) {
      await waitIsOver()
      results = await burst(BURST)
      expect(checks.count).toBe(1 + Math.log2(wait))
      expect(results.map((r) => r.status)).toEqual(Array(BURST).fill(429))
      // The one checked is told the wait its failure imposes.
      expect(results.map((r) => r.form)).toContain(waitMessage(wait))
      expect(await failures()).toBe(FREE_FAILURES + Math.log2(wait))
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
