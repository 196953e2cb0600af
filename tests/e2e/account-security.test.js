// @ts-check
// The profile's Security tab with JavaScript on and off, in two (and three) browser
// contexts of one account: changing the password in one signs the other out on its next
// request; the session list signs out one other session, then all of them.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  MODE,
  PASSWORD,
  createAccount,
  expectNoPageErrors,
  expectToast,
  launchBrowser,
  openPage,
  signIn,
  submit,
  uniqueEmail,
  waitForPath,
} from './support.js'

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const SECURITY = '/profile?tab=security'

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** @param {import('playwright-core').Page} page */
const sessionList = (page) => page.getByRole('list', { name: 'Your sessions' })

/** The page's next request finds the session gone: it is sent to sign in. @param {import('playwright-core').Page} page */
async function expectSignedOut(page) {
  await page.goto('/app')
  await waitForPath(page, '/auth?redirectTo=%2Fapp')
}

/**
 * Fills the change-password form and submits it; returns the POST's status.
 * @param {import('playwright-core').Page} page @param {string} current @param {string} next @param {string} [confirm]
 */
async function changePassword(page, current, next, confirm = next) {
  const form = page.getByRole('region', { name: 'Change password' })
  await form.getByLabel('Current password').fill(current)
  await form.getByLabel('New password', { exact: true }).fill(next)
  await form.getByLabel('Confirm new password').fill(confirm)
  const status = (await submit(page, 'Update password', '/profile')).status()
  // With JavaScript the form is drawn anew once the navigation settles (the button's
  // "Updating…" gone): typing before then would be cleared.
  await form.getByRole('button', { name: 'Update password', exact: true }).waitFor()
  return status
}

test(`changing the password signs the other browser out on its next request, not this one [${MODE}]`, async () => {
  const email = uniqueEmail('security')
  const here = await openPage(browser)
  const there = await openPage(browser, { userAgent: FIREFOX_WINDOWS })
  try {
    await createAccount(here.page, email)
    await signIn(there.page, email)
    await here.page.goto(SECURITY)
    const list = sessionList(here.page)
    await list.getByText('Firefox on Windows').waitFor()
    await list.getByText('This device').waitFor()
    assert.equal(await list.getByRole('listitem').count(), 2)

    // A wrong current password, then new passwords that differ: refused, nothing typed comes back.
    assert.equal(await changePassword(here.page, 'not-my-password', 'brand-new-pass'), 400)
    await here.page.getByText('Your current password is not correct.').first().waitFor()
    assert.equal(await changePassword(here.page, PASSWORD, 'brand-new-pass', 'brand-new-pasS'), 400)
    await expectToast(here.page, 'Password mismatch', "New password and confirm password don't match")
    await here.page.getByText("New password and confirm password don't match").first().waitFor()
    assert.equal(await here.page.getByLabel('Current password').inputValue(), '')
    assert.equal(await changePassword(here.page, PASSWORD, 'abc'), 400)
    await expectToast(here.page, 'Password too short')

    assert.ok((await changePassword(here.page, PASSWORD, 'brand-new-pass')) < 400)
    await expectToast(here.page, 'Password updated')
    await waitForPath(here.page, SECURITY)
    await expectSignedOut(there.page)
    // This browser carries on, and the list now holds it alone.
    await here.page.goto(SECURITY)
    await sessionList(here.page).getByText('This device').waitFor()
    assert.equal(await sessionList(here.page).getByRole('listitem').count(), 1)
    await here.page.getByText('No other session is signed in.').waitFor()
    // The new password is the one that signs in now.
    await signIn(there.page, email, 'brand-new-pass')
    expectNoPageErrors(here.errors)
  } finally {
    await here.context.close()
    await there.context.close()
  }
})

test(`signing out one other session, then all the others [${MODE}]`, async () => {
  const email = uniqueEmail('sessions')
  const here = await openPage(browser)
  const firefox = await openPage(browser, { userAgent: FIREFOX_WINDOWS })
  const iphone = await openPage(browser, { userAgent: SAFARI_IPHONE })
  try {
    await createAccount(here.page, email)
    await signIn(firefox.page, email)
    await signIn(iphone.page, email)
    await here.page.goto(SECURITY)
    const list = sessionList(here.page)
    await list.getByText('Safari on iPhone').waitFor()
    assert.equal(await list.getByRole('listitem').count(), 3)

    await list.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click()
    await expectToast(here.page, 'Session signed out', 'Firefox on Windows is no longer signed in')
    await expectSignedOut(firefox.page)
    await iphone.page.goto('/app')
    await waitForPath(iphone.page, '/app')

    await here.page.getByRole('button', { name: 'Sign out all other sessions' }).click()
    await expectToast(here.page, 'Other sessions signed out', '1 other session was signed out.')
    await expectSignedOut(iphone.page)
    await here.page.getByText('No other session is signed in.').waitFor()
    await here.page.goto('/app')
    await waitForPath(here.page, '/app')
    expectNoPageErrors(here.errors)
  } finally {
    await Promise.all([here.context.close(), firefox.context.close(), iphone.context.close()])
  }
})
