/**
 * `npm run bench:soak` (issue 20, parts 8 and 9): does the server's memory settle, and do
 * exports hold up other requests? One production `node server.js` per export mode on one
 * seeded database (PGlite in a temporary directory, or DATABASE_URL's PostgreSQL):
 *
 * 1. Seeds a Professional user with a few agreements through the real commands.
 * 2. For each mode of BENCH_SOAK_MODES (default "0,2": exports on the request thread, then
 *    in two export workers), starts the server, signs in, and sends 1,000 mixed requests
 *    (pages, generations, edits, exports, comments, history) from CONNECTIONS clients, then
 *    another 1,000. After each thousand: the server's RSS (workers included: they are its
 *    threads), its heap, and the event-loop delay p99 over that thousand (prom-client's
 *    monitorEventLoopDelay, reset at each /metrics scrape).
 * Targets: RSS after the second thousand ≤ 1.2 × after the first; event-loop delay p99
 * ≤ 50 ms; and the export p95 before and after, reported.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { useDatabase } from '#db/client.server.ts'
import type { Db } from '#db/types.ts'
import { createApiToken } from '#app/features/api-tokens/tokens.server.ts'
import { createUser } from '#app/features/auth/users.server.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { actingAs } from '#tests/support/actor.ts'
import { quantile, seconds, signIn, startServer, stopServer, withDb } from './server.ts'

const PER_ROUND = Number(process.env.BENCH_SOAK_REQUESTS ?? 1000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
const MODES = (process.env.BENCH_SOAK_MODES ?? '0,2').split(',').map((m) => m.trim())
const DOCUMENTS = 12
const TARGETS = { rssGrowth: 1.2, loopP99Ms: 50 }
const EMAIL = 'bench-soak@example.com'
const PASSWORD = randomBytes(12).toString('base64url')
const METRICS_TOKEN = randomBytes(24).toString('base64url')
const onPostgres = Boolean(process.env.DATABASE_URL)
const TEMPLATE = 'rental-agreement'

type Seeded = { token: string; documents: string[] }

async function seed(db: Db): Promise<Seeded> {
  useDatabase(db)
  const user = await createUser(EMAIL, PASSWORD)
  // Generations past the free plan's limit need the paid plan, as the operator grants it.
  await runSubscriptionCommand(db, actingAs(user.id), user.id, {
    type: 'ActivateSubscription',
    data: { now: new Date(), source: 'operator', reference: 'bench:soak' },
  })
  const ai = createOfflineProvider()
  const documents: string[] = []
  for (let i = 0; i < DOCUMENTS; i++) {
    const outcome = await generateAgreement(db, ai, {
      owner: actingAs(user.id),
      templateId: TEMPLATE,
      details: SAMPLE_DETAILS[TEMPLATE],
    })
    if (!outcome.ok) throw new Error(`seeding: ${outcome.message}`)
    documents.push(outcome.agreementId)
  }
  const { token } = await createApiToken(db, user.id, 'bench:soak')
  return { token, documents }
}

type Kind = 'page' | 'history' | 'generation' | 'edit' | 'export-pdf' | 'export-docx' | 'comment' | 'comments'
// The mix, out of 20: what a working day of a small firm looks like, exports weighted up.
const MIX: Array<[Kind, number]> = [
  ['page', 5],
  ['history', 2],
  ['generation', 2],
  ['edit', 2],
  ['export-pdf', 3],
  ['export-docx', 2],
  ['comment', 2],
  ['comments', 2],
]
const DECK: Kind[] = MIX.flatMap(([kind, weight]) => Array<Kind>(weight).fill(kind))

let resets = 0
// Every edit of the run asks for a rent no earlier edit set (the engine refuses a no-op).
let editNumber = 0

type Client = { base: string; cookie: string; token: string; documents: string[] }
type Sample = { kind: Kind; ms: number; status: number }

/** One request of `kind` (an edit is a read of the text and the edit: two requests). */
async function act(c: Client, kind: Kind, i: number): Promise<Sample[]> {
  const doc = c.documents[i % c.documents.length]!
  const api = { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' }
  const timed = async (k: Kind, make: () => Promise<Response>, allowed = [200, 201]) => {
    const t0 = performance.now()
    // A kept-alive connection the server closed just as it was reused resets: once, again.
    const response = await make().catch((error: Error) => {
      if ((error.cause as { code?: string } | undefined)?.code !== 'ECONNRESET') throw error
      resets++
      return make()
    })
    const body = await response.arrayBuffer()
    const ms = performance.now() - t0
    if (!allowed.includes(response.status))
      throw new Error(`${k}: HTTP ${response.status} ${Buffer.from(body).toString().slice(0, 200)}`)
    return { sample: { kind: k, ms, status: response.status }, body }
  }
  const get = (url: string) => () => fetch(`${c.base}${url}`, { headers: { cookie: c.cookie } })
  const post = (url: string, json: unknown) => () =>
    fetch(`${c.base}${url}`, { method: 'POST', headers: api, body: JSON.stringify(json) })
  switch (kind) {
    case 'page':
      return [(await timed(kind, get(i % 2 ? '/app' : `/app/documents/${doc}`))).sample]
    case 'history':
      return [(await timed(kind, get(`/app/documents/${doc}/history`))).sample]
    case 'export-pdf':
      // 503 is the pool's answer when every worker and place in line is taken.
      return [(await timed(kind, get(`/app/documents/${doc}/export/pdf`), [200, 503])).sample]
    case 'export-docx':
      return [(await timed(kind, get(`/app/documents/${doc}/export/docx`), [200, 503])).sample]
    case 'generation': {
      const body = {
        templateType: TEMPLATE,
        details: { ...SAMPLE_DETAILS[TEMPLATE], monthlyRent: `${20_000 + i}` },
      }
      return [(await timed(kind, post('/api/generate-agreement', body))).sample]
    }
    case 'edit': {
      const read = await timed('page', () =>
        fetch(`${c.base}/api/agreements/${doc}`, { headers: { authorization: api.authorization } }),
      )
      const { content } = (
        JSON.parse(Buffer.from(read.body).toString()) as { agreement: { content: string } }
      ).agreement
      const body = {
        agreementId: doc,
        editRequest: `change the rent to ${30_000 + editNumber++}`,
        currentContent: content,
      }
      // 409: another client edited the same document in between, as the API says.
      return [read.sample, (await timed(kind, post('/api/edit-agreement', body), [200, 409])).sample]
    }
    case 'comment':
      return [
        (await timed(kind, post(`/api/documents/${doc}/comments`, { content: `Soak note ${i}` }), [200, 201]))
          .sample,
      ]
    case 'comments':
      return [
        (
          await timed(kind, () =>
            fetch(`${c.base}/api/documents/${doc}/comments`, {
              headers: { authorization: api.authorization },
            }),
          )
        ).sample,
      ]
  }
}

/** `count` requests of the mix from CONNECTIONS clients; the deck is dealt in a fixed order. */
async function round(c: Client, count: number, offset: number): Promise<Sample[]> {
  const samples: Sample[] = []
  let next = 0
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const kind = DECK[(i * 7 + offset) % DECK.length]!
      samples.push(...(await act(c, kind, offset + i)))
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  return samples
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024
}

/** The gauges of one /metrics scrape, by name (first series of each). */
async function scrape(base: string): Promise<Map<string, number>> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  if (!response.ok) throw new Error(`/metrics: HTTP ${response.status}`)
  const values = new Map<string, number>()
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z0-9_]+)(?:\{[^}]*\})? (\S+)$/.exec(line)
    if (match && !values.has(match[1]!)) values.set(match[1]!, Number(match[2]))
  }
  return values
}

