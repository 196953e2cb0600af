// @ts-check
// The operator's view of the production server (issue 20): /readyz, the JSON request log and
// /metrics, on a server of its own — started with METRICS_TOKEN and a shutdown drain, which
// the runner's server has not, and whose output this file reads.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { HttpClient } from './http.js'
import { freePort, RENTAL, uniqueEmail } from './support.js'

const TOKEN = 'e2e-metrics-token-0123456789abcdef'
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyaya-operations-'))
let url = ''
let output = ''
/** @type {import('node:child_process').ChildProcess} */
let child
/** @type {Promise<number | null>} */
let exited

before(async () => {
  const port = await freePort()
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: path.join(tempDir, 'pglite'),
    METRICS_TOKEN: TOKEN,
    SHUTDOWN_DRAIN_SECONDS: '2',
    LOG_LEVEL: 'info',
  }
  delete env.DATABASE_URL
  child = spawn(process.execPath, ['server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server did not start:\n${output.slice(-2000)}`)
})

after(() => {
  child?.kill('SIGKILL')
  fs.rmSync(tempDir, { recursive: true, force: true })
})

/** The JSON lines the server has logged so far (a file mailer's plain line is skipped). */
const logLines = () =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => /** @type {Record<string, unknown>} */ (JSON.parse(line)))

const scrape = async () => {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  assert.equal(response.status, 200)
  return response.text()
}

test('GET /readyz is 200 once the database answers with every migration applied', async () => {
  const response = await fetch(`${url}/readyz`)
  assert.equal(response.status, 200)
  assert.equal(await response.text(), 'ready')
  assert.equal(response.headers.get('cache-control'), 'no-store')
})

test('GET /metrics: 401 without the token or with a wrong one, Prometheus text with it', async () => {
  for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}0`, `Basic ${TOKEN}`]) {
    const response = await fetch(`${url}/metrics`, authorization ? { headers: { authorization } } : {})
    assert.equal(response.status, 401, String(authorization))
    assert.equal(response.headers.get('www-authenticate'), 'Bearer')
    assert.doesNotMatch(await response.text(), /nyaya_/)
  }
  const text = await scrape()
  assert.match(text, /^# TYPE nyaya_http_requests_total counter$/m)
  assert.match(text, /^# TYPE process_resident_memory_bytes gauge$/m)
})

test('a signed-in request: one JSON line with its route id and user id, no address; the counters move', async () => {
  const email = uniqueEmail('operations')
  const client = await new HttpClient(url).authenticate(email, 'create-account')
  // A trial user's one document, drafted by the offline engine: appends on two streams.
  const generated = await client.send('POST', '/api/generate-agreement', {
    json: { templateType: 'rental-agreement', userInput: 'A rental agreement', details: RENTAL },
  })
  assert.equal(generated.status, 201, await generated.clone().text())
  const page = await client.send('GET', '/app')
  assert.equal(page.status, 200)
  await page.text()
  await new Promise((resolve) => setTimeout(resolve, 200))

  const requests = logLines().filter((line) => line.msg === 'request')
  const workspace = requests.find((line) => line.route === 'routes/app._index' && line.status === 200)
  assert.ok(workspace, `a line for GET /app among ${JSON.stringify(requests.slice(-5))}`)
  assert.equal(workspace.method, 'GET')
  assert.match(String(workspace.userId), /^[0-9a-f-]{36}$/)
  assert.match(String(workspace.requestId), /^[0-9a-f-]{36}$/)
  assert.equal(typeof workspace.durationMs, 'number')
  assert.match(String(workspace.time), /^\d{4}-\d\d-\d\dT/)
  const signUp = requests.find((line) => line.route === 'routes/auth' && line.method === 'POST')
  assert.equal(signUp?.status, 302)
  for (const line of requests) assert.doesNotMatch(JSON.stringify(line), /@|password|csrf|cookie/i)
  // Probes are debug lines: at LOG_LEVEL=info they are not written.
  assert.equal(requests.filter((line) => line.route === 'readyz' || line.route === 'metrics').length, 0)

  const text = await scrape()
  assert.match(
    text,
    /^nyaya_http_requests_total\{route="routes\/app._index",method="GET",status="200"\} [1-9]/m,
  )
  assert.match(text, /^nyaya_event_store_appends_total\{stream_type="agreement"\} [1-9]/m)
  assert.match(text, /^nyaya_generations_total\{provider="offline",outcome="generated"\} 1$/m)
})

test('on SIGTERM /readyz answers 503 while the drain lasts, then the server exits 0', async () => {
  child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 300))
  const ready = await fetch(`${url}/readyz`)
  assert.equal(ready.status, 503)
  assert.equal(await ready.text(), 'not ready: shutting down')
  // Still alive and serving meanwhile: only the balancer's view changed.
  assert.equal((await fetch(`${url}/healthz`)).status, 200)
  assert.equal(await exited, 0, output.slice(-2000))
})

test('a half-set Razorpay configuration stops start-up with the missing name, before the port is taken', async () => {
  // Checked on every page only, it left a process /readyz called ready whose pages were all 500s.
  const port = await freePort()
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Its generated session-secret lands beside this directory, in the file's temporary one.
    PGLITE_DATA_DIR: path.join(tempDir, 'half-configured'),
    RAZORPAY_KEY_ID: 'rzp_test_halfconfigured',
  }
  delete env.DATABASE_URL
  delete env.RAZORPAY_KEY_SECRET
  const half = spawn(process.execPath, ['server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let said = ''
  half.stdout?.on('data', (chunk) => (said += chunk))
  half.stderr?.on('data', (chunk) => (said += chunk))
  const code = await new Promise((resolve) => {
    const stillRunning = setTimeout(() => {
      half.kill('SIGKILL')
      resolve('still running after 60 s')
    }, 60_000)
    half.on('exit', (exitCode) => {
      clearTimeout(stillRunning)
      resolve(exitCode)
    })
  })
  assert.equal(code, 1, said.slice(-2000))
  assert.match(said, /RAZORPAY_KEY_SECRET: set both Razorpay keys/)
  assert.doesNotMatch(said, /listening/)
})
