import { DomainError } from '#domain/shared/errors.ts'

export type AgreementErrorCode =
  | 'agreement.already_exists'
  | 'agreement.not_found'
  | 'agreement.not_owner'
  | 'agreement.forbidden'
  | 'agreement.preview_only'
  | 'agreement.content_required'
  | 'agreement.content_too_large'
  | 'agreement.unchanged'
  | 'agreement.instruction_required'
  | 'agreement.version_conflict'
  | 'collaboration.fields_required'
  | 'collaboration.is_owner'
  | 'collaboration.already_added'
  | 'collaboration.not_found'
  | 'comment.empty'
  | 'comment.too_long'
  | 'comment.not_found'

export class AgreementError extends DomainError<AgreementErrorCode> {}
