// @ts-check
// Personal API tokens, reached from the workspace and the profile, with JavaScript on and
// off: create one, see it once, use it as a bearer credential from outside the browser,
// revoke it.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectGone,
  BASE_URL,
  MODE,
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

test(`create an API token from /app, call the API with it, revoke it [${MODE}]`, async () => {
  const { context, page, errors } = await openPage(browser)
  try {
    await signUpOverHttp(page, uniqueEmail('token'))
    await page.goto('/app')
    await Promise.all([
      page.waitForURL(/\/app\/api-tokens$/),
      page.getByRole('link', { name: 'Manage API tokens' }).click(),
    ])
    const card = page.getByRole('region', { name: 'API tokens' })
    await card.getByText('No tokens yet.').waitFor()
    await card.getByLabel('Token name').fill('Office laptop script')
    await Promise.all([
      page.waitForURL(/\/app\/api-tokens$/),
      card.getByRole('button', { name: 'Create token' }).click(),
    ])
    const token = (await page.getByTestId('new-token').innerText()).trim()
    assert.match(token, /^nd_[A-Za-z0-9_-]{40,}$/)

    const call = () =>
      fetch(`${BASE_URL}/api/user-agreements`, { headers: { authorization: `Bearer ${token}` } })
    const ok = await call()
    assert.equal(ok.status, 200)
    assert.deepEqual(await ok.json(), { success: true, agreements: [], total: 0, limit: 50, offset: 0 })

    // Later, from the profile: the token is listed, its value never shown again.
    await page.goto('/profile')
    await Promise.all([
      page.waitForURL(/\/app\/api-tokens$/),
      page.getByRole('link', { name: 'Manage API tokens' }).click(),
    ])
    const listed = page.getByRole('list', { name: 'Your API tokens' })
    await listed.getByText('Office laptop script').waitFor()
    await expectGone(page.getByText(token), 'the token is shown only once')
    await listed.getByRole('button', { name: 'Revoke Office laptop script' }).click()
    await expectToast(page, 'Token revoked')
    assert.equal(new URL(page.url()).pathname, '/app/api-tokens')
    await card.getByText('No tokens yet.').waitFor()
    assert.equal((await call()).status, 401)
    expectNoPageErrors(errors)
  } finally {
    await context.close()
  }
})
