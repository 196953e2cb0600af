import type { Db } from '#db/types.ts'
import { appendToStream, type AppendOptions } from './append.server.ts'
import { sha256Hex } from './hash-chain.ts'
import { readStream } from './read.server.ts'
import { ConcurrencyError, type AppendResult, type NewEvent, type RecordedEvent } from './types.ts'

/** The event shape deciders see; RecordedEvent satisfies it, and domain/ need not import events/. */
export interface DomainEvent {
  type: string
  data: unknown
}

/**
 * A pure aggregate: `evolve` folds events into state, `decide` turns a command and the
 * state into new events (or throws a domain error). Time and outside data come in through
 * the command — never Date.now() inside `decide` — so a retry decides the same way.
 */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> {
  initialState: () => State
  evolve: (state: State, event: Event) => State
  decide: (command: Command, state: State) => Event | readonly Event[]
}

/** `metadata` (actorId, requestId, ip, userAgent) is stored with every event produced. */
export interface HandleCommandOptions extends AppendOptions {
  /** Re-reads and re-decides this many times after a version conflict, then rethrows. */
  maxRetries?: number
  /**
   * The form's idempotency key. Event ids are derived from it, so submitting the same
   * command twice (a double click, a replayed request) stores its events once and both
   * calls get the first result.
   */
  commandId?: string
}

export interface CommandResult<State> extends AppendResult {
  newState: State
  /** Version conflicts survived on the way. */
  retries: number
}

export async function handleCommand<State, Command, Event extends DomainEvent>(
  db: Db,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: HandleCommandOptions = {},
): Promise<CommandResult<State>> {
  const { maxRetries = 3, commandId, ...appendOptions } = options
  for (let retries = 0; ; retries++) {
    const history = await readStream(db, streamId, { registry: options.registry })
    const state = fold(decider, history)
    const version = history.at(-1)?.streamVersion ?? 0

    if (commandId && history.some((e) => e.eventId === commandEventId(commandId, 0))) {
      return { ...appendedBy(history, commandId), newState: state, retries }
    }
    const decided = ([] as Event[]).concat(decider.decide(command, state))
    if (decided.length === 0) {
      return { nextExpectedVersion: version, firstGlobalPosition: 0, events: [], newState: state, retries }
    }
    const events: NewEvent[] = decided.map((event, index) => ({
      ...event,
      eventId: commandId ? commandEventId(commandId, index) : (event as NewEvent).eventId,
    }))
    try {
      const result = await appendToStream(
        db,
        streamId,
        version === 0 ? 'no_stream' : version,
        events,
        appendOptions,
      )
      return { ...result, newState: fold(decider, result.events, state), retries }
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || retries >= maxRetries) throw error
      // A short random pause, growing with each loss, so that many writers racing for one
      // stream spread out instead of colliding again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** retries)))
    }
  }
}

function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly RecordedEvent[],
  from: State = decider.initialState(),
): State {
  // The registry has parsed each payload, so the stored events are the decider's events.
  return events.reduce((state, event) => decider.evolve(state, event as unknown as Event), from)
}

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
