/**
 * `npm run bench:workspace`: does `/app` stay fast for a user with 10,000 agreements and 200
 * conversations? Measured in one run against the least page this app serves — a bare route
 * rendering 50 rows in the same root layout (app/routes/bench.bare.tsx) — on one server.
 *
 * 1. Seeds a fresh database through the real event store, deciders and inline projections:
 *    PGlite in a temporary directory, or DATABASE_URL's Postgres (a non-empty log is refused).
 * 2. Starts `node server.js` in production on it (the existing build: `npm run build` first)
 *    and signs in through POST /auth like a browser.
 * 3. autocannon, rounds alternating the two pages; a non-200 or a wrong page stops the bench.
 *    Then again after VACUUM (ANALYZE). Also the gzip size of the JavaScript each page loads.
 * Targets (issue 4): /app ≥ 0.67 × the bare route's requests/s, p95 ≤ 1.5 ×, JS ≤ 1.25 ×; the
 * same targets for the Analytics tab, /app?view=analytics, over the same 10,000 agreements (issue 17);
 * (issue 19) the landing page, signed out, loads no more JavaScript than the bare route.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { useDatabase } from '#db/client.server.ts'
import type { Db } from '#db/types.ts'
import { generateOffline, type GeneratedDocument } from '#domain/ai/index.ts'
import { agreementStreamId, decideAgreement, initialAgreementState } from '#domain/agreement/index.ts'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { chatSessionDecider, chatStreamId, type ChatCommand } from '#domain/chat/index.ts'
import { appendToStream } from '#events/append.server.ts'
import { handleCommand } from '#events/command-handler.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { createUser } from '#app/features/auth/users.server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import {
  blast,
  newTally,
  seconds,
  signIn,
  startServer,
  stopServer,
  summarise,
  withDb,
  type Contender,
} from './server.ts'
import { actingAs } from '#tests/support/actor.ts'

const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 10_000)
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const TARGETS = { rps: 0.67, p95: 1.5, js: 1.25, landingJs: 1 }
const GZIP_LEVEL = 9

const EMAIL = 'bench-workspace@example.com'
const PASSWORD = randomBytes(12).toString('base64url')
const onPostgres = Boolean(process.env.DATABASE_URL)

/** Runs `work(i)` for i in [0, count) on `parallel` workers; Postgres gains from a few. */
async function inParallel(count: number, parallel: number, work: (i: number) => Promise<void>) {
  let next = 0
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await work(i)
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}

async function seed(db: Db): Promise<void> {
  // The app's own account creation (argon2id hash, users row) on this database.
  useDatabase(db)
  const user = await createUser(EMAIL, PASSWORD)
  const started = new Date()
  // A user with 10,000 agreements pays: Professional, as the operator command grants it.
  await runSubscriptionCommand(db, actingAs(user.id), user.id, {
    type: 'ActivateSubscription',
    data: { now: started, source: 'operator', reference: 'bench:workspace' },
  })

  // One real draft per template, reused with a different title, date and id each time:
  // drafting is not what is measured, and the rows keep realistic sizes (≈ 14 kB of text).
  const drafts = TEMPLATE_IDS.map((id) => {
    const result = generateOffline({ templateId: id, details: SAMPLE_DETAILS[id] })
    if (!result.ok) throw new Error(`The offline engine could not draft ${id}: ${result.message}`)
    return result.document
  })
  const parallel = onPostgres ? 4 : 1
  const metadata = { actorId: user.id }
  const agreementIds: string[] = []
  const t0 = performance.now()
  await inParallel(AGREEMENTS, parallel, async (i) => {
    const doc: GeneratedDocument = drafts[i % drafts.length]!
    const agreementId = randomUUID()
    agreementIds[i] = agreementId
    // A minute apart, oldest first, so the library's "newest first" order is meaningful.
    const now = new Date(started.getTime() - (AGREEMENTS - i) * 60_000)
    // The decider's events on a new stream, appended with the inline projections: what
    // generateAgreement stores, minus reading a stream that cannot exist yet.
    const { title, type: templateId, content, agreement: structure, summary, keyTerms, pages } = doc
    const data = { ownerId: user.id, title: `${title} No. ${i + 1}`, templateId, access: 'full' as const }
    const rest = { content, structure, summary, keyTerms: [...keyTerms], pages, provider: 'offline' as const }
    const events = decideAgreement(
      { type: 'GenerateAgreement', data: { ...data, ...rest, now } },
      initialAgreementState(),
    )
    await appendToStream(db, agreementStreamId(agreementId), 'no_stream', events, { metadata })
    if ((i + 1) % 1000 === 0)
      console.log(`  … ${i + 1} agreements after ${seconds(performance.now() - t0)} s`)
  })
  const t1 = performance.now()
  await inParallel(SESSIONS, parallel, async (s) => {
    const sessionId = randomUUID()
    const doc = drafts[s % drafts.length]!
    const at = (k: number) => new Date(started.getTime() - (SESSIONS - s) * 30 * 60_000 + k * 20_000)
    const turns: Array<[string, Record<string, unknown>?]> = [
      [`I need a ${doc.title.toLowerCase()} for our client no. ${s + 1}`],
      [`Certainly. Please tell me the parties' names and the place of execution.`, {}],
      ['The details are as in the last one; please go ahead and draft it.'],
      [
        `I've generated your ${doc.title} (${doc.pages} pages). It is in your Document Library.`,
        { agreementId: agreementIds[s * Math.floor(AGREEMENTS / SESSIONS)], pages: doc.pages },
      ],
    ]
    // User turns have no extra fields; assistant turns do (possibly none).
    for (const [k, [content, extra]] of turns.entries()) {
      const data = { actorId: user.id, messageId: randomUUID(), content, now: at(k) }
      const command: ChatCommand = extra
        ? { type: 'PostAssistantReply', data: { ...data, ...extra } }
        : { type: 'PostMessage', data: { ...data, role: 'user' } }
      await handleCommand(db, chatStreamId(sessionId), chatSessionDecider, command, { metadata })
    }
  })
  const t2 = performance.now()
  const [events] = await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM events')
  console.log(
    `seeded ${AGREEMENTS} agreements in ${seconds(t1 - t0)} s and ${SESSIONS} conversations ` +
      `(${SESSIONS * 4} messages) in ${seconds(t2 - t1)} s; ${events!.n} events; ${parallel} writer(s)`,
  )
}

