// @ts-check
// The running production server as a whole, without a browser: run.js runs this file once.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { test } from 'node:test'
import { BASE_URL, freePort } from './support.js'

test('GET /healthz answers ok', async () => {
  const response = await fetch(`${BASE_URL}/healthz`)
  assert.equal(response.status, 200)
  assert.equal(await response.text(), 'ok')
})

test('the landing page ships no JavaScript: every control on it is a link or a plain form', async () => {
  const html = await (await fetch(`${BASE_URL}/`)).text()
  assert.match(html, /Get Started/)
  assert.deepEqual(
    [...html.matchAll(/<script\b[^>]*>|rel="modulepreload"/g)].map((m) => m[0]),
    [],
  )
})

test('pages carry a nonce-based CSP and the scripts carry the nonce', async () => {
  const response = await fetch(`${BASE_URL}/auth`)
  assert.equal(response.status, 200)
  const csp = response.headers.get('content-security-policy') ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  assert.ok(nonce, `CSP has a nonce: ${csp}`)
  assert.equal(response.headers.get('x-frame-options'), 'DENY')
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
  const html = await response.text()
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  assert.ok(scripts.length > 0)
  for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), `script without the nonce: ${tag}`)
})

test('a POST with neither Origin nor Referer is refused with 403', async () => {
  const response = await fetch(`${BASE_URL}/logout`, {
    method: 'POST',
    body: new URLSearchParams({ csrf: 'x' }),
  })
  assert.equal(response.status, 403)
})

test('a POST from another origin is refused with 403', async () => {
  const response = await fetch(`${BASE_URL}/auth?tab=signup`, {
    method: 'POST',
    headers: { origin: 'https://evil.example' },
    body: new URLSearchParams({
      intent: 'create-account',
      email: 'x@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    }),
  })
  assert.equal(response.status, 403)
})

test(
  'a second server on the same PGlite directory refuses to start',
  { skip: !process.env.E2E_PGLITE_DATA_DIR && 'the suite runs on DATABASE_URL' },
  async () => {
    const child = spawn(process.execPath, ['server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(await freePort()),
        PGLITE_DATA_DIR: process.env.E2E_PGLITE_DATA_DIR,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    const [code] = await once(child, 'exit')
    clearTimeout(timer)
    assert.equal(code, 1, `exit code, output: ${output}`)
    assert.match(output, /already in use/)
  },
)
