import type { Db } from '#db/types.ts'
import { appendToStream, type AppendOptions } from './append.server.ts'
import { verifyAuditChain } from './audit.server.ts'
import { catchUp, type CatchUpHandler, type CatchUpOptions } from './catch-up.server.ts'
import {
  handleCommand,
  type Decider,
  type DomainEvent,
  type HandleCommandOptions,
} from './command-handler.server.ts'
import { inlineProjections } from './projections/index.ts'
import type { Projection } from './projections/types.ts'
import { readStream, streamVersion, type ReadStreamOptions } from './read.server.ts'
import { rebuildProjections } from './rebuild.server.ts'
import type { ExpectedVersion, NewEvent } from './types.ts'

/**
 * What app code uses: one object bound to the database and the inline projections, so
 * a route cannot forget to pass the projections and leave its read models behind.
 */
export function createEventStore(db: Db, config: { projections?: readonly Projection[] } = {}) {
  const projections = config.projections ?? inlineProjections
  return {
    db,
    projections,
    append: (
      streamId: string,
      expected: ExpectedVersion,
      events: readonly NewEvent[],
      options: AppendOptions = {},
    ) => appendToStream(db, streamId, expected, events, { projections, ...options }),
    read: (streamId: string, options?: ReadStreamOptions) => readStream(db, streamId, options),
    version: (streamId: string) => streamVersion(db, streamId),
    handle: <State, Command, Event extends DomainEvent>(
      streamId: string,
      decider: Decider<State, Command, Event>,
      command: Command,
      options: HandleCommandOptions = {},
    ) => handleCommand(db, streamId, decider, command, { projections, ...options }),
    catchUp: (name: string, handler: CatchUpHandler, options?: CatchUpOptions) =>
      catchUp(db, name, handler, options),
    rebuildProjections: () => rebuildProjections(db, projections),
    verifyAuditChain: () => verifyAuditChain(db),
  }
}

export type EventStore = ReturnType<typeof createEventStore>

export { appendToStream, type AppendOptions } from './append.server.ts'
export { readStream, streamVersion } from './read.server.ts'
export { handleCommand, commandEventId, type Decider, type DomainEvent } from './command-handler.server.ts'
export { catchUp, checkpointOf, type CatchUpHandler } from './catch-up.server.ts'
export { rebuildProjections } from './rebuild.server.ts'
export { verifyAuditChain, type AuditResult } from './audit.server.ts'
export { inlineProjections, activityOf, activityCount, type Projection } from './projections/index.ts'
export {
  ConcurrencyError,
  DuplicateEventIdError,
  EventSchemaError,
  defineEvent,
  eventTypes,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
} from './types.ts'
