import {
  agreementDecider,
  AgreementError,
  agreementStreamId,
  isAgreementId,
  type AgreementCommand,
} from '#domain/agreement/index.ts'
import type { Db } from '#db/types.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { runCommand } from '#app/platform/command-runner.server.ts'

/** A change that could not take its turn on the document in time: nothing was recorded. */
export const AGREEMENT_BUSY =
  'Many changes reached this document at the same moment, and this one could not be recorded in time. Nothing was changed; please try again.'

/**
 * Runs one command on an agreement's stream (load → decide → append, one writer of the
 * stream at a time, so each decides on the state the one before left), as `by`'s. A command
 * already recorded under `commandId` is not decided again: the earlier result is returned,
 * so check the actor's role first (as collaboration/commands.server.ts does).
 */
export function runAgreementCommand(
  db: Db,
  by: CommandContext,
  agreementId: string,
  command: AgreementCommand,
  { commandId }: { commandId?: string | null } = {},
) {
  if (!isAgreementId(agreementId)) throw new AgreementError('agreement.not_found', 'Agreement not found')
  return runCommand(db, by, agreementStreamId(agreementId), agreementDecider, command, {
    commandId,
    busy: (cause) => new AgreementError('agreement.busy', AGREEMENT_BUSY, { cause }),
  })
}
