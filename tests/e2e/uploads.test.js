// @ts-check
// Attachments a browser sends that once went wrong, with JavaScript on and off: an empty
// file (silently dropped before; now refused, the typed text kept) and a file name with
// `;`, `=` and Devanagari (a 500 that lost the message before; now accepted).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  JAVASCRIPT,
  MODE,
  expectGone,
  expectNoPageErrors,
  expectToast,
  launchBrowser,
  openPage,
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

/** @param {import('playwright-core').Page} page */
const isAppPost = (page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app')

test(`uploads: an empty file is refused and the typed text kept; an odd name is accepted [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('uploads'))
    await page.goto('/app')
    const input = page.getByTestId('attachment-input')
    const message = page.getByLabel('Message', { exact: true })
    const sendButton = page.getByRole('button', { name: 'Send', exact: true })

    await message.fill('Please read my notes')
    await input.setInputFiles({ name: 'empty notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) })
    if (JAVASCRIPT) {
      // The browser refuses it before uploading.
      await expectToast(page, 'The file is empty')
      await expectGone(page.getByTestId('attachment-chip'))
    } else {
      const [refused] = await Promise.all([isAppPost(page), sendButton.click()])
      assert.equal(refused.status(), 400)
      await expectToast(page, 'The file is empty')
      assert.equal(await message.inputValue(), 'Please read my notes')
      assert.equal(
        await page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').count(),
        1,
        'only the welcome',
      )
    }

    const name = 'terms; v=2 = final (किराया).txt'
    await message.fill('Please read my notes')
    await input.setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from('Licence fee Rs. 25,000 per month, payable by Kavita Rao.'),
    })
    await Promise.all([page.waitForURL(/\/app\?session=[0-9a-f-]{36}/), sendButton.click()])
    await page.getByText(`[Attached file: ${name}]`).first().waitFor()
    await expectToast(page, 'File attached')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
