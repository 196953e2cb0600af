// @ts-check
// The kill -9 round (issue 13): a steady stream of writes of several kinds against the
// production server, `kill -9` mid-stream, an immediate restart on the same data, and then
// every acknowledged write must be there. After the last round the server stops and
// `npm run audit:verify` must pass and the projections must equal a rebuild.
//
// It starts its own servers, on their own ports and data, independent of run.js's server:
// on PGlite (a temp directory — each restart takes over the killed server's lock), or, when
// DATABASE_URL is set, on a new database `crash_<random>` on that PostgreSQL server, dropped
// afterwards. CI runs it once on each (the browser step on PGlite, the matrix step on Postgres).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import postgres from 'postgres'
import { HttpClient } from './http.js'
import { freePort, PASSWORD, RENTAL } from './support.js'

// Three kills per database in CI; CRASH_ROUNDS=20 for the reliability plan's D1 count.
const ROUNDS = Number(process.env.CRASH_ROUNDS) || 3
// A round writes for at least MIN_WRITE_MS and until each kind has ACKS_PER_KIND
// acknowledgements (at most MAX_WRITE_MS), then kills: a bound on the suite, not a check.
const ACKS_PER_KIND = 3
const MIN_WRITE_MS = 2_500
const MAX_WRITE_MS = 12_000
const SECRET = crypto.randomBytes(32).toString('base64url')

/** @typedef {'comment' | 'edit' | 'chat' | 'sign-up'} Kind */
/** @typedef {{ kind: Kind, key: string, where: string }} Write  key: what must be found; where: the document, session or address */
/** @typedef {{ url: string, child: import('node:child_process').ChildProcess, exited: Promise<number | null>, log: () => string }} Server */

const cleanups = /** @type {(() => Promise<void> | void)[]} */ ([])
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/**
 * The environment of a server or CLI on this suite's database: only one of DATABASE_URL
 * and PGLITE_DATA_DIR, whatever run.js's own server uses.
 * @param {{ DATABASE_URL?: string, PGLITE_DATA_DIR?: string }} database
 */
function envFor(database) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NODE_ENV: 'production', SESSION_SECRET: SECRET }
  delete env.DATABASE_URL
  delete env.PGLITE_DATA_DIR
  return { ...env, ...database }
}

/** Runs a tsx script to the end; resolves to its exit code and output. @param {string[]} args @param {NodeJS.ProcessEnv} env */
function runScript(args, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output: output.trim() })))
}

