import type { Queryable } from '#db/types.ts'
import type { RecordedEvent } from '../types.ts'

/**
 * A read model kept from events. Inline projections run inside the append's transaction
 * (so the page after a redirect already shows the change); the same `apply` replays the
 * whole log on rebuild, which first truncates `tables` — so `apply` must produce the same
 * rows whether it sees an event live or during a replay, and write only to `tables`.
 */
export interface Projection {
  name: string
  /** Tables this projection owns; emptied by a rebuild. */
  tables: readonly string[]
  /** Event types it consumes; `'*'` means every type. */
  canHandle: readonly string[]
  /** Called with the transaction's handle only: the outer one would deadlock PGlite. */
  apply(tx: Queryable, event: RecordedEvent): Promise<void>
  /**
   * Optional, rebuild only: a cheaper replay of the whole log ending in the same rows as
   * `apply` on every event. `page` gets each page of the log in order, after the projections
   * without a replay have applied it; `finish` runs once after the last page. A replay that
   * keeps state from page to page is given as a function making a fresh one for each rebuild.
   */
  replay?: Replay | (() => Replay)
}

export interface Replay {
  page(tx: Queryable, events: readonly RecordedEvent[], later: Later): Promise<void>
  finish?(tx: Queryable): Promise<void>
}

/**
 * Hands the rebuild a write already sent that this replay need not wait for: statements run
 * in the order they were sent on the transaction, so any later read sees it, and the rebuild
 * waits for every such write (and fails with it) before it finishes.
 */
export type Later = (write: Promise<unknown>) => void

export function handles(projection: Projection, type: string): boolean {
  return projection.canHandle.includes('*') || projection.canHandle.includes(type)
}

/** Runs every projection that consumes each event, in order. */
export async function applyProjections(
  tx: Queryable,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    for (const projection of projections) {
      if (handles(projection, event.type)) await projection.apply(tx, event)
    }
  }
}

/** How many events of `type` there are per key (a replay's counter, added in one statement). */
export function tally(
  events: readonly RecordedEvent[],
  type: string,
  keyOf: (data: unknown) => string,
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const event of events) {
    if (event.type !== type) continue
    const key = keyOf(event.data)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** Skips an event type on purpose: named in the table, so that a new type must be decided on. */
export const IGNORED = 'ignored'

type Handler<Type extends string, Data> = (tx: Queryable, event: RecordedEvent<Type, Data>) => Promise<void>

/** A projection's decision for every type of one event union: how it applies it, or IGNORED. */
export type EventHandlers<Payloads> = {
  [Type in keyof Payloads & string]: Handler<Type, Payloads[Type]> | typeof IGNORED
}

/**
 * A projection over one aggregate's events (`Payloads`: its payload map, e.g.
 * AgreementPayloads), decided per type in a table keyed by every type of the union: a new
 * event type without its entry fails the typecheck. `canHandle` is the table's non-ignored
 * types.
 */
export function projectionOf<Payloads>(spec: {
  name: string
  tables: readonly string[]
  on: EventHandlers<Payloads>
  replay?: Replay | (() => Replay)
}): Projection {
  const handlers = spec.on
  // Stored payloads of these types were parsed by their schemas on read (or on append).
  const isHandled = (
    event: RecordedEvent,
  ): event is RecordedEvent<keyof Payloads & string, Payloads[keyof Payloads & string]> =>
    Object.hasOwn(handlers, event.type)
  return {
    name: spec.name,
    tables: spec.tables,
    canHandle: Object.entries(handlers).flatMap(([type, handler]) => (handler === IGNORED ? [] : [type])),
    ...(spec.replay ? { replay: spec.replay } : {}),
    async apply(tx, event) {
      if (isHandled(event)) await dispatch(handlers, tx, event)
    },
  }
}

async function dispatch<Payloads, Type extends keyof Payloads & string>(
  handlers: EventHandlers<Payloads>,
  tx: Queryable,
  event: RecordedEvent<Type, Payloads[Type]>,
): Promise<void> {
  const handler = handlers[event.type]
  if (handler !== IGNORED) await handler(tx, event)
}
