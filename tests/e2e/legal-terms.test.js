// @ts-check
// The Legal Terms tab, with JavaScript on and off: explaining the whole document in Hindi,
// explaining a passage (selected with "Use Selected Text" with JavaScript, pasted without),
// a bad request's 400, and a document and a passage holding <script> and <img onerror>,
// which show as text and never run. The Professional account comes from run.js (proAccount).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectGone,
  JAVASCRIPT,
  MODE,
  expectNoPageErrors,
  expectToast,
  launchBrowser,
  openPage,
  proAccount,
  postRental,
  rentalByApi,
  screenshot,
  useSeededSession,
  waitForPath,
} from './support.js'

/** @typedef {import('playwright-core').Page} Page */

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const DEVANAGARI = /[\u0900-\u097F]/
const XSS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>']

/** Opens the Legal Terms tab through its link. @param {Page} page @param {string} documentPath */
async function openLegalTerms(page, documentPath) {
  await page
    .getByRole('navigation', { name: 'Document tabs' })
    .getByRole('link', { name: 'Legal Terms', exact: true })
    .click()
  await waitForPath(page, `${documentPath}?tab=legal-terms`)
  await page.getByRole('heading', { level: 2, name: 'Explain Legal Terms' }).waitFor()
}

/**
 * Presses "Explain Legal Terms" and waits for the page (JavaScript off) or the data
 * (JavaScript on) of the GET it makes; returns that response's status.
 * @param {Page} page
 */
async function explain(page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url())
      // With JavaScript, Remix also reloads the root's data (always 200): the page's own is the one.
      return (
        r.request().method() === 'GET' &&
        url.searchParams.has('language') &&
        url.searchParams.get('_data') !== 'root'
      )
    }),
    page.getByRole('button', { name: 'Explain Legal Terms', exact: true }).click(),
  ])
  await page.waitForURL((url) => url.searchParams.has('language'))
  if (JAVASCRIPT) await page.waitForLoadState('load')
  return response.status()
}

/** The outcome line in the page (there with JavaScript off too). @param {Page} page */
const outcome = (page) => page.getByTestId('legal-terms-outcome')

