/**
 * `npm run bench:store`: what the event store costs over a bare INSERT, and what batching
 * buys. PGlite in memory by default; Postgres when DATABASE_URL is set — give it a fresh
 * database (createdb bench_x … dropdb bench_x): the bench refuses a non-empty event log.
 *
 * Every figure comes from one run on one database through the same driver, in rounds that
 * alternate the contenders (so table growth and caches do not favour one), reporting the
 * median round. Targets (tests/bench/RESULTS.md): append ≥ 0.8 × raw INSERT on Postgres;
 * 20-event appends ≥ 10 × single-event appends in events/s.
 */
import os from 'node:os'
import { randomUUID } from 'node:crypto'
import { migrate } from '#db/migrate.server.ts'
import { openPglite } from '#db/pglite.server.ts'
import { openPostgres } from '#db/postgres.server.ts'
import type { Db, Queryable } from '#db/types.ts'
import postgres from 'postgres'
import { appendToStream } from '#events/append.server.ts'
import { computeHash, GENESIS_HASH, toJsonValue } from '#events/hash-chain.ts'
import { inlineProjections } from '#events/projections/index.ts'

const onPostgres = Boolean(process.env.DATABASE_URL)
// Many short rounds rotating the contenders: on a shared 2-core box a burst of other load
// then lands on every contender alike instead of sinking one of them.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15)
const EVENTS = Number(process.env.BENCH_EVENTS ?? (onPostgres ? 400 : 200))
// BENCH_PREPARED=1: the same postgres.js driver with named prepared statements, to show
// what that adapter option would change (db/postgres.server.ts does not use it today).
const prepared = onPostgres && process.env.BENCH_PREPARED === '1'
const PER_STREAM = 100 // single-event appends walk versions 1..100, then a new stream
const BATCH = 20

const payload = (n: number) => ({
  clauseId: `clause-${n % 17}`,
  text: `The Lessee shall pay a monthly rent of ₹25,000 on or before the ${(n % 28) + 1}th day.`,
  edits: [{ from: n, to: n + 12 }],
})
const metadata = { actorId: 'bench-user', requestId: 'bench' }

type Measure = (db: Db, count: number) => Promise<number>

/** appendToStream, one event per call, expected version = the previous one. */
const appendSingles =
  (projections: typeof inlineProjections): Measure =>
  async (db, count) => {
    const run = randomUUID()
    const started = performance.now()
    for (let i = 0; i < count; i++) {
      const streamId = `agreement-${run}-${Math.floor(i / PER_STREAM)}`
      const version = i % PER_STREAM
      await appendToStream(
        db,
        streamId,
        version === 0 ? 'no_stream' : version,
        [{ type: 'BenchTextEdited', data: payload(i) }],
        { metadata, projections },
      )
    }
    return performance.now() - started
  }

/** appendToStream, 20 events per call. */
const appendBatches: Measure = async (db, count) => {
  const run = randomUUID()
  const started = performance.now()
  for (let i = 0; i < count; i += BATCH) {
    const streamId = `agreement-${run}-${Math.floor(i / (PER_STREAM * BATCH))}`
    const version = (i / BATCH) % PER_STREAM
    const events = Array.from({ length: BATCH }, (_, k) => ({
      type: 'BenchTextEdited',
      data: payload(i + k),
    }))
    await appendToStream(db, streamId, version === 0 ? 'no_stream' : version * BATCH, events, {
      metadata,
      projections: [],
    })
  }
  return performance.now() - started
}

/**
 * The floor: the same rows (every column, hash included, chained in JS beforehand and not
 * timed) inserted by autocommit INSERTs of `perStatement` rows. Stream rows are created
 * untimed too. With 20 rows per statement it shows how much batching the database itself
 * gives, the ceiling for the store's own batch gain.
 */
const rawInserts =
  (perStatement: number): Measure =>
  async (db, count) => {
    const run = randomUUID()
    const rows: unknown[][] = []
    let prevHash = GENESIS_HASH
    for (let i = 0; i < count; i++) {
      const streamId = `raw-${run}-${Math.floor(i / PER_STREAM)}`
      const version = (i % PER_STREAM) + 1
      if (version === 1) {
        prevHash = GENESIS_HASH
        await db.query(`INSERT INTO streams (stream_id, stream_type) VALUES ($1, 'raw')`, [streamId])
      }
      const recordedAt = new Date()
      const data = toJsonValue(payload(i))
      const fields = { streamId, streamVersion: version, type: 'BenchTextEdited', data, metadata, recordedAt }
      const hash = computeHash(prevHash, fields)
      rows.push([
        streamId,
        version,
        randomUUID(),
        'BenchTextEdited',
        1,
        data,
        metadata,
        recordedAt,
        prevHash,
        hash,
      ])
      prevHash = hash
    }
    const placeholders = Array.from(
      { length: perStatement },
      (_, r) => `(${Array.from({ length: 10 }, (_, c) => `$${r * 10 + c + 1}`).join(', ')})`,
    ).join(', ')
    const text = `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data,
                    metadata, recorded_at, prev_hash, hash) VALUES ${placeholders}`
    const started = performance.now()
    for (let i = 0; i < rows.length; i += perStatement) {
      await db.query(text, rows.slice(i, i + perStatement).flat())
    }
    return performance.now() - started
  }

