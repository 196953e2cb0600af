import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Queryable } from '#db/types.ts'
import { appendToStream } from '#events/append.server.ts'
import { catchUp, checkpointOf } from '#events/catch-up.server.ts'
import type { Projection } from '#events/projections/types.ts'
import type { RecordedEvent } from '#events/types.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { untilLogBelowHorizon } from '#tests/support/catch-up.ts'

/**
 * Reliability plan C4 (scaled to a test run): concurrent writers whose transactions stay
 * open for a random while AFTER drawing their global_position, a poller running our
 * catch-up reader and a naive `global_position > checkpoint` reader side by side. Ours
 * must see every event exactly once; on Postgres the naive one must miss some, which
 * proves the workload really commits out of position order (the test can fail).
 *
 * On PGlite everything shares one connection, so transactions never interleave and the
 * naive reader cannot miss anything: there the test only checks our reader.
 */
const onPostgres = testDatabaseKind === 'postgres'
const WRITERS = 8
const DURATION_MS = onPostgres ? 3_000 : 2_000
// Seconds a writer may sleep between its INSERT (identity taken) and its COMMIT.
const MAX_SLEEP = onPostgres ? 0.05 : 0.01

const sleepAfterInsert: Projection = {
  name: 'sleep-after-insert',
  tables: [],
  canHandle: ['*'],
  apply: async (tx) => {
    await tx.query('SELECT pg_sleep(random() * $1)', [MAX_SLEEP])
  },
}

const db = useTestDatabase()
beforeAll(async () => {
  await db().exec('CREATE TABLE IF NOT EXISTS catch_up_probe (global_position bigint NOT NULL)')
})
afterAll(async () => {
  await db().exec('DROP TABLE IF EXISTS catch_up_probe')
})

it('orders by transaction id as a number, not as text (xid 9 before 10 before 100)', async () => {
  await db().query(`INSERT INTO streams (stream_id, stream_type) VALUES ('agreement-x', 'agreement')`)
  for (const [version, xid] of [
    [1, '100'],
    [2, '9'],
    [3, '10'],
  ] as const) {
    await db().query(
      `INSERT INTO events (transaction_id, stream_id, stream_version, event_id, type, data, recorded_at, prev_hash, hash)
       VALUES ($1::xid8, 'agreement-x', $2, gen_random_uuid(), 'Edited', '{}', now(), '', '')`,
      [xid, version],
    )
  }
  const seen: string[] = []
  await catchUp(db(), 'order', async (_tx, event) => void seen.push(event.transactionId), { batchSize: 1 })
  // Old transaction ids, so all three sit below the snapshot horizon already.
  expect(seen).toEqual(['9', '10', '100'])
})

it('applies each event once when several instances of one consumer race', async () => {
  for (let s = 0; s < 10; s++) {
    const events = Array.from({ length: 30 }, (_, n) => ({ type: 'Edited', data: { s, n } }))
    await appendToStream(db(), `agreement-race${s}`, 'no_stream', events, { projections: [] })
  }
  const probe = async (tx: Queryable, event: RecordedEvent) => {
    await tx.query('INSERT INTO catch_up_probe (global_position) VALUES ($1)', [event.globalPosition])
  }
  await untilLogBelowHorizon(db())
  // The losers of each checkpoint compare-and-set roll their batch back, probe rows included.
  const counts = await Promise.all(
    Array.from({ length: 3 }, () => catchUp(db(), 'racers', probe, { batchSize: 20 })),
  )
  const [row] = await db().query<{ rows: number; distinct: number }>(
    'SELECT count(*)::bigint AS rows, count(DISTINCT global_position)::bigint AS distinct FROM catch_up_probe',
  )
  expect(row).toEqual({ rows: 300, distinct: 300 })
  expect(counts.reduce((a, b) => a + b, 0)).toBe(300)
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('catch-up misses and repeats nothing under concurrent, slow-committing writers', async () => {
  const deadline = Date.now() + DURATION_MS
  let writing = true

  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    for (let n = 0; Date.now() < deadline; n++) {
      await appendToStream(db(), `agreement-writer${w}`, 'any', [{ type: 'Edited', data: { w, n } }], {
        projections: [sleepAfterInsert],
      })
    }
  })

  // Our reader: the handler's insert and the checkpoint commit together.
  const ours = (batchSize: number) =>
    catchUp(
      db(),
      'probe',
      async (tx, event) => {
        await tx.query('INSERT INTO catch_up_probe (global_position) VALUES ($1)', [event.globalPosition])
      },
      { batchSize },
    )

  const naiveSeen = new Set<number>()
  let naiveCheckpoint = 0
  const naive = async () => {
    const rows = await db().query<{ global_position: number }>(
      'SELECT global_position FROM events WHERE global_position > $1 ORDER BY global_position LIMIT 1000',
      [naiveCheckpoint],
    )
    for (const row of rows) naiveSeen.add(row.global_position)
    if (rows.length > 0) naiveCheckpoint = rows[rows.length - 1]!.global_position
  }

  const poll = async (read: () => Promise<unknown>) => {
    while (writing) {
      await read()
      await pause(1)
    }
  }
  const pollers = [poll(() => ours(50)), poll(naive)]
  await Promise.all(writers)
  writing = false
  await Promise.all(pollers)

  // Writers are done, so the horizon soon covers every event: drain both readers. The
  // horizon is the cluster's, so a transaction open in another database (another test
  // worker's) holds it back for a moment: drain until our reader has everything.
  await untilLogBelowHorizon(db())
  const [{ total: written } = { total: 0 }] = await db().query<{ total: number }>(
    'SELECT count(*)::bigint AS total FROM events',
  )
  for (let tries = 0; tries < 200; tries++) {
    await ours(500)
    const [seen] = await db().query<{ n: number }>('SELECT count(*)::bigint AS n FROM catch_up_probe')
    if ((seen?.n ?? 0) >= written) break
    await pause(50)
  }
  await naive()

  const [events] = await db().query<{ total: number; last: number }>(
    `SELECT count(*)::bigint AS total,
            (SELECT global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) AS last
     FROM events`,
  )
  const [probe] = await db().query<{ rows: number; distinct: number }>(
    'SELECT count(*)::bigint AS rows, count(DISTINCT global_position)::bigint AS distinct FROM catch_up_probe',
  )
  const total = events!.total
  const naiveMissed = total - naiveSeen.size
  console.info(
    `[catch-up ${testDatabaseKind}] ${total} events by ${WRITERS} writers in ${DURATION_MS} ms: ` +
      `ours processed ${probe!.rows} (${probe!.distinct} distinct); naive missed ${naiveMissed}`,
  )

  expect(total).toBeGreaterThan(WRITERS)
  expect(probe!.rows).toBe(total) // nothing missed, nothing applied twice
  expect(probe!.distinct).toBe(total)
  expect((await checkpointOf(db(), 'probe')).position).toBe(events!.last)
  if (onPostgres) expect(naiveMissed).toBeGreaterThan(0)
})
