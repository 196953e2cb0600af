// @ts-check
// The rest of the workspace, with JavaScript on and off: attachments accepted and refused,
// the free-trial gate (upgrade message, then the dialog or a link), the header, the tabs,
// the analysis panel, the drawer on a narrow screen and the microphone.
import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, test } from 'node:test'
import {
  expectGone,
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

const FIXTURES = path.resolve('tests/fixtures/attachments')

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const FACTS = RENTAL_FACTS

/** @param {import('playwright-core').Page} page */
const isAppPost = (page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app')

/** @param {import('playwright-core').Page} page @param {string} text */
async function send(page, text) {
  await page.getByLabel('Message', { exact: true }).fill(text)
  const [response] = await Promise.all([
    isAppPost(page),
    page.getByRole('button', { name: 'Send', exact: true }).click(),
  ])
  return response
}

/** @param {import('playwright-core').Page} page @param {string} text */
async function expectWithin(page, text) {
  await page.getByText(text, { exact: false }).first().waitFor()
}

/** Picks the Rental Agreement template and answers everything. @param {import('playwright-core').Page} page */
async function rentalReadyToGenerate(page) {
  await page.goto('/app')
  await Promise.all([
    page.waitForURL(/\/app\?session=[0-9a-f-]{36}/),
    page.getByRole('button', { name: /^Rental Agreement/ }).click(),
  ])
  await send(page, FACTS)
  await expectWithin(page, 'Reply "yes" to generate the Rental Agreement')
}

test(`attachments: a .docx is read, a fake PDF is refused and the typed text kept [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('attach'))
    await page.goto('/app')
    const input = page.getByTestId('attachment-input')

    // Refused: an HTML page named .pdf. Nothing is sent; what was typed stays.
    await page.getByLabel('Message', { exact: true }).fill('Please use my licence terms')
    await input.setInputFiles(path.join(FIXTURES, 'fake.pdf'))
    if (JAVASCRIPT) {
      await expectToast(page, 'File attached')
      await page.getByTestId('attachment-chip').getByText('fake.pdf').waitFor()
    }
    const [refused] = await Promise.all([
      isAppPost(page),
      page.getByRole('button', { name: 'Send', exact: true }).click(),
    ])
    assert.equal(refused.status(), 400)
    await expectToast(page, 'Unsupported file type', 'Please select a text, PDF, or Word document')
    assert.equal(
      await page.getByLabel('Message', { exact: true }).inputValue(),
      'Please use my licence terms',
    )
    assert.equal(
      await page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').count(),
      1,
      'only the welcome',
    )

    if (JAVASCRIPT) {
      // The browser refuses what it can before uploading: a file over 10 MB.
      await input.setInputFiles({
        name: 'huge.txt',
        mimeType: 'text/plain',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 97),
      })
      await expectToast(page, 'File too large', 'Please select a file smaller than 10MB')
      await expectGone(page.getByTestId('attachment-chip'))
      await input.setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      })
      await expectToast(page, 'Unsupported file type')
    }

    // Accepted: a Word file's text is read and used.
    await page
      .getByLabel('Message', { exact: true })
      .fill('Draft a custom agreement from the attached term sheet')
    await input.setInputFiles(path.join(FIXTURES, 'wall-terms.docx'))
    if (JAVASCRIPT) {
      const chip = page.getByTestId('attachment-chip')
      await chip.getByText('wall-terms.docx').waitFor()
      assert.match(await chip.innerText(), /1\.0 KB/)
    }
    await Promise.all([
      page.waitForURL(/\/app\?session=[0-9a-f-]{36}/),
      page.getByRole('button', { name: 'Send', exact: true }).click(),
    ])
    await expectWithin(page, '[Attached file: wall-terms.docx]')
    await expectWithin(page, 'I read wall-terms.docx')
    await expectWithin(page, 'Ramesh Kumar will build the boundary wall within 60 days')
    await page
      .getByTestId('message-attachment')
      .getByText(/wall-terms\.docx · 1\.0 KB · \d+ characters read as context/)
      .waitFor()
    await expectToast(page, 'File attached')
    if (JAVASCRIPT) await screenshot(page, 'attachment')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`a message typed before the page's JavaScript has run is kept when it does [${MODE}]`, async (t) => {
  if (!JAVASCRIPT) return t.skip('without JavaScript there is no hydration to survive')
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('early-typing'))
    // The scripts arrive late, as on a slow connection: the box is typed into first.
    let release = () => {}
    const held = new Promise((resolve) => (release = () => resolve(undefined)))
    await page.route(/\/build\/.*\.js(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/app', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Message', { exact: true }).fill('Typed before hydration')
    release()
    // Hydrated: the form gains the field only the client renders.
    await page.locator('input[name="open_in"]').waitFor({ state: 'attached' })
    assert.equal(await page.getByLabel('Message', { exact: true }).inputValue(), 'Typed before hydration')
    assert.equal(await page.getByRole('button', { name: 'Send', exact: true }).isEnabled(), true)
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, 'early-typing')
    throw error
  } finally {
    await context.close()
  }
})

