// @ts-check
// Personal clauses, with JavaScript on and off: a passage of one document saved as "my
// clause" (picked from the document's clauses without JavaScript, from the text selected in
// the document with it), a bad save refused beside its field with what was typed kept,
// found under My clauses with the library's filters, added to another document with its
// placeholders filled, unseen by another user, edited from its page (a bad edit refused
// beside its field with what was typed kept), and deleted. Markup in it renders as text.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectNoPageErrors,
  expectToast,
  JAVASCRIPT,
  launchBrowser,
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

const TITLE = '<img src=x onerror=alert(1)> Late fee'
const TAG = '<script>alert(2)</script>'

/** Selects the first numbered clause line of the document's text, as a reader would with the mouse. */
async function selectClauseLine(/** @type {import('playwright-core').Page} */ page) {
  return page.getByTestId('document-content').evaluate((article) => {
    const node = article.firstChild
    const text = node?.textContent ?? ''
    const match = /\n(\d+\.\d+ [^\n]{20,})/.exec(text)
    if (!node || !match) throw new Error('no numbered clause line in the document')
    const start = match.index + 1
    const range = document.createRange()
    range.setStart(node, start)
    range.setEnd(node, start + (match[1] ?? '').length)
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
    return match[1] ?? ''
  })
}

test(`save a passage as my clause, find it under My clauses, add it to another document, delete it (${MODE})`, async () => {
  const { page, errors } = await openPage(browser)
  const { page: stranger } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('personal-clauses'))
    const sourcePath = await postRental(page)
    const targetPath = await postRental(page)
    const targetId = targetPath.split('/').at(-1) ?? ''
    await page.goto(sourcePath)
    await page.getByRole('heading', { level: 1, name: 'Leave and Licence Agreement' }).waitFor()

    const passage = page.getByLabel('Passage', { exact: true })
    if (JAVASCRIPT) {
      // The text selected in the document comes along as the passage.
      const selected = await selectClauseLine(page)
      await page.getByRole('link', { name: 'Save as my clause' }).click()
      await page.getByRole('heading', { level: 1, name: 'Save as my clause' }).waitFor()
      assert.equal(await passage.inputValue(), selected)
    } else {
      await page.getByRole('link', { name: 'Save as my clause' }).click()
      await page.getByRole('heading', { level: 1, name: 'Save as my clause' }).waitFor()
      assert.equal(await passage.inputValue(), '')
      await page.getByLabel('Start from a passage of the document').selectOption({ index: 2 })
      await Promise.all([
        page.waitForURL(/passage=/),
        page.getByRole('button', { name: 'Use this passage' }).click(),
      ])
      assert.notEqual(await passage.inputValue(), '')
    }
    // Trimmed to the words to keep, with placeholders of the user's own.
    await passage.fill('The Licensee shall pay a late fee of [LATE FEE] a day to [LICENSOR].')
    await page.getByLabel('Category').selectOption('Property')
    await page.getByLabel('Risk level').selectOption('Medium')
    await page.getByLabel('Tags (comma-separated)').fill(`rent, ${TAG}, , late`)
    // No title: refused beside the field, everything typed kept.
    await page.getByRole('button', { name: 'Save as my clause' }).click()
    await page.getByText('Give the clause a title.').waitFor()
    assert.equal(
      await passage.inputValue(),
      'The Licensee shall pay a late fee of [LATE FEE] a day to [LICENSOR].',
    )
    assert.equal(await page.getByLabel('Category').inputValue(), 'Property')

    await page.getByLabel('Title').fill(TITLE)
    await Promise.all([
      page.waitForURL(/\/app\/clauses\/[0-9a-f-]{36}$/),
      page.getByRole('button', { name: 'Save as my clause' }).click(),
    ])
    await expectToast(page, 'Clause Saved!')
    const clausePath = new URL(page.url()).pathname
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    await page.getByText(TAG, { exact: true }).waitFor()
    assert.match(await page.getByTestId('clause-content').innerText(), /\[LATE FEE\]/)

    // Under My clauses, found with the library's filters; not in Browse.
    await page.goto('/app?view=clauses')
    await page.getByRole('link', { name: 'My clauses', exact: true }).click()
    await page.waitForURL(/show=mine/)
    const cards = page.getByRole('list', { name: 'Clauses' }).getByRole('article')
    await cards.filter({ hasText: TITLE }).waitFor()
    assert.equal(await cards.count(), 1)
    await page.getByLabel('Search clauses').fill('LATE FEE')
    await page.getByLabel('Risk level').selectOption('High')
    await Promise.all([
      page.waitForURL(/risk=High/),
      page.getByRole('button', { name: 'Apply filters' }).click(),
    ])
    await page.getByText('No clause matches.', { exact: false }).waitFor()
    await page.getByLabel('Risk level').selectOption('Medium')
    await Promise.all([
      page.waitForURL(/risk=Medium/),
      page.getByRole('button', { name: 'Apply filters' }).click(),
    ])
    await cards.filter({ hasText: TITLE }).waitFor()

    // Added to the other document, its placeholders filled.
    await cards.getByRole('link', { name: /^View clause/ }).click()
    // With JavaScript a dialog over the tab, without it the clause's page.
    if (JAVASCRIPT) await page.getByRole('dialog', { name: TITLE }).waitFor()
    else await page.waitForURL((url) => url.pathname === clausePath)
    await page.getByLabel('Document', { exact: true }).selectOption(targetId)
    await Promise.all([
      page.waitForURL(/into=/),
      page.getByRole('button', { name: 'Choose', exact: true }).click(),
    ])
    assert.equal(
      await page.getByLabel('[LICENSOR]').inputValue(),
      'Priya Sharma',
      'prefilled from the document',
    )
    await page.getByLabel('[LATE FEE]').fill('Rs. 500')
    await Promise.all([
      page.waitForURL((url) => url.pathname === targetPath),
      page.getByRole('button', { name: /^Add to “/ }).click(),
    ])
    await expectToast(page, 'Clause Added!')
    const target = await (await page.context().request.get(`/api/agreements/${targetId}`)).json()
    assert.ok(
      String(target.agreement.content).endsWith(
        'The Licensee shall pay a late fee of Rs. 500 a day to Priya Sharma.',
      ),
    )

    // Another user: the same 404 as a missing clause, and nothing under their My clauses.
    await useSeededSession(stranger, proAccount('personal-clauses-stranger'))
    const theirs = await stranger.goto(clausePath)
    assert.equal(theirs?.status(), 404)
    assert.ok(!(await stranger.content()).includes('Late fee'))
    await stranger.goto('/app?view=clauses&show=mine')
    await stranger.getByText('You have not saved a clause of your own yet.').waitFor()

    // Edited from its page: a blank title is refused beside the field, the text typed kept.
    await page.goto(clausePath)
    await page.getByRole('link', { name: 'Edit this clause' }).click()
    const edit = page.getByRole('form', { name: 'Edit clause' })
    await edit.waitFor()
    assert.equal(await edit.getByLabel('Title').inputValue(), TITLE)
    const EDITED = 'The Licensee shall pay [LATE FEE] for each day of delay to [LICENSOR].'
    await edit.getByLabel('Title').fill(' ')
    await edit.getByLabel('Clause text').fill(EDITED)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await edit.getByText('Give the clause a title.').waitFor()
    assert.equal(await edit.getByLabel('Clause text').inputValue(), EDITED)
    await edit.getByLabel('Title').fill('Late fee per day')
    await edit.getByLabel('Risk level').selectOption('High')
    await Promise.all([
      page.waitForURL((url) => url.pathname === clausePath && url.search === ''),
      edit.getByRole('button', { name: 'Save changes' }).click(),
    ])
    await expectToast(page, 'Clause Updated')
    await page.getByRole('heading', { level: 1, name: 'Late fee per day' }).waitFor()
    assert.equal(await page.getByTestId('clause-content').innerText(), EDITED)
    assert.equal(await page.getByRole('form', { name: 'Edit clause' }).count(), 0)

    // Deleted: gone from My clauses.
    await page.goto(clausePath)
    await Promise.all([
      page.waitForURL(/show=mine/),
      page.getByRole('button', { name: 'Delete this clause' }).click(),
    ])
    await expectToast(page, 'Clause Deleted')
    await page.getByText('You have not saved a clause of your own yet.').waitFor()
    assert.equal((await page.goto(clausePath))?.status(), 404)
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, 'personal-clauses')
    throw error
  } finally {
    await page.context().close()
    await stranger.context().close()
  }
})
