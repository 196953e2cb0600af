/**
 * `npm run bench:scale` (issue 20, part 6): do two production processes on one PostgreSQL
 * database serve more than one, and do they stay correct together?
 *
 * 1. A scratch database on BENCH_PG_SERVER (created and dropped here), seeded through the
 *    real command handler: one signed-up user with BENCH_AGREEMENTS agreements.
 * 2. Two `node server.js` processes in production on it, the same SESSION_SECRET; one
 *    browser-like sign-in whose cookie both accept.
 * 3. autocannon on `/app` in alternating rounds: "one" sends every connection to process A,
 *    "two" spreads the same number of connections round-robin over A and B (autocannon's
 *    multi-URL mode gives connection i to URL i mod 2, as a layer-4 balancer would). No
 *    proxy process: on two cores it would compete with what is measured. CPU per round from
 *    /proc/<pid>/stat (both servers, this process — the load generator — and the database's
 *    backends) and /proc/stat (the whole machine, so other tenants' share shows too).
 * 4. 50 concurrent saves of one document's edit form at one version, alternating between the
 *    two processes: exactly one 302 and 49 × 409, and the stream gains exactly one event.
 * 5. The servers stopped, `npm run projections:rebuild` (the CLI) must leave every read model
 *    as the appends left it.
 * Target: two ≥ 1.4 × one in req/s.
 */
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { useDatabase } from '#db/client.server.ts'
import type { Db } from '#db/types.ts'
import { generateOffline } from '#domain/ai/index.ts'
import { agreementDecider, agreementStreamId } from '#domain/agreement/index.ts'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { createUser } from '#app/features/auth/users.server.ts'
import { handleCommand } from '#events/command-handler.server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { readModelDifferences, readModelRowCount, snapshotReadModels } from '#tests/support/read-models.ts'
import { createScratchDatabase } from './scratch-database.ts'
import { quantile, seconds, signIn, startServer, stopServer, withDb } from './server.ts'

const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 200)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const EDITS = 50
const TARGET = 1.4

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const EMAIL = 'bench-scale@example.com'
const PASSWORD = randomBytes(12).toString('base64url')
const TICKS = 100 // USER_HZ: /proc's clock ticks per second on Linux

type Result = { duration: number; errors: number; timeouts: number; mismatches: number; non2xx: number }
type OnResponse = (client: unknown, status: number, bytes: number, ms: number) => void
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: Record<string, unknown>,
  done: (error: Error | null, result: Result) => void,
) => { on(event: 'response', fn: OnResponse): void }

async function seed(db: Db): Promise<string[]> {
  useDatabase(db)
  const user = await createUser(EMAIL, PASSWORD)
  const drafts = TEMPLATE_IDS.map((id) => {
    const result = generateOffline({ templateId: id, details: SAMPLE_DETAILS[id] })
    if (!result.ok) throw new Error(`The offline engine could not draft ${id}: ${result.message}`)
    return result.document
  })
  const ids: string[] = []
  const t0 = performance.now()
  for (let i = 0; i < AGREEMENTS; i++) {
    const d = drafts[i % drafts.length]!
    const id = randomUUID()
    ids.push(id)
    await handleCommand(
      db,
      agreementStreamId(id),
      agreementDecider,
      {
        type: 'GenerateAgreement',
        data: {
          ownerId: user.id,
          title: `${d.title} No. ${i + 1}`,
          templateId: d.type,
          access: 'full',
          content: d.content,
          structure: d.agreement,
          summary: d.summary,
          keyTerms: [...d.keyTerms],
          pages: d.pages,
          provider: 'offline',
          now: new Date(Date.now() - (AGREEMENTS - i) * 60_000),
        },
      },
      { metadata: { actorId: user.id } },
    )
  }
  console.log(`seeded ${AGREEMENTS} agreements through handleCommand in ${seconds(performance.now() - t0)} s`)
  return ids
}

/** Core-seconds a process has used so far (user + system), from /proc/<pid>/stat. */
function cpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the ")" that ends the command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS
  } catch {
    return 0 // a backend that has exited since it was listed
  }
}