/**
 * The JavaScript a page loads before it is interactive: <script src>, modulepreload links,
 * the modules its inline scripts import, and what those import statically (dynamic
 * `import()`s are other routes, loaded on navigation). Each file gzipped at level 9.
 */
async function javascriptOf(base: string, pathname: string, cookie: string) {
  const html = await (await fetch(`${base}${pathname}`, { headers: { cookie } })).text()
  const queue = new Set<string>()
  const add = (ref: string, from: string) => queue.add(new URL(ref, from).href)
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (tag.startsWith('<script') && src) add(src, base)
    if (tag.startsWith('<link') && /\brel="modulepreload"/.test(tag) && href) add(href, base)
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, ref] of body!.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g))
      add(ref!, base)
  }
  let gzip = 0
  const sizes: Array<{ file: string; gzip: number }> = []
  for (const url of queue) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    const bytes = Buffer.from(await response.arrayBuffer())
    const zipped = gzipSync(bytes, { level: GZIP_LEVEL }).length
    gzip += zipped
    sizes.push({ file: new URL(url).pathname, gzip: zipped })
    for (const [, ref] of bytes.toString().matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g))
      add(ref!, url)
  }
  return { files: queue.size, gzip, sizes, htmlBytes: Buffer.byteLength(html) }
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1)

/** Signs in, checks both pages, sizes their JavaScript, then the alternating rounds. */
async function measure(base: string) {
  const cookie = await signIn(base, EMAIL, PASSWORD)
  const gap = '(?:<!-- -->)?'
  const contenders: Contender[] = [
    {
      name: `/app (${AGREEMENTS} agreements, ${SESSIONS} chats)`,
      url: `${base}/app`,
      // React separates text and values with <!-- -->.
      looksRight: new RegExp(`Showing ${gap}5${gap} of ${gap}${AGREEMENTS}${gap} agreements`),
    },
    { name: 'bare route, 50 rows', url: `${base}/bench/bare`, looksRight: /No\. 50<\/td>/ },
    {
      name: `/app?view=analytics (${AGREEMENTS} agreements)`,
      url: `${base}/app?view=analytics`,
      looksRight: new RegExp(`${AGREEMENTS}${gap} ${gap}documents${gap} you own`),
    },
  ]
  for (const c of contenders) {
    const response = await fetch(c.url, { headers: { cookie } })
    if (response.status !== 200 || !c.looksRight.test(await response.text()))
      throw new Error(`${c.url} is not the expected page`)
  }
  const js = await Promise.all(
    contenders.map((c) => {
      const { pathname, search } = new URL(c.url)
      return javascriptOf(base, `${pathname}${search}`, cookie)
    }),
  )
  // The landing page as a visitor gets it, signed out (issue 19: no more JavaScript than the bare route).
  const landingJs = await javascriptOf(base, '/', '')
  for (const c of contenders) await blast(c, cookie, { duration: WARMUP_SECONDS, connections: CONNECTIONS })
  const tallies = contenders.map(newTally)
  for (let round = 0; round < ROUNDS; round++) {
    // Reversed every other round, so no contender always runs on a warmer box.
    const order = round % 2 === 0 ? [0, 1, 2] : [2, 1, 0]
    for (const i of order)
      await blast(contenders[i]!, cookie, { duration: SECONDS, connections: CONNECTIONS }, tallies[i])
  }
  return { names: contenders.map((c) => c.name), tallies, js, landingJs }
}

