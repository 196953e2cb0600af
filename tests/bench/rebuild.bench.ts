/**
 * `npm run bench:rebuild`: how fast does `npm run projections:rebuild` replay the log, and
 * does its memory stay flat as the log grows? (issue 20, part 7)
 *
 * 1. Seeds BENCH_EVENTS (100,000) events across BENCH_DOCUMENTS (2,000) agreements through
 *    the real command handler (stream turn, read, decide, append with inline projections),
 *    in rounds — one command on every document per round — so that the log has the
 *    checkpoint's size with every document present. Commands are history-seed.ts's cycle
 *    of a negotiated contract: edits, AI edits, clauses, exports, comments, shares, invitations.
 * 2. At 10,000 events and at the full size: a plain read of the whole log (the rebuild's
 *    own keyset-paged SELECT, rows decoded into events) and `rebuildProjections` (what the
 *    CLI calls), each in a fresh child process so that its peak RSS is its own.
 * On PostgreSQL (a scratch database on BENCH_PG_SERVER) and PGlite (a temporary directory);
 * BENCH_DATABASES=postgres or =pglite runs one. Targets: rebuild ≥ 0.33 × the read's
 * events/s, and ≥ 10,000 events/s on PostgreSQL (≥ 6,000 on PGlite).
 * BENCH_REUSE_DATABASE_URL / BENCH_REUSE_PGLITE_DIR measure a log kept by an earlier run
 * (BENCH_KEEP_DATABASE=1) at its size, without seeding it again: seeding 100,000 events
 * takes minutes, and the log does not depend on the projections' code being measured.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase, useDatabase } from '#db/client.server.ts'
import type { Db } from '#db/types.ts'
import { generateOffline } from '#domain/ai/index.ts'
import {
  agreementDecider,
  agreementStreamId,
  initialAgreementState,
  type AgreementCommand,
  type AgreementState,
} from '#domain/agreement/index.ts'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { createUser } from '#app/features/auth/users.server.ts'
import { handleCommand } from '#events/command-handler.server.ts'
import { inlineProjections } from '#events/projections/index.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from '#events/rows.ts'
import { eventTypes } from '#events/types.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { stepOf, type Person } from './history-seed.ts'
import { createScratchDatabase } from './scratch-database.ts'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000)
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 2_000)
const CHECKPOINTS = [...new Set([Math.min(10_000, EVENTS), EVENTS])]
const TARGETS = { ratio: 0.33, postgres: 10_000, pglite: 6_000 }
const PAGE = 1000
const SELF = fileURLToPath(import.meta.url)

type Measured = { events: number; ms: number; maxRssMb: number; startRssMb: number }

const mb = (bytes: number) => bytes / 1024 / 1024

/** In a child: read or rebuild the whole log once, and print what it cost as one JSON line. */
async function measureInChild(what: 'read' | 'rebuild') {
  const db = await openDatabase()
  const startRssMb = mb(process.memoryUsage().rss)
  const t0 = performance.now()
  let events = 0
  if (what === 'rebuild') {
    events = (await rebuildProjections(db, inlineProjections)).events
  } else {
    // The same paged read the rebuild makes, each row decoded (payload parsed and upcast).
    for (let after = 0; ;) {
      const rows = await db.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
        [after, PAGE],
      )
      for (const row of rows) toRecordedEvent(row, eventTypes)
      events += rows.length
      if (rows.length < PAGE) break
      after = rows[rows.length - 1]!.global_position
    }
  }
  const ms = performance.now() - t0
  await db.close()
  // maxRSS is in kB: the child's own peak, seeding is not in it.
  const maxRssMb = process.resourceUsage().maxRSS / 1024
  console.log(JSON.stringify({ events, ms, maxRssMb, startRssMb } satisfies Measured))
}

function runChild(what: 'read' | 'rebuild', env: Record<string, string>): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, SELF, `--measure=${what}`], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || !line.startsWith('{'))
        return reject(new Error(`${what} child exited ${code}: ${out}`))
      resolve(JSON.parse(line) as Measured)
    })
  })
}

interface Doc {
  id: string
  state: AgreementState
  invited: Person[]
}

/** Runs `work(i)` for i in [0, count) on `parallel` workers. */
async function inParallel(count: number, parallel: number, work: (i: number) => Promise<void>) {
  let next = 0
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await work(i)
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}

