import { randomUUID } from 'node:crypto'
import { readModelsChanged } from '#db/read-model-changes.ts'
import { sqlState, UNIQUE_VIOLATION, type Db } from '#db/types.ts'
import { appendedBefore, appendInTransaction, type AppendOptions } from './append.server.ts'
import { sha256Hex } from './hash-chain.ts'
import { countAppend, countConcurrencyError } from './metrics.server.ts'
import { readStream } from './read.server.ts'
import { StreamTurnTimeout, withStreamTurn } from './stream-lock.server.ts'
import { ConcurrencyError, type AppendResult, type NewEvent, type RecordedEvent } from './types.ts'
import type { Decider, DomainEvent } from '#domain/shared/decider.ts'

// The decider's shape lives in domain/shared beside the aggregates that declare it.
export type { Decider, DomainEvent } from '#domain/shared/decider.ts'

/** How long a command may wait for its turn on a busy stream, and retry, before it gives up. */
export const COMMAND_DEADLINE_MS = 10_000

/** `metadata` (actorId, requestId, ip, userAgent) is stored with every event produced. */
export interface HandleCommandOptions extends AppendOptions {
  /**
   * Milliseconds the command may spend waiting for its turn on the stream and retrying
   * after a conflict; past it the ConcurrencyError goes to the caller (HTTP 409).
   */
  deadlineMs?: number
  /**
   * The form's idempotency key. Event ids are derived from it, so submitting the same
   * command twice (a double click, a replayed request) stores its events once and both
   * calls get the first result.
   */
  commandId?: string
}

export interface CommandResult<State> extends AppendResult {
  newState: State
  /** Version conflicts survived on the way (a writer that took no turn moved the stream). */
  retries: number
}

/**
 * Load → decide → append, as one turn on the stream (events/stream-lock.server.ts): the
 * writers of one stream go one after another, each deciding on the state the one before
 * left, so a command that only adds (a comment, an export, a message) never loses to
 * another addition, and a stale edit is refused by its decider. A conflict with a writer
 * that took no turn is retried, re-read and re-decided until the deadline.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  db: Db,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: HandleCommandOptions = {},
): Promise<CommandResult<State>> {
  const { deadlineMs = COMMAND_DEADLINE_MS, commandId, ...appendOptions } = options
  const deadline = Date.now() + deadlineMs
  let seen = 0
  for (let retries = 0; ; retries++) {
    let eventIds: string[] = []
    try {
      const done = await withStreamTurn(db, streamId, deadline, async (tx) => {
        const history = await readStream(tx, streamId, { registry: options.registry })
        const state = fold(decider, history)
        const version = (seen = history.at(-1)?.streamVersion ?? 0)

        if (commandId && history.some((e) => e.eventId === commandEventId(commandId, 0))) {
          return { ...appendedBy(history, commandId), newState: state, retries }
        }
        const decided = ([] as Event[]).concat(decider.decide(command, state))
        if (decided.length === 0) {
          return {
            nextExpectedVersion: version,
            firstGlobalPosition: 0,
            events: [],
            newState: state,
            retries,
          }
        }
        const events: NewEvent[] = decided.map((event, index) => ({
          ...event,
          eventId: commandId ? commandEventId(commandId, index) : (fixedEventId(event) ?? randomUUID()),
        }))
        eventIds = events.map((e) => e.eventId!)
        const expected = version === 0 ? 'no_stream' : version
        const result = await appendInTransaction(tx, streamId, expected, events, appendOptions)
        if (!result) throw new ConcurrencyError(streamId, expected, version)
        return { ...result, newState: fold(decider, result.events, state), retries }
      })
      // Counted once the turn's transaction has committed; a repeat of an earlier run wrote nothing.
      if (eventIds.length > 0 && done.events[0]?.eventId === eventIds[0])
        countAppend(streamId, done.events.length)
      return done
    } catch (error) {
      if (error instanceof StreamTurnTimeout) {
        countConcurrencyError(streamId)
        throw new ConcurrencyError(streamId, 'any', seen, error.message)
      }
      const conflict = error instanceof ConcurrencyError || sqlState(error) === UNIQUE_VIOLATION
      if (!conflict) throw error
      if (eventIds.length > 0 && sqlState(error) === UNIQUE_VIOLATION) {
        // Our ids already stored: in this stream, an earlier run of these very events
        // (ids a decider fixed); in another, a DuplicateEventIdError — nothing to wait out.
        const stored = await appendedBefore(db, streamId, eventIds)
        if (stored) {
          const now = await readStream(db, streamId, { registry: options.registry })
          return { ...stored, newState: fold(decider, now), retries }
        }
      }
      // A short random pause, growing with each loss, so that writers that take no turn
      // spread out instead of colliding again in lockstep.
      const pause = Math.random() * Math.min(100, 5 * 2 ** retries)
      if (Date.now() + pause >= deadline) {
        countConcurrencyError(streamId)
        throw error instanceof ConcurrencyError ? error : new ConcurrencyError(streamId, seen, seen + 1)
      }
      await new Promise((resolve) => setTimeout(resolve, pause))
    } finally {
      // Whatever the turn wrote to the read models has settled (committed or rolled back).
      if (eventIds.length > 0) readModelsChanged(db)
    }
  }
}

function fold<State>(
  decider: Pick<Decider<State, never, DomainEvent>, 'initialState' | 'evolve'>,
  events: readonly RecordedEvent[],
  from: State = decider.initialState(),
): State {
  return events.reduce(decider.evolve, from)
}

/** An id the decider fixed on the event itself, if it did. */
const fixedEventId = (event: DomainEvent): string | undefined =>
  'eventId' in event && typeof event.eventId === 'string' ? event.eventId : undefined

/** A UUID-shaped id fixed by (command id, index): the same command always yields the same ids. */
export function commandEventId(commandId: string, index: number): string {
  const hex = sha256Hex(`${commandId}:${index}`)
  // Version nibble 5 and the RFC 4122 variant, so the id passes strict uuid validators.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** The events an earlier run of this command appended (one append, so one transaction). */
function appendedBy(history: readonly RecordedEvent[], commandId: string): AppendResult {
  const first = history.find((e) => e.eventId === commandEventId(commandId, 0))!
  const events = history.filter((e) => e.transactionId === first.transactionId)
  return {
    nextExpectedVersion: events.at(-1)!.streamVersion,
    firstGlobalPosition: first.globalPosition,
    events,
  }
}
