import { randomUUID } from 'node:crypto'
import { isUuid } from '#domain/shared/ids.ts'
import { readModelsChanged } from '#db/read-model-changes.ts'
import { sqlState, UNIQUE_VIOLATION, type Db, type Queryable } from '#db/types.ts'
import { APPEND, CURRENT_VERSION, EVENTS_BY_ID, type AppendedRow, type PreparedEvent } from './append-sql.ts'
import { GENESIS_HASH, hashHead, hashTail, normalisedCanonical } from './hash-chain.ts'
import { countAppend, countConcurrencyError } from './metrics.server.ts'
import { inlineProjections } from './projections/index.ts'
import { applyProjections, handles, type Projection } from './projections/types.ts'
import { toRecordedEvent, type EventRow } from './rows.ts'
import {
  ConcurrencyError,
  DuplicateEventIdError,
  eventTypes,
  streamTypeOf,
  type AppendResult,
  type EventTypeRegistry,
  type ExpectedVersion,
  type JsonObject,
  type NewEvent,
  type RecordedEvent,
} from './types.ts'

export interface AppendOptions {
  /** Run inside the append's transaction; defaults to the registered inline projections. */
  projections?: readonly Projection[]
  /** Merged under each event's own metadata: actorId, requestId, ip, userAgent. */
  metadata?: JsonObject
  /** recorded_at of every event in this append; injectable so tests control the clock. */
  now?: Date
  registry?: EventTypeRegistry
}

/**
 * Appends events to a stream if its version is as expected, atomically with the inline
 * projections. Retrying with the same event ids returns the first append's result and
 * stores nothing: the duplicate is detected after a conflict or a unique violation, so a
 * first attempt pays no extra lookup.
 */
export async function appendToStream(
  db: Db,
  streamId: string,
  expected: ExpectedVersion,
  events: readonly NewEvent[],
  options: AppendOptions = {},
): Promise<AppendResult> {
  checkExpected(expected)
  const prepared = prepareEvents(streamId, events, options)
  const projections = options.projections ?? inlineProjections
  const projected = prepared.events.some((event) => projections.some((p) => handles(p, event.type)))
  const registry = options.registry ?? eventTypes
  for (let attempt = 1; ; attempt++) {
    let written: AppendResult | null
    let raced = false
    try {
      written = projected
        ? await db
            .transaction(async (tx) => {
              const result = await writeEvents(tx, streamId, expected, prepared)
              // Nothing was written when the expected version did not hold; the empty
              // transaction commits harmlessly and the conflict is reported below.
              if (result) await applyProjections(tx, projections, result.events)
              return result
            })
            // Settled: readers that keep projected rows (db/read-model-changes.ts) re-read.
            .finally(() => readModelsChanged(db))
        : await writeEvents(db, streamId, expected, prepared)
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error
      written = null
      raced = true
    }
    if (written) {
      countAppend(streamId, written.events.length)
      return written
    }
    // The transaction has rolled back, so this sees what the winning append committed.
    const retried = await storedAppend(db, streamId, prepared, registry)
    if (retried) return retried
    // Without a version to hold, losing the race for the next version is no conflict:
    // read the new head and try again (each lost race means another append won).
    const unversioned = expected === 'any' || expected === 'stream_exists'
    if (!(raced && unversioned && attempt < MAX_UNVERSIONED_ATTEMPTS)) {
      countConcurrencyError(streamId)
      throw new ConcurrencyError(streamId, expected, await currentVersion(db, streamId))
    }
  }
}

/**
 * The append inside a transaction the caller holds (a command's turn on its stream,
 * events/stream-lock.server.ts): the compare-and-set insert and the inline projections,
 * or null when the expected version did not hold. A unique violation is left to abort the
 * caller's transaction; `appendedBefore` then tells a retry from a real conflict.
 */
export async function appendInTransaction(
  tx: Queryable,
  streamId: string,
  expected: ExpectedVersion,
  events: readonly NewEvent[],
  options: AppendOptions = {},
): Promise<AppendResult | null> {
  checkExpected(expected)
  const prepared = prepareEvents(streamId, events, options)
  const result = await writeEvents(tx, streamId, expected, prepared)
  if (result) await applyProjections(tx, options.projections ?? inlineProjections, result.events)
  return result
}

/** Bounds the retries of an `any`/`stream_exists` append that keeps losing races. */
const MAX_UNVERSIONED_ATTEMPTS = 100

function checkExpected(expected: ExpectedVersion) {
  if (typeof expected === 'number' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new TypeError(`Expected version must be a whole number ≥ 0, got ${expected}`)
  }
}

