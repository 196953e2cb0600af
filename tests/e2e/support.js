// @ts-check
// Shared pieces of the browser suite. run.js starts the server and sets E2E_BASE_URL and
// E2E_JAVASCRIPT; every test file runs once with JavaScript on and once with it off.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import net from 'node:net'
import { chromium, request as apiRequest } from 'playwright-core'

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Response} Response */
/** @typedef {import('playwright-core').APIRequestContext} APIRequestContext */

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000'
export const JAVASCRIPT = process.env.E2E_JAVASCRIPT !== 'off'
export const MODE = JAVASCRIPT ? 'JS on' : 'JS off'
export const RESULTS_DIR = path.resolve('test-results')
export const PASSWORD = 'correct-horse-battery'
/** The support address run.js gives the server, so the contact form's mail is written and read like any other. */
/** Today in India ("YYYY-MM-DD"), as the server counts a date of execution. */
export const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
export const SUPPORT_EMAIL = 'support@e2e.example'

// Without the background-networking flags Chromium keeps calling Google's services, which
// a closed network turns into a stream of slow failures.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** @returns {Promise<Browser>} */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

/**
 * A fresh context (its own cookies) in the pass's JavaScript mode. Page errors and
 * console errors are collected so a test can assert the page ran cleanly.
 * @param {Browser} browser
 * @param {{ userAgent?: string }} [more] another browser's User-Agent, for a second device
 */
export async function openPage(browser, more = {}) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: JAVASCRIPT,
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    ...more,
  })
  // Safety nets against a hang, not speed checks: on a 2-core machine shared with other
  // work, one step of a healthy run has taken over 10 s.
  context.setDefaultTimeout(20_000)
  context.setDefaultNavigationTimeout(30_000)
  const page = await context.newPage()
  /** @type {string[]} */
  const errors = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    // A 4xx answer to a form is expected (400 for bad input); Chromium logs each one.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`)
    }
  })
  return { context, page, errors }
}

/** A TCP port nothing listens on right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address())
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The e-mail of a Professional account made for this test before the server started: run.js
 * finds every `proAccount('key')` in the test files and seeds `pro-<key>-on@e2e.test` and
 * `pro-<key>-off@e2e.test` (password PASSWORD). Use a key no other file uses, written as a
 * plain string literal so run.js can find it.
 * @param {string} key lower-case letters, digits and dashes
 */
export function proAccount(key) {
  return proAccountEmail(key, JAVASCRIPT ? 'on' : 'off')
}

/** @param {string} key @param {'on' | 'off'} mode */
export function proAccountEmail(key, mode) {
  return `pro-${key}-${mode}@e2e.test`
}

/** @param {string} tag */
export function uniqueEmail(tag) {
  return `${tag}-${crypto.randomBytes(5).toString('hex')}@example.com`
}

/** @param {Page} page */
export function pathOf(page) {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/**
 * Asserts that nothing matches `locator`, waiting (up to 10 s) for a match to go: with
 * JavaScript the URL changes before React commits the next render, so a count taken the
 * instant a navigation ends can still see what is leaving. Absent now passes at once.
 * @param {import('playwright-core').Locator} locator
 * @param {string} [message]
 */
export async function expectGone(locator, message = 'expected nothing to match') {
  try {
    await locator.first().waitFor({ state: 'detached', timeout: 10_000 })
  } catch {
    assert.equal(await locator.count(), 0, message)
  }
}

/**
 * Waits until the page is at `expected` (path plus query). With JavaScript on, Remix
 * navigates on the client, so this polls the URL instead of waiting for a load event.
 * @param {Page} page
 * @param {string} expected
 */
export async function waitForPath(page, expected) {
  try {
    await page.waitForURL((url) => `${url.pathname}${url.search}` === expected, { waitUntil: 'commit' })
  } catch {
    assert.equal(pathOf(page), expected, 'page did not reach the expected URL')
  }
  if (JAVASCRIPT) await page.waitForLoadState('load')
}

/**
 * Clicks a submit button and returns the response to the form's POST (with JavaScript on
 * that is Remix's fetch to the action, which carries the action's own status).
 * @param {Page} page
 * @param {string} buttonName
 * @param {string} pathname the form's action path
 * @returns {Promise<Response>}
 */
export async function submit(page, buttonName, pathname) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === pathname),
    page.getByRole('button', { name: buttonName, exact: true }).click(),
  ])
  return response
}

