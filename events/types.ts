import type { z } from 'zod'
import { checkUpcasters, upcastPayload, type Upcasters } from './upcasting.ts'

/**
 * The event store's vocabulary: what a caller hands to `appendToStream`, what comes back
 * from a read, the errors the store raises, and the registry of event payload schemas.
 */

export type JsonObject = Record<string, unknown>

/**
 * An event before it is stored. `eventId` makes a retried append idempotent. Its payload
 * is in the type's current shape, and is stored under the type's current schema version.
 */
export interface NewEvent<TType extends string = string, TData = unknown> {
  eventId?: string
  type: TType
  data: TData
  metadata?: JsonObject
}

export interface RecordedEvent<TType extends string = string, TData = unknown> {
  globalPosition: number
  /** xid8 of the appending transaction, as text: it can exceed 2^53. */
  transactionId: string
  streamId: string
  /** 1-based, gap-free within a stream. */
  streamVersion: number
  eventId: string
  type: TType
  /** The version `data` is in: the type's current one once upcast on read (the row keeps its own). */
  schemaVersion: number
  /** As this build reads it: a registered type's payload upcast and parsed; the chain covers the row's. */
  data: TData
  metadata: JsonObject
  recordedAt: Date
  prevHash: string
  hash: string
}

/**
 * A number is the version the caller last saw (0 means the stream must not exist yet);
 * `no_stream` and `stream_exists` check existence only; `any` skips the check.
 */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any'

export interface AppendResult {
  /** The stream's version after this append: pass it as the next expected version. */
  nextExpectedVersion: number
  firstGlobalPosition: number
  events: RecordedEvent[]
}

/** Someone else appended first. A route turns this into HTTP 409, keeping the user's input. */
export class ConcurrencyError extends Error {
  readonly streamId: string
  readonly expected: ExpectedVersion
  /** The stream's version when the conflict was seen; 0 when the stream does not exist. */
  readonly actual: number

  /** `reason`, when given, replaces the version comparison in the message (a turn that never came). */
  constructor(streamId: string, expected: ExpectedVersion, actual: number, reason?: string) {
    super(reason ?? `Stream ${streamId} expected version ${String(expected)} but is at ${actual}`)
    this.name = 'ConcurrencyError'
    this.streamId = streamId
    this.expected = expected
    this.actual = actual
  }
}

/**
 * An event id is already stored but the append is not a plain retry: the id belongs to
 * another stream, or only some of the batch's ids were stored before.
 */
export class DuplicateEventIdError extends Error {
  readonly streamId: string
  readonly eventIds: string[]

  constructor(streamId: string, eventIds: string[]) {
    super(`Event id(s) ${eventIds.join(', ')} already stored, but not as one earlier append to ${streamId}`)
    this.name = 'DuplicateEventIdError'
    this.streamId = streamId
    this.eventIds = eventIds
  }
}

/** A payload does not match its registered schema (on append, or a stored row on read). */
export class EventSchemaError extends Error {
  readonly type: string
  readonly issues: z.core.$ZodIssue[]

  constructor(type: string, where: string, issues: z.core.$ZodIssue[]) {
    const detail = issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    super(`Event ${type} ${where} does not match its schema: ${detail}`)
    this.name = 'EventSchemaError'
    this.type = type
    this.issues = issues
  }
}

interface Registration {
  schema: z.ZodType
  schemaVersion: number
  upcasters: Upcasters
}

export interface RegisterOptions {
  /** The version new events are written with; 1 unless the payload changed shape. */
  schemaVersion?: number
  /** One per older version, so every stored payload reads in the current shape. */
  upcasters?: Upcasters
}

/**
 * Each event type registers a zod schema for its `data`, the schema version new events
 * are written with, and an upcaster from each older version. Appends validate registered
 * types before writing; reads upcast every row of a registered type to the current
 * version and parse it, failing loudly with the event's position if it no longer fits.
 *
 * Unknown types pass through unparsed on purpose: the log is shared by features that ship
 * at different times, a reader (or a rebuild) must not fail on an event it does not
 * consume, and projections already ignore types they do not handle.
 */
export class EventTypeRegistry {
  private readonly types = new Map<string, Registration>()

  register<TSchema extends z.ZodType>(type: string, schema: TSchema, options: RegisterOptions = {}) {
    const existing = this.types.get(type)
    if (existing && existing.schema !== schema) throw new Error(`Event type ${type} is already registered`)
    const { schemaVersion = 1, upcasters = {} } = options
    checkUpcasters(type, schemaVersion, upcasters)
    this.types.set(type, { schema, schemaVersion, upcasters })
    return schema
  }

  has(type: string): boolean {
    return this.types.has(type)
  }

  /** The schema version new events of this type are written with. */
  schemaVersionOf(type: string): number {
    return this.types.get(type)?.schemaVersion ?? 1
  }

  /** Validated data for a registered type; the data untouched for an unknown one. */
  parse(type: string, data: unknown, where: string): unknown {
    const registration = this.types.get(type)
    if (!registration) return data
    const result = registration.schema.safeParse(data)
    if (!result.success) throw new EventSchemaError(type, where, result.error.issues)
    return result.data
  }

  /**
   * A stored payload as this build reads it: upcast from the version it was stored under
   * to the current one, then parsed. A version above the current one (a newer build wrote
   * it) cannot be downcast: it is parsed as it is.
   */
  read(
    type: string,
    storedVersion: number,
    data: unknown,
    where: string,
  ): { schemaVersion: number; data: unknown } {
    const registration = this.types.get(type)
    if (!registration || storedVersion >= registration.schemaVersion) {
      return { schemaVersion: storedVersion, data: this.parse(type, data, where) }
    }
    const { schemaVersion, upcasters } = registration
    return {
      schemaVersion,
      data: this.parse(type, upcastPayload(data, storedVersion, schemaVersion, upcasters), where),
    }
  }
}

/** The process-wide registry the store reads and appends through. */
export const eventTypes = new EventTypeRegistry()

/** Registers a payload schema in the shared registry and returns it for `z.infer`. */
export function defineEvent<TSchema extends z.ZodType>(
  type: string,
  schema: TSchema,
  options: RegisterOptions = {},
): TSchema {
  return eventTypes.register(type, schema, options)
}

/** `agreement-<uuid>` belongs to stream type `agreement`. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-')
  return dash === -1 ? streamId : streamId.slice(0, dash)
}