/** Appends to the documents round by round: one command on each document per round. */
// The database is a getter: on PGlite the handle is closed and opened again at each checkpoint.
function seeder(database: () => Db, owner: Person, parallel: number) {
  const drafts = TEMPLATE_IDS.map((id) => {
    const result = generateOffline({ templateId: id, details: SAMPLE_DETAILS[id] })
    if (!result.ok) throw new Error(`The offline engine could not draft ${id}: ${result.message}`)
    return result.document
  })
  const docs: Doc[] = Array.from({ length: DOCUMENTS }, () => ({
    id: randomUUID(),
    state: initialAgreementState(),
    invited: [],
  }))
  const start = Date.now() - (EVENTS / DOCUMENTS + 1) * 60_000
  let appended = 0
  let round = 0
  let seedMs = 0

  async function step(doc: Doc, d: number) {
    const at = new Date(start + round * 60_000 + d)
    const draft = drafts[d % drafts.length]!
    const command: AgreementCommand =
      round === 0
        ? {
            type: 'GenerateAgreement',
            data: {
              ownerId: owner.id,
              title: `${draft.title} No. ${d + 1}`,
              templateId: draft.type,
              access: 'full',
              content: draft.content,
              structure: draft.agreement,
              summary: draft.summary,
              keyTerms: [...draft.keyTerms],
              pages: draft.pages,
              provider: 'offline',
              now: at,
            },
          }
        : stepOf(round, doc.state, owner, at, doc.invited)
    const result = await handleCommand(database(), agreementStreamId(doc.id), agreementDecider, command, {
      metadata: { actorId: owner.id },
    })
    doc.state = result.newState
    appended += result.events.length
  }

  return {
    /** Appends whole rounds until at least `target` events are in the log; returns the count. */
    async until(target: number): Promise<number> {
      const t0 = performance.now()
      for (; appended < target; round++) await inParallel(DOCUMENTS, parallel, (d) => step(docs[d]!, d))
      seedMs += performance.now() - t0
      return appended
    },
    get seedMs() {
      return seedMs
    },
  }
}

type Row = { database: string; events: number; read: Measured; rebuild: Measured }

/** Read and rebuild a log seeded by an earlier run, once, at its size; it is kept. */
async function benchKept(kind: 'postgres' | 'pglite', env: Record<string, string>) {
  if (kind === 'postgres') await vacuum(env)
  const read = await runChild('read', env)
  const rebuild = await runChild('rebuild', env)
  if (rebuild.events !== read.events) throw new Error(`read ${read.events} events, rebuilt ${rebuild.events}`)
  const row = { database: kind, events: read.events, read, rebuild }
  report(row)
  return {
    rows: [row],
    seedNote: `${kind}: a log of ${read.events} events kept from an earlier run's seeding`,
  }
}

