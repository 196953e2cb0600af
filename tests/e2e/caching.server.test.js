// @ts-check
// What the running server lets caches and speculative requests keep: no page or page data
// outlives sign-out in a cache, and a prefetch of a download records nothing (issue 13,
// finding 7). run.js runs this file once, without a browser.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { HttpClient } from './http.js'
import { proAccount, RENTAL } from './support.js'

test('pages and their data are kept by no cache: a private agreement does not outlive sign-out in Back', async () => {
  const owner = await new HttpClient().withSession(proAccount('no-store'))
  const generated = await owner.send('POST', '/api/generate-agreement', {
    json: { templateType: 'rental-agreement', userInput: 'A rental agreement', details: RENTAL },
  })
  const id = /** @type {any} */ (await generated.json()).agreement?.id
  for (const path of [
    '/',
    '/app',
    `/app/documents/${id}`,
    `/document/${id}`,
    `/app/documents/${id}/history`,
    `/app?_data=root`,
    `/app/documents/${id}?_data=routes%2Fapp.documents.%24id._index`,
  ]) {
    const response = await owner.send('GET', path)
    assert.equal(response.status, 200, path)
    assert.equal(response.headers.get('cache-control'), 'private, no-store', path)
  }
})

test('a public page is revalidated by ETag while signed out: 304 with no body and no fresh CSP nonce', async () => {
  const visitor = new HttpClient()
  await visitor.loadCsrf()
  for (const path of ['/', '/about', '/contact', '/privacy-policy', '/terms-of-service', '/security']) {
    const first = await visitor.send('GET', path)
    assert.equal(first.status, 200, path)
    assert.equal(first.headers.get('cache-control'), 'private, no-cache', path)
    const etag = first.headers.get('etag') ?? ''
    assert.match(etag, /^W\/"[\w-]{27}"$/, path)
    await first.text()
    const again = await visitor.send('GET', path, { headers: { 'if-none-match': etag } })
    assert.equal(again.status, 304, path)
    assert.equal(
      again.headers.get('content-security-policy'),
      null,
      'the copy keeps the CSP its nonces match',
    )
    assert.equal(await again.text(), '')
    // Another browser has another CSRF token in the page: another tag.
    const other = await new HttpClient().send('GET', path, { headers: { 'if-none-match': etag } })
    assert.equal(other.status, 200, path)
    await other.text()
  }
})

test('a prefetch of an export link records nothing and gets no file; the download itself is recorded', async () => {
  const owner = await new HttpClient().withSession(proAccount('prefetch'))
  const generated = await owner.send('POST', '/api/generate-agreement', {
    json: { templateType: 'rental-agreement', userInput: 'A rental agreement', details: RENTAL },
  })
  const id = /** @type {any} */ (await generated.json()).agreement.id
  const version = async () =>
    /** @type {any} */ (await (await owner.send('GET', `/api/agreements/${id}`)).json()).agreement.version
  const before = await version()
  for (const headers of [
    { 'sec-purpose': 'prefetch' },
    { 'sec-purpose': 'prefetch;prerender' },
    { purpose: 'prefetch' },
    { 'x-purpose': 'preview' },
  ]) {
    const response = await owner.send('GET', `/app/documents/${id}/export/txt`, { headers })
    assert.equal(response.status, 204, JSON.stringify(headers))
    assert.equal(response.headers.get('cache-control'), 'no-store')
  }
  assert.equal(await version(), before, 'no prefetch recorded an export')
  const download = await owner.send('GET', `/app/documents/${id}/export/txt`)
  assert.equal(download.status, 200)
  assert.equal(await version(), before + 1)
})
