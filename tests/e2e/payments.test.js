// @ts-check
// Buying Professional through the embedded test gateway (no keys: no money moves), with
// JavaScript off — the form, the test gateway's hosted page, Pay, the signed callback — and
// with it on — the button, the in-page test checkout, Pay, verification, the plan shown at
// once without a reload. A trial user uses the trial document first, and after paying
// generates a full document (not a preview).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  JAVASCRIPT,
  MODE,
  RENTAL_FACTS,
  expectGone,
  expectNoPageErrors,
  expectToast,
  generateRental,
  launchBrowser,
  openPage,
  postRental,
  screenshot,
  sendChat,
  signUpOverHttp,
  uniqueEmail,
  waitForPath,
} from './support.js'

const NOTE = 'Test payments — no money moves'

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

/** @param {import('playwright-core').Page} page */
const statusOf = (page) => page.getByTestId('subscription-status').getAttribute('data-status')

test(`a trial user buys Professional through the test gateway, then generates a full document [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('buyer'))
    // The trial document: a preview, with export locked.
    const trialPath = await postRental(page)
    await page.goto(`${trialPath}?tab=export`)
    await page.getByRole('region', { name: 'Export' }).getByText('Upgrade Required').first().waitFor()

    await page.goto('/subscription')
    assert.equal(await statusOf(page), 'none')
    await page.getByText(NOTE, { exact: true }).first().waitFor()
    await page.getByText('₹499', { exact: true }).waitFor()
    await page.getByText('Save 40%', { exact: true }).waitFor()
    assert.equal(
      await page.getByText(/PCI DSS/).count(),
      0,
      'no Razorpay security claim for the test gateway',
    )
    await page.getByLabel('State or union territory (place of supply, for GST)').selectOption('Karnataka')
    const subscribe = page.getByRole('button', { name: 'Subscribe Now - ₹299', exact: true })

    if (JAVASCRIPT) {
      // Marks this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
      await subscribe.click()
      const dialog = page.getByTestId('test-checkout-dialog')
      await dialog.waitFor()
      await dialog.getByText(NOTE, { exact: true }).waitFor()
      assert.equal((await dialog.getByTestId('test-checkout-amount').innerText()).trim(), '₹299.00')
      await dialog.getByText('Professional Plan - 3 months', { exact: true }).waitFor()
      await screenshot(page, 'payments-test-checkout-dialog')
      await dialog.getByRole('button', { name: 'Pay ₹299', exact: true }).click()
      await expectToast(page, 'Payment Successful', 'Your subscription has been activated successfully!')
      await page.locator('[data-testid="subscription-status"][data-status="active"]').waitFor()
      assert.equal(await page.evaluate(() => 'stillTheSamePage' in window), true, 'no reload')
      assert.equal(new URL(page.url()).pathname, '/subscription')
    } else {
      await Promise.all([
        page.waitForURL(/\/payments\/test-checkout\/plink_[A-Za-z0-9]{14}$/),
        subscribe.click(),
      ])
      await page.getByText(NOTE, { exact: true }).first().waitFor()
      await page.getByRole('heading', { name: '₹299.00' }).waitFor()
      await page.getByText('Professional Plan - 3 months', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Fail the payment', exact: true }).waitFor()
      await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor()
      await screenshot(page, 'payments-test-checkout-page')
      await page.getByRole('button', { name: 'Pay ₹299', exact: true }).click()
      await waitForPath(page, '/subscription')
      await expectToast(page, 'Payment Successful', 'Your subscription has been activated successfully!')
      assert.equal(await statusOf(page), 'active')
    }
    await page
      .getByTestId('subscription-status')
      .getByText(/^valid until [A-Z][a-z]{2} \d{2}, \d{4}$/)
      .waitFor()
    await page.getByTestId('pro-badge').waitFor()
    const subscribed = page.getByRole('button', { name: 'Currently Subscribed', exact: true })
    assert.equal(await subscribed.isDisabled(), true)

    // Professional on the very next request: a full document, export unlocked — drafted in
    // the chat, the way a user does (the trial one above came from the API, to save time).
    const fullPath = await generateRental(page)
    assert.notEqual(fullPath, trialPath)
    await page.goto(`${fullPath}?tab=export`)
    const panel = page.getByRole('region', { name: 'Export' })
    await panel.getByRole('link', { name: /^Download PDF/ }).waitFor()
    await expectGone(panel.getByText('Upgrade Required'), 'the new document is not a preview')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`a failed and a cancelled test payment say so and leave the trial as it was [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('declined'))
    await page.goto('/subscription')
    await page.getByLabel('State or union territory (place of supply, for GST)').selectOption('Delhi')
    const subscribe = page.getByRole('button', { name: 'Subscribe Now - ₹299', exact: true })
    if (JAVASCRIPT) {
      await subscribe.click()
      const dialog = page.getByTestId('test-checkout-dialog')
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
      await expectToast(page, 'Payment Cancelled', 'You can retry the payment anytime.')
      await dialog.waitFor({ state: 'detached' })
      await subscribe.click()
      await dialog.getByRole('button', { name: 'Fail the payment', exact: true }).click()
      await expectToast(page, 'Payment failed', 'Payment failed on the test gateway')
    } else {
      await Promise.all([page.waitForURL(/\/payments\/test-checkout\//), subscribe.click()])
      await page.getByRole('button', { name: 'Cancel', exact: true }).click()
      await waitForPath(page, '/subscription')
      await expectToast(page, 'Payment Cancelled', 'You can retry the payment anytime.')
      await Promise.all([page.waitForURL(/\/payments\/test-checkout\//), subscribe.click()])
      await page.getByRole('button', { name: 'Fail the payment', exact: true }).click()
      await waitForPath(page, '/subscription')
      await expectToast(page, 'Payment failed', 'Payment failed on the test gateway')
    }
    await page.goto('/subscription')
    assert.notEqual(await statusOf(page), 'active')
    await page.getByRole('button', { name: 'Subscribe Now - ₹299', exact: true }).waitFor()
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`the Upgrade dialog buys Professional in the workspace, the banner gone without a reload [${MODE}]`, async (t) => {
  if (!JAVASCRIPT)
    return t.skip('the dialog opens with JavaScript; without it the page links to /subscription')
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('upgrader'))
    await postRental(page)
    // The second document is refused, and the dialog opens a second later.
    await page.goto('/app')
    await Promise.all([
      page.waitForURL(/\/app\?session=[0-9a-f-]{36}/),
      page.getByRole('button', { name: /^Rental Agreement/ }).click(),
    ])
    await sendChat(page, RENTAL_FACTS)
    await page.getByText('Reply "yes" to generate the Rental Agreement', { exact: false }).first().waitFor()
    await sendChat(page, 'yes')
    await page.waitForURL(/upgrade=1/)
    const banner = page.getByText('Subscribe to generate unlimited legal documents', { exact: true })
    await banner.waitFor()
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Professional' })
    await upgrade.waitFor()
    await upgrade.getByRole('listitem').filter({ hasText: 'Unlimited documents' }).waitFor()
    await upgrade.getByText(NOTE, { exact: true }).waitFor()
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
    await upgrade.getByLabel('State or union territory (place of supply, for GST)').selectOption('Gujarat')
    await upgrade.getByRole('button', { name: 'Subscribe Now - ₹299', exact: true }).click()
    const checkout = page.getByTestId('test-checkout-dialog')
    await checkout.getByRole('button', { name: 'Pay ₹299', exact: true }).click()
    await expectToast(page, 'Payment Successful', 'Your subscription has been activated successfully!')
    await expectGone(banner, 'the trial banner goes once the plan is active')
    await upgrade.waitFor({ state: 'hidden' })
    await page.getByTestId('pro-badge').waitFor()
    assert.equal(await page.evaluate(() => 'stillTheSamePage' in window), true, 'no reload')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
