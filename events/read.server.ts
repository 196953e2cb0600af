import type { Queryable } from '#db/types.ts'
import { currentVersion } from './append.server.ts'
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './rows.ts'
import { eventTypes, type EventTypeRegistry, type RecordedEvent } from './types.ts'

export interface ReadStreamOptions {
  /** First version to return (1-based, inclusive); default 1. */
  fromVersion?: number
  /** At most this many events. */
  maxCount?: number
  registry?: EventTypeRegistry
}

/** A stream's events in version order, each payload parsed by its registered schema. */
export async function readStream(
  q: Queryable,
  streamId: string,
  options: ReadStreamOptions = {},
): Promise<RecordedEvent[]> {
  const rows = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
     WHERE stream_id = $1 AND stream_version >= $2
     ORDER BY stream_version
     LIMIT $3`,
    [streamId, options.fromVersion ?? 1, options.maxCount ?? null],
  )
  const registry = options.registry ?? eventTypes
  return rows.map((row) => toRecordedEvent(row, registry))
}

/** The stream's current version; 0 when it does not exist. */
export function streamVersion(q: Queryable, streamId: string): Promise<number> {
  return currentVersion(q, streamId)
}