/** The whole machine's busy and total core-seconds so far, from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!
  const v = line.trim().split(/\s+/).slice(1).map(Number)
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0)
  const idle = v[3]! + v[4]!
  return { busy: (total - idle) / TICKS, total: total / TICKS }
}

type CpuSample = { a: number; b: number; gen: number; pg: number; busy: number; total: number }

function sampleCpu(pids: { a: number; b: number; pg: () => number[] }): CpuSample {
  const { user, system } = process.cpuUsage()
  const machine = machineCpu()
  return {
    a: cpuOf(pids.a),
    b: cpuOf(pids.b),
    gen: (user + system) / 1e6,
    pg: pids.pg().reduce((sum, pid) => sum + cpuOf(pid), 0),
    ...machine,
  }
}

type Tally = { requests: number; seconds: number; latencies: number[]; cpu: CpuSample; perRound: number[] }
const zeroCpu = (): CpuSample => ({ a: 0, b: 0, gen: 0, pg: 0, busy: 0, total: 0 })

function blast(
  urls: string[],
  cookie: string,
  duration: number,
): Promise<{ latencies: number[]; seconds: number }> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    const verifyBody = (body: string) => /agreements/.test(body) && /Showing/.test(body)
    const instance = autocannon(
      { url: urls, connections: CONNECTIONS, pipelining: 1, duration, headers: { cookie }, verifyBody },
      (error, result) => {
        if (error) return reject(error)
        const bad = result.non2xx + result.errors + result.timeouts + result.mismatches
        if (bad > 0)
          return reject(
            new Error(
              `${urls.join(' + ')}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts, ${result.mismatches} wrong pages`,
            ),
          )
        resolve({ latencies, seconds: result.duration })
      },
    )
    instance.on('response', (_c, _s, _b, ms) => latencies.push(ms))
  })
}

/** The database's backends serving the bench's database, as the servers' pools opened them. */
async function backendPids(db: Db, name: string): Promise<number[]> {
  const rows = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  )
  return rows.map((r) => Number(r.pid))
}

/** 50 saves of the edit form at the version it was loaded at, half through each process. */
async function concurrentEdits(bases: [string, string], cookie: string, agreementId: string) {
  const page = await fetch(`${bases[0]}/app/documents/${agreementId}/edit`, { headers: { cookie } })
  const html = await page.text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1]
  const version = /name="version" value="(\d+)"/.exec(html)?.[1]
  if (page.status !== 200 || !csrf || !version)
    throw new Error(`The edit form of ${agreementId} has no csrf or version (HTTP ${page.status})`)
  const statuses = await Promise.all(
    Array.from({ length: EDITS }, async (_, i) => {
      const base = bases[i % 2]!
      const response = await fetch(`${base}/app/documents/${agreementId}/edit`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: base, cookie },
        body: new URLSearchParams({
          csrf,
          version,
          content: `Edit no. ${i + 1} of the bench, made at version ${version}.`,
        }),
      })
      await response.arrayBuffer()
      return { status: response.status, via: i % 2 === 0 ? 'A' : 'B' }
    }),
  )
  return { statuses, version: Number(version) }
}

function runCli(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, env: { ...process.env, ...env } })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`${script} exited ${code}: ${out}`)),
    )
  })
}

const pct = (coreSeconds: number, wall: number) => `${((100 * coreSeconds) / wall).toFixed(0)} %`