test(`explain the whole document in Hindi [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('legal-terms'))
    const documentPath = await rentalByApi(page)
    await openLegalTerms(page, documentPath)
    await page.getByLabel('Language', { exact: true }).selectOption('hindi')
    assert.equal(await page.getByLabel('Text to explain', { exact: true }).inputValue(), '')
    assert.equal(await explain(page), 200)

    const url = new URL(page.url())
    assert.equal(url.searchParams.get('tab'), 'legal-terms')
    assert.equal(url.searchParams.get('language'), 'hindi')
    const terms = page.getByRole('list', { name: 'Legal terms' }).getByRole('listitem')
    await terms.first().waitFor()
    const count = await terms.count()
    assert.ok(count > 10, `the whole rental agreement has many terms (${count})`)
    await outcome(page).getByText('Legal Terms Explained!', { exact: true }).waitFor()
    await outcome(page).getByText(`Found ${count} terms`, { exact: true }).waitFor()
    if (JAVASCRIPT) await expectToast(page, 'Legal Terms Explained!', `Found ${count} terms`)
    await page.getByText('Explained: the whole document · Hindi').waitFor()

    const licence = page.getByRole('article', { name: 'Leave & licence' })
    await licence.getByTestId('complexity').getByText('intermediate').waitFor()
    await licence.getByText('Indian law', { exact: true }).waitFor()
    const translation = licence.getByTestId('translation')
    assert.match(await translation.innerText(), /अनुज्ञप्ति/)
    assert.equal(await translation.getAttribute('lang'), 'hi')
    await licence.getByText('machine translation, not yet reviewed').waitFor()
    for (const text of await page.getByTestId('translation').allInnerTexts()) assert.match(text, DEVANAGARI)
    assert.ok((await page.getByRole('list', { name: 'Recommendations' }).getByRole('listitem').count()) > 0)
    // The choice stays in the form for the next question.
    assert.equal(await page.getByLabel('Language', { exact: true }).inputValue(), 'hindi')
    await screenshot(page, `legal-terms-hindi-js-${JAVASCRIPT ? 'on' : 'off'}`)
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`explain a passage of the document [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('legal-terms'))
    const documentPath = await rentalByApi(page)
    await openLegalTerms(page, documentPath)
    const paragraph = page
      .getByTestId('legal-terms-document')
      .getByText(/Jurisdiction\. Subject to the Clause on Dispute Resolution/)
    const passage = (await paragraph.innerText()).trim()
    const textArea = page.getByLabel('Text to explain', { exact: true })
    const useSelected = page.getByRole('button', { name: 'Use Selected Text', exact: true })

    if (JAVASCRIPT) {
      // Nothing selected yet: the specification's toast, and the form stays empty.
      await page.evaluate(() => window.getSelection()?.removeAllRanges())
      await useSelected.click()
      await expectToast(page, 'No Text Selected', 'Please select text from the document first')
      assert.equal(await textArea.inputValue(), '')

      await paragraph.selectText()
      await useSelected.click()
      await expectToast(page, 'Text Selected')
      assert.equal((await textArea.inputValue()).trim(), passage)
    } else {
      // Without JavaScript the button would do nothing, so it is not there: paste instead.
      await expectGone(useSelected)
      await textArea.fill(passage)
    }
    await page.getByLabel('Language', { exact: true }).selectOption('marathi')
    assert.equal(await explain(page), 200)
    assert.equal(new URL(page.url()).searchParams.get('text')?.trim(), passage)
    await page.getByText('Explained: the selected text · Marathi').waitFor()
    const jurisdiction = page.getByRole('article', { name: 'Jurisdiction' })
    await jurisdiction.getByTestId('translation').waitFor()
    assert.match(await jurisdiction.getByTestId('translation').innerText(), DEVANAGARI)
    const count = await page.getByRole('list', { name: 'Legal terms' }).getByRole('listitem').count()
    assert.ok(count >= 1 && count < 10, `a passage has a few terms (${count})`)
    if (JAVASCRIPT) await expectToast(page, 'Legal Terms Explained!', `Found ${count} term`)
    await outcome(page).getByText('Legal Terms Explained!', { exact: true }).waitFor()
    assert.equal((await textArea.inputValue()).trim(), passage)
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`a language not offered, or an over-long passage, is a 400 that keeps the text [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('legal-terms'))
    const documentPath = await postRental(page)
    const response = await page.goto(
      `${documentPath}?tab=legal-terms&language=klingon&text=${encodeURIComponent('The Licensee shall indemnify.')}`,
    )
    assert.equal(response?.status(), 400)
    const alert = outcome(page)
    await alert.getByText('Explanation Failed', { exact: true }).waitFor()
    assert.match(await alert.innerText(), /“klingon” is not a language we explain in/)
    assert.equal(await alert.getAttribute('role'), 'alert')
    assert.equal(
      await page.getByLabel('Text to explain', { exact: true }).inputValue(),
      'The Licensee shall indemnify.',
    )
    assert.equal(await page.getByLabel('Language', { exact: true }).getAttribute('aria-invalid'), 'true')

    // Typed (or pasted) through the form: past 4,000 characters the page says so.
    await page.getByLabel('Language', { exact: true }).selectOption('hindi')
    const long = 'The Licensee shall indemnify the Licensor. '.repeat(100)
    await page.getByLabel('Text to explain', { exact: true }).fill(long)
    assert.equal(await explain(page), 400)
    await outcome(page)
      .getByText(/can be at most 4,000 characters; this one has 4,300/)
      .waitFor()
    if (JAVASCRIPT) await expectToast(page, 'Explanation Failed', 'at most 4,000 characters')
    assert.equal(await page.getByLabel('Text to explain', { exact: true }).inputValue(), long)

    // Past the cap in an Indian script (~37 kB once in the URL): the server's own 400, not a bare error.
    const hindi = 'क्षतिपूर्ति '.repeat(410)
    await page.getByLabel('Text to explain', { exact: true }).fill(hindi)
    assert.equal(await explain(page), 400)
    await outcome(page)
      .getByText(/can be at most 4,000 characters; this one has [0-9,]+/)
      .waitFor()
    assert.equal(await page.getByLabel('Text to explain', { exact: true }).inputValue(), hindi)
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`<script> and <img onerror> in the document and the passage show as text and never run [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  /** @type {string[]} */
  const dialogs = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  try {
    await useSeededSession(page, proAccount('legal-terms'))
    const documentPath = await postRental(page)
    // Put the payloads into the stored document through the Edit form.
    await page.goto(`${documentPath}?tab=document&edit=1`)
    const editor = page.getByLabel('Document text', { exact: true })
    await editor.fill(`${await editor.inputValue()}\n\n${XSS.join('\n\n')}\n`)
    await Promise.all([
      page.waitForURL((url) => url.pathname === documentPath && !url.searchParams.has('edit')),
      page
        .getByRole('form', { name: 'Edit document' })
        .getByRole('button', { name: 'Save', exact: true })
        .click(),
    ])
    if (JAVASCRIPT) await page.waitForLoadState('load')

    const passage = `${XSS.join(' ')} The Licensee shall indemnify the Licensor.`
    const response = await page.goto(
      `${documentPath}?tab=legal-terms&language=hindi&text=${encodeURIComponent(passage)}`,
    )
    // The HTML as sent: the payloads escaped wherever they appear (text, attribute or the hydration data).
    const html = (await response?.text()) ?? ''
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'the payload is in the page as text')
    for (const raw of ['<script>alert(1)', '<img src=x', '<img src="x"'])
      assert.ok(!html.includes(raw), `the page does not hold ${raw}`)
    await page.getByRole('article', { name: 'Indemnity' }).waitFor()
    const copy = page.getByTestId('legal-terms-document')
    for (const payload of XSS) await copy.getByText(payload, { exact: true }).waitFor()
    assert.equal(await page.getByLabel('Text to explain', { exact: true }).inputValue(), passage)
    // Explain again through the form (with JavaScript: a client-side render of the same data).
    assert.equal(await explain(page), 200)
    await page.getByRole('article', { name: 'Indemnity' }).waitFor()
    await copy.getByText(XSS[1], { exact: true }).waitFor()

    const injected = await page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"], img[onerror]').length,
      scripts: [...document.scripts].filter((s) => s.textContent?.trim() === 'alert(1)').length,
    }))
    assert.deepEqual(injected, { images: 0, scripts: 0 })
    assert.deepEqual(dialogs, [], 'no alert ran')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
