// @ts-check
// The workspace's Clauses tab, with JavaScript on and off: Browse with its filters, Search,
// Popular, a clause's page (a dialog over the tab with JavaScript), Copy (with JavaScript)
// and "Add to a document" with the placeholders filled — landing on the document with
// "Clause Added!" and the filled text.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectNoPageErrors,
  expectToast,
  JAVASCRIPT,
  launchBrowser,
  linkHydrated,
  MODE,
  openPage,
  postRental,
  proAccount,
  screenshot,
  useSeededSession,
} from './support.js'

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

test(`browse, filter, search and popular as URLs (${MODE})`, async () => {
  const { page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('clause-library-browse'))
    await page.goto('/app?view=clauses')
    await page.getByRole('heading', { level: 1, name: 'Clause Library' }).waitFor()
    const cards = page.getByRole('list', { name: 'Clauses' }).getByRole('article')
    assert.equal(await cards.count(), 20)

    await page.getByLabel('Category').selectOption('Commercial')
    await page.getByLabel('Risk level').selectOption('High')
    await Promise.all([
      page.waitForURL(/category=Commercial/),
      page.getByRole('button', { name: 'Apply filters' }).click(),
    ])
    await page.getByText('2 clauses', { exact: true }).waitFor()
    assert.deepEqual((await cards.getByRole('heading').allInnerTexts()).sort(), [
      'Indemnity',
      'Limitation of Liability',
    ])

    await page.getByRole('link', { name: 'Search', exact: true }).click()
    await page.waitForURL(/show=search/)
    await page.getByLabel('Search clauses').fill('<b>earthquake</b>')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByText('0 clauses matching “<b>earthquake</b>”').waitFor()
    await page.getByLabel('Search clauses').fill('EARTHQUAKE')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByText('1 clause matching “EARTHQUAKE”').waitFor()
    assert.deepEqual(await cards.getByRole('heading').allInnerTexts(), ['Force Majeure'])
    assert.equal(await cards.first().getByRole('list', { name: 'Tags' }).getByRole('listitem').count(), 5)

    await page.getByRole('link', { name: 'Popular', exact: true }).click()
    await page.waitForURL(/show=popular/)
    // With JavaScript the URL changes before the new list renders: wait for Popular's own words.
    await page.getByText('The five clauses added to documents most often here', { exact: false }).waitFor()
    assert.equal(await cards.count(), 5)
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, 'clause-library-browse')
    throw error
  } finally {
    await page.context().close()
  }
})

test(`a card opens the clause as a dialog over the tab, or its page without JavaScript (${MODE})`, async () => {
  const { page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('clause-library-dialog'))
    const list = '/app?view=clauses&category=Commercial&risk=High'
    await page.goto(list)
    const cards = page.getByRole('list', { name: 'Clauses' }).getByRole('article')
    await page.getByText('2 clauses', { exact: true }).waitFor()
    await linkHydrated(cards.getByRole('link', { name: 'Indemnity', exact: true }), 'clause=')
    await cards.getByRole('link', { name: 'Indemnity', exact: true }).click()
    if (!JAVASCRIPT) {
      await page.waitForURL((url) => url.pathname === '/app/clauses/commercial-indemnity')
      await page.getByRole('heading', { level: 1, name: 'Indemnity' }).waitFor()
      assert.equal(await page.getByRole('dialog').count(), 0)
      return
    }
    await page.waitForURL((url) => url.searchParams.get('clause') === 'commercial-indemnity')
    const dialog = page.getByRole('dialog', { name: 'Indemnity' })
    await dialog.waitFor()
    // The filters stay in the URL behind the dialog, and the clause is whole in it.
    const opened = new URL(page.url())
    assert.equal(opened.pathname, '/app')
    assert.equal(opened.searchParams.get('category'), 'Commercial')
    assert.equal(opened.searchParams.get('risk'), 'High')
    assert.match(await dialog.getByTestId('clause-content').innerText(), /\[[A-Z ]+\]/)
    await dialog.getByRole('button', { name: 'Copy', exact: true }).waitFor()
    await dialog.getByRole('heading', { name: 'Add to a document' }).waitFor()
    // Focus is inside the dialog; Escape closes it and the URL loses the clause, filters kept.
    assert.ok(await dialog.evaluate((node) => node.contains(document.activeElement)))
    await page.keyboard.press('Escape')
    await page.waitForURL((url) => !url.searchParams.has('clause'))
    assert.equal(new URL(page.url()).search, new URL(list, page.url()).search)
    // The URL changes before the tab's data arrives and the dialog unmounts: wait for it to go.
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // The Close button does the same.
    await cards.getByRole('link', { name: 'Indemnity', exact: true }).click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await page.waitForURL((url) => !url.searchParams.has('clause'))
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, 'clause-library-dialog')
    throw error
  } finally {
    await page.context().close()
  }
})

test(`a clause's page: copy, then add it to a document with its placeholders filled (${MODE})`, async () => {
  const { page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('clause-library-add'))
    const documentPath = await postRental(page)
    const documentId = documentPath.split('/').at(-1) ?? ''
    await page.goto('/app?view=clauses&show=search&search=force')
    await linkHydrated(page.getByRole('link', { name: /^View clause\W+Force Majeure$/ }), 'clause=')
    await page.getByRole('link', { name: /^View clause\W+Force Majeure$/ }).click()
    // With JavaScript the dialog over the tab, without it the page: the same content.
    await page.getByRole('heading', { level: JAVASCRIPT ? 2 : 1, name: 'Force Majeure' }).waitFor()
    assert.match(await page.getByTestId('clause-content').innerText(), /\[FM NOTICE DAYS\]/)
    if (JAVASCRIPT) {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.getByRole('button', { name: 'Copy', exact: true }).click()
      await expectToast(page, 'Clause Copied!')
    } else {
      await page.getByText('Select the text to copy it.').waitFor()
    }

    await page.getByLabel('Document', { exact: true }).selectOption(documentId)
    await Promise.all([
      page.waitForURL(/into=/),
      page.getByRole('button', { name: 'Choose', exact: true }).click(),
    ])
    // A bad value comes back with what was typed.
    await page.getByLabel('[FM NOTICE DAYS]').fill('7')
    await page.getByLabel('[FM TERMINATION DAYS]').evaluate((input) => input.removeAttribute('maxlength'))
    await page.getByLabel('[FM TERMINATION DAYS]').fill('9'.repeat(201))
    await page.getByRole('button', { name: /^Add to “/ }).click()
    await page.getByText('[FM TERMINATION DAYS] can be at most 200 characters.').waitFor()
    assert.equal(await page.getByLabel('[FM NOTICE DAYS]').inputValue(), '7')

    await page.getByLabel('[FM TERMINATION DAYS]').fill('90')
    await Promise.all([
      page.waitForURL((url) => url.pathname === documentPath),
      page.getByRole('button', { name: /^Add to “/ }).click(),
    ])
    await expectToast(page, 'Clause Added!')
    const text = await (await page.context().request.get(`/api/agreements/${documentId}`)).json()
    const content = String(text.agreement.content)
    assert.ok(content.includes('in writing within 7 days of becoming aware'), 'the notice period filled in')
    assert.ok(content.includes('continues for more than 90 days'), 'the termination period filled in')
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, 'clause-library-add')
    throw error
  } finally {
    await page.context().close()
  }
})
