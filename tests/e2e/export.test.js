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
  expectGone,
  JAVASCRIPT,
  MODE,
  expectNoPageErrors,
  expectText,
  launchBrowser,
  openPage,
  proAccount,
  rentalByApi,
  screenshot,
  signUpOverHttp,
  waitForPath,
  uniqueEmail,
  useSeededSession,
} from './support.js'

/** What each downloaded file must be: its format's signature and, where it is text, the agreement. */
const FILES = [
  {
    label: 'PDF',
    check: (/** @type {Buffer} */ bytes) => assert.equal(bytes.subarray(0, 5).toString(), '%PDF-'),
  },
  // A .docx is a zip holding word/document.xml.
  {
    label: 'DOCX',
    check: (/** @type {Buffer} */ bytes) => {
      assert.equal(bytes.subarray(0, 4).toString('latin1'), 'PK\x03\x04')
      assert.ok(bytes.includes(Buffer.from('word/document.xml')), 'a .docx holds word/document.xml')
    },
  },
  {
    label: 'HTML',
    check: (/** @type {Buffer} */ bytes) => {
      const html = bytes.toString('utf8')
      assert.match(html, /^<!DOCTYPE html>/i)
      assert.match(html, /Leave and Licence Agreement/)
      assert.match(html, /₹/)
    },
  },
  {
    label: 'TXT',
    check: (/** @type {Buffer} */ bytes) => {
      const text = bytes.toString('utf8')
      assert.match(text, /LEAVE AND LICENCE AGREEMENT|Leave and Licence Agreement/)
      assert.match(text, /₹/)
    },
  },
]

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
    await signUpOverHttp(page, uniqueEmail('export-trial'))
    const documentPath = await rentalByApi(page)
    const panel = page.getByRole('region', { name: 'Export' })
    await panel.getByText('Upgrade Required', { exact: true }).first().waitFor()
    for (const label of ['PDF', 'DOCX', 'HTML', 'TXT']) {
      const button = panel.getByRole('button', { name: new RegExp(`^Download ${label}`) })
      assert.equal(await button.isDisabled(), true, `Download ${label} is disabled`)
    }
    await expectGone(panel.getByRole('link', { name: /^Download / }), 'no download links')
    await panel.getByText('Nothing exported yet.').waitFor()
    if (JAVASCRIPT) await screenshot(page, 'export-trial')
    expectNoPageErrors(errors)

    // The link itself is refused, not just hidden: 403 and a page that says why.
    const refused = await page.goto(`${documentPath}/export/pdf`)
    assert.equal(refused?.status(), 403)
    await page.getByRole('heading', { level: 1, name: 'Upgrade Required' }).waitFor()
    assert.equal(
      await page.getByRole('link', { name: 'Upgrade Now - ₹299' }).getAttribute('href'),
      '/subscription',
    )
    await page.getByRole('link', { name: 'Back to the document' }).click()
    await page.waitForURL((url) => url.pathname === documentPath)

    // Another user gets the document page's 404, with no file.
    const other = await openPage(browser)
    try {
      await signUpOverHttp(other.page, uniqueEmail('export-intruder'))
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

test(`export of a Professional document: PDF, DOCX, HTML and TXT files, then "Recently Exported" [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('export'))
    const documentPath = await rentalByApi(page)
    await page
      .getByRole('navigation', { name: 'Document tabs' })
      .getByRole('link', { name: 'Export', exact: true })
      .click()
    await waitForPath(page, `${documentPath}?tab=export`)
    const panel = page.getByRole('region', { name: 'Export' })
    // Each format through the page's own link, read back far enough to know it is real.
    for (const { label, check } of FILES) {
      const link = panel.getByRole('link', { name: new RegExp(`^Download ${label}`) })
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      assert.equal(download.suggestedFilename(), `Leave_and_Licence_Agreement.${label.toLowerCase()}`)
      check(fs.readFileSync(await download.path()))
      if (!JAVASCRIPT) await page.reload()
      await panel.getByRole('link', { name: new RegExp(`Download ${label} \\(exported before\\)`) }).waitFor()
    }
    const recent = panel.getByRole('list', { name: 'Recently Exported' })
    for (const { label } of FILES) await recent.getByText(label, { exact: true }).waitFor()
    if (JAVASCRIPT) await screenshot(page, 'export-professional')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
