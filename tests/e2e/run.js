#!/usr/bin/env node
// @ts-check
// The browser suite's runner (`npm run test:e2e`): starts the production server on a free
// port with a fresh database, runs the server checks once (server.test.js and any
// *.server.test.js: no browser) and the browser tests with
// JavaScript on and again with it off, prints the counts, stops the server with SIGTERM
// and exits non-zero on any failure.
//
//   npm run test:e2e                    everything
//   npm run test:e2e -- --js=off        one JavaScript mode only (on | off | both)
//   npm run test:e2e -- auth            only files whose name contains "auth"
//   npm run test:e2e -- --skip=fuzz,crash   all but files whose name contains one of these
//   CHROMIUM_PATH=/path/to/chromium     another browser binary (default /usr/bin/chromium)
//   DATABASE_URL=postgres://…           run the server on Postgres instead of a temp PGlite
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { run } from 'node:test'
import { spec } from 'node:test/reporters'
import { freePort, PASSWORD, proAccountEmail, RESULTS_DIR, SUPPORT_EMAIL } from './support.js'
import { runtimeWarning } from '../../server/runtime.js'

// The servers and seeders below run on this process's Node: `npm run test:e2e` makes it 24.
const wrongRuntime = runtimeWarning()
if (wrongRuntime) console.warn(wrongRuntime)

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
process.chdir(root)

const args = process.argv.slice(2)
const jsArg = args.find((a) => a.startsWith('--js='))?.slice('--js='.length) ?? 'both'
if (!['on', 'off', 'both'].includes(jsArg)) fail(`--js must be on, off or both, not "${jsArg}"`)
const filters = args.filter((a) => !a.startsWith('--'))
const skips = (args.find((a) => a.startsWith('--skip='))?.slice('--skip='.length) ?? '')
  .split(',')
  .filter(Boolean)

const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.test.js'))
  .filter((f) => filters.length === 0 || filters.some((word) => f.includes(word)))
  .filter((f) => !skips.some((word) => f.includes(word)))
  .sort()
// Files that need no browser (server.test.js, *.server.test.js) run once, not per JavaScript mode.
const needsNoBrowser = (/** @type {string} */ f) => f === 'server.test.js' || f.endsWith('.server.test.js')
// Two files run at a time, each started in this order: the longest first, so that no long
// file starts last and runs alone while the other slot waits (alphabetical order put the
// XSS corpus, the longest, at the end of each pass). A file's size stands in for its time.
const longestFirst = (/** @type {string[]} */ list) =>
  list
    .map((f) => path.join(here, f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size || a.localeCompare(b))
const serverFiles = longestFirst(files.filter(needsNoBrowser))
const browserFiles = longestFirst(files.filter((f) => !needsNoBrowser(f)))
if (files.length === 0) fail(`no test file matches ${filters.join(', ')}`)

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`e2e: ${message}`)
  process.exit(2)
}

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (browserFiles.length > 0 && !fs.existsSync(chromiumPath)) {
  fail(`no Chromium at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH`)
}

// CI builds first; a developer who has not built yet gets a build. A development build
// (`remix dev`, NODE_ENV=development) imports react/jsx-dev-runtime, which production
// React does not export: every page would be a 500, so that is rebuilt too.
const buildProblem =
  !fs.existsSync('build/index.js') || !fs.existsSync('public/build')
    ? 'build/index.js is missing'
    : fs.readFileSync('build/index.js', 'utf8').includes('react/jsx-dev-runtime')
      ? 'build/ holds a development build'
      : null