const p95 = (samples: Sample[], kinds: Kind[]) => {
  const sorted = samples
    .filter((s) => kinds.includes(s.kind) && s.status < 300)
    .map((s) => s.ms)
    .sort((a, b) => a - b)
  return sorted.length ? quantile(sorted, 0.95) : NaN
}

type Thousand = {
  rssMb: number
  heapMb: number
  loopP99Ms: number
  loopMaxMs: number
  exportP95: number
  pdfP95: number
  docxP95: number
  pageP95: number
  busy: number
  requests: number
  seconds: number
}

async function soak(env: Record<string, string>, seeded: Seeded, mode: string): Promise<Thousand[]> {
  const { child, base } = await startServer({ ...env, EXPORT_WORKERS: mode, METRICS_TOKEN })
  try {
    const client: Client = { base, cookie: await signIn(base, EMAIL, PASSWORD), ...seeded }
    // Warm-up: every kind once, so the first thousand is not paying for first-use compilation.
    for (const [i, kind] of DECK.entries()) await act(client, kind, i)
    await scrape(base) // starts (and resets) the event-loop delay histogram
    const results: Thousand[] = []
    for (let r = 0; r < 2; r++) {
      const t0 = performance.now()
      const samples = await round(client, PER_ROUND, 1000 * (r + 1))
      const elapsed = performance.now() - t0
      const metrics = await scrape(base)
      const result: Thousand = {
        rssMb: residentMb(child.pid!),
        heapMb: (metrics.get('nodejs_heap_size_used_bytes') ?? NaN) / 2 ** 20,
        loopP99Ms: (metrics.get('nodejs_eventloop_lag_p99_seconds') ?? NaN) * 1000,
        loopMaxMs: (metrics.get('nodejs_eventloop_lag_max_seconds') ?? NaN) * 1000,
        exportP95: p95(samples, ['export-pdf', 'export-docx']),
        pdfP95: p95(samples, ['export-pdf']),
        docxP95: p95(samples, ['export-docx']),
        pageP95: p95(samples, ['page', 'history', 'comments']),
        busy: samples.filter((s) => s.status === 503).length,
        requests: samples.length,
        seconds: elapsed / 1000,
      }
      results.push(result)
      console.log(
        `  EXPORT_WORKERS=${mode}, thousand ${r + 1}: ${result.requests} requests in ${seconds(elapsed)} s; ` +
          `RSS ${result.rssMb.toFixed(0)} MB, heap ${result.heapMb.toFixed(0)} MB; ` +
          `event-loop delay p99 ${result.loopP99Ms.toFixed(1)} ms (max ${result.loopMaxMs.toFixed(0)}); ` +
          `export p95 ${result.exportP95.toFixed(0)} ms (PDF ${result.pdfP95.toFixed(0)}, DOCX ${result.docxP95.toFixed(0)}); ` +
          `reads p95 ${result.pageP95.toFixed(0)} ms; ${result.busy} busy (503)`,
      )
    }
    return results
  } finally {
    await stopServer(child)
  }
}

