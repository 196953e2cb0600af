import { DomainError } from '#domain/shared/errors.ts'

export type AgreementErrorCode =
  | 'agreement.already_exists'
  | 'agreement.not_found'
  | 'agreement.forbidden'
  | 'agreement.preview_only'
  | 'agreement.content_required'
  | 'agreement.content_too_large'
  | 'agreement.unchanged'
  | 'agreement.instruction_required'
  | 'agreement.version_conflict'
  // Not the decider's: the command runner's answer when the stream stays busy past the deadline.
  | 'agreement.busy'
  | 'collaboration.fields_required'
  | 'collaboration.is_owner'
  | 'collaboration.already_added'
  | 'collaboration.not_found'
  | 'collaboration.already_removed'
  | 'collaboration.invalid_email'
  | 'invitation.not_found'
  | 'invitation.already_accepted'
  | 'invitation.no_account'
  | 'comment.empty'
  | 'comment.too_long'
  | 'comment.not_found'
  | 'comment.limit_reached'

export class AgreementError extends DomainError<AgreementErrorCode> {}
