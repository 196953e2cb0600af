import { eventTypes, type EventTypeRegistry, type JsonObject, type RecordedEvent } from './types.ts'

/**
 * One SELECT list and one row mapper for every reader (stream reads, catch-up, rebuild,
 * an idempotent retry's lookup), so a RecordedEvent looks the same whichever path made it.
 * xid8 is selected as text: it is 64-bit and neither driver maps it to a JS number.
 */
export const EVENT_COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id,
  stream_version, event_id::text AS event_id, type, schema_version, data, metadata, recorded_at,
  prev_hash, hash`

export interface EventRow {
  [column: string]: unknown
  global_position: number
  transaction_id: string
  stream_id: string
  stream_version: number
  event_id: string
  type: string
  schema_version: number
  data: unknown
  metadata: JsonObject | null
  recorded_at: Date | string
  prev_hash: string
  hash: string
}

/**
 * Raw row to RecordedEvent; `data` of a registered type is upcast to its current version
 * and parsed by its schema. `null` skips both, for rows the caller has just validated and
 * written itself (in the current version). `hash` and `prevHash` are the row's: they cover
 * the payload as stored, never the upcast one.
 */
export function toRecordedEvent(
  row: EventRow,
  registry: EventTypeRegistry | null = eventTypes,
): RecordedEvent {
  const where = `at ${row.stream_id}@${row.stream_version} (global position ${row.global_position})`
  const read = registry
    ? registry.read(row.type, row.schema_version, row.data, where)
    : { schemaVersion: row.schema_version, data: row.data }
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    eventId: row.event_id,
    type: row.type,
    schemaVersion: read.schemaVersion,
    data: read.data,
    metadata: row.metadata ?? {},
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
    prevHash: row.prev_hash,
    hash: row.hash,
  }
}
