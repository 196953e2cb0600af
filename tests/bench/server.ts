/**
 * What the HTTP benches share: a production `node server.js` on a free port against the
 * bench's database, a browser-like sign-in, and autocannon runs that stop the bench on any
 * non-200 or wrong page, with every response's latency kept for percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '#db/client.server.ts'
import type { Db } from '#db/types.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// BENCH_ROUTES=1 makes /bench/bare answer; without it the route is a 404.
const SERVER_ENV = { NODE_ENV: 'production', HOST: '127.0.0.1', BENCH_ROUTES: '1' } as const

// autocannon ships no types; this is the part of its API the benches use.
type Result = { duration: number; errors: number; timeouts: number; mismatches: number; non2xx: number }
type OnResponse = (client: unknown, status: number, bytes: number, ms: number) => void
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: Record<string, unknown>,
  done: (error: Error | null, result: Result) => void,
) => { on(event: 'response', fn: OnResponse): void }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort()
  // BENCH_SERVER_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, 'server.js'], {
    cwd: ROOT,
    // A request line each would flood the bench's output: warnings and errors only, unless set.
    env: { LOG_LEVEL: 'warn', ...process.env, ...env, ...SERVER_ENV, PORT: `${port}` },
    // Its output (start-up errors included) goes straight to ours.
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server.js exited with ${child.exitCode}`)
    const up = await fetch(`${base}/healthz`).catch(() => null)
    if (up?.ok) return { child, base }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGTERM')
  throw new Error('server.js did not answer /healthz within 120 s')
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  // SIGTERM lets the app close PGlite cleanly (and release its lock) before exiting.
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

/** Only the session and CSRF cookies: a toast cookie would be consumed by the first GET. */
function keepCookies(response: Response, jar: Map<string, string>) {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!
    const name = pair.slice(0, pair.indexOf('='))
    if (name === 'session' || name === 'csrf') jar.set(name, pair)
  }
}

/** Signs in the way a browser does: the form's CSRF token and cookie, then POST /auth. Returns the Cookie header. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>()
  const page = await fetch(`${base}/auth`)
  keepCookies(page, jar)
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1]
  if (!token) throw new Error('No CSRF token on /auth')
  const response = await fetch(`${base}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, cookie: [...jar.values()].join('; ') },
    body: new URLSearchParams({ csrf: token, intent: 'sign-in', email, password }),
  })
  keepCookies(response, jar)
  if (response.status !== 302 || !jar.has('session'))
    throw new Error(`Sign-in failed: HTTP ${response.status}`)
  return [...jar.values()].join('; ')
}

export type Tally = { requests: number; seconds: number; latencies: number[]; perRound: number[] }
export type Contender = { name: string; url: string; looksRight: RegExp }
export const newTally = (): Tally => ({ requests: 0, seconds: 0, latencies: [], perRound: [] })

/** One autocannon run; any non-200, error or wrong page stops the whole bench. */
export function blast(
  c: Contender,
  cookie: string,
  { duration, connections }: { duration: number; connections: number },
  tally = newTally(),
): Promise<void> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    const verifyBody = (body: string) => c.looksRight.test(body)
    const load = { connections, pipelining: 1, duration, headers: { cookie } }
    const instance = autocannon({ ...load, url: c.url, verifyBody }, (error, result) => {
      if (error) return reject(error)
      const { non2xx, errors, timeouts, mismatches } = result
      if (non2xx + errors + timeouts + mismatches > 0) {
        const counts = `${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts, ${mismatches} wrong pages`
        return reject(new Error(`${c.url}: ${counts}`))
      }
      tally.requests += latencies.length
      tally.seconds += result.duration
      tally.latencies.push(...latencies)
      tally.perRound.push(latencies.length / result.duration)
      resolve()
    })
    // Every response's own time: autocannon's summary has p97.5 and p99 but no p95.
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  })
}

export const seconds = (ms: number) => (ms / 1000).toFixed(1)
// NaN, not a crash, when no response came back in a round's seconds (a short round on a busy machine).
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN

/** req/s over the whole tally, the per-round range, and latency percentiles over every response. */
export function summarise(t: Tally) {
  const sorted = [...t.latencies].sort((a, b) => a - b)
  const rounds = [...t.perRound].sort((a, b) => a - b)
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(sorted, q)) as [number, number, number]
  const roundsRange = `${rounds[0]!.toFixed(0)}–${rounds.at(-1)!.toFixed(0)}`
  return { rps: t.requests / t.seconds, roundsRange, p50, p95, p99, n: sorted.length }
}

/** Opens the database in this process for `work`, and closes it: PGlite is single-process. */
export async function withDb(env: Record<string, string>, work: (db: Db) => Promise<void>) {
  const db = await openDatabase(env)
  try {
    await work(db)
  } finally {
    await db.close()
  }
}
