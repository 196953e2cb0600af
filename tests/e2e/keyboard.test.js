// @ts-check
// Keyboard only, with JavaScript on and off: every stop the Tab key reaches on the public
// pages and the workspace shows where focus is; sign-in is done with Tab, typing and Enter;
// with JavaScript the document dialog keeps focus inside until Escape closes it.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  JAVASCRIPT,
  MODE,
  PASSWORD,
  launchBrowser,
  openPage,
  postRental,
  proAccount,
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

/**
 * The focused element after one more Tab, and whether it is drawn with a focus indicator
 * (an outline or a ring) that the same element lacks when it is not focused.
 * @param {import('playwright-core').Page} page
 */
async function tabToNext(page) {
  await page.keyboard.press('Tab')
  return page.evaluate(() => {
    const el = /** @type {HTMLElement} */ (document.activeElement)
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
    const ring = style.boxShadow !== 'none'
    return {
      tag: el.tagName,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      indicated: outline || ring,
      inDialog: Boolean(el.closest('[role="dialog"]')),
    }
  })
}

/**
 * Tabs through up to `stops` focusable elements of `path`, asserting each one shows focus.
 * @param {import('playwright-core').Page} page @param {string} path @param {number} stops
 */
async function everyStopShowsFocus(page, path, stops) {
  await page.goto(path)
  /** @type {string[]} */
  const reached = []
  for (let i = 0; i < stops; i++) {
    const stop = await tabToNext(page)
    if (stop.tag === 'BODY') break
    reached.push(stop.name)
    assert.ok(stop.indicated, `${path}: focus on ${stop.tag} “${stop.name}” is not visible`)
  }
  assert.ok(reached.length >= 3, `${path}: Tab reached only ${reached.join(', ')}`)
  return reached
}

test(`public pages: each Tab stop shows focus, the header first [${MODE}]`, async () => {
  const { context, page } = await openPage(browser)
  try {
    const landing = await everyStopShowsFocus(page, '/', 25)
    // A keyboard user meets the header's links before the page's own.
    assert.deepEqual(landing.slice(1, 3), ['Sign In', 'Get Started'])
    for (const path of ['/about', '/contact', '/auth?tab=signin']) await everyStopShowsFocus(page, path, 25)
  } finally {
    await context.close()
  }
})

test(`sign-in with the keyboard alone: Tab, type, Enter [${MODE}]`, async () => {
  const email = uniqueEmail('keyboard')
  const { context: other } = await openPage(browser)
  await signUpOverHttp(await other.newPage(), email)
  await other.close()

  const { context, page } = await openPage(browser)
  try {
    await page.goto('/auth?tab=signin')
    // Tab until the e-mail field has focus, as a keyboard user would.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => document.activeElement?.getAttribute('name') === 'email')) break
    }
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await waitForPath(page, '/app')
    await everyStopShowsFocus(page, '/app', 30)
  } finally {
    await context.close()
  }
})

test(`the document dialog keeps focus inside and closes on Escape [${MODE}]`, async (t) => {
  if (!JAVASCRIPT) return t.skip('without JavaScript the document opens as its own page, not a dialog')
  const { context, page } = await openPage(browser)
  try {
    await useSeededSession(page, proAccount('keyboard'))
    const id = (await postRental(page)).split('/').at(-1)
    await page.goto(`/app?document=${id}`)
    await page.getByTestId('document-dialog').waitFor()
    // Opening moves focus into the dialog (its first control); only then does Tab start there.
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
    for (let i = 0; i < 40; i++) {
      const stop = await tabToNext(page)
      assert.ok(stop.inDialog, `Tab ${i + 1} left the dialog for ${stop.tag} “${stop.name}”`)
      assert.ok(stop.indicated, `in the dialog, focus on ${stop.tag} “${stop.name}” is not visible`)
    }
    await page.keyboard.press('Escape')
    await page.waitForURL((url) => !url.searchParams.has('document'))
    await page.getByTestId('document-dialog').waitFor({ state: 'detached' })
  } finally {
    await context.close()
  }
})