/**
 * Fills the create-account form on the current page.
 * @param {Page} page
 * @param {{ email: string, password: string, confirmPassword?: string }} values
 */
export async function fillSignUp(page, { email, password, confirmPassword = password }) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirmPassword)
}

/**
 * @param {Page} page
 * @param {{ email: string, password: string }} values
 */
export async function fillSignIn(page, { email, password }) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

/**
 * Creates an account through the form and leaves the page on /app, signed in.
 * @param {Page} page
 * @param {string} email
 */
export async function createAccount(page, email, password = PASSWORD) {
  await page.goto('/auth?tab=signup')
  await fillSignUp(page, { email, password })
  await submit(page, 'Create Account', '/auth')
  await waitForPath(page, '/app')
}

/**
 * Signs in through the form and leaves the page on /app.
 * @param {Page} page
 * @param {string} email
 */
export async function signIn(page, email, password = PASSWORD) {
  await page.goto('/auth?tab=signin')
  await fillSignIn(page, { email, password })
  await submit(page, 'Sign In', '/auth')
  await waitForPath(page, '/app')
}

/** @type {Map<string, number>} */
const sessionsTaken = new Map()

/**
 * A signed-in session of a proAccount(key), as a cookie pair (`session=…`): run.js seeded
 * the session rows before the server started, one for each place a test file writes
 * proAccount('key'), so every call here gets its own session (one signing out ends no other).
 * @param {string} email
 */
export function seededSession(email) {
  const file = process.env.E2E_SESSIONS_FILE
  if (!file || !fs.existsSync(file))
    throw new Error('no seeded sessions: run the e2e tests with npm run test:e2e')
  /** @type {Record<string, string[]>} */
  const sessions = JSON.parse(fs.readFileSync(file, 'utf8'))
  const taken = sessionsTaken.get(email) ?? 0
  const cookie = sessions[email]?.[taken]
  if (!cookie) {
    throw new Error(
      `no seeded session left for ${email}: run.js seeds one per proAccount('…') written in the file`,
    )
  }
  sessionsTaken.set(email, taken + 1)
  return cookie
}

/**
 * Signs the page's context in as a proAccount(key) without the sign-in page — the session
 * cookie of a seeded session row — and loads no page: for a test whose first step opens a
 * page of its own (a document, say), where signInAs's /app would be loaded for nothing.
 * @param {Page} page
 * @param {string} email
 */
export async function useSeededSession(page, email) {
  const [name = '', value = ''] = seededSession(email).split(/=(.*)/s)
  await page.context().addCookies([{ name, value, url: BASE_URL, httpOnly: true, sameSite: 'Lax' }])
}

/**
 * Signs the page's context in as a proAccount(key) without the sign-in page — the session
 * cookie of a seeded session row — and leaves the page on /app, as signIn does. The sign-in
 * form itself is covered by auth.test.js and the flows that still use signIn.
 * @param {Page} page
 * @param {string} email
 */
export async function signInAs(page, email) {
  await useSeededSession(page, email)
  await page.goto('/app')
  await waitForPath(page, '/app')
}

/**
 * Creates an account with the sign-up form's own POST (CSRF token, same-origin Origin)
 * sent from `request`, without loading the form: the server hashes the password and sets
 * the session cookie exactly as for the form. The form itself is auth.test.js's subject.
 * @param {APIRequestContext} request
 * @param {string} email
 */
async function postSignUp(request, email, password = PASSWORD) {
  const html = await (await request.get('/privacy-policy')).text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? /"csrf":"([^"]+)"/.exec(html)?.[1]
  assert.ok(csrf, 'no CSRF token on /privacy-policy')
  const response = await request.post('/auth', {
    form: { intent: 'create-account', email, password, confirmPassword: password, csrf },
    headers: { origin: BASE_URL },
    maxRedirects: 0,
  })
  assert.equal(
    `${response.status()} ${response.headers().location ?? ''}`,
    '302 /app',
    `signing up ${email} over HTTP`,
  )
}