const contenders: Array<{ name: string; measure: Measure }> = [
  { name: 'raw INSERT, 1 row per statement', measure: rawInserts(1) },
  { name: 'appendToStream, 1 event, no projections', measure: appendSingles([]) },
  { name: 'appendToStream, 20 events, no projections', measure: appendBatches },
  { name: 'appendToStream, 1 event, inline projections', measure: appendSingles(inlineProjections) },
  { name: 'raw INSERT, 20 rows per statement', measure: rawInserts(BATCH) },
]

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!
}

/** The app's adapter, except that every statement is a named prepared statement. */
function openPreparedPostgres(url: string): Db {
  const sql = postgres(url, {
    max: 2,
    onnotice: () => {},
    types: {
      bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) },
    },
  })
  const wrap = (s: postgres.Sql | postgres.TransactionSql): Queryable => ({
    query: async (text, params = []) =>
      Array.from(await s.unsafe(text, params as never[], { prepare: true })) as never,
    exec: async (text) => void (await s.unsafe(text)),
  })
  return {
    kind: 'postgres',
    ...wrap(sql),
    transaction: (fn) => sql.begin((tx) => fn(wrap(tx))) as never,
    listen: async () => async () => {},
    close: () => sql.end({ timeout: 5 }),
  }
}

async function main() {
  const db = prepared
    ? openPreparedPostgres(process.env.DATABASE_URL!)
    : onPostgres
      ? openPostgres(process.env.DATABASE_URL!, { max: 2 })
      : await openPglite('memory://')
  try {
    await migrate(db)
    const [existing] = await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM events')
    if (existing!.n > 0)
      throw new Error('The bench writes thousands of events: point it at a fresh database.')

    // Warm-up: JIT, prepared statements, first pages of the indexes.
    for (const c of contenders) await c.measure(db, 100)

    const rates = new Map<string, number[]>(contenders.map((c) => [c.name, []]))
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? contenders : [...contenders].reverse()
      for (const c of order) rates.get(c.name)!.push((EVENTS / (await c.measure(db, EVENTS))) * 1000)
    }
    report(db, rates)
  } finally {
    await db.close()
  }
}

function report(db: Db, rates: Map<string, number[]>) {
  const median = (name: string) => quantile(rates.get(name)!, 0.5)
  const [raw, single, batch, projected, rawBatch] = contenders.map((c) => median(c.name))
  const cpu = os.cpus()
  const driver =
    db.kind === 'postgres'
      ? `postgres.js, ${prepared ? 'named prepared statements' : "the app's adapter"}`
      : 'PGlite in memory'
  console.log(`Event store bench — ${new Date().toISOString()}`)
  console.log(
    `${driver}; node ${process.version}; ${cpu.length} × ${cpu[0]?.model.trim()}; ${os.platform()} ${os.release()}`,
  )
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1/5/15 min) at the end`,
  )
  console.log(`${ROUNDS} rounds × ${EVENTS} events per contender; median round and middle half of rounds\n`)
  console.log('| measurement | events/s (median) | p25–p75 |')
  console.log('|---|---:|---:|')
  for (const c of contenders) {
    const r = rates.get(c.name)!
    console.log(
      `| ${c.name} | ${median(c.name).toFixed(0)} | ${quantile(r, 0.25).toFixed(0)}–${quantile(r, 0.75).toFixed(0)} |`,
    )
  }
  const ratio = single! / raw!
  const speedup = batch! / single!
  console.log(
    `\nappend / raw INSERT = ${ratio.toFixed(2)} (target ≥ 0.80 on Postgres: ${ratio >= 0.8 ? 'met' : 'NOT met'})`,
  )
  console.log(
    `20-event / 1-event appends = ${speedup.toFixed(1)}× (target ≥ 10×: ${speedup >= 10 ? 'met' : 'NOT met'})`,
  )
  console.log(`inline projections: ${(projected! / single!).toFixed(2)} × the bare append rate`)
  console.log(`for comparison, raw 20-row / 1-row INSERTs = ${(rawBatch! / raw!).toFixed(1)}×`)
}

await main()