/** Starts `node server.js` on a free port and waits until /healthz answers. @param {NodeJS.ProcessEnv} env @returns {Promise<Server>} */
async function startServer(env) {
  const port = await freePort()
  const child = spawn(process.execPath, ['server.js'], {
    // Kept in memory for a failure's message: warnings and errors, not a line per write.
    env: { LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  let gone = false
  void exited.then(() => (gone = true))
  cleanups.push(() => void child.kill('SIGKILL'))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, exited, log: () => log }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `the server did not start (${gone ? 'it exited' : 'no answer in 90 s'}):\n${log.slice(-2000)}`,
  )
}

/** @param {HttpClient} client @param {string} method @param {string} path @param {unknown} [json] */
async function api(client, method, path, json) {
  const response = await client.send(method, path, json === undefined ? {} : { json })
  const body = /** @type {any} */ (await response.json())
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

/**
 * The writers of one round: each loops on its own stream (one document, one conversation,
 * one new account at a time), so no two writes race for a stream version, and records what
 * the server acknowledged. Anything else before the kill is a failure; after it, requests
 * that got no answer have an unknown outcome and are not counted.
 */
class Writers {
  /** @param {{ commenters: { client: HttpClient, doc: string }[], editor: { client: HttpClient, doc: string }, chatter: HttpClient }} who */
  constructor(who) {
    this.who = who
    /** @type {Write[]} */
    this.acked = []
    /** @type {string[]} */
    this.failures = []
    this.inFlight = 0
    this.killed = false
    /** @type {string | undefined} the chatter's conversation, once a message has been acknowledged */
    this.session = undefined
    this.serial = 0
  }

  /** Each restart listens on a new port; the accounts' sessions carry over. @param {string} url */
  pointAt(url) {
    for (const client of [
      ...this.who.commenters.map((c) => c.client),
      this.who.editor.client,
      this.who.chatter,
    ])
      client.baseUrl = url
  }

  /** @param {string} url */
  async round(url) {
    this.killed = false
    this.pointAt(url)
    const loops = [
      ...this.who.commenters.map((c) => this.loop(() => this.comment(c.client, c.doc))),
      this.loop(() => this.edit()),
      this.loop(() => this.chat()),
      this.loop(() => this.signUp(url)),
    ]
    return Promise.all(loops)
  }

  /** @param {() => Promise<Write | string>} write resolves to the acknowledged write, or why it was refused */
  async loop(write) {
    while (!this.killed) {
      this.inFlight++
      try {
        const outcome = await write()
        if (typeof outcome !== 'string') this.acked.push(outcome)
        else if (!this.killed) this.failures.push(outcome)
      } catch (error) {
        // No answer: the kill, or (a failure) a server that died before it.
        if (!this.killed) this.failures.push(`no answer: ${error instanceof Error ? error.message : error}`)
        return
      } finally {
        this.inFlight--
      }
    }
  }

  /** @param {HttpClient} client @param {string} doc @returns {Promise<Write | string>} */
  async comment(client, doc) {
    const key = `Crash comment ${++this.serial} ${crypto.randomUUID()}`
    const response = await client.send('POST', `/api/documents/${doc}/comments`, { json: { content: key } })
    return response.status === 201
      ? { kind: 'comment', key, where: doc }
      : `comment: ${response.status} ${await response.text()}`
  }

  /** @returns {Promise<Write | string>} */
  async edit() {
    const { client, doc } = this.who.editor
    const { agreement } = await api(client, 'GET', `/api/agreements/${doc}`)
    const key = `CRASH EDIT ${++this.serial} ${crypto.randomUUID()}`
    const form = { content: `${agreement.content}\n\n${key}`, version: String(agreement.version) }
    const response = await client.send('POST', `/app/documents/${doc}/edit`, { form })
    const location = response.headers.get('location') ?? ''
    return response.status === 302 && location.startsWith(`/app/documents/${doc}`)
      ? { kind: 'edit', key, where: doc }
      : `edit: ${response.status} ${location}`
  }

  /** @returns {Promise<Write | string>} */
  async chat() {
    const key = `Crash message ${++this.serial} ${crypto.randomUUID()}: what does a security deposit cover?`
    const response = await this.who.chatter.send('POST', '/api/chat', {
      json: { sessionId: this.session, message: key },
    })
    if (response.status !== 200) return `chat: ${response.status} ${await response.text()}`
    const { sessionId } = /** @type {any} */ (await response.json())
    this.session = sessionId
    return { kind: 'chat', key, where: sessionId }
  }

  /** A new account by the sign-up form, from a new visitor each time. @param {string} url @returns {Promise<Write | string>} */
  async signUp(url) {
    const visitor = new HttpClient(url)
    await visitor.loadCsrf()
    const email = `crash-${++this.serial}-${crypto.randomBytes(4).toString('hex')}@example.com`
    const response = await visitor.send('POST', '/auth', {
      form: { intent: 'create-account', email, password: PASSWORD, confirmPassword: PASSWORD },
    })
    const location = response.headers.get('location')
    return response.status === 302 && location === '/app'
      ? { kind: 'sign-up', key: email, where: email }
      : `sign-up: ${response.status} ${location ?? ''}`
  }

  /** @param {Kind} kind */
  count(kind, from = 0) {
    return this.acked.slice(from).filter((w) => w.kind === kind).length
  }
}

/**
 * Every acknowledged write the restarted server does not have, read back over HTTP.
 * @param {Writers} writers @param {string} url @param {Write[]} signUps the accounts to sign in with (argon2 makes each cost)
 */
async function lostWrites(writers, url, signUps) {
  const { commenters, editor, chatter } = writers.who
  /** @type {Set<string>} */
  const found = new Set()
  for (const { client, doc } of commenters) {
    for (let offset = 0; ;) {
      const page = await api(client, 'GET', `/api/documents/${doc}/comments?limit=100&offset=${offset}`)
      for (const thread of page.comments) found.add(`${doc} ${thread.content}`)
      if (page.nextOffset === null) break
      offset = page.nextOffset
    }
  }
  const { agreement } = await api(editor.client, 'GET', `/api/agreements/${editor.doc}`)
  for (const line of String(agreement.content).split('\n')) found.add(`${editor.doc} ${line.trim()}`)
  for (const session of new Set(writers.acked.filter((w) => w.kind === 'chat').map((w) => w.where))) {
    for (const message of (await api(chatter, 'GET', `/api/chat-sessions/${session}`)).messages)
      found.add(`${session} ${message.content}`)
  }
  for (const { key } of signUps) {
    const visitor = new HttpClient(url)
    await visitor.loadCsrf()
    const response = await visitor.send('POST', '/auth', {
      form: { intent: 'sign-in', email: key, password: PASSWORD },
    })
    if (response.status === 302 && response.headers.get('location') === '/app') found.add(`${key} ${key}`)
  }
  const checked = new Set(signUps)
  return writers.acked.filter(
    (w) => (w.kind !== 'sign-up' || checked.has(w)) && !found.has(`${w.where} ${w.key}`),
  )
}

/**
 * The rounds on one database: seed, serve, write, kill -9, restart at once, check; then stop,
 * verify the audit chain and compare the projections with a rebuild.
 * @param {import('node:test').TestContext} t @param {{ DATABASE_URL?: string, PGLITE_DATA_DIR?: string }} database
 */
async function crashRounds(t, database) {
  const started = Date.now()
  const env = envFor(database)
  // Comments and edits are Professional features: three accounts made as run.js makes its own.
  const emails = /** @type {[string, string, string]} */ (
    ['a', 'b', 'c'].map((k) => `crash-pro-${k}-${crypto.randomBytes(3).toString('hex')}@e2e.test`)
  )
  // These rounds sign in through the form (a restart must keep accounts), so no seeded sessions.
  const sessionsFile = path.join(os.tmpdir(), `nyaya-crash-sessions-${process.pid}.json`)
  const seeded = await runScript(
    ['tests/e2e/seed-professionals.ts', PASSWORD, sessionsFile, ...emails.map((e) => `${e}=0`)],
    env,
  )
  fs.rmSync(sessionsFile, { force: true })
  assert.equal(seeded.code, 0, `seeding: ${seeded.output}`)

  const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(1)} s`
  const seedTook = seconds(started)
  let at = Date.now()
  let server = await startServer(env)
  const firstStartTook = seconds(at)
  /** @type {string[]} */
  const restarts = []
  const signIn = (/** @type {string} */ email) => new HttpClient(server.url).authenticate(email, 'sign-in')
  const [a, b, c] = await Promise.all([signIn(emails[0]), signIn(emails[1]), signIn(emails[2])])
  /** @param {HttpClient} owner */
  const generate = async (owner) =>
    (
      await api(owner, 'POST', '/api/generate-agreement', {
        templateType: 'rental-agreement',
        userInput: 'A rental agreement',
        details: RENTAL,
      })
    ).agreement.id
  const [docA, docB, docC] = await Promise.all([generate(a), generate(b), generate(c)])
  const writers = new Writers({
    commenters: [
      { client: a, doc: docA },
      { client: b, doc: docB },
    ],
    editor: { client: c, doc: docC },
    chatter: c,
  })

  let unknown = 0
  for (let round = 1; round <= ROUNDS; round++) {
    const from = writers.acked.length
    const writing = writers.round(server.url)
    const earliest = Date.now() + MIN_WRITE_MS
    const deadline = Date.now() + MAX_WRITE_MS
    const kinds = /** @type {Kind[]} */ (['comment', 'edit', 'chat', 'sign-up'])
    const keepWriting = () =>
      Date.now() < earliest || kinds.some((kind) => writers.count(kind, from) < ACKS_PER_KIND)
    while (Date.now() < deadline && keepWriting()) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // Mid-stream: every writer has a request out or about to go.
    writers.killed = true
    const unanswered = writers.inFlight
    unknown += unanswered
    server.child.kill('SIGKILL')
    at = Date.now()
    const restarting = startServer(env)
    // The killed server's lock is left behind, naming it: the restart must take it over.
    if (database.PGLITE_DATA_DIR)
      assert.match(
        fs.readFileSync(`${database.PGLITE_DATA_DIR}.lock`, 'utf8'),
        new RegExp(`"pid":${server.child.pid}\\b`),
      )
    await writing
    assert.equal(await server.exited, null, 'the killed server has no exit code')
    server = await restarting
    restarts.push(seconds(at))

    writers.pointAt(server.url)
    const roundSignUps = writers.acked.slice(from).filter((w) => w.kind === 'sign-up')
    const lost = await lostWrites(writers, server.url, roundSignUps)
    assert.deepEqual(writers.failures, [], `round ${round}: writes refused or unanswered before the kill`)
    assert.deepEqual(lost, [], `round ${round}: acknowledged writes missing after the restart`)
    t.diagnostic(
      `round ${round}: ${writers.acked.length - from} writes acknowledged (${kinds.map((k) => `${writers.count(k, from)} ${k}`).join(', ')}), killed with ${unanswered} in flight, 0 lost`,
    )
  }

  at = Date.now()
  const stopping = server.exited
  server.child.kill('SIGTERM')
  assert.equal(await stopping, 0, `the server exits 0 on SIGTERM:\n${server.log().slice(-2000)}`)
  const audit = await runScript(['events/cli/audit-verify.ts'], env)
  assert.equal(audit.code, 0, `npm run audit:verify: ${audit.output}`)
  const projections = await runScript(['tests/e2e/projections-match.ts'], env)
  assert.equal(projections.code, 0, `projections against a rebuild: ${projections.output}`)

  const kinds = /** @type {Kind[]} */ (['comment', 'edit', 'chat', 'sign-up'])
  for (const kind of kinds) assert.ok(writers.count(kind) > 0, `some ${kind} writes were acknowledged`)
  t.diagnostic(
    `${ROUNDS} kills: ${writers.acked.length} acknowledged writes (${kinds.map((k) => `${writers.count(k)} ${k}`).join(', ')}), ` +
      `0 lost, ${unknown} unanswered at the kills; audit: ${audit.output}; ${projections.output}; ` +
      `${seconds(started)} in all (seeding ${seedTook}, first start ${firstStartTook}, restarts ${restarts.join(' / ')}, ` +
      `stop + audit + projections ${seconds(at)})`,
  )
}

if (process.env.DATABASE_URL) {
  test(`kill -9 × ${ROUNDS} on PostgreSQL: no acknowledged write lost, the audit chain holds, projections match a rebuild`, async (t) => {
    const name = `crash_${crypto.randomBytes(6).toString('hex')}`
    const admin = postgres(/** @type {string} */ (process.env.DATABASE_URL), { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE "${name}"`)
    cleanups.push(async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    })
    const url = new URL(/** @type {string} */ (process.env.DATABASE_URL))
    url.pathname = `/${name}`
    await crashRounds(t, { DATABASE_URL: url.toString() })
  })
} else {
  test(`kill -9 × ${ROUNDS} on PGlite: restarts at once over the stale lock, no acknowledged write lost, the audit chain holds, projections match a rebuild`, async (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyaya-crash-'))
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
    await crashRounds(t, { PGLITE_DATA_DIR: path.join(dir, 'pglite') })
  })
}
