// @ts-check
// The document page, with JavaScript on and off: a Professional document's header and
// tabs, editing and saving, the 409 when two editors race (two browser contexts), markup
// typed into the text rendering as text, and a trial document's preview.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectGone,
  MODE,
  JAVASCRIPT,
  expectNoPageErrors,
  expectToast,
  istToday,
  launchBrowser,
  linkHydrated,
  openPage,
  proAccount,
  postRental,
  rentalByApi,
  screenshot,
  signUpOverHttp,
  uniqueEmail,
  useSeededSession,
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

const XSS = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'

/** @param {import('playwright-core').Page} page */
const tabs = (page) => page.getByRole('navigation', { name: 'Document tabs' })

/** @param {import('playwright-core').Page} page */
async function openEdit(page) {
  await page
    .getByRole('group', { name: 'Document actions' })
    .getByRole('link', { name: 'Edit', exact: true })
    .click()
  const box = page.getByLabel('Document text', { exact: true })
  await box.waitFor()
  return box
}

test(`a Professional document: header, tabs, edit and save, markup stays text [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  /** @type {string[]} */
  const dialogs = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  try {
    await useSeededSession(page, proAccount('document'))
    const path = await rentalByApi(page)
    await page.getByText('Legal Document', { exact: true }).waitFor()
    await page.getByText(/Generated just now/).waitFor()
    const risk = await page.getByTestId('risk-badge').textContent()
    assert.match(risk ?? '', /^(Low|Medium|High) Risk$/)
    await page.getByRole('heading', { name: 'Key Terms' }).waitFor()
    await page.getByRole('link', { name: 'Download PDF' }).waitFor()

    await tabs(page).getByRole('link', { name: 'Analytics', exact: true }).click()
    await waitForPath(page, `${path}?tab=analytics`)
    await page.getByRole('heading', { name: 'Document Analysis' }).waitFor()
    await page.getByRole('heading', { name: 'Execution Checklist' }).waitFor()
    await page
      .getByText(/Stamp duty payable/)
      .first()
      .waitFor()
    assert.match((await page.getByTestId('score-compliance').textContent()) ?? '', /\d+%/)

    await tabs(page).getByRole('link', { name: 'Document', exact: true }).click()
    const box = await openEdit(page)
    const original = await box.inputValue()
    await box.fill(`${original}\n\n21. NOTE\n${XSS}`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(page, 'Document Updated!')
    const content = page.getByTestId('document-content')
    await content.getByText('21. NOTE', { exact: false }).waitFor()
    assert.ok((await content.textContent())?.includes(XSS), 'the markup shows as typed')
    await expectGone(page.locator('img[src="x"]'))
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).__pwned ?? null), null)
    assert.deepEqual(dialogs, [])
    if (JAVASCRIPT) await screenshot(page, 'document-edited')

    if (JAVASCRIPT) {
      // Copy Content puts the stored text on the clipboard.
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.getByRole('button', { name: 'Copy Content', exact: true }).click()
      await expectToast(page, 'Content Copied!')
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      assert.ok(copied.includes('21. NOTE') && copied.includes(XSS), 'the clipboard holds the document text')
    } else {
      await page.getByText('Copy Content needs JavaScript', { exact: false }).waitFor()
    }

    // Cancel leaves the text as stored.
    const again = await openEdit(page)
    await again.fill('thrown away')
    await page.getByRole('link', { name: 'Cancel', exact: true }).click()
    await content.getByText('21. NOTE', { exact: false }).waitFor()
    await expectGone(page.getByLabel('Document text', { exact: true }))
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`two editors at once: the second save is a 409 that keeps both texts [${MODE}]`, async () => {
  const first = await openPage(browser)
  const second = await openPage(browser)
  try {
    await useSeededSession(first.page, proAccount('document-race'))
    const path = await rentalByApi(first.page)
    await useSeededSession(second.page, proAccount('document-race'))
    await second.page.goto(path)

    const mine = await openEdit(first.page)
    const theirs = await openEdit(second.page)
    const text = await mine.inputValue()
    await mine.fill(`${text}\n\nFIRST EDITOR`)
    await theirs.fill(`${text}\n\nSECOND EDITOR`)
    await first.page.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(first.page, 'Document Updated!')

    const [response] = await Promise.all([
      second.page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${path}/edit`,
      ),
      second.page.getByRole('button', { name: 'Save', exact: true }).click(),
    ])
    assert.equal(response.status(), 409, `answered ${response.status()} ${response.headers().location ?? ''}`)
    await second.page.getByRole('heading', { name: 'Edit conflict' }).waitFor()
    const kept = second.page.getByLabel('Your version (not saved)')
    assert.match(await kept.inputValue(), /SECOND EDITOR$/)
    assert.match((await second.page.getByTestId('their-version').textContent()) ?? '', /FIRST EDITOR$/)
    if (JAVASCRIPT) await screenshot(second.page, 'document-conflict')

    await second.page.getByRole('button', { name: 'Save mine on top' }).click()
    await expectToast(second.page, 'Document Updated!')
    await second.page.getByTestId('document-content').getByText('SECOND EDITOR').waitFor()
    expectNoPageErrors(first.errors)
    expectNoPageErrors(second.errors)
  } finally {
    await first.context.close()
    await second.context.close()
  }
})

