import type { Db } from '#db/types.ts'
import {
  handleCommand,
  type CommandResult,
  type Decider,
  type DomainEvent,
  type HandleCommandOptions,
} from '#events/command-handler.server.ts'
import { ConcurrencyError } from '#events/types.ts'

export interface RunCommandOptions extends HandleCommandOptions {
  /**
   * The aggregate's own refusal for a stream too busy to take the command before its
   * deadline (`agreement.busy`, `chat.busy`, …): its error table answers it with 409.
   */
  busy: (cause: ConcurrencyError) => Error
}

/**
 * The runner every aggregate's commands go through (agreement, chat, subscription). A
 * ConcurrencyError never leaves it: whatever outlasts the handler's deadline comes back
 * as the aggregate's refusal, which every route already maps through its table — so no
 * route answers a busy stream with a 500.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  db: Db,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  { busy, ...options }: RunCommandOptions,
): Promise<CommandResult<State>> {
  try {
    return await handleCommand(db, streamId, decider, command, options)
  } catch (error) {
    if (error instanceof ConcurrencyError) throw busy(error)
    throw error
  }
}
