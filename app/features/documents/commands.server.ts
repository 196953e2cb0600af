import {
  agreementDecider,
  AgreementError,
  agreementStreamId,
  isAgreementId,
  type AgreementCommand,
  type AgreementErrorCode,
} from '#domain/agreement/index.ts'
import type { Db } from '#db/types.ts'
import { runCommand } from '#app/platform/command-runner.server.ts'

/** A change that could not take its turn on the document in time: nothing was recorded. */
export const AGREEMENT_BUSY =
  'Many changes reached this document at the same moment, and this one could not be recorded in time. Nothing was changed; please try again.'

/**
 * Runs one command on an agreement's stream (load → decide → append, one writer of the
 * stream at a time, so each decides on the state the one before left). The actor goes into the
 * event metadata for the audit trail. A command that was already recorded under
 * `commandId` is not decided again: the earlier result is returned, so check the actor's
 * role first (as collaboration-commands.server.ts does).
 */
export function runAgreementCommand(
  db: Db,
  agreementId: string,
  actorId: string,
  command: AgreementCommand,
  { commandId, metadata }: { commandId?: string | null; metadata?: Record<string, unknown> } = {},
) {
  if (!isAgreementId(agreementId)) throw new AgreementError('agreement.not_found', 'Agreement not found')
  return runCommand(db, agreementStreamId(agreementId), agreementDecider, command, {
    metadata: { ...metadata, actorId },
    // With a command id, the same command sent again is recorded once (see handleCommand).
    ...(commandId ? { commandId } : {}),
    busy: (cause) => new AgreementError('agreement.busy', AGREEMENT_BUSY, { cause }),
  })
}

/**
 * The HTTP status of a refused change. Someone else's agreement answers exactly like a
 * missing one (404), so an id reveals nothing; a stale version is a conflict (409).
 */
export function agreementErrorStatus(code: AgreementErrorCode): number {
  switch (code) {
    case 'agreement.not_found':
    case 'agreement.not_owner':
    case 'collaboration.not_found':
    case 'comment.not_found':
    case 'invitation.not_found':
      return 404
    case 'agreement.forbidden':
      return 403
    case 'agreement.preview_only':
      return 403
    case 'agreement.version_conflict':
    case 'agreement.busy':
    case 'agreement.already_exists':
    case 'collaboration.already_added':
    case 'collaboration.already_removed':
    case 'comment.limit_reached':
    case 'invitation.already_accepted':
    case 'invitation.no_account':
      return 409
    case 'agreement.content_too_large':
    case 'comment.too_long':
      return 413
    case 'agreement.content_required':
    case 'agreement.unchanged':
    case 'agreement.instruction_required':
    case 'collaboration.fields_required':
    case 'collaboration.is_owner':
    case 'collaboration.invalid_email':
    case 'comment.empty':
      return 400
  }
}
