// @ts-check
// The sign-in throttle under a burst, over HTTP against the running server (run.js runs
// this file once, on PGlite, or on Postgres with DATABASE_URL). Guesses sent together must
// be checked no more often than the policy lets them through one at a time: nine plain
// failures, then the tenth starts a wait of 1 s, and one more is let through each time a
// wait ends, doubling it. So the longest wait named tells how many were checked: W seconds
// means log2(W) checked beyond the tenth, which needs W - 1 seconds of waits to have passed
// during the burst. (Before the fix, 30 guesses at once were all checked: 15 minutes.)
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { HttpClient } from './http.js'
import { BASE_URL, PASSWORD, uniqueEmail } from './support.js'

const BURST = 30
const FREE_FAILURES = 10
const WAIT = /^Too many failed sign-in attempts\. Please wait (\d+) (second|seconds|minutes) and try again\.$/

/** A visitor with the sign-in form's CSRF token (and no session). */
async function visitor() {
  const client = new HttpClient()
  await client.loadCsrf()
  return client
}

/**
 * One sign-in post: its status, the form's error (from the page Remix renders for a
 * refused post) and whether it started a session.
 * @param {HttpClient} client @param {string} email @param {string} password
 */
async function signIn(client, email, password) {
  const response = await client.send('POST', '/auth', { form: { intent: 'sign-in', email, password } })
  const html = await response.text()
  const error = /Too many failed sign-in attempts[^<]*|Invalid email or password/.exec(html)?.[0] ?? null
  const session = response.headers.getSetCookie().some((c) => /^(__Host-)?session=[^;]/.test(c))
  return { status: response.status, error, session }
}

/** Opens a connection for each request of a burst first, so that the burst arrives together. */
const warmUp = () =>
  Promise.all(Array.from({ length: BURST }, () => fetch(`${BASE_URL}/healthz`).then((r) => r.text())))

/**
 * The longest wait, in seconds, that the refusals name.
 * @param {{ status: number, error: string | null }[]} results
 */
function longestWait(results) {
  const waits = results
    .filter((r) => r.status === 429)
    .map((r) => {
      const match = WAIT.exec(r.error ?? '')
      assert.ok(match, `a 429 names its wait: ${r.error}`)
      return Number(match[1]) * (match[2] === 'minutes' ? 60 : 1)
    })
  return Math.max(0, ...waits)
}

/** Seconds since `start` (a performance.now() reading). @param {number} start */
const since = (start) => (performance.now() - start) / 1000

/** @param {number[]} statuses @param {number} status */
const count = (statuses, status) => statuses.filter((s) => s === status).length

describe('the sign-in throttle under a burst', () => {
  test(`${BURST} wrong guesses sent at once: nine plain failures, the rest told to wait, never 5xx`, async () => {
    const email = uniqueEmail('burst')
    await new HttpClient().authenticate(email, 'create-account')
    const guesser = await visitor()
    await warmUp()
    const start = performance.now()
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) => signIn(guesser, email, `wrong-${i}`)),
    )
    const elapsed = since(start)
    const statuses = results.map((r) => r.status)
    assert.equal(count(statuses, 401), FREE_FAILURES - 1, `statuses: ${statuses}`)
    assert.equal(count(statuses, 429), BURST - FREE_FAILURES + 1, `statuses: ${statuses}`)
    const wait = longestWait(results)
    assert.ok(
      wait - 1 <= elapsed,
      `a ${wait} s wait after ${elapsed.toFixed(1)} s: more guesses were checked than the policy lets through`,
    )
  })

  test('the right password sent inside the burst, once the lock point has passed, does not sign in', async () => {
    const email = uniqueEmail('burst-right')
    await new HttpClient().authenticate(email, 'create-account')
    const guesser = await visitor()
    const owner = await visitor()
    await warmUp()
    /** @type {Promise<{ status: number, error: string | null, session: boolean }> | undefined} */
    let right
    const start = performance.now()
    const guesses = Array.from({ length: BURST - 1 }, (_, i) =>
      signIn(guesser, email, `wrong-${i}`).then((r) => {
        // The first refusal: ten guesses have taken their places; the rest are still in flight.
        if (r.status === 429) right ??= signIn(owner, email, PASSWORD)
        return r
      }),
    )
    const results = await Promise.all(guesses)
    assert.ok(right, 'a guess of the burst was told to wait')
    const answer = await right
    const elapsed = since(start)
    // Refused — unless the machine was so slow that the first wait (1 s) ended meanwhile.
    if (elapsed < 1 || answer.status !== 302) {
      assert.equal(answer.status, 429)
      assert.equal(answer.session, false)
      assert.equal(
        count(
          results.map((r) => r.status),
          401,
        ),
        FREE_FAILURES - 1,
      )
    }
    const wait = longestWait([...results, answer])
    assert.ok(
      wait - 1 <= elapsed,
      `a ${wait} s wait after ${elapsed.toFixed(1)} s: more guesses were checked than the policy lets through`,
    )
  })
})
