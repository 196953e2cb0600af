import type { Db, Queryable } from '#db/types.ts'
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows.ts'
import { eventTypes, type EventTypeRegistry, type RecordedEvent } from './types.ts'

/**
 * A gap-safe reader for asynchronous consumers (projectors, outboxes).
 *
 * Why not `global_position > checkpoint`: identities are taken when a writer inserts, not
 * when it commits, so a slow writer's lower position becomes visible after a faster
 * writer's higher one, and a position cursor has already moved past it — the event is
 * skipped for good (reliability plan, fact 6). Instead the cursor is the pair
 * (transaction_id, global_position), and only transactions older than the oldest one
 * still running (`pg_snapshot_xmin`) are read: every transaction below that horizon has
 * finished, so no row can appear behind the cursor later.
 *
 * Exactly-once (fact 7): the handler's writes and the checkpoint move in ONE transaction,
 * and the checkpoint is compare-and-set. If another instance moved it meanwhile, this
 * batch rolls back — handler writes included — and reading resumes from the stored one.
 */
export type CatchUpHandler = (tx: Queryable, event: RecordedEvent) => Promise<void>

export interface CatchUpOptions {
  batchSize?: number
  /** Stop after this many batches (default: until nothing is left below the horizon). */
  maxBatches?: number
  /** Parses (and upcasts) each payload; the shared registry by default. */
  registry?: EventTypeRegistry
}

interface Checkpoint {
  transactionId: string
  position: number
}

class CheckpointMoved extends Error {}

// ORDER BY names the table's columns: a bare `transaction_id` would sort by the SELECT
// list's `transaction_id::text` alias, putting xid 1000 before 999 and skipping events.
const READ_BATCH = `
  SELECT ${EVENT_COLUMNS} FROM events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY events.transaction_id, events.global_position
  LIMIT $3`

/** Processes everything committed since the consumer's checkpoint; returns how many events. */
export async function catchUp(
  db: Db,
  name: string,
  handler: CatchUpHandler,
  options: CatchUpOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 500
  const maxBatches = options.maxBatches ?? Number.POSITIVE_INFINITY
  const registry = options.registry ?? eventTypes
  await db.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [
    name,
  ])
  let processed = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    let count: number
    try {
      count = await db.transaction((tx) => processBatch(tx, name, handler, batchSize, registry))
    } catch (error) {
      if (error instanceof CheckpointMoved) continue
      throw error
    }
    processed += count
    if (count < batchSize) break
  }
  return processed
}

async function processBatch(
  tx: Queryable,
  name: string,
  handler: CatchUpHandler,
  batchSize: number,
  registry: EventTypeRegistry,
) {
  const from = await readCheckpoint(tx, name)
  const rows = await tx.query<EventRow>(READ_BATCH, [from.transactionId, from.position, batchSize])
  if (rows.length === 0) return 0
  for (const row of rows) await handler(tx, toRecordedEvent(row, registry))
  const last = rows[rows.length - 1]!
  const moved = await tx.query(
    `UPDATE projection_checkpoints
     SET last_transaction_id = $2::xid8, last_global_position = $3, updated_at = now()
     WHERE name = $1 AND last_transaction_id = $4::xid8 AND last_global_position = $5
     RETURNING name`,
    [name, last.transaction_id, last.global_position, from.transactionId, from.position],
  )
  // Zero rows: another instance advanced the checkpoint; throwing rolls our writes back.
  if (moved.length === 0) throw new CheckpointMoved()
  return rows.length
}

async function readCheckpoint(q: Queryable, name: string): Promise<Checkpoint> {
  const [row] = await q.query<{ transaction_id: string; position: number }>(
    `SELECT last_transaction_id::text AS transaction_id, last_global_position AS position
     FROM projection_checkpoints WHERE name = $1`,
    [name],
  )
  if (!row) throw new Error(`No checkpoint row for ${name}`)
  return { transactionId: row.transaction_id, position: row.position }
}

/** Where a consumer has got to, for monitoring and tests. */
export function checkpointOf(q: Queryable, name: string): Promise<Checkpoint> {
  return readCheckpoint(q, name)
}

/**
 * How far each catch-up consumer is behind the log's head, in global positions (the
 * metrics' projection lag, read on scrape): the head is one index lookup, whatever the log's size.
 * Positions of rolled-back appends leave gaps, so this is an upper bound on events.
 */
export async function catchUpLag(q: Queryable): Promise<{ name: string; behind: number }[]> {
  const [head] = await q.query<{ position: number | null }>(
    'SELECT max(global_position) AS position FROM events',
  )
  const readers = await q.query<{ name: string; position: number }>(
    'SELECT name, last_global_position AS position FROM projection_checkpoints ORDER BY name',
  )
  const top = Number(head?.position ?? 0)
  return readers.map((r) => ({ name: r.name, behind: Math.max(0, top - Number(r.position)) }))
}