/** The events of one append, and the time they are all recorded at. */
interface PreparedAppend {
  events: PreparedEvent[]
  recordedAt: Date
}

/** Validates registered payloads and fixes each event's id, time and canonical texts. */
function prepareEvents(
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions,
): PreparedAppend {
  if (events.length === 0) throw new TypeError(`Nothing to append to ${streamId}`)
  const registry = options.registry ?? eventTypes
  // Most appends give every event the same metadata: normalise it once.
  const shared = normalisedCanonical({ ...options.metadata })
  const prepared = events.map((event): PreparedEvent => {
    const data = normalisedCanonical(registry.parse(event.type, event.data, `for ${streamId}`))
    const metadata = event.metadata ? normalisedCanonical({ ...options.metadata, ...event.metadata }) : shared
    return {
      eventId: event.eventId ?? randomUUID(),
      type: event.type,
      schemaVersion: registry.schemaVersionOf(event.type),
      data: data.value,
      metadata: metadata.value,
      dataText: data.text,
      metadataText: metadata.text,
    }
  })
  const malformed = prepared.find((e) => !isUuid(e.eventId))
  if (malformed) throw new TypeError(`Event id ${malformed.eventId} is not a UUID`)
  if (new Set(prepared.map((e) => e.eventId)).size !== prepared.length) {
    throw new TypeError(`The same event id appears twice in one append to ${streamId}`)
  }
  return { events: prepared, recordedAt: options.now ?? new Date() }
}

/** The compare-and-set insert (one function call), or null when the version did not hold. */
async function writeEvents(
  q: Queryable,
  streamId: string,
  expected: ExpectedVersion,
  { events: prepared, recordedAt }: PreparedAppend,
): Promise<AppendResult | null> {
  const [mode, version] = typeof expected === 'number' ? ['version', expected] : [expected, 0]
  const rows = await q.query<AppendedRow>(APPEND, [
    streamId,
    streamTypeOf(streamId),
    mode,
    version,
    prepared.map((e) => e.eventId),
    prepared.map((e) => e.type),
    prepared.map((e) => e.schemaVersion),
    prepared.map((e) => e.dataText),
    prepared.map((e) => e.metadataText),
    prepared.map((e) => hashTail(e.type)),
    recordedAt.toISOString(),
    hashHead(streamId, recordedAt),
    GENESIS_HASH,
  ])
  if (rows.length === 0) return null
  // The function returns only what the database decided; the rest is what was sent.
  const events = rows.map((row, i): RecordedEvent => {
    const event = prepared[i]!
    return {
      globalPosition: row.global_position,
      transactionId: row.transaction_id,
      streamId,
      streamVersion: row.stream_version,
      eventId: event.eventId,
      type: event.type,
      schemaVersion: event.schemaVersion,
      data: event.data,
      metadata: event.metadata,
      recordedAt: new Date(recordedAt),
      prevHash: row.prev_hash,
      hash: row.hash,
    }
  })
  return toResult(events)
}

function toResult(events: RecordedEvent[]): AppendResult {
  const last = events[events.length - 1]!
  return { nextExpectedVersion: last.streamVersion, firstGlobalPosition: events[0]!.globalPosition, events }
}

export async function currentVersion(q: Queryable, streamId: string): Promise<number> {
  const [row] = await q.query<{ version: number }>(CURRENT_VERSION, [streamId])
  return row?.version ?? 0
}

/**
 * After a conflict or a unique violation: if every event id of this append is already in
 * this stream, it is a retry of an append that succeeded (sequentially, or a parallel
 * twin that won the race) — return that append's result. Ids stored elsewhere, or only
 * some of them, are a real error; none stored means the append itself was refused.
 */
function storedAppend(
  db: Db,
  streamId: string,
  { events: prepared }: PreparedAppend,
  registry: EventTypeRegistry,
): Promise<AppendResult | null> {
  return appendedBefore(
    db,
    streamId,
    prepared.map((e) => e.eventId),
    registry,
  )
}

/** `storedAppend` by event ids, for a caller that chose its events' ids itself. */
export async function appendedBefore(
  db: Queryable,
  streamId: string,
  ids: readonly string[],
  registry: EventTypeRegistry = eventTypes,
): Promise<AppendResult | null> {
  const stored = await db.query<EventRow>(EVENTS_BY_ID, [ids])
  if (stored.length === ids.length && stored.every((row) => row.stream_id === streamId)) {
    const ordered = stored.sort((a, b) => a.stream_version - b.stream_version)
    return toResult(ordered.map((row) => toRecordedEvent(row, registry)))
  }
  if (stored.length > 0)
    throw new DuplicateEventIdError(
      streamId,
      stored.map((row) => row.event_id),
    )
  return null
}
