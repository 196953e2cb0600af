// @ts-check
// The version history, with JavaScript on and off: a generated document edited once, its
// history opened from the document, a version viewed, two versions compared word by word,
// the audit trail downloaded as CSV, and a stranger told the history does not exist.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, test } from 'node:test'
import {
  expectGone,
  MODE,
  JAVASCRIPT,
  expectNoPageErrors,
  expectText,
  expectToast,
  launchBrowser,
  openPage,
  proAccount,
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

const NOTE = 'HISTORY NOTE: rent reviewed on 1 April'

test(`history of an edited document: events, a version, a diff, the CSV [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    const email = proAccount('history')
    await useSeededSession(page, email)
    const path = await rentalByApi(page)

    await page
      .getByRole('group', { name: 'Document actions' })
      .getByRole('link', { name: 'Edit', exact: true })
      .click()
    const box = page.getByLabel('Document text', { exact: true })
    await box.fill(`${await box.inputValue()}\n\n${NOTE}`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(page, 'Document Updated!')

    await page
      .getByRole('group', { name: 'Document actions' })
      .getByRole('link', { name: 'Version history', exact: true })
      .click()
    await waitForPath(page, `${path}/history`)
    await page.getByRole('heading', { level: 1, name: 'Version history' }).waitFor()
    assert.match(
      (await page.getByTestId('history-viewer').innerText()).replace(/\s+/g, ' '),
      new RegExp(`Viewing as .*${email.replace(/[.]/g, '\\.')}.* · Owner`),
    )
    await page.getByTestId('chain-status').getByText('✓ Verified (2 events)').waitFor()

    const rows = page.getByTestId('history-event')
    assert.equal(await rows.count(), 2)
    const first = (await rows.nth(0).innerText()).replace(/\s+/g, ' ')
    const second = (await rows.nth(1).innerText()).replace(/\s+/g, ' ')
    assert.match(
      first,
      /^1 .*\d{4}, \d{1,2}:\d{2}:\d{2} [ap]m IST .*Generated “Leave and Licence Agreement” drafted by the offline drafting engine/,
    )
    assert.match(second, /^2 .*Edited The text was changed by hand/)
    assert.ok(second.includes(email), 'the editor is named by e-mail')
    if (JAVASCRIPT) await screenshot(page, 'history')

    // The quick link compares the last two versions.
    await page.getByRole('link', { name: 'Compare the last two (#1 → #2)', exact: true }).click()
    await waitForPath(page, `${path}/history?from=1&to=2`)
    await page.getByTestId('version-diff').locator('ins').first().waitFor()

    // One version, as it was: the text before the edit, chosen in the pickers.
    await page.goto(`${path}/history`)
    await page.getByRole('link', { name: 'Choose versions to view or compare', exact: true }).click()
    await waitForPath(page, `${path}/history?pick=1`)
    const viewForm = page.getByRole('form', { name: 'View a version' })
    await viewForm.getByLabel('Version').selectOption('1')
    await viewForm.getByRole('button', { name: 'View version', exact: true }).click()
    await waitForPath(page, `${path}/history?version=1`)
    const content = page.getByTestId('version-content')
    await content.getByText('LEAVE AND LICENCE AGREEMENT', { exact: false }).first().waitFor()
    assert.ok(!(await content.innerText()).includes(NOTE), 'version 1 is the text before the edit')

    // Two versions compared: the edit's words are the added ones.
    const compare = page.getByRole('form', { name: 'Compare two versions' })
    await compare.getByLabel('From').selectOption('1')
    await compare.getByLabel('To').selectOption('2')
    await compare.getByRole('button', { name: 'Compare', exact: true }).click()
    await waitForPath(page, `${path}/history?from=1&to=2`)
    const added = await page.getByTestId('version-diff').locator('ins').allInnerTexts()
    assert.match(added.join(' ').replace(/\s+/g, ' '), /HISTORY NOTE: rent reviewed on 1 April/)
    await expectGone(page.getByTestId('version-diff').locator('del'), 'nothing was removed')
    await page.getByText('words added, 0 words removed', { exact: false }).waitFor()
    if (JAVASCRIPT) await screenshot(page, 'history-diff')

    // The audit trail as CSV, a plain link either way.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Audit trail (CSV)', exact: true }).click(),
    ])
    assert.equal(download.suggestedFilename(), 'Leave_and_Licence_Agreement_audit_trail.csv')
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    assert.equal(
      csv[0],
      'version,recorded_at_utc,recorded_at_ist,event_type,action,detail,actor_name,actor_email,actor_id,prev_hash,hash,hash_verified',
    )
    assert.equal(csv.length, 3)
    assert.match(csv[1] ?? '', /^1,.*,AgreementGenerated,Generated,/)
    assert.match(csv[2] ?? '', /^2,.*,AgreementEdited,Edited,.*,[0-9a-f]{64},[0-9a-f]{64},true$/)
    expectNoPageErrors(errors)

    // A stranger is told the history does not exist, as for a missing document.
    const other = await openPage(browser)
    try {
      await signUpOverHttp(other.page, uniqueEmail('history-stranger'))
      const answer = await other.page.goto(`${path}/history`)
      assert.equal(answer?.status(), 404)
      await expectText(other.page, 'Document Not Found')
    } finally {
      await other.context.close()
    }
  } finally {
    await context.close()
  }
})
