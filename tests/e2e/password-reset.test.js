// @ts-check
// Forgot password in the browser, with JavaScript on and off: ask for a link on /auth, read
// the .eml the server's file mailer wrote, follow the link, set a new password — every
// session of the account ends — and sign in with it; the used link is then refused.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { linkIn, waitForMail } from './mail.js'
import {
  MODE,
  PASSWORD,
  createAccount,
  expectNoPageErrors,
  expectText,
  expectToast,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
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

const SENT = 'If an account exists for that address, we have sent a link to reset its password.'

/** From the sign-in view to the answer of the forgot-password form. @param {import('playwright-core').Page} page @param {string} email */
async function askForLink(page, email) {
  await page.goto('/auth?tab=signin')
  await page.getByRole('link', { name: 'Forgot password?', exact: true }).click()
  await waitForPath(page, '/auth?tab=forgot')
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
  await page.getByLabel('Email', { exact: true }).fill(email)
  const response = await submit(page, 'Send Reset Link', '/auth')
  assert.ok(response.status() < 400, `the request answered ${response.status()}`)
  await waitForPath(page, '/auth?tab=signin')
  await expectToast(page, 'Password reset email sent', SENT)
}

test(`a forgotten password is reset through the mailed link, and every session ends [${MODE}]`, async () => {
  const email = uniqueEmail('reset')
  const elsewhere = await openPage(browser)
  const { context, page, errors } = await openPage(browser)
  try {
    // Signed in on another device.
    await createAccount(elsewhere.page, email)

    await askForLink(page, email)
    const mail = await waitForMail(email, /^Reset your NyayaDraft password$/)
    assert.match(mail.text, /expires in 30 minutes/)
    assert.match(mail.html, /Choose a new password/)
    const link = linkIn(mail, '/auth/reset')

    const opened = await page.goto(link)
    assert.equal(opened?.status(), 200)
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    await expectText(page, email)

    // Confirmation that does not match: 400, the message beside the field.
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-secret')
    await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-secreT')
    const mismatch = await submit(page, 'Reset Password', '/auth/reset')
    assert.equal(mismatch.status(), 400)
    await expectText(page, 'Passwords do not match')
    await expectToast(page, 'Password mismatch')

    await page.getByLabel('New Password', { exact: true }).fill('brand-new-secret')
    await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-secret')
    const done = await submit(page, 'Reset Password', '/auth/reset')
    assert.ok(done.status() < 400, `the reset answered ${done.status()}`)
    await waitForPath(page, '/auth?tab=signin')
    await expectToast(page, 'Password updated')
    await screenshot(page, `password-reset-done-${MODE.replace(' ', '-')}`)

    // The other device's session ended with the reset.
    await elsewhere.page.goto('/app')
    await waitForPath(elsewhere.page, '/auth?redirectTo=%2Fapp')

    await signIn(page, email, 'brand-new-secret')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
    await elsewhere.context.close()
  }

  // The link worked once.
  const later = await openPage(browser)
  try {
    const mail = await waitForMail(email, /^Reset your NyayaDraft password$/)
    const again = await later.page.goto(linkIn(mail, '/auth/reset'))
    assert.equal(again?.status(), 410)
    await later.page.getByRole('heading', { name: 'This reset link was already used' }).waitFor()
    await later.page.getByRole('link', { name: 'Ask for a new link', exact: true }).waitFor()
  } finally {
    await later.context.close()
  }
})

test(`an address with no account gets the same answer, and no mail [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    const email = uniqueEmail('no-account')
    await askForLink(page, email)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await assert.rejects(waitForMail(email, /./, { timeout: 1_000 }), /no mail to/)
    // The sign-in form still works as before.
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    const refused = await submit(page, 'Sign In', '/auth')
    assert.equal(refused.status(), 401)
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