async function benchOne(kind: 'postgres' | 'pglite'): Promise<{ rows: Row[]; seedNote: string }> {
  const keptUrl = process.env.BENCH_REUSE_DATABASE_URL
  const keptDir = process.env.BENCH_REUSE_PGLITE_DIR
  if (kind === 'postgres' && keptUrl) return benchKept(kind, { DATABASE_URL: keptUrl })
  if (kind === 'pglite' && keptDir) return benchKept(kind, { PGLITE_DATA_DIR: keptDir })
  const scratch = kind === 'postgres' ? await createScratchDatabase('bench_rebuild') : null
  const tmp = kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rebuild-')) : null
  const env: Record<string, string> = scratch
    ? { DATABASE_URL: scratch.url }
    : { PGLITE_DATA_DIR: path.join(tmp!, 'pglite') }
  const rows: Row[] = []
  const parallel = kind === 'postgres' ? 4 : 1
  let seedNote = ''
  try {
    // Seeding only: no wait for each commit's fsync, a connection setting that changes no data.
    const seedEnv = scratch ? { DATABASE_URL: `${scratch.url}?synchronous_commit=off` } : env
    let db = await openDatabase(seedEnv)
    useDatabase(db)
    const user = await createUser('bench-rebuild@example.com', 'bench-rebuild-password-1')
    const owner = { id: user.id, email: user.email, name: user.displayName }
    const seed = seeder(() => db, owner, parallel)
    for (const checkpoint of CHECKPOINTS) {
      const events = await seed.until(checkpoint)
      console.log(`${kind}: ${events} events seeded in ${(seed.seedMs / 1000).toFixed(1)} s so far`)
      // A PGlite directory has one owner at a time: the children open it after we close it.
      await db.close()
      if (kind === 'postgres') await vacuum(env)
      const read = await runChild('read', env)
      const rebuild = await runChild('rebuild', env)
      if (rebuild.events !== read.events)
        throw new Error(`read ${read.events} events, rebuilt ${rebuild.events}`)
      rows.push({ database: kind, events: read.events, read, rebuild })
      report(rows.at(-1)!)
      if (checkpoint !== CHECKPOINTS.at(-1)) {
        db = await openDatabase(seedEnv)
        useDatabase(db)
      }
    }
    seedNote =
      `${kind}: seeded ${rows.at(-1)!.events} events across ${DOCUMENTS} documents through handleCommand ` +
      `in ${(seed.seedMs / 1000).toFixed(0)} s (${parallel} writer(s), ${(rows.at(-1)!.events / (seed.seedMs / 1000)).toFixed(0)} events/s)`
  } finally {
    // BENCH_KEEP_DATABASE=1 keeps the scratch database for profiling (its URL is printed).
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${scratch?.url ?? path.join(tmp!, 'pglite')}`)
    else await scratch?.drop()
    if (tmp && !process.env.BENCH_KEEP_DATABASE) fs.rmSync(tmp, { recursive: true, force: true })
  }
  return { rows, seedNote }
}

/** What a live PostgreSQL's autovacuum would have done to a freshly loaded table. */
async function vacuum(env: Record<string, string>) {
  const db = await openDatabase(env)
  try {
    await db.exec('VACUUM (ANALYZE)')
  } finally {
    await db.close()
  }
}

const rate = (m: Measured) => m.events / (m.ms / 1000)

function report({ database, events, read, rebuild }: Row) {
  console.log(
    `  ${database} ${events} events: read ${rate(read).toFixed(0)} events/s (${(read.ms / 1000).toFixed(2)} s, peak RSS ${read.maxRssMb.toFixed(0)} MB); ` +
      `rebuild ${rate(rebuild).toFixed(0)} events/s (${(rebuild.ms / 1000).toFixed(2)} s, peak RSS ${rebuild.maxRssMb.toFixed(0)} MB, ` +
      `${rebuild.startRssMb.toFixed(0)} MB before); ratio ${(rate(rebuild) / rate(read)).toFixed(2)}`,
  )
}

async function main() {
  const kinds = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as Array<'postgres' | 'pglite'>
  const all: Row[] = []
  const notes: string[] = []
  for (const kind of kinds) {
    const { rows, seedNote } = await benchOne(kind)
    all.push(...rows)
    notes.push(seedNote)
  }
  const cpu = os.cpus()
  console.log(`\nRebuild bench — ${new Date().toISOString()}`)
  console.log(
    `node ${process.version}; ${cpu.length} × ${cpu[0]?.model.trim()}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end`,
  )
  for (const note of notes) console.log(note)
  console.log(
    '\n| database | events | read events/s | rebuild events/s | rebuild / read | read peak RSS MB | rebuild peak RSS MB | rebuild target | result |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---|')
  let met = true
  for (const r of all) {
    const ratio = rate(r.rebuild) / rate(r.read)
    const floor = TARGETS[r.database as 'postgres' | 'pglite']
    const ok = ratio >= TARGETS.ratio && rate(r.rebuild) >= floor
    met &&= ok
    console.log(
      `| ${r.database} | ${r.events} | ${rate(r.read).toFixed(0)} | ${rate(r.rebuild).toFixed(0)} | ${ratio.toFixed(2)} | ` +
        `${r.read.maxRssMb.toFixed(0)} | ${r.rebuild.maxRssMb.toFixed(0)} | ≥ ${TARGETS.ratio} × and ≥ ${floor}/s | ${ok ? 'PASS' : 'MISS'} |`,
    )
  }
  console.log(met ? '\nAll targets met.' : '\nSome targets NOT met.')
}

const measure = process.argv.find((a) => a.startsWith('--measure='))?.slice('--measure='.length)
if (measure === 'read' || measure === 'rebuild') await measureInChild(measure)
else await main()