/**
 * Signs the page's context up as a new (free trial) account over HTTP — the cookies land
 * in the context — and leaves the page where it was: for tests whose subject is not the
 * sign-up form (createAccount goes through the form).
 * @param {Page} page
 * @param {string} email
 */
export async function signUpOverHttp(page, email, password = PASSWORD) {
  await postSignUp(page.context().request, email, password)
}

/**
 * Makes an account without touching the caller's context (which stays anonymous).
 * @param {Browser} _browser unused: the account is made over HTTP, with no page
 * @param {string} email
 */
export async function registerElsewhere(_browser, email, password = PASSWORD) {
  const request = await apiRequest.newContext({ baseURL: BASE_URL })
  try {
    await postSignUp(request, email, password)
  } finally {
    await request.dispose()
  }
}

/**
 * Asserts the toast shows `title` (and `description` when given) and returns its locator.
 * @param {Page} page
 * @param {string} title
 * @param {string} [description]
 */
export async function expectToast(page, title, description) {
  const toast = page.getByTestId('toast')
  // With JavaScript, the URL changes a moment before React renders the new page, so the
  // previous page's toast can still be on screen: wait for the expected one to appear.
  try {
    await toast.filter({ hasText: title }).waitFor({ state: 'visible' })
  } catch {
    const shown =
      (await toast.count()) > 0 ? (await toast.first().innerText()).replace(/\s+/g, ' ') : 'no toast'
    assert.fail(`toast should say "${title}", it says "${shown}" (page ${pathOf(page)})`)
  }
  const text = (await toast.innerText()).replace(/\s+/g, ' ')
  if (description)
    assert.ok(text.includes(description), `toast should say "${description}", it says "${text}"`)
  return toast
}

/**
 * Asserts some element shows exactly this text.
 * @param {Page} page
 * @param {string} text
 */
export async function expectText(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' })
}

/**
 * The page is signed in as `email`: the header shows it with Profile and Sign Out.
 * @param {Page} page
 * @param {string} email
 */
export async function expectSignedInHeader(page, email) {
  const header = page.locator('header')
  assert.equal((await header.getByTestId('signed-in-email').innerText()).trim(), email)
  await header.getByRole('link', { name: 'Profile', exact: true }).waitFor()
  const signOut = header.getByRole('button', { name: 'Sign Out', exact: true })
  await signOut.waitFor()
  const form = signOut.locator('xpath=ancestor::form[1]')
  assert.equal((await form.getAttribute('method'))?.toLowerCase(), 'post', 'Sign Out is a POST form')
  assert.equal(await form.getAttribute('action'), '/logout')
  assert.equal(await header.getByRole('link', { name: 'Sign In', exact: true }).count(), 0)
}

/**
 * @param {Page} page
 * @param {string} name file name without extension
 */
export async function screenshot(page, name) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const file = path.join(RESULTS_DIR, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}

/**
 * With JavaScript on, the page must not log errors (a CSP violation, a hydration
 * mismatch). Without JavaScript nothing runs, so there is nothing to check.
 * @param {string[]} errors
 */
export function expectNoPageErrors(errors) {
  if (!JAVASCRIPT) return
  assert.deepEqual(errors, [], 'the page logged errors')
}

/** Every fact of a rental agreement at once, as a user would type them into the chat. */
export const RENTAL_FACTS = [
  'Landlord Name: Priya Sharma',
  'Tenant Name: Ravi Kumar',
  'Property Address: Flat 12, Shanti Apartments, Baner, Pune 411045',
  'Monthly Rent: 25000',
  'Security Deposit: 1 lakh',
  'Lease Period: 11',
].join('\n')

/**
 * Sends a chat message in the workspace and waits for the POST's answer.
 * @param {Page} page @param {string} text
 */
