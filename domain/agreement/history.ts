import { isUuid } from '#domain/shared/ids.ts'
import {
  isAgreementEventType,
  TEXT_EVENT_TYPES,
  type AgreementEventType,
  type AgreementPayloads,
} from './events.ts'

// The version history and audit trail of an `agreement-<uuid>` stream. Pure: the
// `agreement-history` projection stores `historyDetailsOf` and `historyActorOf` for every
// event; the history page, the JSON and CSV downloads and the audit certificate all word
// an event with `describeHistoryEvent` (history-wording.ts), so the four never disagree.

/**
 * The payload fields a text-changing event's history row leaves out: the text itself lives
 * in `agreement_versions`, and a 2 MB document copied into every history row would make
 * the trail as heavy as the log. db/migrations/0016 backfills with the same list.
 */
export const HISTORY_BULKY_FIELDS = ['content', 'structure', 'summary', 'keyTerms', 'text'] as const

/** The payload fields that hold text, for a payload type. */
type TextFieldOf<Payload> = {
  [Field in keyof Payload & string]-?: Payload[Field] extends string ? Field : never
}[keyof Payload & string]

/**
 * Per event type, the payload field naming the person who acted — or the name they went by
 * when it was recorded — or null when the payload names none. Keyed by every type of the
 * union, so a new event type without its entry fails the typecheck.
 */
export type HistoryFields<Type extends string = AgreementEventType> = {
  readonly [T in Type]: T extends AgreementEventType ? TextFieldOf<AgreementPayloads[T]> | null : never
}

/** Which payload field names the person who acted, per event type. */
export const HISTORY_ACTOR_FIELDS: HistoryFields = {
  AgreementGenerated: 'ownerId',
  AgreementEdited: 'editedBy',
  AgreementAiEdited: 'editedBy',
  ClauseAdded: 'addedBy',
  AgreementExported: 'exportedBy',
  AgreementShared: 'sharedBy',
  // Nobody clicked anything: the owner's plan began, so the history names the owner.
  AgreementUnlocked: 'ownerId',
  ExecutionDateRecorded: 'recordedBy',
  RegistrationRecorded: 'recordedBy',
  CollaboratorAdded: 'addedBy',
  CollaboratorRoleChanged: 'changedBy',
  CollaboratorRemoved: 'removedBy',
  InvitationAccepted: 'acceptedBy',
  CommentAdded: 'authorId',
  CommentReplied: 'authorId',
  CommentResolved: 'resolvedBy',
  CommentReopened: 'reopenedBy',
}

/** The name the acting person went by, as the event recorded it: shown when their account is gone. */
export const HISTORY_RECORDED_NAME_FIELDS: HistoryFields = {
  AgreementGenerated: null,
  AgreementEdited: null,
  AgreementAiEdited: null,
  ClauseAdded: null,
  AgreementExported: null,
  AgreementShared: null,
  AgreementUnlocked: null,
  ExecutionDateRecorded: null,
  RegistrationRecorded: null,
  CollaboratorAdded: null,
  CollaboratorRoleChanged: null,
  CollaboratorRemoved: null,
  InvitationAccepted: null,
  CommentAdded: 'authorName',
  CommentReplied: 'authorName',
  CommentResolved: null,
  CommentReopened: null,
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** The short record of an event the history keeps: its payload, minus the text for a text-changing event. */
export function historyDetailsOf(type: string, data: unknown): Json {
  if (!isObject(data)) return {}
  if (!(TEXT_EVENT_TYPES as readonly string[]).includes(type)) return data
  const kept: Json = {}
  for (const [key, value] of Object.entries(data)) {
    if (!(HISTORY_BULKY_FIELDS as readonly string[]).includes(key)) kept[key] = value
  }
  return kept
}

/**
 * Who acted: the event's own field for a known type (what the decider checked), else the
 * append's `metadata.actorId`; null when neither is an account id.
 */
export function historyActorOf(type: string, data: unknown, metadata: unknown): string | null {
  const own = recordedField(HISTORY_ACTOR_FIELDS, type, data)
  if (own && isUuid(own)) return own.toLowerCase()
  const meta = isObject(metadata) ? text(metadata.actorId) : null
  return meta && isUuid(meta) ? meta.toLowerCase() : null
}

/**
 * The acting account's name and e-mail when the event was recorded (the append's metadata,
 * since issue 16), so a rename does not rewrite the history; null when the event predates
 * them or the metadata's actor is not the one the history names.
 */
export function historyRecordedActorOf(
  type: string,
  data: unknown,
  metadata: unknown,
): { name: string; email: string } | null {
  const actor = historyActorOf(type, data, metadata)
  if (!actor || !isObject(metadata)) return null
  const { actorId, actorName, actorEmail } = metadata
  if (typeof actorId !== 'string' || actorId.toLowerCase() !== actor) return null
  return typeof actorName === 'string' && typeof actorEmail === 'string'
    ? { name: actorName, email: actorEmail }
    : null
}

/** The acting person's name as the event recorded it (a comment's author); null when it records none. */
export const historyRecordedName = (type: string, details: unknown): string | null =>
  recordedField(HISTORY_RECORDED_NAME_FIELDS, type, details)

function recordedField(fields: HistoryFields, type: string, data: unknown): string | null {
  const field = isAgreementEventType(type) ? fields[type] : null
  return field && isObject(data) ? text(data[field]) : null
}

/** The text-changing events: each one is a version whose content can be viewed and compared. */
export const isVersionEvent = (type: string): boolean =>
  (TEXT_EVENT_TYPES as readonly string[]).includes(type)
