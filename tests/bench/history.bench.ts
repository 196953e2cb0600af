/**
 * `npm run bench:history`: does the version history page cost the same for a document of
 * 500 events as for one of 5? Measured in one run, on one server, against one database.
 *
 * 1. Seeds a fresh database through the real decider, event store and inline projections
 *    (tests/bench/history-seed.ts): one Professional user owning a rental agreement with
 *    500 events — 175 versions of the text among them — and one with 5. PGlite in a
 *    temporary directory, or DATABASE_URL's Postgres (a non-empty log is refused).
 * 2. Starts `node server.js` in production on it (the existing build: `npm run build` first)
 *    and signs in through POST /auth like a browser.
 * 3. autocannon, rounds alternating the two history pages; a non-200 or a wrong page stops
 *    the bench. Then, for the record and not against the target: the same pages with
 *    `?recompute=1` (the whole chain recomputed on every request, what a view would cost
 *    without the remembered check) and the 500-event document's last page.
 * Target (issue 5): p95 of the 500-event page ≤ 1.3 × p95 of the 5-event page.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { useDatabase } from '#db/client.server.ts'
import type { Db } from '#db/types.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { createUser } from '#app/features/auth/users.server.ts'
import { HISTORY_PAGE_SIZE as PAGE_SIZE } from '#app/features/history/queries.server.ts'
import { seedAgreementHistory } from './history-seed.ts'
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
  type Tally,
} from './server.ts'
import { actingAs } from '#tests/support/actor.ts'

const BIG = Number(process.env.BENCH_EVENTS ?? 500)
const SMALL = 5
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const TARGET_P95 = 1.3

const EMAIL = 'bench-history@example.com'
const PASSWORD = randomBytes(12).toString('base64url')
const onPostgres = Boolean(process.env.DATABASE_URL)

async function seed(db: Db): Promise<{ big: string; small: string }> {
  useDatabase(db)
  const user = await createUser(EMAIL, PASSWORD)
  await runSubscriptionCommand(db, actingAs(user.id), user.id, {
    type: 'ActivateSubscription',
    data: { now: new Date(), source: 'operator', reference: 'bench:history' },
  })
  const owner = { id: user.id, email: user.email, name: user.displayName }
  const t0 = performance.now()
  const big = await seedAgreementHistory(db, owner, BIG)
  const small = await seedAgreementHistory(db, owner, SMALL)
  const [stats] = await db.query<{ events: number; versions: number; mb: number }>(
    `SELECT (SELECT count(*)::int FROM events) AS events,
            (SELECT count(*)::int FROM agreement_versions WHERE agreement_id = $1) AS versions,
            (SELECT round(sum(octet_length(data::text)) / 1048576.0, 1)::float FROM events WHERE stream_id = $2) AS mb`,
    [big, `agreement-${big}`],
  )
  console.log(
    `seeded ${BIG} + ${SMALL} events in ${seconds(performance.now() - t0)} s; ${stats!.events} events in the log; ` +
      `the ${BIG}-event document has ${stats!.versions} versions of its text and ${stats!.mb} MB of event payloads`,
  )
  return { big, small }
}

// React separates text and values with <!-- -->.
const gap = '(?:<!-- -->)?'
const historyPage = (base: string, id: string, events: number, query = '', first = 1): Contender => {
  const last = Math.min(events, first + PAGE_SIZE - 1)
  return {
    name: `${events} events${query ? ` ${query}` : ''}`,
    url: `${base}/app/documents/${id}/history${query}`,
    looksRight: new RegExp(
      `Verified \\(${gap}${events}${gap} ${gap}events${gap}\\)[\\s\\S]*Events ${first}–${last} of ${events}`,
    ),
  }
}

function merge(into: Tally, from: Tally) {
  into.requests += from.requests
  into.seconds += from.seconds
  into.latencies.push(...from.latencies)
  into.perRound.push(...from.perRound)
}

async function measure(base: string, ids: { big: string; small: string }) {
  const cookie = await signIn(base, EMAIL, PASSWORD)
  const load = (duration: number) => ({ duration, connections: CONNECTIONS })
  const measured = [historyPage(base, ids.big, BIG), historyPage(base, ids.small, SMALL)]
  const lastPage = Math.ceil(BIG / PAGE_SIZE)
  const recorded = [
    historyPage(base, ids.big, BIG, `?page=${lastPage}`, (lastPage - 1) * PAGE_SIZE + 1),
    historyPage(base, ids.big, BIG, '?recompute=1'),
    historyPage(base, ids.small, SMALL, '?recompute=1'),
  ]
  for (const c of [...measured, ...recorded]) {
    const response = await fetch(c.url, { headers: { cookie } })
    const body = await response.text()
    if (response.status !== 200 || !c.looksRight.test(body))
      throw new Error(`${c.url} is not the expected page (HTTP ${response.status})`)
  }
  const htmlBytes = await Promise.all(
    [...measured, ...recorded].map(
      async (c) => (await (await fetch(c.url, { headers: { cookie } })).arrayBuffer()).byteLength,
    ),
  )
  for (const c of measured) await blast(c, cookie, load(WARMUP_SECONDS))
  const tallies = measured.map(newTally)
  // Each round's own p95 ratio too: the two runs of a round are seconds apart, so a burst
  // of other load on a shared machine weighs on both of them rather than on one.
  const roundRatios: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    // Reversed every other round, so neither contender always runs on a warmer box.
    const order = round % 2 === 0 ? [0, 1] : [1, 0]
    const p95s: number[] = []
    for (const i of order) {
      await fetch(measured[i]!.url, { headers: { cookie } })
      const tally = newTally()
      await blast(measured[i]!, cookie, load(SECONDS), tally)
      merge(tallies[i]!, tally)
      p95s[i] = summarise(tally).p95
    }
    roundRatios.push(p95s[0]! / p95s[1]!)
  }
  const recordedTallies: Tally[] = []
  for (const c of recorded) {
    // autocannon stops with requests still queued on the server: let them finish first.
    await fetch(c.url, { headers: { cookie } })
    const tally = newTally()
    await blast(c, cookie, load(SECONDS), tally)
    recordedTallies.push(tally)
  }
  return { measured, tallies, roundRatios, recorded, recordedTallies, htmlBytes }
}

async function main() {
  const tmp = onPostgres ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-history-'))
  const dbEnv: Record<string, string> = onPostgres
    ? { DATABASE_URL: process.env.DATABASE_URL! }
    : { PGLITE_DATA_DIR: path.join(tmp!, 'pglite') }
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  try {
    let ids = { big: '', small: '' }
    await withDb(dbEnv, async (db) => {
      const [existing] = await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM events')
      if (existing!.n > 0) throw new Error('The bench seeds its own documents: point it at a fresh database.')
      ids = await seed(db)
    })
    server = await startServer({ ...dbEnv, SESSION_SECRET: randomBytes(32).toString('base64url') })
    const outcome = await measure(server.base, ids)
    await stopServer(server.child)
    server = null
    report(outcome)
  } finally {
    if (server) await stopServer(server.child)
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

function report({
  measured,
  tallies,
  roundRatios,
  recorded,
  recordedTallies,
  htmlBytes,
}: Awaited<ReturnType<typeof measure>>) {
  const cpu = os.cpus()
  console.log(`\nHistory bench — ${new Date().toISOString()}`)
  console.log(
    `${onPostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite on disk (temporary directory)'}; node ${process.version}; ` +
      `${cpu.length} × ${cpu[0]?.model.trim()}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the end`,
  )
  console.log(
    `autocannon: ${CONNECTIONS} connections, pipelining 1, ${WARMUP_SECONDS} s warm-up each, then ${ROUNDS} rounds × ${SECONDS} s ` +
      `per contender, alternating; req/s = all responses / all seconds; latency percentiles over every response\n`,
  )
  const rows = [...measured, ...recorded].map((c, i) => ({
    c,
    s: summarise([...tallies, ...recordedTallies][i]!),
    kB: htmlBytes[i]! / 1024,
  }))
  console.log('| history page | req/s (rounds) | p50 ms | p95 ms | p99 ms | n | HTML kB |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  rows.forEach(({ c, s, kB }, i) => {
    const label = i < measured.length ? c.name : `${c.name} (recorded, not a target)`
    console.log(
      `| ${label} | ${s.rps.toFixed(0)} (${s.roundsRange}) | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.n} | ${kB.toFixed(1)} |`,
    )
  })
  const [big, small] = rows as [(typeof rows)[0], (typeof rows)[0]]
  const p95 = big.s.p95 / small.s.p95
  const rps = big.s.rps / small.s.rps
  console.log('\n| target | measured | result |')
  console.log('|---|---:|---|')
  console.log(
    `| ${BIG} events p95 ≤ ${TARGET_P95} × ${SMALL} events p95 | ${p95.toFixed(2)} × | ${p95 <= TARGET_P95 ? 'PASS' : 'MISS'} |`,
  )
  console.log(`| ${BIG} events req/s ÷ ${SMALL} events req/s (no target) | ${rps.toFixed(2)} × | — |`)
  const sorted = [...roundRatios].sort((a, b) => a - b)
  const mid = sorted.length / 2
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  console.log(
    `\nEach round's p95 ratio (${BIG} ÷ ${SMALL}): ${roundRatios.map((r) => r.toFixed(2)).join(', ')}; median ${median.toFixed(2)} ×`,
  )
}

await main()
