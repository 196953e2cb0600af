// @ts-check
// The profile's Overview and Subscription tabs, with JavaScript on and off: the figures
// are computed from what the user did, so generating a document changes them, and the
// recent activity links to it.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  MODE,
  createAccount,
  expectNoPageErrors,
  generateRental,
  launchBrowser,
  openPage,
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

/** @param {import('playwright-core').Page} page @param {string} id */
const stat = (page, id) => page.getByTestId(`stat-${id}-value`).innerText()

test(`the overview's figures change when a document is generated [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await createAccount(page, uniqueEmail('overview'))
    await page.goto('/profile')
    assert.equal(await stat(page, 'documents'), '0')
    assert.equal(await stat(page, 'time'), '0 hours')
    assert.equal(await stat(page, 'plan'), 'Trial')
    await page.getByText('Nothing recorded yet.').waitFor()

    const documentPath = await generateRental(page)
    await page.goto('/profile')
    assert.equal(await stat(page, 'documents'), '1')
    assert.equal(await stat(page, 'time'), 'about 45 minutes')
    await page.getByTestId('stat-time').getByText('at 45 minutes per drafted document').waitFor()
    assert.notEqual(await stat(page, 'storage'), '0 KB')
    const activity = page.getByRole('list', { name: 'Recent activity' })
    const generated = activity.getByRole('link', { name: 'Generated “Leave and Licence Agreement”' })
    await Promise.all([waitForPath(page, documentPath), generated.click()])

    await page.goto('/profile')
    await Promise.all([
      waitForPath(page, '/profile?tab=subscription'),
      page.getByRole('link', { name: 'Subscription', exact: true }).click(),
    ])
    assert.equal(await page.getByTestId('documents-used').innerText(), '1 of 1 free-trial document')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