async function main() {
  const dir = onPostgres ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'nyaya-soak-'))
  // Both the seeding here and the server open the database from this, never from a default.
  const env: Record<string, string> = dir
    ? { PGLITE_DATA_DIR: dir }
    : { DATABASE_URL: process.env.DATABASE_URL! }
  console.log(
    `bench:soak on ${onPostgres ? 'PostgreSQL' : 'PGlite'}; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${PER_ROUND} requests × 2 per mode, ${CONNECTIONS} clients`,
  )
  try {
    let seeded: Seeded | undefined
    await withDb(env, async (db) => {
      const [events] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')
      if (events!.n > 0) throw new Error('bench:soak needs an empty database')
      seeded = await seed(db)
    })
    const outcomes: Array<{ mode: string; t: Thousand[] }> = []
    for (const mode of MODES) outcomes.push({ mode, t: await soak(env, seeded!, mode) })
    console.log('\nmode | RSS 1st → 2nd (×) | loop p99 1st / 2nd | export p95 | reads p95 | verdict')
    let failed = false
    for (const { mode, t } of outcomes) {
      const [a, b] = t as [Thousand, Thousand]
      const growth = b.rssMb / a.rssMb
      const loop = Math.max(a.loopP99Ms, b.loopP99Ms)
      const ok = growth <= TARGETS.rssGrowth && loop <= TARGETS.loopP99Ms
      if (!ok) failed = true
      console.log(
        `EXPORT_WORKERS=${mode} | ${a.rssMb.toFixed(0)} → ${b.rssMb.toFixed(0)} MB (${growth.toFixed(2)}×) | ` +
          `${a.loopP99Ms.toFixed(1)} / ${b.loopP99Ms.toFixed(1)} ms | ${a.exportP95.toFixed(0)} / ${b.exportP95.toFixed(0)} ms | ` +
          `${a.pageP95.toFixed(0)} / ${b.pageP95.toFixed(0)} ms | ${ok ? 'targets met' : 'NOT met'}`,
      )
    }
    console.log(`connections reset and retried once: ${resets}`)
    if (failed) process.exitCode = 1
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  }
}

await main()
