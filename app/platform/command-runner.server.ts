import type { Db } from '#db/types.ts'
import {
  handleCommand,
  type CommandResult,
  type Decider,
  type DomainEvent,
} from '#events/command-handler.server.ts'
import { streamVersion } from '#events/read.server.ts'
import { ConcurrencyError } from '#events/types.ts'
import { actorOnRecord } from './actor-on-record.server.ts'
import type { CommandContext } from './command-context.server.ts'

export interface RunCommandOptions {
  /**
   * The aggregate's own refusal for a stream too busy to take the command before its
   * deadline (`agreement.busy`, `chat.busy`, …), with the ConcurrencyError as its cause:
   * the error table (http-errors.server.ts) answers it 409.
   */
  busy: (cause: ConcurrencyError) => Error
  /**
   * The form's idempotency key: the same command sent again is recorded once and answered
   * with the first result (see handleCommand).
   */
  commandId?: string | null
}

/**
 * The one way app/ records events: load → decide → append on one stream, retried on a
 * version conflict until the deadline, every event carrying the request's metadata (actor,
 * with the name and e-mail it has now; request id, address, user agent, command id). A
 * ConcurrencyError never leaves it: what outlasts the deadline comes back as the
 * aggregate's busy refusal.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  db: Db,
  by: CommandContext,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  { busy, commandId }: RunCommandOptions,
): Promise<CommandResult<State>> {
  const metadata = {
    actorId: by.actorId,
    ...(await actorOnRecord(db, by.actorId)),
    requestId: by.requestId,
    ip: by.ip,
    userAgent: by.userAgent,
    ...(commandId ? { commandId } : {}),
  }
  try {
    return await handleCommand(db, streamId, decider, command, {
      metadata,
      ...(commandId ? { commandId } : {}),
    })
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error
    // A turn that never came saw no version: the refusal names the stream's, as far as it has moved.
    const current = await streamVersion(db, streamId)
    throw busy(new ConcurrencyError(streamId, error.expected, current, error.message))
  }
}
