// @ts-check
// Sign-up, sign-in, sign-out, guards and toasts, in the browser. run.js runs this file
// with JavaScript on and again with it off; the flows must work the same way in both.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectGone,
  JAVASCRIPT,
  MODE,
  PASSWORD,
  createAccount,
  expectNoPageErrors,
  expectSignedInHeader,
  expectText,
  expectToast,
  fillSignIn,
  fillSignUp,
  launchBrowser,
  openPage,
  pathOf,
  registerElsewhere,
  screenshot,
  submit,
  uniqueEmail,
  waitForPath,
} from './support.js'

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** @param {string} name @param {(page: import('playwright-core').Page, errors: string[]) => Promise<void>} body */
function browserTest(name, body) {
  test(`${name} [${MODE}]`, async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      await body(page, errors)
    } finally {
      await context.close()
    }
  })
}

/**
 * Clicks a submit button while holding its POST to /auth, so the busy label can be seen;
 * returns the busy button and a `release` that lets the POST through.
 * @param {import('playwright-core').Page} page @param {string} idle @param {string} busyName
 */
async function clickAndHold(page, idle, busyName) {
  /** @type {() => void} */
  let release = () => {}
  const held = new Promise((resolve) => (release = () => resolve(undefined)))
  const isAuth = (/** @type {URL} */ url) => url.pathname === '/auth'
  await page.route(isAuth, async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await page.getByRole('button', { name: idle, exact: true }).click()
  const busy = page.getByRole('button', { name: busyName, exact: true })
  await busy.waitFor()
  // The handler stays: once released it lets every request straight through (unrouting
  // while the held request is still inside it makes Playwright handle it twice).
  return { busy, release }
}

browserTest('the landing page links to sign-in and create-account', async (page, errors) => {
  const response = await page.goto('/')
  assert.equal(response?.status(), 200)
  const header = page.locator('header')
  const signIn = header.getByRole('link', { name: 'Sign In', exact: true })
  const getStarted = header.getByRole('link', { name: 'Get Started', exact: true })
  assert.equal(await signIn.getAttribute('href'), '/auth?tab=signin')
  assert.equal(await getStarted.getAttribute('href'), '/auth?tab=signup')

  await getStarted.click()
  await waitForPath(page, '/auth?tab=signup')
  const tabs = page.getByRole('navigation', { name: 'Sign in or create an account' })
  await tabs.getByRole('link', { name: 'Sign In', exact: true }).waitFor()
  await tabs.getByRole('link', { name: 'Create Account', exact: true }).waitFor()
  for (const label of ['Email', 'Password', 'Confirm Password']) {
    await page.getByLabel(label, { exact: true }).waitFor()
  }
  await page.getByRole('button', { name: 'Create Account', exact: true }).waitFor()

  await tabs.getByRole('link', { name: 'Sign In', exact: true }).click()
  await waitForPath(page, '/auth?tab=signin')
  // With JavaScript the URL can change a frame before React renders the new tab.
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
  await page.getByLabel('Confirm Password', { exact: true }).waitFor({ state: 'detached', timeout: 5000 })
  if (JAVASCRIPT) await screenshot(page, 'auth')
  expectNoPageErrors(errors)
})

browserTest('create account rejects bad input with 400 and keeps the e-mail', async (page, errors) => {
  await page.goto('/auth?tab=signup')
  const email = page.getByLabel('Email', { exact: true })

  let response = await submit(page, 'Create Account', '/auth')
  assert.equal(response.status(), 400)
  await expectText(page, 'Please fill in all fields')

  const cases = [
    {
      email: 'not-an-email',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      message: 'Please enter a valid email address',
    },
    {
      email: uniqueEmail('mismatch'),
      password: PASSWORD,
      confirmPassword: `${PASSWORD}x`,
      message: 'Passwords do not match',
    },
    {
      email: uniqueEmail('short'),
      password: 'abc',
      confirmPassword: 'abc',
      message: 'Password must be at least 6 characters long',
    },
  ]
  for (const { message, ...values } of cases) {
    await fillSignUp(page, values)
    response = await submit(page, 'Create Account', '/auth')
    assert.equal(response.status(), 400, message)
    await expectText(page, message)
    assert.equal(await email.inputValue(), values.email, `the e-mail is kept after "${message}"`)
    assert.equal(pathOf(page), '/auth?tab=signup')
    // The create-account form is still the one shown.
    await page.getByLabel('Confirm Password', { exact: true }).waitFor()
  }
  expectNoPageErrors(errors)
})

browserTest('create account signs in, shows the toast and the signed-in header', async (page, errors) => {
  const address = uniqueEmail('new')
  await page.goto('/auth?tab=signup')
  await fillSignUp(page, { email: address, password: PASSWORD })

  if (JAVASCRIPT) {
    const held = await clickAndHold(page, 'Create Account', 'Creating Account...')
    assert.equal(await held.busy.isDisabled(), true, 'the button is disabled while submitting')
    held.release()
  } else {
    await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  }

  await waitForPath(page, '/app')
  await page.getByRole('heading', { level: 1, name: 'AI Legal Assistant' }).waitFor()
  const toast = await expectToast(page, 'Account created successfully')
  await expectSignedInHeader(page, address)
  if (JAVASCRIPT) await screenshot(page, 'app')

  const shownAt = Date.now()
  if (JAVASCRIPT) {
    await toast.waitFor({ state: 'hidden', timeout: 8_000 })
    const shownFor = Date.now() - shownAt
    assert.ok(shownFor >= 3_000, `the toast should stay about 5 s, it went after ${shownFor} ms`)
  } else {
    await page.waitForTimeout(6_500)
    assert.equal(await toast.isVisible(), true, 'without JavaScript the toast stays')
  }

  // The toast is a one-time flash: a reload does not show it again.
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'AI Legal Assistant' }).waitFor()
  await expectGone(page.getByTestId('toast'))
  expectNoPageErrors(errors)
})

