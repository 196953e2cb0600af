import { EVENT_COLUMNS } from './rows.ts'

/**
 * The append is one call to the `append_to_stream` function
 * (db/migrations/0023_append_with_payload_texts.sql): lookup of the previous event's hash
 * at the expected version, hash chaining and the insert — whose unique key
 * (stream_id, stream_version) is the compare-and-set — in one round trip whose inner
 * plans PL/pgSQL keeps per session. The events travel as one array per column, each
 * payload once as its canonical text. It returns the database-assigned columns of the new
 * rows, or none when the expected version did not hold.
 */
export const APPEND = `SELECT global_position, transaction_id, stream_version, prev_hash, hash
  FROM append_to_stream($1, $2, $3, $4, $5::uuid[], $6::text[], $7::int[], $8::text[], $9::text[],
                        $10::text[], $11::timestamptz, $12, $13)`

/** An event ready to append: payloads normalised, with the canonical texts that are hashed. */
export interface PreparedEvent {
  eventId: string
  type: string
  schemaVersion: number
  data: unknown
  metadata: Record<string, unknown>
  dataText: string
  metadataText: string
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
