// @ts-check
// axe-core on every public page and the signed-in pages a user moves through (workspace and
// its tabs, a document and its tabs, edit, AI edit, history, the shared page, profile,
// subscription, API tokens): no serious or critical WCAG 2.1 A/AA violation, with
// JavaScript on and off.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { AxeBuilder } from '@axe-core/playwright'
import {
  JAVASCRIPT,
  MODE,
  launchBrowser,
  openPage,
  postRental,
  proAccount,
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

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/security',
  '/contact',
  '/auth?tab=signin',
  '/auth?tab=signup',
  '/auth?tab=forgot',
  '/no-such-page',
]

/**
 * A browser context for the mode. axe runs in the page, and a page with JavaScript disabled
 * never settles axe's promise; so "off" loads the server's markup with every script
 * request refused — nothing hydrates, exactly what a browser without JavaScript shows.
 */
async function contextForMode() {
  const opened = await openPage(browser, JAVASCRIPT ? {} : { javaScriptEnabled: true })
  if (!JAVASCRIPT) await opened.context.route(/\.m?js(\?|$)/, (route) => route.abort())
  return opened
}

/**
 * The serious and critical violations on the page now, one line each.
 * @param {import('playwright-core').Page} page
 */
async function violations(page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  assert.ok(result.passes.length > 0, 'axe ran no rule at all')
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Visits each path and collects what axe finds, per path.
 * @param {import('playwright-core').Page} page @param {string[]} paths
 */
async function audit(page, paths) {
  /** @type {string[]} */
  const found = []
  for (const path of paths) {
    await page.goto(path)
    for (const line of await violations(page)) found.push(`${path} — ${line}`)
  }
  return found
}

test(`public pages have no serious or critical accessibility violation [${MODE}]`, async () => {
  const { context, page } = await contextForMode()
  try {
    assert.deepEqual(await audit(page, PUBLIC_PAGES), [])
  } finally {
    await context.close()
  }
})

test(`signed-in pages have no serious or critical accessibility violation [${MODE}]`, async () => {
  const { context, page } = await contextForMode()
  try {
    await useSeededSession(page, proAccount('accessibility'))
    const documentPath = await postRental(page)
    const id = documentPath.split('/').at(-1)
    await page.goto('/app?view=templates')
    await page.getByRole('button', { name: 'New template' }).click()
    await page.waitForURL(/\/app\/templates\/[0-9a-f-]{36}$/)
    const templatePath = new URL(page.url()).pathname
    const paths = [
      templatePath,
      `${templatePath}?mode=preview`,
      '/app',
      '/app?tab=chats',
      '/app?view=features',
      '/app?view=templates',
      '/app?view=clauses',
      '/app?view=clauses&show=search&search=deposit',
      `/app/clauses/property-security-deposit?into=${id}`,
      // With JavaScript the clause as a dialog over the tab, a document picked in it.
      `/app?view=clauses&clause=property-security-deposit&into=${id}`,
      '/app?view=analytics',
      '/app?view=collaboration',
      documentPath,
      `${documentPath}?tab=analytics`,
      `${documentPath}?tab=legal-terms`,
      `${documentPath}?tab=export`,
      `${documentPath}?tab=collaborate`,
      `${documentPath}?tab=clauses`,
      `${documentPath}/edit`,
      `${documentPath}/ai-edit`,
      `${documentPath}/history`,
      `/document/${id}`,
      '/profile?tab=overview',
      '/profile?tab=profile',
      '/profile?tab=subscription',
      '/profile?tab=security',
      '/subscription',
      '/app/api-tokens',
    ]
    assert.deepEqual(await audit(page, paths), [])
  } finally {
    await context.close()
  }
})
