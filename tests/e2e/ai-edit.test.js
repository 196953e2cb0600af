// @ts-check
// AI edit (offline engine) and the Clauses tab on a Professional document, with JavaScript
// on and off: an AI edit applied and shown as a change, refused when empty or when the
// offline engine cannot do it, undone; markup from the AI or typed into the document shows
// as text and never runs; a clause found by search appended, edited and saved.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectGone,
  JAVASCRIPT,
  MODE,
  expectNoPageErrors,
  expectToast,
  launchBrowser,
  openGenerated,
  sendChat,
  openPage,
  pathOf,
  proAccount,
  RENTAL_FACTS,
  rentalByApi,
  screenshot,
  useSeededSession,
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

// No double quotes: the offline engine's replace request quotes its words with them.
const XSS = '<script>window.__xss = 1</script><img src=x onerror=window.__xss=2>'

/**
 * Types an edit request and sends it: Enter with JavaScript (the box submits on Enter),
 * the button without (Enter in a plain text area is a new line).
 * @param {Page} page @param {string} instruction
 */
async function askAi(page, instruction) {
  const box = page.getByLabel('Edit request', { exact: true })
  await box.fill(instruction)
  const posted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/ai-edit'),
  )
  if (JAVASCRIPT) await box.press('Enter')
  else await page.getByRole('button', { name: 'Apply AI Edit', exact: true }).click()
  return posted
}

/** The header's AI Edit link opens the editor (a URL, so it works without JavaScript). @param {Page} page */
async function openEditor(page) {
  await page.getByRole('link', { name: 'AI Edit', exact: true }).click()
  await page.getByLabel('Edit request', { exact: true }).waitFor()
}

/** No script from the page's text ran, and no element was made from it. @param {Page} page */
async function expectInert(page) {
  await expectGone(page.locator('img[src="x"]'), 'no <img> element was made from the text')
  if (JAVASCRIPT)
    assert.equal(
      await page.evaluate(() => /** @type {any} */ (window).__xss),
      undefined,
      'no script from the text ran',
    )
}