export async function sendChat(page, text) {
  const message = page.getByLabel('Message', { exact: true })
  const send = page.getByRole('button', { name: 'Send', exact: true })
  await message.fill(text)
  // 45 s, not the default 20: on a loaded 2-core machine the click alone may wait for the
  // page to settle after the navigation before it, and CI once ran out of time here.
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app',
    { timeout: 45_000 },
  )
  await Promise.all([answered, send.click()])
}

/**
 * After the message that generates an agreement: without JavaScript the browser lands on
 * the document page; with it the document opens as the dialog over the workspace
 * (/app?session=…&document=<id>). Returns the document page's path either way.
 * @param {Page} page
 * @param {() => Promise<unknown>} sendIt sends the generating message
 */
export async function openGenerated(page, sendIt) {
  const landing = JAVASCRIPT
    ? /\/app\?session=[0-9a-f-]{36}&document=[0-9a-f-]{36}$/
    : /\/app\/documents\/[0-9a-f-]{36}$/
  await Promise.all([page.waitForURL(landing), sendIt()])
  const url = new URL(page.url())
  const id = JAVASCRIPT ? url.searchParams.get('document') : url.pathname.split('/').pop()
  const scope = JAVASCRIPT ? page.getByTestId('document-dialog') : page
  await scope.getByRole('heading', { level: 1 }).first().waitFor()
  return `/app/documents/${id}`
}

/**
 * Drafts the rental agreement through the workspace chat (template, facts, "yes") and
 * leaves the browser on its document page (with JavaScript, after the dialog opened);
 * returns that page's path.
 * @param {Page} page
 */
export async function generateRental(page) {
  await page.goto('/app')
  await Promise.all([
    page.waitForURL(/\/app\?session=[0-9a-f-]{36}/),
    page.getByRole('button', { name: /^Rental Agreement/ }).click(),
  ])
  await sendChat(page, RENTAL_FACTS)
  await page.getByText('Reply "yes" to generate the Rental Agreement', { exact: false }).first().waitFor()
  const path = await openGenerated(page, () => sendChat(page, 'yes'))
  if (JAVASCRIPT) await page.goto(path)
  await page.getByRole('heading', { level: 1, name: 'Leave and Licence Agreement' }).waitFor()
  return path
}

/** A rental agreement's details (RENTAL_FACTS as fields), for generating one through the JSON API. */
export const RENTAL = {
  landlordName: 'Priya Sharma',
  tenantName: 'Ravi Kumar',
  propertyAddress: 'Flat 12, Shanti Apartments, Baner, Pune 411045',
  monthlyRent: '25000',
  securityDeposit: '1 lakh',
  leasePeriod: '11',
}

/**
 * The same rental agreement generateRental drafts, made through POST /api/generate-agreement
 * with the page's own session (a trial account's becomes its preview, as in the chat);
 * returns its document page's path without opening it. For tests whose subject is the
 * document, not the chat that drafts it: a fraction of the chat's requests and renders.
 * @param {Page} page signed in
 */
export async function postRental(page) {
  const response = await page.context().request.post('/api/generate-agreement', {
    data: { templateType: 'rental-agreement', details: RENTAL },
    headers: { origin: BASE_URL },
  })
  const body = await response.json()
  assert.equal(response.status(), 201, `POST /api/generate-agreement: ${JSON.stringify(body)}`)
  return `/app/documents/${body.agreement.id}`
}

/**
 * postRental, then its document page opened (as generateRental leaves the browser);
 * returns that page's path.
 * @param {Page} page signed in
 */
export async function rentalByApi(page) {
  const path = await postRental(page)
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: 'Leave and Licence Agreement' }).waitFor()
  return path
}

/**
 * With JavaScript, waits until a link has taken its hydrated form (its href holds `part`, e.g.
 * a dialog's parameter): clicked before, it is the page link a browser without JavaScript
 * follows. Without JavaScript it returns at once.
 * @param {import('playwright-core').Locator} link
 * @param {string} part
 */
export async function linkHydrated(link, part) {
  if (!JAVASCRIPT) return
  const deadline = Date.now() + 30_000
  while (!((await link.getAttribute('href')) ?? '').includes(part)) {
    if (Date.now() > deadline) throw new Error(`the link never took its hydrated form (${part})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
