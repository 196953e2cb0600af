import type { Db, Queryable } from '#db/types.ts'
import { readModelsChanged } from '#db/read-model-changes.ts'
import { inlineProjections } from './projections/index.ts'
import { applyProjections, type Projection } from './projections/types.ts'
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows.ts'
import { eventTypes, type EventTypeRegistry, type RecordedEvent } from './types.ts'

export interface RebuildResult {
  events: number
  projections: string[]
}

const PAGE = 1000
/** Streams replayed at once within a page: their statements share the one connection, pipelined. */
const LANES = 16

/**
 * Replays the whole log into freshly emptied projection tables, in ONE transaction: a
 * reader sees the old rows or the new ones, never a half-built table, and a failure
 * leaves the old rows in place. Global order is each stream's version order too, because
 * an append at version N + 1 finds event N committed before it draws its identities.
 */
export async function rebuildProjections(
  db: Db,
  projections: readonly Projection[] = inlineProjections,
  { registry = eventTypes, pageSize = PAGE }: { registry?: EventTypeRegistry; pageSize?: number } = {},
): Promise<RebuildResult> {
  const tables = [...new Set(projections.flatMap((p) => p.tables))]
  const perEvent = projections.filter((p) => !p.replay)
  const replays = projections.flatMap((p) =>
    p.replay ? [typeof p.replay === 'function' ? p.replay() : p.replay] : [],
  )
  return (
    db
      .transaction(async (tx) => {
        if (tables.length > 0) await tx.exec(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`)
        await fasterCompression(tx)
        const readPage = (after: number) => {
          const page = tx.query<EventRow>(
            `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
            [after, pageSize],
          )
          // Awaited in the next turn of the loop; a failure before then is the rebuild's, not this read's.
          page.catch(() => undefined)
          return page
        }
        const writes: Promise<unknown>[] = []
        const later = (write: Promise<unknown>) => {
          write.catch(() => undefined)
          writes.push(write)
        }
        let count = 0
        try {
          for (let pending = readPage(0); ;) {
            const rows = await pending
            // The next page is read while this one is decoded and replayed (nothing writes `events` here).
            if (rows.length === pageSize) pending = readPage(rows[rows.length - 1]!.global_position)
            const events = rows.map((row) => toRecordedEvent(row, registry))
            await applyPage(tx, perEvent, events)
            for (const replay of replays) await replay.page(tx, events, later)
            count += rows.length
            if (rows.length < pageSize) break
          }
          await Promise.all(writes)
        } catch (error) {
          // A write that failed unawaited aborted the transaction: it is the cause, not what failed next.
          await Promise.all(writes)
          throw error
        }
        for (const replay of replays) await replay.finish?.(tx)
        return { events: count, projections: projections.map((p) => p.name) }
      })
      // Committed or not, readers that keep projected rows (db/read-model-changes.ts) re-read.
      .finally(() => readModelsChanged(db))
  )
}

/**
 * One page of the log, each stream's events in order but several streams at once: a
 * projection's rows belong to one stream, or are counters and maxima that any order of
 * streams leaves alike (see the Projection contract). On PostgreSQL the lanes' statements
 * are pipelined on the transaction's connection instead of waiting a round trip each.
 */
async function applyPage(tx: Queryable, projections: readonly Projection[], events: RecordedEvent[]) {
  const byStream = new Map<string, RecordedEvent[]>()
  for (const event of events) {
    const stream = byStream.get(event.streamId)
    if (stream) stream.push(event)
    else byStream.set(event.streamId, [event])
  }
  const streams = [...byStream.values()]
  let next = 0
  const lane = async () => {
    for (let i = next++; i < streams.length; i = next++) await applyProjections(tx, projections, streams[i]!)
  }
  await Promise.all(Array.from({ length: Math.min(LANES, streams.length) }, lane))
}

/**
 * The rebuild rewrites every version's full text: with pglz, compressing it took longer than
 * everything else the rebuild does. Where the server has lz4 (PostgreSQL built with it; not
 * PGlite) the rebuild's new values use it — readers see the same text, live writes are unchanged.
 */
async function fasterCompression(tx: Queryable) {
  await tx.query(
    `SELECT set_config('default_toast_compression', 'lz4', true) FROM pg_settings
      WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`,
  )
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
