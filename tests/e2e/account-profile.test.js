// @ts-check
// The Profile tab and verified e-mail (issue 16, parts 3 and 6), with JavaScript on and off:
// a new account is asked to verify its address and does so from the mail; it changes its
// name, then its e-mail, following the link the server's file mailer wrote to the new address.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { linkIn, waitForMail } from './mail.js'
import {
  JAVASCRIPT,
  MODE,
  PASSWORD,
  createAccount,
  expectGone,
  expectNoPageErrors,
  expectToast,
  launchBrowser,
  openPage,
  pathOf,
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

/** @param {import('playwright-core').Page} page */
const banner = (page) => page.getByTestId('verify-email-banner')

test(`sign-up asks to verify the e-mail; the mailed link verifies it [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    const email = uniqueEmail('verify')
    await createAccount(page, email)
    await banner(page).getByText('Verify your e-mail').waitFor()
    const mail = await waitForMail(email, /^Verify your e-mail/)
    const link = linkIn(mail, '/verify-email/')

    // Opening the link only shows the button: the address is still unverified.
    await page.goto(link)
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor()
    await page.goto('/app')
    await banner(page).waitFor()

    await page.goto(link)
    await submit(page, 'Verify e-mail', new URL(link, 'http://x').pathname)
    await waitForPath(page, '/profile?tab=profile')
    await expectToast(page, 'E-mail verified')
    await expectGone(banner(page), 'the banner goes once the address is verified')
    await page.getByText('Verified', { exact: true }).waitFor()

    // The link works once.
    await page.goto(link)
    await page.getByText('This link has already been used').waitFor()
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`change the name, then the e-mail through the link sent to the new address [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    const email = uniqueEmail('profile')
    const newEmail = uniqueEmail('profile-new')
    await createAccount(page, email)
    await page.goto('/profile?tab=profile')
    const form = page.getByRole('form', { name: 'Profile' })

    // The name: saved at once.
    await form.getByLabel('Display name').fill('Asha Rao')
    await submit(page, 'Save changes', '/profile')
    await expectToast(page, 'Profile updated')
    await waitForPath(page, '/profile?tab=profile')
    assert.equal(await page.getByTestId('avatar').innerText(), 'AR')
    assert.equal(await form.getByLabel('Display name').inputValue(), 'Asha Rao')

    // A new e-mail with a wrong password: refused, what was typed kept, the password not.
    await form.getByLabel('Email').fill(newEmail)
    await form.getByLabel('Current password').fill('not-my-password')
    const refused = await submit(page, 'Save changes', '/profile')
    assert.equal(refused.status(), 400)
    await form.getByText('That is not your current password').waitFor()
    assert.equal(await form.getByLabel('Email').inputValue(), newEmail)
    assert.equal(await form.getByLabel('Display name').inputValue(), 'Asha Rao')
    if (!JAVASCRIPT) assert.equal(await form.getByLabel('Current password').inputValue(), '')

    // With the password: the change waits for the link; the old address is told.
    await form.getByLabel('Current password').fill(PASSWORD)
    await submit(page, 'Save changes', '/profile')
    await expectToast(page, 'Profile updated')
    await page.getByText(`Waiting for you to confirm ${newEmail}`).waitFor()
    assert.equal((await page.getByTestId('signed-in-email').innerText()).trim(), email)
    await waitForMail(email, /is being changed/)
    const link = linkIn(await waitForMail(newEmail, /Confirm your new e-mail/), '/verify-email/')

    await page.goto(link)
    await page.getByRole('heading', { name: 'Confirm your new e-mail address' }).waitFor()
    await submit(page, 'Confirm new e-mail', new URL(link, 'http://x').pathname)
    await waitForPath(page, '/profile?tab=profile')
    await expectToast(page, 'E-mail address changed')
    assert.equal((await page.getByTestId('signed-in-email').innerText()).trim(), newEmail)
    await expectGone(page.getByText(/Waiting for you to confirm/), 'nothing waits any more')
    // The link to the new address proved it: verified, no banner.
    await expectGone(banner(page), 'the new address is verified by its link')
    assert.equal(pathOf(page), '/profile?tab=profile')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
