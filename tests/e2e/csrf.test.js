// @ts-check
// Cross-site request forgery from a page on another origin. The attacker is served from
// the same host on another port: same-site, so SameSite=Lax cookies DO travel with its
// POSTs and only the server's origin check and CSRF token stand in the way.
import assert from 'node:assert/strict'
import http from 'node:http'
import { once } from 'node:events'
import { after, before, test } from 'node:test'
import {
  BASE_URL,
  JAVASCRIPT,
  MODE,
  PASSWORD,
  expectSignedInHeader,
  expectText,
  fillSignIn,
  launchBrowser,
  openPage,
  signUpOverHttp,
  submit,
  uniqueEmail,
  waitForPath,
} from './support.js'

/** @type {import('playwright-core').Browser} */
let browser
/** @type {http.Server} */
let attacker
let attackerOrigin = ''

/** @param {string} text */
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A page that posts `fields` to `action` on load (when scripts run) or on a click.
 * @param {string} action
 * @param {Record<string, string>} fields
 * @param {string} [enctype] text/plain turns the fields into a JSON-shaped body
 */
function forgeryPage(action, fields, enctype = 'application/x-www-form-urlencoded') {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')
  return `<!doctype html><html><body><h1>You won a prize</h1>
<form id="forged" method="post" enctype="${escape(enctype)}" action="${escape(action)}">${inputs}<button type="submit">Claim it</button></form>
<script>document.getElementById('forged').submit()</script></body></html>`
}

before(async () => {
  browser = await launchBrowser()
  const app = new URL(BASE_URL)
  attacker = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attacker')
    const email = url.searchParams.get('email') ?? ''
    const pages = {
      '/logout': () => forgeryPage(`${BASE_URL}/logout`, { csrf: 'a'.repeat(43) }),
      '/signup': () =>
        forgeryPage(`${BASE_URL}/auth?tab=signup`, {
          intent: 'create-account',
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          csrf: 'a'.repeat(43),
        }),
      // The classic CSRF on a JSON API: a text/plain form whose body reads as JSON
      // ({"message":"…","x":"="}), carrying the session cookie (same-site: Lax lets it).
      '/json-chat': () =>
        forgeryPage(
          `${BASE_URL}/api/chat`,
          { '{"message":"Forged by another site","x":"': '"}' },
          'text/plain',
        ),
    }
    const page = pages[/** @type {keyof typeof pages} */ (url.pathname)]
    if (!page) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page())
  })
  attacker.listen(0, app.hostname)
  await once(attacker, 'listening')
  const address = /** @type {import('node:net').AddressInfo} */ (attacker.address())
  attackerOrigin = `${app.protocol}//${app.hostname}:${address.port}`
})

after(async () => {
  await browser?.close()
  attacker?.close()
})

/**
 * Opens the attacker's page and returns the app's answer to the forged POST.
 * @param {import('playwright-core').Page} page
 * @param {string} path
 * @param {string} appPath the forged form's target path on the app
 */
async function sufferForgery(page, path, appPath) {
  const forged = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      r.url().startsWith(BASE_URL) &&
      new URL(r.url()).pathname === appPath,
  )
  await page.goto(`${attackerOrigin}${path}`, { waitUntil: 'commit' })
  // Without JavaScript the form cannot submit itself; the victim clicks the bait.
  if (!JAVASCRIPT) await page.getByRole('button', { name: 'Claim it' }).click()
  const response = await forged
  assert.equal(response.request().headers()['origin'], attackerOrigin, 'the browser sent its Origin')
  // Let the forged navigation finish so it cannot cut across the test's next goto.
  await page.waitForURL((url) => url.href.startsWith(BASE_URL), { waitUntil: 'load' })
  return response
}

test(`a forged sign-out from another origin is refused and the user stays signed in [${MODE}]`, async () => {
  const { context, page } = await openPage(browser)
  try {
    const address = uniqueEmail('csrf-logout')
    await signUpOverHttp(page, address)
    const cookies = (await context.cookies(BASE_URL)).map((c) => c.name)
    assert.ok(cookies.length > 0, 'the session cookie is set')

    const response = await sufferForgery(page, '/logout', '/logout')
    assert.equal(response.status(), 403)
    assert.match(await response.text(), /Forbidden/)

    await page.goto('/app')
    await waitForPath(page, '/app')
    await expectSignedInHeader(page, address)
  } finally {
    await context.close()
  }
})

test(`a forged create-account from another origin creates no account [${MODE}]`, async () => {
  const { context, page } = await openPage(browser)
  try {
    const address = uniqueEmail('csrf-signup')
    // Visit the app first so the browser holds a CSRF cookie the forgery could ride on.
    await page.goto('/auth?tab=signup')
    const response = await sufferForgery(page, `/signup?email=${encodeURIComponent(address)}`, '/auth')
    assert.equal(response.status(), 403)

    await page.goto('/app')
    await waitForPath(page, '/auth?redirectTo=%2Fapp')
    await fillSignIn(page, { email: address, password: PASSWORD })
    const signIn = await submit(page, 'Sign In', '/auth')
    assert.equal(signIn.status(), 401, 'no account was made, so signing in fails')
    await expectText(page, 'Invalid email or password')
  } finally {
    await context.close()
  }
})

test(`a forged JSON call (a text/plain form to /api/chat) from another origin records no message [${MODE}]`, async () => {
  const { context, page } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('csrf-json'))
    const response = await sufferForgery(page, '/json-chat', '/api/chat')
    assert.equal(response.request().headers()['content-type'], 'text/plain')
    assert.equal(response.status(), 403)
    // The victim's own session reads the conversations: none was started.
    const conversations = await context.request.get(`${BASE_URL}/api/chat-sessions`)
    assert.equal(conversations.status(), 200)
    assert.deepEqual(await conversations.json(), [])
  } finally {
    await context.close()
  }
})