test(`AI edit: applied and shown as a change, refusals, markup as text, undo [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  /** @type {string[]} */
  const dialogs = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  try {
    await useSeededSession(page, proAccount('ai-edit'))
    const documentPath = await rentalByApi(page)
    const article = page.getByTestId('document-content')
    assert.match(await article.innerText(), /₹25,000 \(Rupees Twenty-Five Thousand only\)/)

    // An empty request is refused with the specification's words; with JavaScript nothing is posted.
    await openEditor(page)
    /** @type {string[]} */
    const posts = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/ai-edit')) posts.push(r.url())
    })
    await page.getByRole('button', { name: 'Apply AI Edit', exact: true }).click()
    await expectToast(page, 'Edit Request Required', "Please describe what changes you'd like to make")
    if (JAVASCRIPT) assert.deepEqual(posts, [], 'an empty request is not sent')
    else await page.getByRole('heading', { level: 1, name: 'Edit Request Required' }).waitFor()

    // A change the offline engine makes: applied, and the change shown word by word.
    await askAi(page, 'change the rent to 30000')
    await expectToast(page, 'AI Edit Complete!', 'Changed Monthly Rent from ₹25,000 to ₹30,000')
    await page.waitForURL((url) => url.pathname === documentPath && url.searchParams.get('ai_change') === '2')
    const change = page.getByRole('region', { name: 'What the AI edit changed' })
    await change.getByText('change the rent to 30000', { exact: true }).waitFor()
    assert.match(
      await change
        .locator('ins')
        .allInnerTexts()
        .then((t) => t.join(' ')),
      /30/,
    )
    assert.match(
      await change
        .locator('del')
        .allInnerTexts()
        .then((t) => t.join(' ')),
      /25/,
    )
    assert.match(await article.innerText(), /₹30,000 \(Rupees Thirty Thousand only\)/)
    // The box was closed and emptied after the edit.
    await expectGone(page.getByLabel('Edit request', { exact: true }))
    if (JAVASCRIPT) await screenshot(page, 'ai-edit-change')

    // A change it cannot make changes nothing and says what it can do.
    await openEditor(page)
    const refused = await askAi(page, 'make the whole agreement rhyme')
    assert.equal(refused.status(), 422)
    await expectToast(page, 'AI Edit Failed')
    const suggestions = page.getByRole('list', { name: 'Suggested edit requests' })
    await suggestions.getByText('make the notice period 60 days').waitFor()
    assert.equal(
      await page.getByLabel('Edit request', { exact: true }).inputValue(),
      'make the whole agreement rhyme',
      'the request is kept',
    )
    await screenshot(page, `ai-edit-refused-${JAVASCRIPT ? 'js' : 'nojs'}`)
    if (JAVASCRIPT) {
      // A suggestion fills the box.
      await suggestions.getByRole('button', { name: 'make the notice period 60 days' }).click()
      assert.equal(
        await page.getByLabel('Edit request', { exact: true }).inputValue(),
        'make the notice period 60 days',
      )
    } else {
      await page.goto(documentPath)
    }
    assert.match(await article.innerText(), /₹30,000/)

    // Markup the AI puts into the text is text: shown as typed, never run.
    if (!JAVASCRIPT) await openEditor(page)
    await askAi(page, `replace "Baner" with "${XSS}"`)
    await expectToast(page, 'AI Edit Complete!')
    await page.waitForURL((url) => url.searchParams.get('ai_change') === '3')
    assert.ok((await article.innerText()).includes(XSS), 'the markup shows as text in the document')
    assert.ok((await change.locator('ins').allInnerTexts()).join('').includes(XSS), 'and in the change')
    await expectInert(page)

    // Undo puts the text back as it was before that AI edit.
    await page.getByRole('button', { name: 'Undo AI Edit', exact: true }).click()
    await expectToast(page, 'AI Edit Undone')
    await page.waitForURL((url) => url.pathname === documentPath && !url.searchParams.has('ai_change'))
    assert.ok(!(await article.innerText()).includes(XSS))
    assert.match(await article.innerText(), /Baner/)
    assert.deepEqual(dialogs, [], 'no dialog was opened by the page')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`Clauses tab: search, add, edit mode, save; a typed <script> is text [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  /** @type {string[]} */
  const dialogs = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  try {
    await useSeededSession(page, proAccount('ai-edit'))
    const documentPath = await rentalByApi(page)
    await page
      .getByRole('navigation', { name: 'Document tabs' })
      .getByRole('link', { name: 'Clauses', exact: true })
      .click()
    const tab = page.getByRole('region', { name: 'Clauses tab' })
    await tab
      .getByRole('navigation', { name: 'Clause library views' })
      .getByRole('link', { name: 'Search', exact: true })
      .click()
    await page.waitForURL((url) => url.searchParams.get('clause_view') === 'search')
    await tab.getByLabel('Search clauses').fill('force majeure')
    await tab.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('clause_q') === 'force majeure')
    const card = tab.getByRole('article', { name: 'Force Majeure' })
    if (JAVASCRIPT) await screenshot(page, 'clauses-search')
    assert.equal(
      await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').count(),
      5,
      'four tags and "+1 more" on a search card',
    )
    await card.getByRole('button', { name: 'Add to document' }).click()
    await expectToast(page, 'Clause Added!', 'Fill in [FM NOTICE DAYS], [FM TERMINATION DAYS]')
    await page.waitForURL((url) => url.pathname === documentPath && url.searchParams.get('edit') === '1')

    // Edit mode, the clause at the end after a blank line, its placeholders to fill in.
    const text = page.getByLabel('Document text', { exact: true })
    const value = await text.inputValue()
    assert.match(value, /\n\n1\. "Force Majeure Event" means[\s\S]*applies only to events outside it\.$/)
    const filled = value.replace('[FM NOTICE DAYS]', '7').replace('[FM TERMINATION DAYS]', '90') + `\n${XSS}`
    await text.fill(filled)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(page, 'Document Updated!')
    await page.waitForURL((url) => url.pathname === documentPath && !url.searchParams.has('edit'))
    const shown = await page.getByTestId('document-content').innerText()
    assert.match(shown, /within 7 days of becoming aware/)
    assert.ok(shown.trimEnd().endsWith(XSS), 'the typed markup shows as text')
    await expectInert(page)
    assert.equal(pathOf(page).startsWith(documentPath), true)
    if (JAVASCRIPT) await screenshot(page, 'ai-edit-clause-added')
    assert.deepEqual(dialogs, [])
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

// With JavaScript the document opens as a dialog over the workspace: the AI edit and a
// clause added there come back to the dialog (its own parameters), not to the page.
test(
  'in the dialog over the workspace: AI edit and Add clause return to the dialog [JS on]',
  { skip: !JAVASCRIPT && 'the dialog is the JavaScript view' },
  async () => {
    const { context, page, errors } = await openPage(browser)
    try {
      await useSeededSession(page, proAccount('ai-edit'))
      await page.goto('/app')
      await Promise.all([
        page.waitForURL(/\/app\?session=[0-9a-f-]{36}/),
        page.getByRole('button', { name: /^Rental Agreement/ }).click(),
      ])
      await sendChat(page, RENTAL_FACTS)
      await page.getByText('Reply "yes" to generate the Rental Agreement', { exact: false }).first().waitFor()
      const documentPath = await openGenerated(page, () => sendChat(page, 'yes'))
      const id = documentPath.split('/').pop()
      const session = new URL(page.url()).searchParams.get('session')
      const dialog = page.getByTestId('document-dialog')

      await dialog.getByRole('link', { name: 'AI Edit', exact: true }).click()
      await askAi(page, 'change the rent to 30000')
      await expectToast(page, 'AI Edit Complete!')
      await page.waitForURL((url) => url.pathname === '/app' && url.searchParams.get('ai_change') === '2')
      const params = new URL(page.url()).searchParams
      assert.equal(params.get('document'), id)
      assert.equal(params.get('session'), session, "the workspace's own parameters are kept")
      await dialog.getByRole('region', { name: 'What the AI edit changed' }).waitFor()

      await dialog
        .getByRole('navigation', { name: 'Document tabs' })
        .getByRole('link', { name: 'Clauses', exact: true })
        .click()
      await dialog
        .getByRole('navigation', { name: 'Clause library views' })
        .getByRole('link', { name: 'Popular', exact: true })
        .click()
      await page.waitForURL((url) => url.searchParams.get('clause_view') === 'popular')
      await dialog
        .getByRole('article', { name: 'Arbitration' })
        .getByRole('button', { name: 'Add to document' })
        .click()
      await expectToast(page, 'Clause Added!')
      await page.waitForURL(
        (url) =>
          url.pathname === '/app' &&
          url.searchParams.get('edit') === '1' &&
          url.searchParams.get('dtab') === 'document',
      )
      assert.equal(new URL(page.url()).searchParams.get('session'), session)
      assert.equal(
        new URL(page.url()).searchParams.get('clause_view'),
        null,
        "the Clauses tab's parameters are dropped",
      )
      const value = await dialog.getByLabel('Document text', { exact: true }).inputValue()
      assert.match(value, /₹30,000[\s\S]*\n\n1\. /)
      expectNoPageErrors(errors)
    } finally {
      await context.close()
    }
  },
)