test(`a trial document is a preview: three key terms, upgrade required, collaboration locked [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('document-trial'))
    await rentalByApi(page)
    await page.getByText('This is a preview of your free trial document', { exact: false }).waitFor()
    await expectGone(tabs(page), 'no tabs in the preview')
    await expectGone(page.getByRole('group', { name: 'Document actions' }))
    const keyTerms = page.getByRole('region', { name: 'Key Terms' })
    assert.equal(await keyTerms.locator('dt').count(), 3)
    await keyTerms.getByText(/more key terms? with/).waitFor()
    assert.equal(
      await page.getByRole('button', { name: 'Download PDF — Upgrade Required' }).isDisabled(),
      true,
    )
    await page.getByRole('heading', { name: 'Team Collaboration' }).waitFor()
    // Edit mode is not offered by URL either.
    await page.goto(`${new URL(page.url()).pathname}?edit=1`)
    await expectGone(page.getByLabel('Document text', { exact: true }))
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(
  `with JavaScript the agreement opens as a dialog over the workspace, with its tabs and edit [${MODE}]`,
  { skip: JAVASCRIPT ? false : 'the dialog is the JavaScript version of the page' },
  async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      await useSeededSession(page, proAccount('document-dialog'))
      const path = await postRental(page)
      const id = path.split('/').pop()
      // From the library: the Open link leads to the dialog, the workspace stays behind it.
      await page.goto('/app')
      const open = page
        .getByRole('region', { name: 'Document Library' })
        .getByRole('link', { name: 'Open', exact: true })
        .first()
      await linkHydrated(open, 'document=')
      await open.click()
      await page.waitForURL(new RegExp(`/app\\?view=home&document=${id}$`))
      const dialog = page.getByTestId('document-dialog')
      await dialog.getByRole('heading', { level: 1, name: 'Leave and Licence Agreement' }).waitFor()
      // The workspace is still there behind the dialog (hidden from assistive technology while it is open).
      await page
        .getByRole('region', { name: 'Document Library', includeHidden: true })
        .waitFor({ state: 'attached' })

      await dialog
        .getByRole('navigation', { name: 'Document tabs' })
        .getByRole('link', { name: 'Analytics', exact: true })
        .click()
      await page.waitForURL(new RegExp(`dtab=analytics`))
      await dialog.getByRole('heading', { name: 'Execution Checklist' }).waitFor()

      await dialog
        .getByRole('navigation', { name: 'Document tabs' })
        .getByRole('link', { name: 'Document', exact: true })
        .click()
      await dialog
        .getByRole('group', { name: 'Document actions' })
        .getByRole('link', { name: 'Edit', exact: true })
        .click()
      const box = dialog.getByLabel('Document text', { exact: true })
      await box.fill(`${await box.inputValue()}\n\nEDITED IN THE DIALOG`)
      await dialog.getByRole('button', { name: 'Save', exact: true }).click()
      await expectToast(page, 'Document Updated!')
      await page.waitForURL(new RegExp(`/app\\?view=home&document=${id}$`))
      await dialog.getByTestId('document-content').getByText('EDITED IN THE DIALOG').waitFor()
      await screenshot(page, 'document-dialog')

      await dialog.getByRole('button', { name: 'Close', exact: true }).click()
      await page.waitForURL(/\/app$/)
      await expectGone(page.getByTestId('document-dialog'))
      expectNoPageErrors(errors)
    } finally {
      await context.close()
    }
  },
)

test(`the date of execution: recorded on the Analytics tab, counted down on the dashboard [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('execution-date'))
    const path = await postRental(page)
    // A leave and licence in Pune must be registered: the dashboard asks for the date first.
    await page.goto('/app?view=analytics')
    const row = page
      .locator('#attention-execution li')
      .filter({ has: page.locator(`a[href^="${path}?tab=analytics"]`) })
    await row.getByText('execution date not recorded — record it', { exact: false }).waitFor()
    await row.getByRole('link', { name: /^Record the execution date/ }).click()
    await waitForPath(page, `${path}?tab=analytics`)

    const form = page.getByRole('form', { name: 'Record the date of execution' })
    await form.getByLabel('Record the date of execution').fill(istToday())
    await form.getByRole('button', { name: 'Save the date', exact: true }).click()
    await expectToast(page, 'Execution date recorded')
    await waitForPath(page, `${path}?tab=analytics`)
    const deadline = await page.getByTestId('registration-deadline').innerText()
    assert.match(deadline, /^Executed \d+ \w+ \d{4}: register by \d+ \w+ \d{4} \((119|12[0-3]) days left\)$/)
    await page
      .getByRole('list', { name: 'Execution checklist' })
      .getByText(deadline, { exact: false })
      .waitFor()

    await page.goto('/app?view=analytics')
    await row.getByText(`${deadline} — Registration Act, 1908, s.23`, { exact: false }).waitFor()
    assert.equal(await row.getByRole('link', { name: /^See the checklist/ }).count(), 1)

    await page.goto(`${path}/history`)
    await page.getByText('Execution date recorded', { exact: true }).first().waitFor()
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, `execution-date-${JAVASCRIPT ? 'on' : 'off'}`)
    throw error
  } finally {
    await context.close()
  }
})