if (buildProblem) {
  console.log(`e2e: ${buildProblem}, running remix build`)
  const built = spawnSync('npx', ['remix', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) fail('remix build failed')
}

fs.mkdirSync(RESULTS_DIR, { recursive: true })
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyaya-e2e-'))
const port = await freePort()
const baseUrl = `http://localhost:${port}`

// The support address is the suite's own, so the contact form's mail is read like any other.
/** @type {NodeJS.ProcessEnv} */
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  SUPPORT_EMAIL,
  // Every suite sends from 127.0.0.1, so they would share the form's 5 an hour; the limit
  // itself is tested in tests/integration/contact.test.tsx; likewise invitations per inviter.
  CONTACT_MESSAGES_PER_HOUR: '1000',
  INVITATIONS_PER_HOUR: '10000',
}
if (process.env.DATABASE_URL) {
  // Several processes may share a Postgres, so the secret is not taken from a local file.
  serverEnv.SESSION_SECRET ??= crypto.randomBytes(32).toString('base64url')
} else {
  serverEnv.PGLITE_DATA_DIR = path.join(tempDir, 'pglite')
}
const database = process.env.DATABASE_URL
  ? 'DATABASE_URL (Postgres)'
  : `PGlite in ${serverEnv.PGLITE_DATA_DIR}`

// The Professional accounts the chosen test files ask for, made before the server holds the
// database, each with one signed-in session for every place a file names it (signInAs takes one).
/** @type {Map<string, number>} */
const proKeys = new Map()
for (const file of [...serverFiles, ...browserFiles]) {
  for (const [, key = ''] of fs.readFileSync(file, 'utf8').matchAll(/proAccount\('([a-z0-9-]+)'\)/g)) {
    proKeys.set(key, (proKeys.get(key) ?? 0) + 1)
  }
}
const sessionsFile = path.join(tempDir, 'sessions.json')
if (proKeys.size > 0) {
  const accounts = [...proKeys].flatMap(([key, sessions]) =>
    ['on', 'off'].map((mode) => `${proAccountEmail(key, /** @type {'on' | 'off'} */ (mode))}=${sessions}`),
  )
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/seed-professionals.ts', PASSWORD, sessionsFile, ...accounts],
    {
      env: serverEnv,
      stdio: 'inherit',
    },
  )
  if (seeded.status !== 0) fail('seeding the Professional accounts failed')
}

const logPath = path.join(RESULTS_DIR, 'e2e-server.log')
const log = fs.createWriteStream(logPath)
console.log(`e2e: starting the server on ${baseUrl} with ${database}; log in ${path.relative(root, logPath)}`)
const startedAt = Date.now()
const server = spawn(process.execPath, ['server.js'], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] })
server.stdout.pipe(log, { end: false })
server.stderr.pipe(log, { end: false })
/** @type {number | null | undefined} */
let serverExit
server.on('exit', (code, signal) => {
  serverExit = code ?? (signal ? 128 : 1)
})

let stopping = false
/** Stops the server with SIGTERM (SIGKILL after 15 s); resolves to its exit code. */
async function stopServer() {
  if (serverExit !== undefined) return serverExit
  stopping = true
  const exited = once(server, 'exit')
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
  return serverExit
}

function cleanUp() {
  fs.rmSync(tempDir, { recursive: true, force: true })
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    console.error(`\ne2e: ${signal}, stopping the server`)
    await stopServer()
    cleanUp()
    process.exit(130)
  })
}

function tailOfLog() {
  try {
    return fs.readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n')
  } catch {
    return ''
  }
}

