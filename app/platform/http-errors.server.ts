import type { AgreementError } from '#domain/agreement/index.ts'
import type { InvoiceError } from '#domain/billing/index.ts'
import type { ChatError } from '#domain/chat/index.ts'
import { DomainError } from '#domain/shared/errors.ts'
import type { PersonalClauseError } from '#domain/personal-clauses/index.ts'
import type { SubscriptionError } from '#domain/subscription/index.ts'
import type { CustomTemplateError } from '#domain/templates/index.ts'
import { ConcurrencyError, type ExpectedVersion } from '#events/types.ts'
import { apiError, NOT_FOUND } from './api-auth.server.ts'

/** Every refusal a command of app/ can meet: the codes of the aggregates runCommand runs. */
export type CommandErrorCode =
  | AgreementError['code']
  | ChatError['code']
  | SubscriptionError['code']
  | InvoiceError['code']
  | PersonalClauseError['code']
  | CustomTemplateError['code']

/**
 * The HTTP status of each refusal. A Record, so a code added to an aggregate without its
 * status fails the typecheck. Someone else's document or conversation answers exactly like
 * a missing one (404), so an id reveals nothing; a stale version or a busy stream is 409.
 */
const STATUS: Record<CommandErrorCode, number> = {
  'agreement.not_found': 404,
  'agreement.forbidden': 403,
  'agreement.preview_only': 403,
  'agreement.already_exists': 409,
  'agreement.version_conflict': 409,
  'agreement.busy': 409,
  'agreement.content_too_large': 413,
  'agreement.content_required': 400,
  'agreement.unchanged': 400,
  'agreement.instruction_required': 400,
  'execution.invalid_date': 400,
  'execution.future_date': 400,
  'execution.before_creation': 400,
  'execution.after_registration': 400,
  'registration.not_applicable': 400,
  'registration.invalid_date': 400,
  'registration.future_date': 400,
  'registration.before_execution': 400,
  'registration.before_creation': 400,
  'registration.date_required': 400,
  'registration.number_too_long': 400,
  'collaboration.not_found': 404,
  'collaboration.already_added': 409,
  'collaboration.already_removed': 409,
  'collaboration.fields_required': 400,
  'collaboration.is_owner': 400,
  'collaboration.invalid_email': 400,
  'comment.not_found': 404,
  'comment.limit_reached': 409,
  'comment.too_long': 413,
  'comment.empty': 400,
  'invitation.not_found': 404,
  'invitation.already_accepted': 409,
  'invitation.no_account': 409,
  'invitation.unverified': 409,
  'chat.not_found': 404,
  'chat.not_owner': 404,
  'chat.deleted': 404,
  'chat.busy': 409,
  'chat.first_message_not_user': 400,
  'chat.message_required': 400,
  'chat.message_too_long': 400,
  'chat.title_required': 400,
  'chat.title_too_long': 400,
  'chat.title_unchanged': 400,
  'subscription.limit_reached': 403,
  'subscription.not_active': 409,
  'subscription.nothing_to_release': 409,
  'subscription.busy': 409,
  'subscription.unknown_order': 400,
  'subscription.payment_mismatch': 400,
  'subscription.payment_not_captured': 400,
  'invoice.busy': 409,
  'invoice.series_full': 409,
  'personal_clause.not_found': 404,
  'personal_clause.already_exists': 409,
  'personal_clause.busy': 409,
  'template.not_found': 404,
  'template.exists': 409,
  'template.invalid': 400,
  'template.field_gone': 409,
  'template.cannot_move': 409,
  'template.nothing_to_revert': 409,
  'template.busy': 409,
}

/** What a version conflict tells the caller: the version it wrote against and the stream's newer one. */
export interface VersionConflict {
  expectedVersion: ExpectedVersion
  currentVersion: number
}

/** A refused command as a route answers it. */
export interface Refusal {
  status: number
  code: CommandErrorCode | 'concurrency'
  message: string
  /** Set when a ConcurrencyError is the refusal or its cause. */
  conflict: VersionConflict | null
}

/** The sentence for a ConcurrencyError that reached a route without its aggregate's own refusal. */
export const CONFLICT_MESSAGE =
  'Many changes reached this document at the same moment, and this one could not be recorded. Nothing was changed; please try again.'

const isCommandError = (error: unknown): error is DomainError<CommandErrorCode> =>
  error instanceof DomainError && Object.hasOwn(STATUS, error.code)

function concurrencyErrorIn(error: unknown): ConcurrencyError | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    if (e instanceof ConcurrencyError) return e
  }
  return null
}

/**
 * The refusal an error stands for, or null when it is no refusal (a bug, an outage: let it
 * be a 500). A ConcurrencyError, bare or as a refusal's cause, is always a 409.
 */
export function refusalOf(error: unknown): Refusal | null {
  const cause = concurrencyErrorIn(error)
  const conflict = cause ? { expectedVersion: cause.expected, currentVersion: cause.actual } : null
  if (isCommandError(error))
    return { status: STATUS[error.code], code: error.code, message: error.message, conflict }
  if (error instanceof ConcurrencyError)
    return { status: 409, code: 'concurrency', message: CONFLICT_MESSAGE, conflict }
  return null
}

/** The refusal an error stands for; an error that is none is rethrown. */
export function asRefusal(error: unknown): Refusal {
  const refusal = refusalOf(error)
  if (!refusal) throw error
  return refusal
}

/** The HTTP status of a refusal; an error that is none is rethrown. */
export const httpStatusOf = (error: unknown): number => asRefusal(error).status

/**
 * A refusal as the JSON API answers it: `{error}` with its status, `conflict` with the
 * versions when one lost a race, and "no such thing here" as the API's one 404. `extra`
 * joins the body (the collaboration API's `success: false`). Not a refusal: rethrown.
 */
export function errorResponse(error: unknown, extra: Record<string, unknown> = {}): Response {
  const refusal = asRefusal(error)
  if (refusal.status === 404) return apiError(404, NOT_FOUND, extra)
  return apiError(refusal.status, refusal.message, {
    ...extra,
    ...(refusal.conflict ? { conflict: refusal.conflict } : {}),
  })
}