async function main() {
  const scratch = await createScratchDatabase('bench_scale')
  const env = { DATABASE_URL: scratch.url }
  const servers: Array<Awaited<ReturnType<typeof startServer>>> = []
  let failures = 0
  try {
    let ids: string[] = []
    await withDb({ DATABASE_URL: `${scratch.url}?synchronous_commit=off` }, async (db) => {
      ids = await seed(db)
      await db.exec('VACUUM (ANALYZE)')
    })
    const secret = randomBytes(32).toString('base64url')
    servers.push(await startServer({ ...env, SESSION_SECRET: secret }))
    servers.push(await startServer({ ...env, SESSION_SECRET: secret }))
    const [A, B] = servers as [(typeof servers)[0], (typeof servers)[0]]
    const cookie = await signIn(A.base, EMAIL, PASSWORD)
    for (const s of servers) {
      const r = await fetch(`${s.base}/app`, { headers: { cookie } })
      if (r.status !== 200 || !/Showing/.test(await r.text()))
        throw new Error(`${s.base}/app did not accept the session`)
    }

    // A connection of our own to list the backends (the servers' pools open theirs lazily).
    const monitor = (await import('#db/postgres.server.ts')).openPostgres(scratch.url, { max: 1 })
    let pgPids: number[] = []
    const refreshPids = async () => (pgPids = await backendPids(monitor, scratch.name))
    const pids = { a: A.child.pid!, b: B.child.pid!, pg: () => pgPids }
    const configs = {
      one: [`${A.base}/app`],
      two: [`${A.base}/app`, `${B.base}/app`],
    }
    for (const urls of Object.values(configs)) await blast(urls, cookie, WARMUP_SECONDS)
    await refreshPids()
    const tallies: Record<keyof typeof configs, Tally> = {
      one: { requests: 0, seconds: 0, latencies: [], cpu: zeroCpu(), perRound: [] },
      two: { requests: 0, seconds: 0, latencies: [], cpu: zeroCpu(), perRound: [] },
    }
    for (let round = 0; round < ROUNDS; round++) {
      // Reversed every other round, so neither always runs on a warmer (or quieter) box.
      const order = (round % 2 === 0 ? ['one', 'two'] : ['two', 'one']) as Array<keyof typeof configs>
      for (const name of order) {
        const before = sampleCpu(pids)
        const { latencies, seconds: s } = await blast(configs[name], cookie, SECONDS)
        const after = sampleCpu(pids)
        const t = tallies[name]
        t.requests += latencies.length
        t.seconds += s
        t.latencies.push(...latencies)
        t.perRound.push(latencies.length / s)
        for (const k of Object.keys(t.cpu) as Array<keyof CpuSample>) t.cpu[k] += after[k] - before[k]
        await refreshPids()
      }
    }
    await monitor.close()

    // Concurrent edits of one document at one version, over both processes.
    const target = ids[0]!
    const { statuses, version } = await concurrentEdits([A.base, B.base], cookie, target)
    const counts = new Map<string, number>()
    for (const { status, via } of statuses)
      counts.set(`${status} via ${via}`, (counts.get(`${status} via ${via}`) ?? 0) + 1)
    const successes = statuses.filter((s) => s.status === 302).length
    const conflicts = statuses.filter((s) => s.status === 409).length
    for (const s of servers) await stopServer(s.child)
    servers.length = 0

    // The log and the read models after the edits, then the CLI's rebuild.
    let newEvents = 0
    let before = new Map<string, string[]>()
    await withDb(env, async (db) => {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND stream_version > $2`,
        [agreementStreamId(target), version],
      )
      newEvents = Number(row!.n)
      before = await snapshotReadModels(db)
    })
    const rebuildOutput = await runCli('projections:rebuild', env)
    let problems: string[] = []
    await withDb(env, async (db) => {
      problems = readModelDifferences(before, await snapshotReadModels(db))
    })

    // Report.
    const cpu = os.cpus()
    const wallCores = (t: Tally) => t.cpu.total / 1 // core-seconds the machine had in the rounds
    console.log(`\nScale bench — ${new Date().toISOString()}`)
    console.log(
      `PostgreSQL scratch database ${scratch.name}; node ${process.version}; ${cpu.length} × ${cpu[0]?.model.trim()}; ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} at the end`,
    )
    console.log(
      `/app for a user with ${AGREEMENTS} agreements; autocannon ${CONNECTIONS} connections, pipelining 1; ` +
        `${WARMUP_SECONDS} s warm-up each, then ${ROUNDS} rounds × ${SECONDS} s per setup, alternating\n`,
    )
    console.log(
      '| setup | req/s (rounds) | p50 ms | p95 ms | p99 ms | n | CPU A | CPU B | load generator | PostgreSQL | rest of machine | idle |',
    )
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
    const stats: Record<string, { rps: number; p95: number }> = {}
    for (const name of ['one', 'two'] as const) {
      const t = tallies[name]
      const sorted = [...t.latencies].sort((x, y) => x - y)
      const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(sorted, q)) as [number, number, number]
      const rps = t.requests / t.seconds
      stats[name] = { rps, p95 }
      const rounds = [...t.perRound].sort((x, y) => x - y)
      const c = t.cpu
      const total = wallCores(t)
      const rest = c.busy - c.a - c.b - c.gen - c.pg
      // Shares of all the machine's core-seconds in those rounds (2 cores: 100 % = both).
      console.log(
        `| ${name === 'one' ? 'one process (A)' : 'two processes (A + B)'} | ${rps.toFixed(0)} (${rounds[0]!.toFixed(0)}–${rounds.at(-1)!.toFixed(0)}) | ` +
          `${p50.toFixed(1)} | ${p95.toFixed(1)} | ${p99.toFixed(1)} | ${sorted.length} | ${pct(c.a, total)} | ${pct(c.b, total)} | ` +
          `${pct(c.gen, total)} | ${pct(c.pg, total)} | ${pct(Math.max(0, rest), total)} | ${pct(Math.max(0, c.total - c.busy), total)} |`,
      )
    }
    const ratio = stats.two!.rps / stats.one!.rps
    console.log(
      "\n(CPU columns: share of all the machine's core-seconds during those rounds; 100 % = both cores.)",
    )
    console.log(`\n| target | measured | result |\n|---|---:|---|`)
    console.log(
      `| two processes ≥ ${TARGET} × one, req/s | ${ratio.toFixed(2)} × | ${ratio >= TARGET ? 'PASS' : 'MISS'} |`,
    )
    console.log(`| p95, two / one | ${(stats.two!.p95 / stats.one!.p95).toFixed(2)} × | (reported) |`)
    const editsOk = successes === 1 && conflicts === EDITS - 1 && newEvents === 1
    console.log(
      `| ${EDITS} concurrent edits at version ${version}, A/B alternating: 1 × 302 and ${EDITS - 1} × 409, one new event | ` +
        `${successes} × 302, ${conflicts} × 409 (${[...counts].map(([k, n]) => `${n} × ${k}`).join(', ')}); ${newEvents} new event(s) | ${editsOk ? 'PASS' : 'FAIL'} |`,
    )
    console.log(
      `| projections:rebuild leaves every read model as it was | ${problems.length === 0 ? `equal (${readModelRowCount(before)} rows)` : 'DIFFERENT'} | ${problems.length === 0 ? 'PASS' : 'FAIL'} |`,
    )
    console.log(`\nprojections:rebuild said: ${rebuildOutput.split('\n').at(-1)}`)
    for (const line of problems) console.log(line)
    if (!editsOk || problems.length > 0) failures++
  } finally {
    for (const s of servers) await stopServer(s.child)
    await scratch.drop()
  }
  if (failures > 0) process.exit(1)
}

await main()