async function main() {
  const tmp = onPostgres ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-workspace-'))
  const dbEnv: Record<string, string> = onPostgres
    ? { DATABASE_URL: process.env.DATABASE_URL! }
    : { PGLITE_DATA_DIR: path.join(tmp!, 'pglite') }
  // Seeding only: no wait for each commit's fsync, a connection setting that changes no data.
  const seedEnv = { ...dbEnv }
  if (onPostgres)
    seedEnv.DATABASE_URL += `${/\?/.test(seedEnv.DATABASE_URL!) ? '&' : '?'}synchronous_commit=off`
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  try {
    await withDb(seedEnv, async (db) => {
      const [existing] = await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM events')
      if (existing!.n > 0)
        throw new Error('The bench writes 10,000 agreements: point it at a fresh database.')
      await seed(db)
    })
    // Twice: as seeded, then after VACUUM (ANALYZE). Autovacuum would get a live Postgres to
    // the second state on its own (it is off on the bench machine); PGlite has no autovacuum.
    for (const phase of ['as seeded', 'after VACUUM (ANALYZE)']) {
      if (phase !== 'as seeded') {
        const t0 = performance.now()
        await withDb(dbEnv, (db) => db.exec('VACUUM (ANALYZE)'))
        console.log(`\nVACUUM (ANALYZE) of the whole database: ${seconds(performance.now() - t0)} s`)
      }
      server = await startServer({ ...dbEnv, SESSION_SECRET: randomBytes(32).toString('base64url') })
      const outcome = await measure(server.base)
      await stopServer(server.child)
      server = null
      report(phase, outcome)
    }
  } finally {
    if (server) await stopServer(server.child)
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

function report(phase: string, { names, tallies, js, landingJs }: Awaited<ReturnType<typeof measure>>) {
  const stats = tallies.map(summarise)
  const [, bare] = stats as [(typeof stats)[0], (typeof stats)[0]]
  const [, bareJs] = js as [(typeof js)[0], (typeof js)[0]]
  const cpu = os.cpus()
  const loadavg = os.loadavg().map((l) => l.toFixed(2))
  console.log(`\nWorkspace bench, ${phase} — ${new Date().toISOString()}`)
  console.log(
    `${onPostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite on disk (temporary directory)'}; node ${process.version}; ` +
      `${cpu.length} × ${cpu[0]?.model.trim()}; load average ${loadavg.join(' ')} at the end`,
  )
  console.log(
    `autocannon: ${CONNECTIONS} connections, pipelining 1, ${WARMUP_SECONDS} s warm-up each, then ${ROUNDS} rounds × ${SECONDS} s ` +
      `per contender, alternating; req/s = all responses / all seconds; latency percentiles over every response\n`,
  )
  console.log('| page | req/s (rounds) | p50 ms | p95 ms | p99 ms | n | HTML kB | JS files | JS kB gzip |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  // A round too short for any response (a very loaded machine) has no percentiles.
  const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1))
  stats.forEach((s, i) => {
    const j = js[i]!
    console.log(
      `| ${names[i]} | ${s.rps.toFixed(0)} (${s.roundsRange}) | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ` +
        `${s.n} | ${kB(j.htmlBytes)} | ${j.files} | ${kB(j.gzip)} |`,
    )
  })
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')
  console.log('\n| target | measured | result |')
  console.log('|---|---:|---|')
  for (const [i, page] of [
    [0, '/app'],
    [2, '/app?view=analytics'],
  ] as const) {
    const rps = stats[i]!.rps / bare.rps
    const p95 = stats[i]!.p95 / bare.p95
    const size = js[i]!.gzip / bareJs.gzip
    console.log(
      `| ${page} req/s ≥ ${TARGETS.rps} × bare | ${rps.toFixed(2)} × | ${verdict(rps >= TARGETS.rps)} |`,
    )
    console.log(
      `| ${page} p95 ≤ ${TARGETS.p95} × bare | ${p95.toFixed(2)} × | ${verdict(p95 <= TARGETS.p95)} |`,
    )
    console.log(
      `| ${page} JS (gzip) ≤ ${TARGETS.js} × bare | ${size.toFixed(2)} × | ${verdict(size <= TARGETS.js)} |`,
    )
  }
  const landing = landingJs.gzip / bareJs.gzip
  console.log(
    `| landing page JS (gzip, signed out) ≤ ${TARGETS.landingJs} × bare | ${kB(landingJs.gzip)} / ${kB(bareJs.gzip)} kB = ${landing.toFixed(2)} × | ${verdict(landing <= TARGETS.landingJs)} |`,
  )
  // Which files make the difference, for whoever has to close a gap.
  js.forEach((j, i) => {
    const files = j.sizes.sort((a, b) => b.gzip - a.gzip).map((f) => `${f.file} ${kB(f.gzip)}`)
    console.log(`\nJavaScript of ${names[i]} (kB gzip): ${files.join(', ')}`)
  })
  const landingFiles = landingJs.sizes.sort((a, b) => b.gzip - a.gzip).map((f) => `${f.file} ${kB(f.gzip)}`)
  console.log(`\nJavaScript of the landing page (kB gzip): ${landingFiles.join(', ')}`)
}

await main()
