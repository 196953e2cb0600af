// @ts-check
// A custom template used in the chat, with JavaScript on and off: built and saved in the
// Template Builder, started from "My Templates" in the sidebar, its fields asked one by one
// (a refused answer answered in the chat, a field shown only on another's answer), "yes",
// and the generated document — its checklist and the history naming the template's version.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectNoPageErrors,
  expectToast,
  JAVASCRIPT,
  launchBrowser,
  MODE,
  openGenerated,
  openPage,
  proAccount,
  screenshot,
  useSeededSession,
} from './support.js'
import { addField, press, startTemplate } from './template-steps.js'

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const NAME = 'Room licence <b>chat</b>'
/** @type {import('./template-steps.js').FieldInput[]} */
const FIELDS = [
  { name: 'licensee', label: 'Licensee', type: 'text', required: true, extra: { minLength: '2' } },
  { name: 'fee', label: 'Monthly fee', type: 'number', required: true, extra: { min: '1000' } },
  { name: 'pets', label: 'Pets allowed', type: 'checkbox', required: false, extra: {} },
  {
    name: 'petNote',
    label: 'Pet note',
    type: 'textarea',
    required: true,
    extra: {},
    condition: { field: 'pets', value: 'yes' },
  },
]
const BODY =
  'ROOM LICENCE\n\nThe licensee {{licensee}} pays ₹{{fee}} a month.{{#if pets}}\n\nPets: {{petNote}}.{{/if}}'

/** Waits for text that is part of a longer message bubble. @param {import('playwright-core').Page} page @param {string} text */
async function expectWithin(page, text) {
  await page.getByText(text, { exact: false }).last().waitFor()
}

/** Sends one chat message and waits for the post. @param {import('playwright-core').Page} page @param {string} text */
async function send(page, text) {
  await page.getByLabel('Message', { exact: true }).fill(text)
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app'),
    page.getByRole('button', { name: 'Send', exact: true }).click(),
  ])
}

test(`build and save a template, start it from My Templates, answer, "yes", open the document (${MODE})`, async () => {
  const { page, errors } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('custom-template-chat'))
    await startTemplate(page)
    await page.getByLabel('Template Name').fill(NAME)
    await page.getByLabel('Category').selectOption('Property')
    await press(page, 'Update details', 'Details saved to the draft')
    for (const [i, f] of FIELDS.entries()) await addField(page, f, i + 1)
    await page.getByLabel('Body text').fill(BODY)
    await press(page, 'Update body', 'Body saved to the draft')
    await press(page, 'Save Template', 'Template saved')

    // The Templates tab offers it for the chat too, once saved.
    await page.goto('/app?view=templates')
    await page
      .getByRole('list', { name: 'My Templates' })
      .getByRole('button', { name: `Use in chat ${NAME}` })
      .waitFor()

    // My Templates in the sidebar: a button that starts the chat (a form post).
    await page.goto('/app')
    const sidebar = page.getByRole('complementary', { name: 'Templates and chats' })
    await sidebar.getByRole('heading', { name: 'My Templates' }).waitFor()
    await Promise.all([
      page.waitForURL(/\/app\?session=[0-9a-f-]{36}/),
      sidebar.getByRole('button', { name: new RegExp(`^${NAME.replace(/[<>/]/g, '.')}`) }).click(),
    ])
    await expectWithin(page, `I'd like to create a ${NAME}...`)
    await expectWithin(page, 'from your saved template (version 1)')
    await expectWithin(page, 'Licensee?')

    // A refused answer is answered in the chat, and the same field asked again.
    await send(page, 'A')
    await expectWithin(page, 'That did not work: At least 2 characters.')
    await send(page, 'Asha Rao')
    await expectWithin(page, 'Monthly fee?')
    await send(page, '500')
    await expectWithin(page, 'That did not work: At least 1000.')
    await send(page, '15000')
    await expectWithin(page, 'Pets allowed?')
    // Ticked: the pet note, shown only then, is asked next.
    await send(page, 'yes')
    await expectWithin(page, 'Pet note?')
    await send(page, 'one quiet cat')
    await expectWithin(page, `Reply "yes" to generate the ${NAME}`)

    const documentPath = await openGenerated(page, () => send(page, 'yes'))
    await expectToast(page, 'Agreement generated')
    await page.goto(documentPath)
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor()
    await page.getByText('The licensee Asha Rao pays ₹15000 a month.', { exact: false }).first().waitFor()
    await page.getByText('Pets: one quiet cat.', { exact: false }).first().waitFor()

    await page.goto(`${documentPath}?tab=analytics`)
    await page.getByRole('heading', { name: 'Execution Checklist' }).waitFor()
    const checklist = await page.getByRole('list', { name: 'Execution checklist' }).innerText()
    assert.match(checklist, /\[verify\]/, 'the own-text checklist claims nothing it does not know')

    await page.goto(`${documentPath}/history`)
    await page.getByText(`from the template “${NAME}” (version 1)`, { exact: false }).first().waitFor()

    // Like any other document: on the workspace's Analytics dashboard, and exported.
    await page.goto('/app?view=analytics')
    await page.locator('#lowest-compliance').getByRole('link', { name: NAME }).waitFor()
    const exported = await page.request.get(`${documentPath}/export/txt`)
    assert.equal(exported.status(), 200)
    assert.match(await exported.text(), /The licensee Asha Rao pays ₹15000 a month\./)

    const injected = await page.evaluate(() =>
      [...document.querySelectorAll('b')].some((b) => b.textContent === 'chat'),
    )
    assert.equal(injected, false, 'the name shows as text, never as markup')
    if (JAVASCRIPT) await screenshot(page, 'custom-template-history')
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, `custom-template-chat-${JAVASCRIPT ? 'on' : 'off'}`)
    throw error
  } finally {
    await page.context().close()
  }
})