test(`trial gate: one preview document, then the upgrade message and the subscription prompt [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('gate'))
    await page.goto('/app')
    // Header: avatar initials from the account name, no Pro badge on the trial.
    const avatar = page.getByTestId('avatar')
    assert.match((await avatar.innerText()).trim(), /^[A-Z0-9?]{1,2}$/)
    await expectGone(page.getByTestId('pro-badge'))
    // Nothing in view yet: the analysis panel says so rather than showing numbers.
    await expectWithin(page, 'Nothing to analyse yet.')

    await rentalReadyToGenerate(page)
    await openGenerated(page, () => send(page, 'yes'))
    await expectText(page, 'Preview — free trial')

    // Back in the conversation, the analysis of that agreement is computed and shown.
    await page.goBack()
    await page.reload()
    const panel = page.getByRole('region', { name: 'Document Analysis' })
    await panel.getByText('Risk Assessment').waitFor()
    for (const score of ['risk', 'completeness', 'compliance', 'readability']) {
      assert.match(await panel.getByTestId(`score-${score}`).innerText(), /\d+%/)
    }

    // The second document is refused: the assistant says why, nothing is generated.
    await rentalReadyToGenerate(page)
    await send(page, 'yes')
    await page.waitForURL(/upgrade=1/)
    await expectWithin(page, 'Generating another document needs an active subscription.')
    const link = page.getByRole('note').getByRole('link', { name: 'See the Professional plan' })
    assert.equal(await link.getAttribute('href'), '/subscription')
    if (JAVASCRIPT) {
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Professional' })
      await dialog.waitFor()
      // Measured in the page, from the render that showed the refusal to the dialog.
      assert.ok(Number(await dialog.getAttribute('data-delay-ms')) >= 1000, 'the dialog waits a second')
      await dialog.getByRole('button', { name: 'Subscribe Now - ₹299' }).waitFor()
      await dialog.getByRole('button', { name: 'Maybe Later' }).click()
      await dialog.waitFor({ state: 'hidden' })
    }
    await page.goto('/app')
    const library = page.getByRole('region', { name: 'Document Library' })
    assert.equal(await library.getByText('Leave and Licence Agreement').count(), 1, 'exactly one document')
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`workspace tabs are links, the microphone says what it can do [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('tabs'))
    await page.goto('/app')
    await expectText(page, 'Specialized in Indian Legal Compliance')
    const tabs = page.getByRole('navigation', { name: 'Workspace' })
    // Features: Try Now on a feature that works switches to its tab.
    await tabs.getByRole('link', { name: 'Features', exact: true }).click()
    const features = page.getByRole('list', { name: 'Features' })
    await features.waitFor()
    assert.equal(await features.getByRole('listitem').count(), 10)
    assert.equal(
      await features.getByRole('link', { name: 'Try Now: Template Builder' }).getAttribute('href'),
      '/app?view=templates',
    )
    await features.getByRole('link', { name: 'Try Now: Team Collaboration' }).click()
    await page.waitForURL((url) => url.pathname === '/app' && url.search === '?view=collaboration')
    await page.getByRole('heading', { level: 1, name: 'Collaboration' }).waitFor()
    for (const [name, heading] of [
      ['Features', 'Features'],
      ['Templates', 'Template Builder'],
      ['Clauses', 'Clause Library'],
      ['Analytics', 'Analytics'],
      ['Collaboration', 'Collaboration'],
    ]) {
      await tabs.getByRole('link', { name, exact: true }).click()
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    }
    await page.getByRole('link', { name: 'Create Document to Share' }).waitFor()
    await tabs.getByRole('link', { name: 'Generate', exact: true }).click()
    await page.getByRole('heading', { name: 'AI Legal Assistant' }).waitFor()

    const mic = page.getByTestId('voice-button')
    const label = (await mic.getAttribute('aria-label')) ?? ''
    if (JAVASCRIPT) {
      assert.ok(['Start voice input', 'Voice input is not available in this browser'].includes(label), label)
    } else {
      assert.equal(label, 'Voice input needs JavaScript')
      assert.equal(await mic.isDisabled(), true)
    }
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})

test(`narrow screen: the drawer opens from the menu and closes when a template is picked [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await page.setViewportSize({ width: 390, height: 800 })
    await signUpOverHttp(page, uniqueEmail('drawer'))
    await page.goto('/app')
    // The header's controls sit side by side inside the 390 px, none covering another.
    const header = await page.locator('header > div:first-child :is(a, button):visible').evaluateAll((els) =>
      els.map((el) => ({
        name: el.getAttribute('aria-label') ?? el.innerText.trim(),
        ...el.getBoundingClientRect().toJSON(),
      })),
    )
    // The drawer's control is a link until the page hydrates, then a button ("Open …").
    assert.match(header[0]?.name ?? '', /^(Open )?templates and chats$/i)
    assert.deepEqual(
      header.slice(1).map((c) => c.name),
      ['NyayaDraft', 'Profile', 'Sign Out'],
      'at 390 px the avatar is the link to the profile',
    )
    for (const [i, control] of header.entries()) {
      assert.ok(control.left >= 0 && control.right <= 390, `${control.name} inside the screen`)
      const next = header[i + 1]
      if (next) assert.ok(control.right <= next.left, `${control.name} ends before ${next.name} begins`)
    }
    const menu = page.getByRole(JAVASCRIPT ? 'button' : 'link', { name: /templates and chats/i }).first()
    if (JAVASCRIPT) {
      const drawer = page.locator('#sidebar-drawer')
      assert.equal(await drawer.getAttribute('data-open'), 'false')
      await menu.click()
      assert.equal(await drawer.getAttribute('data-open'), 'true')
      await Promise.all([
        page.waitForURL(/session=/),
        drawer.getByRole('button', { name: /^Rental Agreement/ }).click(),
      ])
      await expectWithin(page, "I'd like to create a Rental Agreement...")
      assert.equal(await page.locator('#sidebar-drawer').getAttribute('data-open'), 'false')
    } else {
      assert.equal(await menu.getAttribute('href'), '#sidebar')
      await menu.click()
      await page.getByRole('complementary', { name: 'Templates and chats' }).waitFor()
      await Promise.all([
        page.waitForURL(/session=/),
        page.getByRole('button', { name: /^Rental Agreement/ }).click(),
      ])
      await expectWithin(page, "I'd like to create a Rental Agreement...")
    }
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
