import type { z } from 'zod'

// The aggregate's shape, after Emmett's decider: commands in, events out, state folded
// from events. Pure: time and outside data come in through the command, so a retried
// command decides the same way.

/** An event as a decider sees it; the store's RecordedEvent satisfies it. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type
  data: Data
}

/** Payload types by event type: `{ AgreementShared: { sharedBy: string, … }, … }`. */
export type PayloadsOf<Schemas extends Readonly<Record<string, z.ZodType>>> = {
  [Type in keyof Schemas & string]: z.output<Schemas[Type]>
}

/** The union `{ type: 'A'; data: A } | { type: 'B'; data: B } | …` of a payload map. */
export type EventOf<Payloads> = {
  [Type in keyof Payloads & string]: DomainEvent<Type, Payloads[Type]>
}[keyof Payloads & string]

/**
 * Whether an event is one of the schema map's types. The type alone decides: the event
 * store parses every stored payload of a registered type by its schema on read (after
 * upcasting it to the current version), and these maps are what it registers.
 */
export function eventGuard<Schemas extends Readonly<Record<string, z.ZodType>>>(schemas: Schemas) {
  return (event: DomainEvent): event is EventOf<PayloadsOf<Schemas>> => Object.hasOwn(schemas, event.type)
}

/**
 * `decide` turns a command and the state into new events (or throws a domain error);
 * `evolve` folds one event into the state. A stream may hold a type this build does not
 * know — a newer build wrote it — so `evolve` takes any stored event: write it as a switch
 * typed on the aggregate's union, ending in `assertNever`, and lift it with `evolveKnown`.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State
  evolve: (state: State, event: DomainEvent) => State
  decide: (command: Command, state: State) => Event | readonly Event[]
}

/**
 * An evolve typed on the union, lifted to every event a stream may hold: a type outside
 * the union goes to `unknown`, which leaves the state as it is unless given.
 */
export function evolveKnown<State, Event extends DomainEvent>(
  isEvent: (event: DomainEvent) => event is Event,
  evolve: (state: State, event: Event) => State,
  unknown: (state: State, event: DomainEvent) => State = (state) => state,
): (state: State, event: DomainEvent) => State {
  return (state, event) => (isEvent(event) ? evolve(state, event) : unknown(state, event))
}
