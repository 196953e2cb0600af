// @ts-check
// Export of an agreement, with JavaScript on and off. A trial document shows the export
// buttons disabled with "Upgrade Required", and the server refuses its download links
// with a 403 page (another user gets the 404 page). The Professional path — a real file
// downloaded through the page, then listed under "Recently Exported" — signs in to an
// account run.js made Professional before the server started (proAccount).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, test } from 'node:test'
import {
  JAVASCRIPT,
  MODE,
  createAccount,
  expectNoPageErrors,
  expectText,
  generateRental,
  launchBrowser,
  openPage,
  proAccount,
  screenshot,
  signIn,
  waitForPath,
  uniqueEmail,
} from './support.js'

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test(`export of a trial document: disabled with "Upgrade Required", and refused by the server [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await createAccount(page, uniqueEmail('export-trial'))
    const documentPath = await generateRental(page)
    const panel = page.getByRole('region', { name: 'Export' })
    await panel.getByText('Upgrade Required', { exact: true }).first().waitFor()
    for (const label of ['PDF', 'DOCX', 'HTML', 'TXT']) {
      const button = panel.getByRole('button', { name: new RegExp(`^Download ${label}`) })
      assert.equal(await button.isDisabled(), true, `Download ${label} is disabled`)
    }
    assert.equal(await panel.getByRole('link', { name: /^Download / }).count(), 0, 'no download links')
    await panel.getByText('Nothing exported yet.').waitFor()
    if (JAVASCRIPT) await screenshot(page, 'export-trial')
    expectNoPageErrors(errors)

    // The link itself is refused, not just hidden: 403 and a page that says why.
    const refused = await page.goto(`${documentPath}/export/pdf`)
    assert.equal(refused?.status(), 403)
    await page.getByRole('heading', { level: 1, name: 'Upgrade Required' }).waitFor()
    assert.equal(await page.getByRole('link', { name: 'Upgrade Now - ₹299' }).getAttribute('href'), '/subscription')
    await page.getByRole('link', { name: 'Back to the document' }).click()
    await page.waitForURL((url) => url.pathname === documentPath)

    // Another user gets the document page's 404, with no file.
    const other = await openPage(browser)
    try {
      await createAccount(other.page, uniqueEmail('export-intruder'))
      const missing = await other.page.goto(`${documentPath}/export/txt`)
      assert.equal(missing?.status(), 404)
      await expectText(other.page, 'Document Not Found')
    } finally {
      await other.context.close()
    }
  } finally {
    await context.close()
  }
})

test(
  `export of a Professional document: a real file, then "Recently Exported" [${MODE}]`,
  async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      await signIn(page, proAccount('export'))
      const documentPath = await generateRental(page)
      await page.getByRole('navigation', { name: 'Document tabs' }).getByRole('link', { name: 'Export', exact: true }).click()
      await waitForPath(page, `${documentPath}?tab=export`)
      const panel = page.getByRole('region', { name: 'Export' })
      const link = panel.getByRole('link', { name: /^Download PDF/ })
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      assert.equal(download.suggestedFilename(), 'Leave_and_Licence_Agreement.pdf')
      const file = await download.path()
      assert.equal(fs.readFileSync(file).subarray(0, 5).toString(), '%PDF-')

      if (!JAVASCRIPT) await page.reload()
      const recent = panel.getByRole('list', { name: 'Recently Exported' })
      await recent.getByText('PDF', { exact: true }).waitFor()
      await panel.getByRole('link', { name: /Download PDF \(exported before\)/ }).waitFor()
      if (JAVASCRIPT) await screenshot(page, 'export-professional')
      expectNoPageErrors(errors)
    } finally {
      await context.close()
    }
  },
)
