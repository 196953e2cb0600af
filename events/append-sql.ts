import { EVENT_COLUMNS } from './rows.ts'

/**
 * The append is one call to the `append_to_stream` function
 * (db/migrations/0020_append_by_unique_version.sql): lookup of the previous event's hash
 * at the expected version, hash chaining and the insert — whose unique key
 * (stream_id, stream_version) is the compare-and-set — in one round trip whose inner
 * plans PL/pgSQL keeps per session. It returns the database-assigned columns of the new
 * rows, or none when the expected version did not hold.
 */
export const APPEND = `SELECT global_position, transaction_id, stream_version, prev_hash, hash
  FROM append_to_stream($1, $2, $3, $4, $5::jsonb, $6)`

/** One element of the function's `p_events`; hash_prefix/suffix come from `hashParts`. */
export interface PreparedEvent {
  event_id: string
  type: string
  schema_version: number
  data: unknown
  metadata: Record<string, unknown>
  recorded_at: string
  hash_prefix: string
  hash_suffix: string
}

export interface AppendedRow {
  [column: string]: unknown
  global_position: number
  transaction_id: string
  stream_version: number
  prev_hash: string
  hash: string
}

/** A stream's version is its highest event version (the unique key's index answers it). */
export const CURRENT_VERSION = `SELECT stream_version AS version FROM events
  WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`

/** After a failed append: which of its event ids are stored already, and where. */
export const EVENTS_BY_ID = `SELECT ${EVENT_COLUMNS} FROM events
  WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`