browserTest('sign out ends the session and /app asks to sign in again', async (page, errors) => {
  const address = uniqueEmail('signout')
  await createAccount(page, address)
  // A GET (a prefetch, a link from elsewhere) must not sign anyone out.
  await page.goto('/logout')
  await waitForPath(page, '/')
  await expectSignedInHeader(page, address)

  await page.locator('header').getByRole('button', { name: 'Sign Out', exact: true }).click()
  await waitForPath(page, '/')
  await expectToast(page, 'Logout successful', 'You have been signed out.')
  const header = page.locator('header')
  await header.getByRole('link', { name: 'Sign In', exact: true }).waitFor()
  await expectGone(header.getByTestId('signed-in-email'))

  await page.goto('/app')
  await waitForPath(page, '/auth?redirectTo=%2Fapp')
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
  expectNoPageErrors(errors)
})

browserTest('sign in: a wrong password is refused with 401, the right one signs in', async (page, errors) => {
  const address = uniqueEmail('signin')
  await registerElsewhere(browser, address)

  await page.goto('/auth?tab=signin')
  await fillSignIn(page, { email: address, password: 'wrong-password' })
  const refused = await submit(page, 'Sign In', '/auth')
  assert.equal(refused.status(), 401)
  await expectText(page, 'Invalid email or password')
  await expectToast(page, 'Login failed')
  assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), address)

  await fillSignIn(page, { email: address, password: PASSWORD })
  if (JAVASCRIPT) {
    const held = await clickAndHold(page, 'Sign In', 'Signing In...')
    held.release()
  } else {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  }
  await waitForPath(page, '/app')
  await expectToast(page, 'Login successful', 'Welcome back!')
  await expectSignedInHeader(page, address)

  // A signed-in user has no business on /auth.
  await page.goto('/auth?tab=signin')
  await waitForPath(page, '/app')
  expectNoPageErrors(errors)
})

browserTest('a guarded page sends an anonymous visitor to sign in and back again', async (page, errors) => {
  const address = uniqueEmail('redirect')
  await registerElsewhere(browser, address)

  await page.goto('/profile')
  await waitForPath(page, '/auth?redirectTo=%2Fprofile')
  await fillSignIn(page, { email: address, password: PASSWORD })
  await submit(page, 'Sign In', '/auth')
  await waitForPath(page, '/profile')
  await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
  // The Overview tab shows figures, not the address: the signed-in header names the account.
  await expectSignedInHeader(page, address)
  expectNoPageErrors(errors)
})

browserTest('sign-in never follows a redirectTo to another site', async (page, errors) => {
  const address = uniqueEmail('offsite')
  await registerElsewhere(browser, address)

  await page.goto('/auth?tab=signin&redirectTo=%2F%2Fevil.example%2Fsteal')
  await fillSignIn(page, { email: address, password: PASSWORD })
  await submit(page, 'Sign In', '/auth')
  await waitForPath(page, '/app')
  expectNoPageErrors(errors)
})

browserTest('an unknown path is a 404 page with a way home', async (page, errors) => {
  const response = await page.goto('/no-such-page')
  assert.equal(response?.status(), 404)
  const home = page.getByRole('link', { name: 'Back to Home', exact: true })
  await home.click()
  await waitForPath(page, '/')
  // A 404 is logged by Chromium as a failed resource; nothing else may be.
  expectNoPageErrors(errors)
})
