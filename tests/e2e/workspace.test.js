// @ts-check
// The generator workspace's core flow, with JavaScript on and off: pick a template,
// answer the assistant all at once, confirm, land on the generated agreement, find it in
// the Document Library and the conversation in the Chats tab.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  JAVASCRIPT,
  MODE,
  RENTAL_FACTS,
  expectNoPageErrors,
  expectText,
  expectToast,
  launchBrowser,
  openGenerated,
  openPage,
  screenshot,
  signUpOverHttp,
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

const FACTS = RENTAL_FACTS

/** Waits for text that is part of a longer message bubble. @param {import('playwright-core').Page} page @param {string} text */
async function expectWithin(page, text) {
  await page.getByText(text, { exact: false }).first().waitFor()
}

/**
 * Follows a conversation's Rename or Delete: through its row's menu with JavaScript, as a
 * link under the open conversation without it.
 * @param {import('playwright-core').Page} page @param {RegExp} row @param {'Rename' | 'Delete'} action
 */
async function chatAction(page, row, action) {
  if (JAVASCRIPT) {
    await page.getByRole('button', { name: row }).click()
    await page.getByRole('menuitem', { name: action, exact: true }).click()
  } else {
    await page.getByRole('link', { name: action, exact: true }).click()
  }
}

/** @param {import('playwright-core').Page} page @param {string} text */
async function send(page, text) {
  await page.getByLabel('Message', { exact: true }).fill(text)
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app'),
    page.getByRole('button', { name: 'Send', exact: true }).click(),
  ])
}

test(`template → answers → generated agreement → library and chats [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('workspace'))
    await page.goto('/app')
    await expectText(page, 'AI Legal Assistant')
    await expectText(page, 'Smart Templates')

    await Promise.all([
      page.waitForURL(/\/app\?session=[0-9a-f-]{36}/),
      page.getByRole('button', { name: /^Rental Agreement/ }).click(),
    ])
    await expectWithin(page, "I'd like to create a Rental Agreement...")
    await expectWithin(page, 'Landlord Name *')

    const sendButton = page.getByRole('button', { name: 'Send', exact: true })
    if (JAVASCRIPT) {
      // Blank input: Send waits for text or a file.
      assert.equal(await sendButton.isDisabled(), true)
      // Shift+Enter adds a line; Enter sends.
      const box = page.getByLabel('Message', { exact: true })
      const [first, ...rest] = FACTS.split('\n')
      await box.fill(first ?? '')
      for (const line of rest) {
        await box.press('Shift+Enter')
        await box.pressSequentially(line)
      }
      assert.equal(await box.inputValue(), FACTS)
      const height = await box.evaluate((el) => el.getBoundingClientRect().height)
      assert.ok(height >= 80 && height <= 120, `the box grows between 80 and 120 px, not ${height}`)
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app'),
        box.press('Enter'),
      ])
    } else {
      // Blank input: a clear 400 and nothing sent.
      const [blank] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app'),
        sendButton.click(),
      ])
      assert.equal(blank.status(), 400)
      await expectText(page, 'Please type a message before sending.')
      await send(page, FACTS)
    }
    await expectWithin(page, 'Reply "yes" to generate the Rental Agreement')
    await openGenerated(page, () => send(page, 'yes'))
    await page.getByRole('heading', { level: 1, name: 'Leave and Licence Agreement' }).waitFor()
    await expectText(page, 'Preview — free trial')
    await expectWithin(page, '₹25,000 (Rupees Twenty-Five Thousand only)')
    await expectToast(page, 'Agreement generated')
    if (JAVASCRIPT) await screenshot(page, 'agreement')

    await page.goto('/app')
    const library = page.getByRole('region', { name: 'Document Library' })
    await library.getByText('Leave and Licence Agreement').waitFor()
    // The free trial is spent: the upgrade banner shows.
    await page.getByRole('link', { name: 'Upgrade Now - ₹299' }).waitFor()

    await page.getByRole('link', { name: 'Chats', exact: true }).click()
    await page.waitForURL(/tab=chats/)
    const conversation = page.getByRole('link', { name: /I'd like to create a Rental Agreement/ })
    await conversation.waitFor()
    assert.match((await conversation.textContent()) ?? '', /Today.*1 document/)
    await conversation.click()
    await expectText(page, 'Generated')
    if (JAVASCRIPT) await screenshot(page, 'workspace')

    // Rename: a blank title is refused with 400 and the form stays; a new one is saved.
    // With JavaScript, Rename and Delete are in each row's menu; without it, links under the open one.
    await chatAction(page, /^Actions for I'd like to create a Rental Agreement/, 'Rename')
    const titleBox = page.getByLabel('New title', { exact: true })
    await titleBox.fill('   ')
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app'),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ])
    assert.equal(refused.status(), 400)
    await expectText(page, 'Title is required')
    await page.getByLabel('New title', { exact: true }).fill('Baner flat rental')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expectToast(page, 'Chat renamed', 'The conversation title has been updated')
    await page.getByRole('link', { name: /Baner flat rental/ }).waitFor()

    // Delete asks first, on a page of its own.
    await chatAction(page, /^Actions for Baner flat rental/, 'Delete')
    await page.waitForURL(/\/app\/chats\/[0-9a-f-]{36}\/delete$/)
    await expectText(page, 'Are you sure you want to delete this conversation?')
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expectToast(page, 'Chat deleted', 'The conversation has been removed')
    await expectText(page, 'No conversations yet')
    // The agreement stays in the library.
    await page
      .getByRole('region', { name: 'Document Library' })
      .getByText('Leave and Licence Agreement')
      .waitFor()
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