test(`the date of registration: recorded beside the date of execution, the countdown stops [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('registration-date'))
    const path = await postRental(page)
    await page.goto(`${path}?tab=analytics`)
    const execution = page.getByRole('form', { name: 'Record the date of execution' })
    await execution.getByLabel('Record the date of execution').fill(istToday())
    await execution.getByRole('button', { name: 'Save the date', exact: true }).click()
    await expectToast(page, 'Execution date recorded')
    await page.getByTestId('registration-deadline').waitFor()

    // A number with no date: refused beside the date, the number kept.
    const form = page.getByRole('form', { name: 'Record the date of registration' })
    await form.getByLabel('Registration or document number (optional)').fill('PUN-4567/2026')
    await form.getByRole('button', { name: 'Save the registration', exact: true }).click()
    await form.getByText('Enter the date of registration with the registration number.').first().waitFor()
    assert.equal(
      await form.getByLabel('Registration or document number (optional)').inputValue(),
      'PUN-4567/2026',
    )

    await form.getByLabel('Date of registration').fill(istToday())
    await form.getByRole('button', { name: 'Save the registration', exact: true }).click()
    await expectToast(page, 'Registration recorded')
    await waitForPath(page, `${path}?tab=analytics`)
    const registered = (await page.getByTestId('registration-recorded').innerText()).replace(/\.$/, '')
    assert.match(registered, /^Registered on \d+ \w+ \d{4} \(No\. PUN-4567\/2026\)$/)
    assert.equal(await page.getByTestId('registration-deadline').count(), 0)
    await page
      .getByRole('list', { name: 'Execution checklist' })
      .getByText(registered, { exact: false })
      .waitFor()

    await page.goto('/app?view=analytics')
    const row = page
      .locator('#attention-execution li')
      .filter({ has: page.locator(`a[href^="${path}?tab=analytics"]`) })
    await row.getByText(registered, { exact: false }).waitFor()
    assert.equal(await row.getByText(/days left|deadline passed/).count(), 0)

    await page.goto(`${path}/history`)
    await page.getByText('Registration recorded', { exact: true }).first().waitFor()
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, `registration-date-${JAVASCRIPT ? 'on' : 'off'}`)
    throw error
  } finally {
    await context.close()
  }
})
