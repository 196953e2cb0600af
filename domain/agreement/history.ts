import { isUuid } from '#domain/shared/ids.ts'
import { ROLE_LABELS, isCollaboratorRole } from '#domain/collaboration/roles.ts'
import { TEXT_EVENT_TYPES } from './events.ts'

// The version history and audit trail of an `agreement-<uuid>` stream. Pure: the
// `agreement-history` projection stores `historyDetailsOf` and `historyActorOf` for every
// event; the history page, the JSON and CSV downloads and the audit certificate all word
// an event with `describeHistoryEvent`, so the four never disagree.

/**
 * The payload fields a text-changing event's history row leaves out: the text itself lives
 * in `agreement_versions`, and a 2 MB document copied into every history row would make
 * the trail as heavy as the log. db/migrations/0016 backfills with the same list.
 */
export const HISTORY_BULKY_FIELDS = ['content', 'structure', 'summary', 'keyTerms', 'text'] as const

/** Which payload field names the person who acted, per event type. */
export const HISTORY_ACTOR_FIELDS: Readonly<Record<string, string>> = {
  AgreementGenerated: 'ownerId',
  AgreementEdited: 'editedBy',
  AgreementAiEdited: 'editedBy',
  ClauseAdded: 'addedBy',
  AgreementExported: 'exportedBy',
  AgreementShared: 'sharedBy',
  CollaboratorAdded: 'addedBy',
  CollaboratorRoleChanged: 'changedBy',
  CollaboratorRemoved: 'removedBy',
  InvitationAccepted: 'acceptedBy',
  CommentAdded: 'authorId',
  CommentReplied: 'authorId',
  CommentResolved: 'resolvedBy',
  CommentReopened: 'reopenedBy',
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
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
  const field = HISTORY_ACTOR_FIELDS[type]
  const own = field && isObject(data) ? text(data[field]) : null
  if (own && isUuid(own)) return own.toLowerCase()
  const meta = isObject(metadata) ? text(metadata.actorId) : null
  return meta && isUuid(meta) ? meta.toLowerCase() : null
}

/** What another event refers to by id, looked up for the wording: a collaborator as invited, a comment's opening words. */
export interface HistoryReferences {
  collaborators: ReadonlyMap<string, { email: string | null; name: string | null }>
  comments: ReadonlyMap<string, string>
}

export const NO_REFERENCES: HistoryReferences = { collaborators: new Map(), comments: new Map() }

/**
 * Who reads the history. Invitees' addresses are for those who manage the team: an
 * invitation's address and role, read off the trail, once let a viewer claim an admin
 * role by signing up with it. Everyone else reads the invitee's name.
 */
export interface HistoryAudience {
  seesInviteeAddresses: boolean
}

/** How an event reads in the history: what was done, and the particulars (null when there are none). */
export interface HistoryWording {
  action: string
  detail: string | null
}

/** Characters of a comment quoted in the history. */
export const COMMENT_EXCERPT_CHARS = 120

export function historyExcerpt(value: string, max = COMMENT_EXCERPT_CHARS): string {
  const flat = value.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

const EXPORT_LABELS: Record<string, string> = { pdf: 'PDF', docx: 'Word (DOCX)', html: 'HTML', txt: 'Plain text (TXT)' }
const SHARE_LABELS: Record<string, string> = {
  link: 'the share link was copied',
  native: "the share link was sent through the device's share sheet",
}
const roleLabel = (value: unknown) => (isCollaboratorRole(value) ? ROLE_LABELS[value] : String(value ?? 'unknown role'))
const providerLabel = (provider: unknown, model: unknown) =>
  provider === 'offline' ? 'the offline drafting engine' : `the AI model${text(model) ? ` ${String(model)}` : ''}`

/** The event's wording for the history page, the downloads and the certificate. */
export function describeHistoryEvent(
  type: string,
  details: Json,
  refs: HistoryReferences = NO_REFERENCES,
  audience: HistoryAudience = { seesInviteeAddresses: false },
): HistoryWording {
  const d = details
  const invitee = () => {
    const id = text(d.collaboratorId)
    const known = id ? refs.collaborators.get(id) : undefined
    return { email: text(d.email) ?? known?.email ?? null, name: text(d.name) ?? known?.name ?? null }
  }
  /** "Ravi <ravi@example.in>" for a manager, "Ravi" for the rest. */
  const collaborator = () => {
    const { email, name } = invitee()
    if (!audience.seesInviteeAddresses) return name ?? 'a collaborator'
    if (email && name) return `${name} <${email}>`
    return email ?? name ?? 'a collaborator'
  }
  const comment = () => {
    const id = text(d.commentId)
    const words = id ? refs.comments.get(id) : undefined
    return words ? `“${words}”` : null
  }
  switch (type) {
    case 'AgreementGenerated':
      return {
        action: 'Generated',
        detail: `“${String(d.title ?? '')}” drafted by ${providerLabel(d.provider, null)}${d.access === 'preview' ? ' (free-trial preview)' : ''}`,
      }
    case 'AgreementEdited':
      return { action: 'Edited', detail: 'The text was changed by hand' }
    case 'AgreementAiEdited':
      return {
        action: 'AI-edited',
        detail: `Instruction: “${String(d.instruction ?? '')}” — by ${providerLabel(d.provider, d.model)}${text(d.changeSummary) ? `. ${historyExcerpt(String(d.changeSummary), 300)}` : ''}`,
      }
    case 'ClauseAdded':
      return { action: 'Clause added', detail: `${String(d.clauseTitle ?? d.clauseId ?? 'A clause')}${text(d.clauseId) ? ` (${String(d.clauseId)})` : ''}` }
    case 'AgreementExported':
      return { action: 'Exported', detail: EXPORT_LABELS[String(d.format)] ?? String(d.format ?? '') }
    case 'AgreementShared':
      return { action: 'Shared', detail: SHARE_LABELS[String(d.method)] ?? null }
    case 'CollaboratorAdded':
      return { action: 'Collaborator added', detail: `${collaborator()} as ${roleLabel(d.role)}${text(d.userId) ? '' : ' (invitation pending)'}` }
    case 'CollaboratorRoleChanged':
      return { action: 'Collaborator role changed', detail: `${collaborator()}: ${roleLabel(d.previousRole)} → ${roleLabel(d.role)}` }
    case 'CollaboratorRemoved':
      return { action: 'Collaborator removed', detail: collaborator() }
    case 'InvitationAccepted':
      return {
        action: 'Invitation accepted',
        detail: `${collaborator()}: ${d.method === 'confirmed' ? 'access confirmed by a manager for the account that signed up with the invited address' : 'accepted through the invitation link'}`,
      }
    case 'CommentAdded':
      return { action: 'Comment added', detail: text(d.content) ? `“${historyExcerpt(String(d.content))}”` : null }
    case 'CommentReplied':
      return { action: 'Comment replied to', detail: text(d.content) ? `“${historyExcerpt(String(d.content))}”` : null }
    case 'CommentResolved':
      return { action: 'Comment resolved', detail: comment() }
    case 'CommentReopened':
      return { action: 'Comment reopened', detail: comment() }
    default:
      // A type this build does not know yet: named as stored, never hidden from the trail.
      return { action: type, detail: null }
  }
}

/** The text-changing events: each one is a version whose content can be viewed and compared. */
export const isVersionEvent = (type: string): boolean => (TEXT_EVENT_TYPES as readonly string[]).includes(type)