async function waitForHealth() {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (serverExit !== undefined) return false
    try {
      const response = await fetch(`${baseUrl}/healthz`)
      if (response.ok && (await response.text()) === 'ok') return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

if (!(await waitForHealth())) {
  console.error(
    `e2e: the server did not become healthy (exit code ${serverExit ?? 'none, still running'}). Server log:`,
  )
  console.error(tailOfLog())
  await stopServer()
  cleanUp()
  process.exit(1)
}
console.log(`e2e: server healthy after ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`)

/**
 * Runs files with node's test runner in one mode and returns the counts.
 * @param {string} title
 * @param {string[]} testFiles
 * @param {Record<string, string>} env
 */
async function runPass(title, testFiles, env) {
  console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 60 - title.length))}`)
  // Each test file runs in a child process that inherits this environment.
  Object.assign(process.env, env)
  /** @type {Map<string, number>} each file's wall time in its child process, in ms */
  const durations = new Map()
  const counts = { passed: 0, failed: 0, skipped: 0, title, durations }
  // Per file, a safety net against a hang, not a speed check: on a loaded 2-core machine the
  // CSRF matrix has taken 413 s (issue 16's rows wait for the mail the server writes).
  const stream = run({ files: testFiles, concurrency: 2, timeout: 600_000 })
  stream.on('test:pass', (data) => {
    if (data.details?.type === 'suite') return
    if (data.skip || data.todo) counts.skipped++
    else counts.passed++
  })
  stream.on('test:fail', (data) => {
    if (data.details?.type === 'suite') return
    counts.failed++
  })
  // The file itself completes as a test named by its path: its duration is the whole file's.
  stream.on('test:complete', (data) => {
    if (data.file && data.name === data.file)
      durations.set(path.basename(data.file), data.details.duration_ms)
  })
  const reporter = stream.compose(new spec())
  reporter.pipe(process.stdout, { end: false })
  await once(reporter, 'end')
  return counts
}

// The server's pid lets a check read its memory and its children's from /proc.
const common = {
  E2E_BASE_URL: baseUrl,
  E2E_PGLITE_DATA_DIR: serverEnv.PGLITE_DATA_DIR ?? '',
  E2E_SERVER_PID: String(server.pid ?? ''),
  E2E_SESSIONS_FILE: sessionsFile,
}
const results = []
const suiteStart = Date.now()
try {
  if (serverFiles.length > 0) {
    results.push(await runPass('server checks', serverFiles, { ...common, E2E_JAVASCRIPT: 'on' }))
  }
  if (browserFiles.length > 0) {
    for (const mode of jsArg === 'both' ? ['on', 'off'] : [jsArg]) {
      results.push(
        await runPass(`browser, JavaScript ${mode}`, browserFiles, { ...common, E2E_JAVASCRIPT: mode }),
      )
    }
  }
} finally {
  if (serverExit !== undefined && !stopping) {
    console.error(
      `e2e: the server died during the run (exit code ${serverExit}). Server log:\n${tailOfLog()}`,
    )
  }
}

// Each file's time per pass, slowest first: where the suite's minutes go.
const timed = [...new Set(results.flatMap((r) => [...r.durations.keys()]))]
if (timed.length > 0) {
  console.log('\n── seconds per file ' + '─'.repeat(42))
  const total = (/** @type {string} */ f) => results.reduce((n, r) => n + (r.durations.get(f) ?? 0), 0)
  for (const file of timed.sort((a, b) => total(b) - total(a))) {
    const cells = results.map((r) => {
      const ms = r.durations.get(file)
      return `${r.title.replace(/^browser, JavaScript /, 'js ')} ${ms === undefined ? '-' : (ms / 1000).toFixed(1)}`
    })
    console.log(`${file.padEnd(34)} ${cells.filter((c) => !c.endsWith(' -')).join('  ')}`)
  }
}

const unexpectedExit = serverExit !== undefined
const exitCode = await stopServer()
cleanUp()

const seconds = ((Date.now() - suiteStart) / 1000).toFixed(1)
console.log('\n── e2e summary ' + '─'.repeat(47))
for (const r of results) {
  console.log(
    `${r.title.padEnd(28)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
  )
}
if (unexpectedExit) console.log('the server exited before the tests finished: counted as a failure')
else if (exitCode !== 0)
  console.log(`the server exited with ${exitCode} on SIGTERM (expected 0): counted as a failure`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0) + (unexpectedExit || exitCode !== 0 ? 1 : 0)
console.log(
  `e2e finished in ${seconds} s; screenshots and server log in ${path.relative(root, RESULTS_DIR)}/`,
)
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 || passed === 0 ? 1 : 0
